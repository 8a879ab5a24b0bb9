import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aBooking, aCustomer, aDeparture, aStaffUser, aTripBooking, PASSWORD } from '../../test/support/factories.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import { sealPassport } from '../src/lib/traveller-crypto.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({}, { dataExportsPerHour: 2 }) });
});
afterAll(() => t.app.close());

/** A customer with a paid booking (a traveller, a refund), an unpaid one, a trip, a consultation and an email. */
async function customerWithHistory(email: string) {
  const user = await aCustomer(t.deps.db, { name: 'Khadija Noor', email });
  const token = await startSession(t.deps.db, user, t.deps.config.jwtSecret, '1h');
  const paid = await aBooking(t.deps.db, {
    userId: user.id,
    email,
    name: 'Khadija Noor',
    phone: '+62 21 555',
    paid: true,
    status: 'PAID',
  });
  const payment = await t.deps.db.payment.findFirstOrThrow({ where: { bookingId: paid.id } });
  await t.deps.db.refund.create({
    data: {
      bookingId: paid.id,
      paymentId: payment.id,
      amount: 1000,
      currency: 'USD',
      reason: 'Late change',
      status: 'SUCCEEDED',
    },
  });
  await t.deps.db.traveller.create({
    data: {
      bookingId: paid.id,
      position: 1,
      fullName: 'Khadija Noor',
      dateOfBirth: new Date('1980-02-03'),
      nationality: 'ID',
      passportNumberEnc: sealPassport(t.deps.config, { bookingId: paid.id, position: 1 }, 'X1234567'),
      passportExpiry: new Date('2031-01-01'),
      relation: 'LEAD',
    },
  });
  const unpaid = await aBooking(t.deps.db, { userId: user.id, email, status: 'EXPIRED' });
  const trip = await aTripBooking(t.deps.db, { userId: user.id, email, status: 'CANCELLED' });
  await t.deps.db.consultation.create({ data: { name: 'Khadija', email, message: 'Ramadan dates?' } });
  await t.deps.db.outboxEmail.create({
    data: {
      to: email,
      kind: 'booking-received',
      subject: 'Booking received',
      html: '<p>x</p>',
      text: 'x',
      dedupeKey: `k-${email}`,
    },
  });
  return { user, token, paid, payment, unpaid, trip };
}

describe('download my data', () => {
  it('holds the owner’s rows only, with passport numbers opened for them; audited; limited per hour', async () => {
    const mine = await customerWithHistory('khadija@example.com');
    const other = await customerWithHistory('other@example.com');
    const answer = await rest(t, 'GET', '/api/my/data-export', { token: mine.token });
    expect(answer.status).toBe(200);
    // Opened passport numbers: no cache along the way or in the browser keeps a copy.
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = answer.body;
    expect(data.profile).toMatchObject({ id: mine.user.id, email: 'khadija@example.com' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.bookings.map((b: { id: number }) => b.id)).toEqual([mine.paid.id, mine.unpaid.id]);
    expect(data.bookings[0].travellers).toEqual([
      expect.objectContaining({ fullName: 'Khadija Noor', passportNumber: 'X1234567' }),
    ]);
    expect(data.bookings[0].travellers[0]).not.toHaveProperty('passportNumberEnc');
    expect(data.bookings[0].payments).toEqual([expect.objectContaining({ id: mine.payment.id, amount: 100_000 })]);
    expect(data.bookings[0].refunds).toEqual([expect.objectContaining({ amount: 1000, reason: 'Late change' })]);
    expect(data.bookings[0]).not.toHaveProperty('accessTokenHash');
    expect(data.tripBookings.map((b: { id: number }) => b.id)).toEqual([mine.trip.id]);
    expect(data.consultations).toEqual([expect.objectContaining({ message: 'Ramadan dates?' })]);
    expect(data.emails).toEqual([expect.objectContaining({ subject: 'Booking received', to: 'khadija@example.com' })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('other@example.com');
    expect(text).not.toContain(String(other.paid.reference));

    expect(await t.deps.db.auditEntry.findFirst({ where: { action: 'account.export' } })).toMatchObject({
      actorId: mine.user.id,
      entityId: String(mine.user.id),
    });
    const viaGraphql = await gql(t, '{ myDataExport }', {}, mine.token);
    expect(JSON.parse(viaGraphql.data.myDataExport).profile.id).toBe(mine.user.id);
    // Two an hour in this app: the third is refused.
    expect((await rest(t, 'GET', '/api/my/data-export', { token: mine.token })).status).toBe(429);
    expect((await rest(t, 'GET', '/api/my/data-export')).status).toBe(401);
  });
});

describe('delete my account', () => {
  it('anonymises the paid booking and keeps its payments and refunds, deletes the rest, and says so', async () => {
    const mine = await customerWithHistory('leaving@example.com');
    const other = await customerWithHistory('staying@example.com');
    const wrong = await rest(t, 'POST', '/api/my/account-deletion', { token: mine.token, json: { password: 'nope' } });
    expect(wrong.body).toEqual({
      error: 'That password is not right. Your account was not deleted.',
      reason: 'ACCOUNT_DELETE_PASSWORD_WRONG',
    });

    const deleted = await rest(t, 'POST', '/api/my/account-deletion', {
      token: mine.token,
      json: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ keptBookings: 1, deletedBookings: 1 });
    expect(deleted.body.message).toBe(
      'Your account is deleted. 1 paid booking(s) are kept without your name or contact details for 10 years, as the law requires for our accounts.',
    );

    const db = t.deps.db;
    expect(await db.user.findUnique({ where: { id: mine.user.id } })).toBeNull();
    expect(await db.booking.findUniqueOrThrow({ where: { id: mine.paid.id } })).toMatchObject({
      name: 'Deleted customer',
      email: 'deleted-customer@deleted.invalid',
      phone: null,
      userId: null,
      amount: mine.paid.amount,
      status: 'PAID',
    });
    expect(await db.payment.findMany({ where: { bookingId: mine.paid.id } })).toHaveLength(1);
    expect(await db.refund.findMany({ where: { bookingId: mine.paid.id } })).toHaveLength(1);
    expect(await db.traveller.count({ where: { bookingId: mine.paid.id } })).toBe(0);
    expect(await db.booking.findUnique({ where: { id: mine.unpaid.id } })).toBeNull();
    expect(await db.tripBooking.findUniqueOrThrow({ where: { id: mine.trip.id } })).toMatchObject({
      name: 'Deleted customer',
      email: 'deleted-customer@deleted.invalid',
      userId: null,
    });
    expect(await db.consultation.count({ where: { email: 'leaving@example.com' } })).toBe(0);
    expect(await db.outboxEmail.count({ where: { to: 'leaving@example.com' } })).toBe(0);
    const trail = JSON.stringify(await db.auditEntry.findMany());
    expect(trail).not.toContain('leaving@example.com');
    expect(await db.auditEntry.findFirst({ where: { action: 'account.delete' } })).toMatchObject({
      actorId: null,
      entityId: String(mine.user.id),
      summary: expect.stringContaining('1 booking(s) kept anonymised for the accounts (10 years), 1 deleted'),
    });

    // Someone else's rows are untouched, and the old session no longer works.
    expect(await db.booking.findUniqueOrThrow({ where: { id: other.paid.id } })).toMatchObject({
      name: 'Khadija Noor',
    });
    expect(await db.consultation.count({ where: { email: 'staying@example.com' } })).toBe(1);
    expect((await rest(t, 'GET', '/api/my/data-export', { token: mine.token })).status).toBe(401);
  });

  it('a wrong password here is a guess at the account: counted with sign-in guesses, then locked, nothing deleted', async () => {
    // A stolen session must not become a way to guess the password that sign-in limits.
    const user = await aCustomer(t.deps.db, { email: 'guessed@example.com' });
    const token = await startSession(t.deps.db, user, t.deps.config.jwtSecret, '1h');
    const limit = t.deps.config.loginAttemptsPerEmailPerHour;
    for (let guess = 0; guess < limit; guess++) {
      const wrong = await rest(t, 'POST', '/api/my/account-deletion', { token, json: { password: `guess-${guess}` } });
      expect(wrong.body).toMatchObject({ reason: 'ACCOUNT_DELETE_PASSWORD_WRONG' });
    }
    // The guess past the limit locks the account, as at sign-in: then even the right password waits.
    const past = await rest(t, 'POST', '/api/my/account-deletion', { token, json: { password: 'one-more' } });
    expect(past.status).toBe(429);
    const locked = await rest(t, 'POST', '/api/my/account-deletion', { token, json: { password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ reason: 'SIGN_IN_LOCKED' });
    expect(await t.deps.db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it('refuses while a paid trip is still ahead, and for staff', async () => {
    const user = await aCustomer(t.deps.db, { email: 'travelling@example.com' });
    const token = await startSession(t.deps.db, user, t.deps.config.jwtSecret, '1h');
    const departure = await aDeparture(t.deps.db, { departIn: 30 });
    await aBooking(t.deps.db, {
      userId: user.id,
      packageId: departure.packageId,
      departureId: departure.id,
      paid: true,
      status: 'PAID',
    });
    const refused = await rest(t, 'POST', '/api/my/account-deletion', { token, json: { password: PASSWORD } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'ACCOUNT_HAS_OPEN_BOOKINGS', params: { count: 1 } });
    expect(await t.deps.db.user.count({ where: { id: user.id } })).toBe(1);

    const staffUser = await aStaffUser(t.deps.db, { role: 'STAFF' });
    const staffToken = await startSession(t.deps.db, staffUser, t.deps.config.jwtSecret, '1h');
    const staff = await gql(t, `mutation { deleteMyAccount(password: "${PASSWORD}") { message } }`, {}, staffToken);
    expect(staff.errors?.[0]).toMatchObject({ extensions: { reason: 'ACCOUNT_STAFF_CANNOT_DELETE' } });
  });
});
