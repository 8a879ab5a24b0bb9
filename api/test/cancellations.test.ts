import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookingOnDeparture, POLICY, processRefundEvents, seatsTaken } from '../../test/support/booked-departures.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let customer: { id: number; token: string };
let stranger: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  const owner = await userWithToken(t, 'USER');
  customer = { id: owner.user.id, token: owner.token };
  stranger = (await userWithToken(t, 'USER')).token;
});
afterAll(() => t.app.close());

const quote = (bookingId: number, token?: string, headers?: Record<string, string>) =>
  rest(t, 'GET', `/api/bookings/${bookingId}/cancellation`, { token, headers });
const request = (bookingId: number, token?: string, json: object = {}, headers?: Record<string, string>) =>
  rest(t, 'POST', `/api/bookings/${bookingId}/cancellation`, { token, json, headers });

describe('cancellation policy', () => {
  it.each([
    [90, 90, 60],
    [60, 90, 60],
    [59, 50, 30],
    [30, 50, 30],
    [29, 10, 7],
    [7, 10, 7],
    [6, 0, null],
  ])('%i days before departure refunds %i %%', async (departsIn, percent, ruleDays) => {
    const { booking } = await bookingOnDeparture(t, { departsIn, userId: customer.id, paid: [200_000] });
    const answer = await quote(booking.id, customer.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      action: 'REQUEST',
      daysBefore: departsIn,
      refundPercent: percent,
      refundAmount: (200_000 * percent) / 100,
      paid: 200_000,
      currency: 'USD',
      rule: ruleDays === null ? null : { daysBefore: ruleDays, refundPercent: percent },
    });
  });

  it('is edited by staff only, validated, audited and read publicly most days first', async () => {
    const { pkg } = await bookingOnDeparture(t);
    const url = `/api/packages/${pkg.id}/cancellation-policy`;
    const rules = [
      { daysBefore: 14, refundPercent: 25 },
      { daysBefore: 45, refundPercent: 100 },
    ];
    expect((await rest(t, 'PATCH', url, { json: { rules } })).status).toBe(401);
    expect((await rest(t, 'PATCH', url, { json: { rules }, token: customer.token })).status).toBe(403);

    const refused = async (bad: object[]) => (await rest(t, 'PATCH', url, { json: { rules: bad }, token: staff })).body;
    expect(await refused([{ daysBefore: 10, refundPercent: 101 }])).toEqual({
      error: 'The refund must be a whole percentage from 0 to 100.',
      reason: 'POLICY_REFUND_PERCENT_INVALID',
    });
    expect(await refused([{ daysBefore: 366, refundPercent: 10 }])).toEqual({
      error: 'Days before departure must be a whole number from 0 to 365.',
      reason: 'POLICY_DAYS_INVALID',
    });
    expect(
      await refused([
        { daysBefore: 10, refundPercent: 10 },
        { daysBefore: 10, refundPercent: 20 },
      ]),
    ).toEqual({ error: 'Each number of days can have only one rule.', reason: 'POLICY_DAYS_DUPLICATE' });
    expect(
      await refused([
        { daysBefore: 60, refundPercent: 50 },
        { daysBefore: 30, refundPercent: 80 },
      ]),
    ).toEqual({
      error: 'A rule closer to departure cannot refund more than a rule further from it.',
      reason: 'POLICY_REFUND_NOT_DECREASING',
    });

    const saved = await rest(t, 'PATCH', url, { json: { rules }, token: staff });
    expect(saved.status).toBe(200);
    expect((await rest(t, 'GET', url)).body).toEqual([rules[1], rules[0]]);
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'package.cancellation-policy', entityId: String(pkg.id) },
    });
    expect(audit).toMatchObject({
      actorRole: 'STAFF',
      before: { rules: POLICY },
      after: { rules: [rules[1], rules[0]] },
    });

    const viaGraphql = await gql(
      t,
      'query($id: Int!) { cancellationPolicy(packageId: $id) { daysBefore refundPercent } }',
      {
        id: pkg.id,
      },
    );
    expect(viaGraphql.data).toEqual({ cancellationPolicy: [rules[1], rules[0]] });
  });
});

describe('a customer cancels from My trips', () => {
  it('records a paid booking’s request with its reason, emails it, and audits it; once', async () => {
    const { booking } = await bookingOnDeparture(t, { departsIn: 45, userId: customer.id, paid: [200_000] });

    const answer = await request(booking.id, customer.token, { reason: 'Family emergency' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      action: 'NONE',
      blockedReason: 'You already asked to cancel this booking; our team will confirm it.',
      blockedCode: 'CANCEL_ALREADY_REQUESTED',
      refundAmount: 100_000,
      requestedAt: expect.any(String),
    });
    const stored = await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: 'PAID', cancellationReason: 'Family emergency', cancelledAt: null });
    expect(stored.cancellationRequestedAt).toBeInstanceOf(Date);
    const email = await t.deps.db.outboxEmail.findUniqueOrThrow({
      where: { dedupeKey: `cancellation-request:${booking.id}` },
    });
    expect(email).toMatchObject({
      to: booking.email,
      subject: `We received your cancellation request (${booking.reference})`,
    });
    expect(email.text).toContain('you will be refunded USD 1,000.00 (50 % of what you paid)');
    expect(email.text).toContain('Amount paid: USD 2,000.00\nRefund under the policy: USD 1,000.00');
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'booking.cancel-request', entityId: String(booking.id) },
    });
    expect(audit).toMatchObject({ actorId: customer.id, after: { refundAmount: 100_000, refundPercent: 50 } });

    const again = await request(booking.id, customer.token);
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'You already asked to cancel this booking; our team will confirm it.' },
    });
  });

  it('cancels an unpaid booking at once and gives its seats back', async () => {
    const { booking, departure } = await bookingOnDeparture(t, { userId: customer.id, status: 'PENDING', paid: [] });

    const answer = await request(booking.id, customer.token, { reason: 'Booked the wrong dates' });

    expect(answer.body).toMatchObject({
      status: 'CANCELLED',
      action: 'NONE',
      blockedCode: 'BOOKING_ALREADY_CANCELLED',
      refundAmount: 0,
    });
    expect(await seatsTaken(t, departure.id)).toBe(0);
    const transitions = await t.deps.db.bookingStatusChange.findMany({ where: { bookingId: booking.id } });
    expect(transitions.map((c) => `${c.from}->${c.to}`)).toEqual(['PENDING->CANCELLED']);
    const email = await t.deps.db.outboxEmail.findUniqueOrThrow({
      where: { dedupeKey: `booking-cancelled:${booking.id}` },
    });
    expect(email.text).toContain('No payment was taken for this booking, so there is nothing to refund.');
  });

  it('lets the booking token holder cancel, and nobody else', async () => {
    const { booking, token } = await bookingOnDeparture(t, { userId: customer.id });

    expect((await quote(booking.id, stranger)).body).toMatchObject({ error: 'Booking not found.' });
    expect((await request(booking.id, stranger)).status).toBe(404);
    expect((await request(booking.id)).status).toBe(404);
    expect((await quote(booking.id, undefined, { 'x-booking-token': 'not-the-token' })).status).toBe(404);

    const byToken = await request(booking.id, undefined, {}, { 'x-booking-token': token });
    expect(byToken.status).toBe(200);
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'booking.cancel-request', entityId: String(booking.id) },
    });
    expect(audit).toMatchObject({ actorId: null, actorRole: 'SYSTEM' });
  });
});

describe('staff cancel a booking', () => {
  it('refuses customers and visitors', async () => {
    const { booking } = await bookingOnDeparture(t, { userId: customer.id });
    const json = { reason: 'Asked by phone', refundAmount: 0 };
    expect((await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, { json })).status).toBe(401);
    const asOwner = await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, { json, token: customer.token });
    expect(asOwner.status).toBe(403);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
  });

  it('cancels with the policy refund: CANCELLED, then PARTIALLY_REFUNDED when the provider confirms, seats back once', async () => {
    const { booking, departure } = await bookingOnDeparture(t, { departsIn: 40, userId: customer.id });
    await request(booking.id, customer.token, { reason: 'Cannot travel' });
    const offered = (await quote(booking.id, staff)).body as { refundAmount: number };
    expect(offered.refundAmount).toBe(100_000);

    const missingReason = await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: staff,
      json: { reason: '  ', refundAmount: 100_000 },
    });
    expect(missingReason.body).toEqual({
      error: 'Please give a reason for the cancellation.',
      reason: 'CANCEL_REASON_REQUIRED',
    });

    const cancelled = await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: staff,
      json: { reason: 'Customer request, policy refund', refundAmount: offered.refundAmount },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', paid: 100_000 });
    expect(await seatsTaken(t, departure.id)).toBe(0);
    const refund = await t.deps.db.refund.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(refund).toMatchObject({
      amount: 100_000,
      status: 'PENDING',
      providerRefundId: expect.stringMatching(/^re_demo_/),
    });

    expect(await processRefundEvents(t)).toEqual(['applied']);
    const after = await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { refunds: true } });
    expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', cancellationReason: 'Cannot travel' });
    expect(after.refunds.map((r) => r.status)).toEqual(['SUCCEEDED']);
    expect(await seatsTaken(t, departure.id)).toBe(0);
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'booking.cancel', entityId: String(booking.id) },
    });
    expect(audit.summary).toBe(
      `Cancelled ${booking.reference}, refunding USD 1,000.00: Customer request, policy refund`,
    );

    const twice = await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: staff,
      json: { reason: 'Again' },
    });
    expect(twice.status).toBe(409);
  });
});

describe('the cancellation emails name the money from the Payment and Refund rows', () => {
  /** USD 7,800.00 paid, USD 7,020.00 (90 %) refunded by staff and confirmed, then staff cancel with no more refund. */
  async function cancelledAfterRefund(locale: string) {
    const { booking } = await bookingOnDeparture(t, { departsIn: 90, userId: customer.id, paid: [780_000] });
    await t.deps.db.booking.update({ where: { id: booking.id }, data: { locale } });
    const refunded = await rest(t, 'POST', `/api/bookings/${booking.id}/refunds`, {
      token: staff,
      // The booking runs on (no request): the refund is above its policy, an override (decision 0049).
      json: { amount: 702_000, reason: 'Policy refund, 90 %', override: { reason: 'Agreed by phone' } },
    });
    expect(refunded.status).toBe(201);
    expect(await processRefundEvents(t)).toEqual(['applied']);
    const cancelled = await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: staff,
      json: { reason: 'Refunded under the policy', refundAmount: 0 },
    });
    expect(cancelled.status).toBe(200);
    return t.deps.db.outboxEmail.findUniqueOrThrow({ where: { dedupeKey: `booking-cancelled:${booking.id}` } });
  }

  it('in English: what was paid and what was refunded, never "nothing to refund"', async () => {
    const email = await cancelledAfterRefund('en');
    expect(email.text).toContain('Amount paid: USD 7,800.00');
    expect(email.text).toContain('Refunded: USD 7,020.00');
    expect(email.text).toContain('Not refunded: USD 780.00');
    expect(email.text).not.toContain('nothing to refund');
  });

  it('in Arabic: the same figures, in Arabic', async () => {
    const email = await cancelledAfterRefund('ar');
    expect(email.text).toMatch(/المبلغ المدفوع: .*7,800\.00/);
    expect(email.text).toMatch(/المبلغ المسترد: .*7,020\.00/);
    expect(email.text).not.toContain('لا يوجد ما يُسترد');
  });
});

describe('My trips shows the cancellation and the refund from the rows', () => {
  const myBooking = async (token: string, bookingId: number) => {
    const answer = await rest(t, 'GET', '/api/my/bookings', { token });
    return (answer.body as { items: { id: number; kind: string }[] }).items.find(
      (b) => b.kind === 'PACKAGE' && b.id === bookingId,
    );
  };

  it('a request waits for staff with no second cancel; once refunded, what went back and when', async () => {
    const owner = await userWithToken(t, 'USER');
    const { booking } = await bookingOnDeparture(t, { departsIn: 90, userId: owner.user.id, paid: [780_000] });
    expect(await myBooking(owner.token, booking.id)).toMatchObject({
      cancelAction: 'REQUEST',
      cancellationRequestedAt: null,
    });

    await request(booking.id, owner.token, { reason: 'Cannot travel' });
    const requested = await myBooking(owner.token, booking.id);
    expect(requested).toMatchObject({
      status: 'PAID',
      cancelAction: 'NONE',
      cancellationRequestedAt: expect.any(String),
      cancelledAt: null,
      amountPaid: 780_000,
      amountRefunded: 0,
      refunds: [],
    });
    expect((await request(booking.id, owner.token)).body).toEqual({
      error: 'You already asked to cancel this booking; our team will confirm it.',
      reason: 'CANCEL_ALREADY_REQUESTED',
    });

    await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: staff,
      json: { reason: 'Customer request, policy refund', refundAmount: 702_000 },
    });
    expect(await myBooking(owner.token, booking.id)).toMatchObject({
      status: 'CANCELLED',
      cancelAction: 'NONE',
      cancelledAt: expect.any(String),
      amountPaid: 780_000,
      amountRefunded: 0,
      refundPending: 702_000,
      netPaid: 78_000,
      refunds: [{ amount: 702_000, currency: 'USD', status: 'PENDING', settledAt: null }],
    });
    await processRefundEvents(t);
    expect(await myBooking(owner.token, booking.id)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      cancelAction: 'NONE',
      amountPaid: 780_000,
      amountRefunded: 702_000,
      refundPending: 0,
      netPaid: 78_000,
      refunds: [{ amount: 702_000, status: 'SUCCEEDED', settledAt: expect.any(String) }],
    });
    // Staff still find it under "Cancelled", and no longer under "Missing documents" (issue #32).
    const listed = async (query: string) =>
      ((await rest(t, 'GET', `/api/bookings?limit=100&${query}`, { token: staff })).body as { id: number }[]).map(
        (b) => b.id,
      );
    expect(await listed('status=CANCELLED')).toContain(booking.id);
    expect(await listed('missingDocuments=true')).not.toContain(booking.id);
  });
});
