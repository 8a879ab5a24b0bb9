import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookingOnDeparture, processRefundEvents, seatsTaken } from '../../test/support/booked-departures.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { startAppWithStripeStandIn, stripeError } from './stripe-stand-in.ts';

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

// These bookings run on (no cancellation), so the policy refunds nothing and every refund here is an override with
// its reason (decision 0049; the policy's cap itself is tested in settlements.test.ts).
const override = { reason: 'Agreed with the customer' };
const refund = (bookingId: number, json: object, token?: string, app = t) =>
  rest(app, 'POST', `/api/bookings/${bookingId}/refunds`, { token, json: { override, ...json } });

describe('staff refunds (demo provider)', () => {
  it('two partial refunds then the rest: PARTIALLY_REFUNDED, then REFUNDED, seats back once, one email each', async () => {
    const { booking, departure } = await bookingOnDeparture(t, { userId: customer.id, paid: [200_000] });

    expect((await refund(booking.id, { amount: 30_000, reason: 'Hotel downgrade' }, staff)).status).toBe(201);
    expect(await processRefundEvents(t)).toEqual(['applied']);
    expect(await seatsTaken(t, departure.id)).toBe(2);
    const second = await refund(booking.id, { amount: 20_000, reason: 'Missed transfer' }, admin);
    expect(second).toMatchObject({ status: 201, body: { status: 'PARTIALLY_REFUNDED', paid: 150_000 } });
    expect(await processRefundEvents(t)).toEqual(['applied']);
    expect((await refund(booking.id, { amount: 150_000, reason: 'Trip cancelled' }, staff)).status).toBe(201);
    expect(await processRefundEvents(t)).toEqual(['applied']);

    const after = await t.deps.db.booking.findUniqueOrThrow({
      where: { id: booking.id },
      include: { payments: true, refunds: { orderBy: { id: 'asc' } }, transitions: { orderBy: { id: 'asc' } } },
    });
    expect(after.status).toBe('REFUNDED');
    expect(after.payments[0].refundedAmount).toBe(200_000);
    expect(after.refunds.map((r) => [r.amount, r.status])).toEqual([
      [30_000, 'SUCCEEDED'],
      [20_000, 'SUCCEEDED'],
      [150_000, 'SUCCEEDED'],
    ]);
    expect(after.transitions.map((c) => `${c.from}->${c.to}`)).toEqual([
      'PAID->PARTIALLY_REFUNDED',
      'PARTIALLY_REFUNDED->REFUNDED',
    ]);
    expect(await seatsTaken(t, departure.id)).toBe(0);
    const emails = await t.deps.db.outboxEmail.findMany({ where: { kind: 'refund-confirmed', to: booking.email } });
    expect(emails.map((e) => e.subject.split(' for ')[0]).sort()).toEqual([
      'Refund of USD 1,500.00',
      'Refund of USD 200.00',
      'Refund of USD 300.00',
    ]);
    const audits = await t.deps.db.auditEntry.findMany({
      where: { action: 'booking.refund', entityId: String(booking.id) },
    });
    expect(audits.map((a) => a.summary)).toContain(
      `Refunded USD 200.00 of ${booking.reference}: Missed transfer; USD 200.00 above the policy (override: Agreed with the customer)`,
    );
  });

  it('refunds the balance payment first, then the deposit', async () => {
    const { booking } = await bookingOnDeparture(t, { paid: [50_000, 150_000] });
    expect((await refund(booking.id, { amount: 180_000, reason: 'Cancelled by us' }, staff)).status).toBe(201);
    const rows = await t.deps.db.refund.findMany({ where: { bookingId: booking.id }, include: { payment: true } });
    expect(rows.map((r) => [r.payment.purpose, r.amount]).sort()).toEqual([
      ['BALANCE', 150_000],
      ['DEPOSIT', 30_000],
    ]);
    await processRefundEvents(t);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe(
      'PARTIALLY_REFUNDED',
    );
  });

  it('never refunds more than was paid minus what is refunded or on its way, even when asked at once', async () => {
    const { booking } = await bookingOnDeparture(t, { paid: [200_000] });
    const over = await refund(booking.id, { amount: 200_001, reason: 'Too much' }, staff);
    expect(over).toEqual({
      status: 409,
      body: {
        error:
          'At most USD 2,000.00 can be refunded: USD 2,000.00 was paid and USD 0.00 is already refunded or on its way.',
        reason: 'REFUND_TOO_MUCH',
        params: { refundable: 'USD 2,000.00', paid: 'USD 2,000.00', taken: 'USD 0.00' },
      },
      headers: expect.anything(),
    });

    const both = await Promise.all([
      refund(booking.id, { amount: 120_000, reason: 'First' }, staff),
      refund(booking.id, { amount: 120_000, reason: 'Second' }, admin),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body).toEqual({
      error:
        'At most USD 800.00 can be refunded: USD 2,000.00 was paid and USD 1,200.00 is already refunded or on its way.',
      reason: 'REFUND_TOO_MUCH',
      params: { refundable: 'USD 800.00', paid: 'USD 2,000.00', taken: 'USD 1,200.00' },
    });
    expect(await t.deps.db.refund.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it('lets STAFF and ADMIN refund, never the customer or a visitor', async () => {
    const { booking } = await bookingOnDeparture(t, { userId: customer.id });
    const json = { amount: 1_000, reason: 'Goodwill' };
    expect((await refund(booking.id, json)).status).toBe(401);
    expect((await refund(booking.id, json, customer.token)).status).toBe(403);
    const viaGraphql = await gql(
      t,
      'mutation($id: Int!) { refundBooking(bookingId: $id, amount: 1000, reason: "Goodwill", override: { reason: "Goodwill" }) { paid } }',
      { id: booking.id },
      customer.token,
    );
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await t.deps.db.refund.count({ where: { bookingId: booking.id } })).toBe(0);
    const missingReason = await refund(booking.id, { amount: 1_000, reason: '' }, staff);
    expect(missingReason.body).toEqual({
      error: 'Please give a reason for the refund.',
      reason: 'REFUND_REASON_REQUIRED',
    });
    expect((await refund(booking.id, json, admin)).status).toBe(201);
  });
});

describe('staff refunds (Stripe)', () => {
  const asked: { body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
  let stripe: Awaited<ReturnType<typeof startAppWithStripeStandIn>>;
  let stripeApp: TestApp;

  beforeAll(async () => {
    // Accepts refunds up to USD 500.00, refuses more as Stripe does.
    stripe = await startAppWithStripeStandIn((req, raw, res) => {
      const body = new URLSearchParams(raw);
      asked.push({ body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      if (Number(body.get('amount')) > 50_000) {
        return stripeError(res, 400, {
          type: 'invalid_request_error',
          message: 'Refund amount is greater than the charge has left.',
        });
      }
      res.end(JSON.stringify({ id: `re_fake_${asked.length}`, object: 'refund', status: 'succeeded' }));
    });
    stripeApp = stripe.app;
  });
  afterAll(() => stripe.close());

  it('asks Stripe with the intent, amount, metadata and one idempotency key per refund row', async () => {
    const staffHere = (await userWithToken(stripeApp, 'STAFF')).token;
    const { booking } = await bookingOnDeparture(stripeApp, { paid: [200_000] });

    expect((await refund(booking.id, { amount: 40_000, reason: 'Partial' }, staffHere, stripeApp)).status).toBe(201);

    const row = await stripeApp.deps.db.refund.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(row).toMatchObject({ status: 'PENDING', providerRefundId: 're_fake_1' });
    const { intentId } = await stripeApp.deps.db.payment.findFirstOrThrow({ where: { bookingId: booking.id } });
    const call = asked.at(-1)!;
    expect(call.idempotencyKey).toBe(`refund-${row.id}`);
    expect(Object.fromEntries(call.body)).toMatchObject({
      payment_intent: intentId,
      amount: '40000',
      'metadata[bookingId]': String(booking.id),
      'metadata[refundId]': String(row.id),
    });
  });

  it('marks a refund Stripe refuses FAILED and tells staff why', async () => {
    const staffHere = (await userWithToken(stripeApp, 'STAFF')).token;
    const { booking } = await bookingOnDeparture(stripeApp, { paid: [200_000] });

    const answer = await refund(booking.id, { amount: 60_000, reason: 'Too much for Stripe' }, staffHere, stripeApp);

    expect(answer).toMatchObject({
      status: 409,
      body: {
        error:
          'The payment provider refused the refund: Refund amount is greater than the charge has left. Nothing was refunded.',
      },
    });
    const row = await stripeApp.deps.db.refund.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(row).toMatchObject({ status: 'FAILED', providerRefundId: null });
    // A failed refund promises nothing back: the whole amount can still be refunded.
    const left = await rest(stripeApp, 'GET', `/api/bookings/${booking.id}/cancellation`, { token: staffHere });
    expect(left.body).toMatchObject({ paid: 200_000 });
  });
});
