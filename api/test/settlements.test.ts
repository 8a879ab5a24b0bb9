import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookingOnDeparture, processRefundEvents } from '../../test/support/booked-departures.ts';
import { aTripBooking } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

// One settlement flow per booking (issue #32 item 1, decision 0049), on the issue's own case: USD 7,800.00 paid,
// 90 days before departure, the policy refunds 90 % (USD 7,020.00).

let t: TestApp;
let staff: string;
let admin: string;
let customer: { id: number; token: string };

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  admin = (await userWithToken(t, 'ADMIN')).token;
  const owner = await userWithToken(t, 'USER');
  customer = { id: owner.user.id, token: owner.token };
});
afterAll(() => t.app.close());

const QUOTE = `query($kind: BookingKind!, $id: Int!, $cancel: Boolean!) {
  settlementQuote(kind: $kind, id: $id, cancel: $cancel) {
    kind status currency cancels canCancel requestedAt paid refunded refundPending alreadyRefunded
    daysBefore policyPercent policyTotal policyRemaining maxWithoutOverride maxWithOverride
  }
}`;
const SETTLE = `mutation($input: SettleBookingInput!) {
  settleBooking(input: $input) { status paid alreadyRefunded policyTotal policyRemaining maxWithOverride }
}`;

const quote = async (id: number, cancel: boolean, kind = 'PACKAGE', token = staff) =>
  (await gql(t, QUOTE, { kind, id, cancel }, token)).data?.settlementQuote as Record<string, unknown>;
const settle = (input: Record<string, unknown>, token = staff) =>
  gql(t, SETTLE, { input: { kind: 'PACKAGE', ...input } }, token);
const refund = (bookingId: number, json: object, token = staff) =>
  rest(t, 'POST', `/api/bookings/${bookingId}/refunds`, { token, json });
const requestCancel = (bookingId: number) =>
  rest(t, 'POST', `/api/bookings/${bookingId}/cancellation`, {
    token: customer.token,
    json: { reason: 'Visa refused' },
  });

/** The booking: USD 7,800.00 paid, departing in 90 days, its customer's cancellation request pending. */
async function requested() {
  await processRefundEvents(t); // earlier tests' events, so the ones below are this test's own
  const { booking } = await bookingOnDeparture(t, { departsIn: 90, userId: customer.id, paid: [780_000] });
  expect((await requestCancel(booking.id)).status).toBe(200);
  return booking;
}

const counts = async (bookingId: number) => ({
  refunds: await t.deps.db.refund.count({ where: { bookingId } }),
  audits: await t.deps.db.auditEntry.count({
    where: { entityId: String(bookingId), action: { in: ['booking.refund', 'booking.cancel'] } },
  }),
});

describe('approving a cancellation request with its policy refund, in one step', () => {
  it('quotes from what was paid, approves in one call, then refuses a refund past the policy without override', async () => {
    const booking = await requested();
    expect(await quote(booking.id, true)).toEqual({
      kind: 'PACKAGE',
      status: 'PAID',
      currency: 'USD',
      cancels: true,
      canCancel: true,
      requestedAt: expect.any(String),
      paid: 780_000,
      refunded: 0,
      refundPending: 0,
      alreadyRefunded: 0,
      daysBefore: 90,
      policyPercent: 90,
      policyTotal: 702_000,
      policyRemaining: 702_000,
      maxWithoutOverride: 702_000,
      maxWithOverride: 780_000,
    });

    const approved = await settle({ id: booking.id, cancel: true, amount: 702_000, reason: 'Customer request' });
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.settleBooking).toEqual({
      status: 'CANCELLED',
      paid: 780_000,
      alreadyRefunded: 702_000,
      policyTotal: 702_000,
      policyRemaining: 0,
      maxWithOverride: 78_000,
    });
    const rows = await t.deps.db.refund.findMany({ where: { bookingId: booking.id } });
    expect(rows.map((r) => [r.amount, r.status])).toEqual([[702_000, 'PENDING']]);
    expect(await processRefundEvents(t)).toEqual(['applied']);
    const after = await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', cancelledAt: expect.any(Date) });
    const cancelAudit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'booking.cancel', entityId: String(booking.id) },
    });
    expect(cancelAudit.summary).toBe(`Cancelled ${booking.reference}, refunding USD 7,020.00: Customer request`);
    expect(cancelAudit.after).toMatchObject({ policy: { percent: 90, total: 702_000 }, override: null });

    // The policy is the whole entitlement (90 % of 7,800.00), not 90 % of the 780.00 left: nothing more without override.
    expect(await quote(booking.id, false)).toMatchObject({
      paid: 780_000,
      refunded: 702_000,
      policyTotal: 702_000,
      policyRemaining: 0,
      maxWithoutOverride: 0,
      maxWithOverride: 78_000,
    });
    const before = await counts(booking.id);
    const aboveThePolicy = await refund(booking.id, { amount: 100, reason: 'Goodwill' });
    expect(aboveThePolicy.status).toBe(409);
    expect(aboveThePolicy.body).toEqual({
      error:
        'The policy refunds USD 7,020.00 in all (90 % of the USD 7,800.00 paid) and USD 7,020.00 is already refunded or on its way, so at most USD 0.00 more. Refunding more overrides the policy and needs its reason.',
      reason: 'REFUND_ABOVE_POLICY',
      params: {
        policy: 'USD 7,020.00',
        percent: 90,
        paid: 'USD 7,800.00',
        taken: 'USD 7,020.00',
        allowed: 'USD 0.00',
      },
    });
    const viaGraphql = await settle({ id: booking.id, cancel: false, amount: 100, reason: 'Goodwill' });
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'REFUND_ABOVE_POLICY' });
    const noReason = await refund(booking.id, { amount: 100, reason: 'Goodwill', override: { reason: '  ' } });
    expect(noReason).toMatchObject({
      status: 400,
      body: { error: 'Please say why this refund goes above the policy.', reason: 'REFUND_OVERRIDE_REASON_REQUIRED' },
    });
    const pastPaid = await refund(booking.id, {
      amount: 78_001,
      reason: 'Goodwill',
      override: { reason: 'Long-standing customer' },
    });
    expect(pastPaid).toMatchObject({ status: 409, body: { reason: 'REFUND_TOO_MUCH' } });
    expect(await counts(booking.id)).toEqual(before);

    const goodwill = await refund(booking.id, {
      amount: 78_000,
      reason: 'Goodwill',
      override: { reason: 'Long-standing customer' },
    });
    expect(goodwill.status).toBe(201);
    const overrideAudit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'booking.refund', entityId: String(booking.id) },
    });
    expect(overrideAudit.summary).toBe(
      `Refunded USD 780.00 of ${booking.reference}: Goodwill; USD 780.00 above the policy (override: Long-standing customer)`,
    );
    expect(overrideAudit.after).toMatchObject({
      amount: 78_000,
      override: { reason: 'Long-standing customer', abovePolicy: 78_000 },
    });
    expect(await processRefundEvents(t)).toEqual(['applied']);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('REFUNDED');
    expect((await refund(booking.id, { amount: 1, reason: 'More', override: { reason: 'x' } })).body).toMatchObject({
      reason: 'NOTHING_TO_REFUND',
    });
  });

  it('the issue’s two buttons: a refund by hand counts towards the policy, so cancelling adds nothing more', async () => {
    const booking = await requested();
    expect((await refund(booking.id, { amount: 702_000, reason: 'Policy refund, 90 %' })).status).toBe(201);
    const offered = await rest(t, 'GET', `/api/bookings/${booking.id}/cancellation`, { token: staff });
    expect(offered.body).toMatchObject({ paid: 78_000, refundPercent: 90, refundAmount: 0 });
    expect(await quote(booking.id, true)).toMatchObject({ policyTotal: 702_000, maxWithoutOverride: 0 });

    const before = await counts(booking.id);
    const ninetyNine = await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: staff,
      json: { reason: 'Customer request', refundAmount: 70_200 },
    });
    expect(ninetyNine).toMatchObject({ status: 409, body: { reason: 'REFUND_ABOVE_POLICY' } });
    // Nothing half-written: not cancelled, no refund row, no audit entry, no email.
    expect(await counts(booking.id)).toEqual(before);
    expect(await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: 'PAID',
      cancelledAt: null,
    });
    expect(await t.deps.db.outboxEmail.count({ where: { dedupeKey: `booking-cancelled:${booking.id}` } })).toBe(0);

    const cancelled = await rest(t, 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: staff,
      json: { reason: 'Customer request', refundAmount: 0 },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    expect(await t.deps.db.refund.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it('two staff approving at once: one cancellation, one refund', async () => {
    const booking = await requested();
    const input = { id: booking.id, cancel: true, amount: 702_000, reason: 'Customer request' };
    const both = await Promise.all([settle(input, staff), settle(input, admin)]);
    const refused = both.filter((answer) => answer.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'BOOKING_ALREADY_OVER' });
    const rows = await t.deps.db.refund.findMany({ where: { bookingId: booking.id } });
    expect(rows.map((r) => r.amount)).toEqual([702_000]);
    expect(
      await t.deps.db.auditEntry.count({ where: { action: 'booking.cancel', entityId: String(booking.id) } }),
    ).toBe(1);
  });

  it('a booking not cancelled has no policy refund: any refund is an override with its reason', async () => {
    const { booking } = await bookingOnDeparture(t, { departsIn: 90, userId: customer.id, paid: [200_000] });
    expect(await quote(booking.id, false)).toMatchObject({
      policyPercent: 0,
      policyTotal: 0,
      maxWithOverride: 200_000,
    });
    expect(await quote(booking.id, true)).toMatchObject({ policyPercent: 90, policyTotal: 180_000 });
    expect((await refund(booking.id, { amount: 30_000, reason: 'Hotel downgrade' })).body).toMatchObject({
      reason: 'REFUND_ABOVE_POLICY',
      params: { allowed: 'USD 0.00' },
    });
    const withOverride = await refund(booking.id, {
      amount: 30_000,
      reason: 'Hotel downgrade',
      override: { reason: 'Compensation for the hotel' },
    });
    expect(withOverride.status).toBe(201);
  });

  it('is for staff only', async () => {
    const { booking } = await bookingOnDeparture(t, { userId: customer.id });
    const asCustomer = await settle({ id: booking.id, cancel: true, amount: 0, reason: 'Mine' }, customer.token);
    expect(asCustomer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const quoted = await gql(t, QUOTE, { kind: 'PACKAGE', id: booking.id, cancel: true }, customer.token);
    expect(quoted.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
  });
});

describe('trip bookings settle through the same flow', () => {
  it('a paid trip before departure: the policy is everything paid; cancel and refund in one call', async () => {
    const trip = await aTripBooking(t.deps.db, {
      startDate: new Date(Date.now() + 10 * 86_400_000),
      amount: 30_000,
      currency: 'SAR',
      status: 'PAID',
      paidAt: new Date(),
      holdExpiresAt: null,
    });
    await t.deps.db.payment.create({
      data: {
        tripBookingId: trip.id,
        intentId: `pi_demo_settle_${trip.id}`,
        purpose: 'FULL',
        amount: 30_000,
        currency: 'SAR',
        provider: 'demo',
        receivedAt: new Date(),
      },
    });
    expect(await quote(trip.id, true, 'TRIP')).toMatchObject({
      kind: 'TRIP',
      canCancel: true,
      paid: 30_000,
      policyPercent: 100,
      policyTotal: 30_000,
      maxWithoutOverride: 30_000,
    });
    expect(await quote(trip.id, false, 'TRIP')).toMatchObject({ policyTotal: 0, maxWithoutOverride: 0 });

    const settled = await gql(
      t,
      SETTLE,
      { input: { kind: 'TRIP', id: trip.id, cancel: true, amount: 30_000, reason: 'Train cancelled' } },
      staff,
    );
    expect(settled.errors).toBeUndefined();
    expect(settled.data?.settleBooking).toMatchObject({ status: 'CANCELLED', alreadyRefunded: 30_000 });
    expect((await t.deps.db.refund.findMany({ where: { tripBookingId: trip.id } })).map((r) => r.amount)).toEqual([
      30_000,
    ]);
    const again = await gql(
      t,
      SETTLE,
      { input: { kind: 'TRIP', id: trip.id, cancel: true, amount: 0, reason: 'Again' } },
      staff,
    );
    expect(again.errors?.[0]?.extensions).toMatchObject({ reason: 'BOOKING_NOT_CANCELLABLE' });
  });
});
