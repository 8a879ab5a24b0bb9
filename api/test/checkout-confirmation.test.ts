import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aBooking, aDeparture, aTripBooking } from '../../test/support/factories.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp } from './helpers.ts';

/**
 * Issue #31: the checkout summary lists what was booked (departure days, room, travellers), and the guest's
 * confirmation offers an account that adopts the booking: only with the booking's token, only for its email.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ auth: 1000 }) });
});
afterAll(async () => t.app.close());

const newEmail = () => `guest.${randomUUID().slice(0, 8)}@example.com`;
const bookingToken = (token: string) => ({ 'x-booking-token': token });

describe('the checkout summary', () => {
  it('names the departure days, the room, how many travel and the travellers entered, from the rows', async () => {
    const departure = await aDeparture(t.deps.db, {
      departDate: new Date('2027-03-04T00:00:00Z'),
      returnDate: new Date('2027-03-14T00:00:00Z'),
    });
    const booking = await aBooking(t.deps.db, {
      packageId: departure.packageId,
      departureId: departure.id,
      roomType: 'DOUBLE',
      travellerCount: 2,
    });
    for (const [position, fullName] of [
      [2, 'Omar Rahman'],
      [1, 'Amina Rahman'],
    ] as const)
      await t.deps.db.traveller.create({
        data: {
          bookingId: booking.id,
          position,
          fullName,
          dateOfBirth: new Date('1990-01-01'),
          nationality: 'GB',
          passportNumberEnc: 'not-read-here',
          passportExpiry: new Date('2030-01-01'),
          relation: position === 1 ? 'LEAD' : 'SPOUSE',
        },
      });
    const answer = await rest(t, 'GET', `/api/bookings/${booking.id}/checkout?kind=PACKAGE`, {
      headers: bookingToken(booking.accessToken),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      departDate: '2027-03-04',
      returnDate: '2027-03-14',
      roomType: 'DOUBLE',
      travellerCount: 2,
      travellerNames: ['Amina Rahman', 'Omar Rahman'],
    });
  });

  it('offers each payment’s PDF receipt, which the booking’s token downloads', async () => {
    const booking = await aBooking(t.deps.db, { paid: [30_000, 70_000], status: 'PAID' });
    const payments = await t.deps.db.payment.findMany({ where: { bookingId: booking.id }, orderBy: { id: 'asc' } });
    const answer = await rest(t, 'GET', `/api/bookings/${booking.id}/checkout?kind=PACKAGE`, {
      headers: bookingToken(booking.accessToken),
    });
    expect(answer.body.receipts).toEqual([
      { paymentId: payments[0].id, purpose: 'DEPOSIT' },
      { paymentId: payments[1].id, purpose: 'BALANCE' },
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/payments/${payments[0].id}/receipt.pdf`,
      headers: bookingToken(booking.accessToken),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('a booking without a departure has no days or room; a trip lists none of it', async () => {
    const booking = await aBooking(t.deps.db, { packageId: null });
    const trip = await aTripBooking(t.deps.db);
    const query = `query($id: Int!, $kind: BookingKind) {
      checkoutBooking(id: $id, kind: $kind) { departDate returnDate roomType travellerCount travellerNames } }`;
    const ask = async (id: number, kind: string, token: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...bookingToken(token) },
        payload: { query, variables: { id, kind } },
      });
      return res.json().data.checkoutBooking;
    };
    expect(await ask(booking.id, 'PACKAGE', booking.accessToken)).toEqual({
      departDate: null,
      returnDate: null,
      roomType: null,
      travellerCount: 1,
      travellerNames: [],
    });
    expect(await ask(trip.id, 'TRIP', trip.accessToken)).toEqual({
      departDate: null,
      returnDate: null,
      roomType: null,
      travellerCount: null,
      travellerNames: [],
    });
  });
});

describe('creating an account from the confirmation', () => {
  const signUp = (email: string, adoptBooking: object, headers: Record<string, string> = {}) =>
    rest(t, 'POST', '/api/auth/register', {
      json: { name: 'Amina Rahman', email, password: 'a-long-password-1', adoptBooking },
      headers,
    });
  const accountCount = (email: string) => t.deps.db.user.count({ where: { email } });

  it('adopts the guest booking made with the same email, with its token as proof; the audit says so', async () => {
    const email = newEmail();
    const booking = await aBooking(t.deps.db, { email, paid: true, status: 'PAID' });
    // Emails compare without case, as the account's unique index does.
    const created = await signUp(
      email.toUpperCase(),
      { id: booking.id, kind: 'PACKAGE' },
      bookingToken(booking.accessToken),
    );
    expect(created.status).toBe(201);
    const user = await t.deps.db.user.findUniqueOrThrow({ where: { email: email.toUpperCase() } });
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).userId).toBe(user.id);
    const audit = await t.deps.db.auditEntry.findMany({
      where: { entityType: 'Booking', entityId: String(booking.id) },
    });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'booking.claim', actorId: user.id, after: { userId: user.id } }),
    ]);
    // My trips now lists it for the new session.
    const trips = await gql(t, '{ myBookings { items { reference } } }', {}, created.body.token);
    expect(trips.data.myBookings.items).toEqual([{ reference: booking.reference }]);
  });

  it('adopts a guest trip booking the same way', async () => {
    const email = newEmail();
    const trip = await aTripBooking(t.deps.db, { email });
    const created = await signUp(email, { id: trip.id, kind: 'TRIP' }, bookingToken(trip.accessToken));
    expect(created.status).toBe(201);
    const user = await t.deps.db.user.findUniqueOrThrow({ where: { email } });
    expect((await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).userId).toBe(user.id);
  });

  it('without the booking’s token: the 404 of a missing booking, and no account is created', async () => {
    const email = newEmail();
    const booking = await aBooking(t.deps.db, { email });
    const other = await aBooking(t.deps.db, { email: newEmail() });
    for (const headers of [{}, bookingToken(other.accessToken), bookingToken('guessed-token')]) {
      const refused = await signUp(email, { id: booking.id }, headers);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ reason: 'BOOKING_NOT_FOUND', error: 'Booking not found.' });
    }
    expect(await accountCount(email)).toBe(0);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).userId).toBeNull();
  });

  it('with another email: a worded 400, no account, the booking stays a guest’s', async () => {
    const booking = await aBooking(t.deps.db, { email: newEmail() });
    const email = newEmail();
    const refused = await signUp(email, { id: booking.id }, bookingToken(booking.accessToken));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      reason: 'SIGNUP_BOOKING_OTHER_EMAIL',
      error:
        'This booking was made with another email address. Create your account with that address to add the booking to it.',
    });
    expect(await accountCount(email)).toBe(0);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).userId).toBeNull();
  });

  it('a booking already in an account is not taken from it', async () => {
    const email = newEmail();
    const owner = await t.deps.db.user.create({
      data: { name: 'Owner', email: newEmail(), passwordHash: 'x', role: 'USER' },
    });
    const booking = await aBooking(t.deps.db, { email, userId: owner.id });
    const refused = await signUp(email, { id: booking.id }, bookingToken(booking.accessToken));
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('SIGNUP_BOOKING_HAS_ACCOUNT');
    expect(await accountCount(email)).toBe(0);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).userId).toBe(owner.id);
  });
});
