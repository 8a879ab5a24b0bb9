import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage, aTripBooking } from '../../test/support/factories.ts';
import { waitFor } from '../../test/wait.ts';
import { closeQueues, createQueues } from '../../worker/src/jobs.ts';
import { sweepUnqueuedEvents } from '../../worker/src/sweeper.ts';
import { startWorkers } from '../../worker/src/workers.ts';
import { signEvent } from '../src/services/webhooks.service.ts';
import { queuesWith, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { deliverWebhook, paymentIntentEvent } from './webhook-events.ts';

/** The whole pipeline on real PostgreSQL and Redis: intent -> signed webhook -> queue -> worker -> PAID. */
let t: TestApp;
let workers: { close(): Promise<void> };
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await startTestApp();
  workers = await startWorkers({ db: t.deps.db, logger });
});
afterAll(async () => {
  await workers.close();
  await t.app.close();
});

/** A booking made through the public route, with the access token it answered (sent as X-Booking-Token). */
async function pricedBooking(price = 189900, currency = 'USD') {
  const pkg = await aPackage(t.deps.db, {
    code: `PAY${Math.random().toString(36).slice(2, 8)}`,
    name: 'Paid trip',
    price,
    currency,
  });
  const booked = await rest(t, 'POST', '/api/bookings', {
    json: { acceptTerms: true, name: 'Maryam', email: 'maryam@example.com', phone: '1', packageId: pkg.id },
  });
  return {
    bookingId: booked.body.booking.id as number,
    headers: { 'x-booking-token': booked.body.accessToken as string },
  };
}

/** Starts the payment of a booking as its holder would, answering the intent id and client secret. */
async function startPayment(booking: Awaited<ReturnType<typeof pricedBooking>>) {
  const res = await rest(t, 'POST', '/api/payments/create-intent', {
    headers: booking.headers,
    json: { bookingId: booking.bookingId, amount: 189900, currency: 'USD' },
  });
  const clientSecret = res.body.clientSecret as string;
  return { clientSecret, intentId: clientSecret.split('_secret_')[0] };
}

const deliver = (payload: string, signature?: string) => deliverWebhook(t, payload, signature);

const statusOf = async (id: number) => (await t.deps.db.booking.findUniqueOrThrow({ where: { id } })).status;

describe('create-intent', () => {
  it('creates a demo intent of Stripe shape for exactly what the booking owes, and reuses it', async () => {
    const { bookingId, headers } = await pricedBooking();
    const first = await rest(t, 'POST', '/api/payments/create-intent', {
      headers,
      json: { bookingId, amount: 189900, currency: 'usd' },
    });
    expect(first.status).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_demo_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(first.body.booking).toMatchObject({ id: bookingId, status: 'PENDING', amount: 189900 });
    const again = await rest(t, 'POST', '/api/payments/create-intent', {
      headers,
      json: { bookingId, amount: 189900, currency: 'USD' },
    });
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(await t.deps.db.paymentIntent.count({ where: { bookingId } })).toBe(1);
    // Any signed-in customer is still a stranger to this booking.
    const { token } = await userWithToken(t, 'USER');
    const stranger = await rest(t, 'POST', '/api/payments/create-intent', {
      token,
      json: { bookingId, amount: 189900, currency: 'USD' },
    });
    expect(stranger).toMatchObject({ status: 404, body: { error: 'Booking not found.' } });
  });

  it('never charges a client-chosen amount, and never names the amount owed; validates the spec cases', async () => {
    const { bookingId, headers } = await pricedBooking();
    const intent = (json: object) => rest(t, 'POST', '/api/payments/create-intent', { headers, json });
    expect(await intent({ bookingId, amount: 100, currency: 'USD' })).toMatchObject({
      status: 400,
      body: { error: 'The amount does not match what this booking owes.' },
    });
    expect((await intent({ bookingId, amount: 189900, currency: 'EUR' })).status).toBe(400);
    expect((await intent({ bookingId, amount: 0 })).body).toMatchObject({ error: 'bookingId and amount are required' });
    expect((await intent({ bookingId, amount: 'abc' })).body).toMatchObject({
      error: 'bookingId and amount are required',
    });
    expect((await intent({ bookingId, amount: true })).body).toMatchObject({
      error: 'bookingId and amount are required',
    });
    expect((await intent({ amount: 5 })).body).toMatchObject({ error: 'bookingId and amount are required' });
    expect((await intent({ bookingId: 2 ** 31, amount: 5, currency: 'USD' })).body).toMatchObject({
      error: 'bookingId and amount are required',
    });
    expect((await intent({ bookingId: 999999, amount: 5, currency: 'USD' })).status).toBe(404);
  });

  it('a paid booking answers "already paid" instead of a new intent', async () => {
    const booking = await pricedBooking();
    await t.deps.db.booking.update({ where: { id: booking.bookingId }, data: { status: 'PAID', paidAt: new Date() } });
    const again = await rest(t, 'POST', '/api/payments/create-intent', {
      headers: booking.headers,
      json: { bookingId: booking.bookingId, amount: 189900, currency: 'USD' },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'This booking is already paid.' } });
  });
});

describe('webhook -> queue -> worker', () => {
  it('a bad or missing signature is a 400 and stores nothing', async () => {
    const payload = paymentIntentEvent('payment_intent.succeeded', 1, 'pi_x', 'evt_forged');
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect(
      (await rest(t, 'POST', '/api/payments/webhook', { payload, headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect(await t.deps.db.paymentEvent.count({ where: { id: 'evt_forged' } })).toBe(0);
  });

  it('the same signed event delivered 5 times marks the booking PAID once', async () => {
    const booking = await pricedBooking();
    const { bookingId } = booking;
    const { intentId } = await startPayment(booking);
    const payload = paymentIntentEvent('payment_intent.succeeded', bookingId, intentId, `evt_five_${bookingId}`);
    const acks = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(acks.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await waitFor(async () => (await statusOf(bookingId)) === 'PAID');
    await waitFor(
      async () =>
        (await t.deps.db.paymentEvent.findUniqueOrThrow({ where: { id: `evt_five_${bookingId}` } })).processedAt,
    );
    expect(await t.deps.db.bookingStatusChange.count({ where: { bookingId } })).toBe(1);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).paidAt).not.toBeNull();
  });

  it("the provider's retry queues an event its first delivery recorded but never queued (API killed in between)", async () => {
    const booking = await pricedBooking();
    const { bookingId } = booking;
    const { intentId } = await startPayment(booking);
    const id = `evt_stranded_${bookingId}`;
    const payload = paymentIntentEvent('payment_intent.succeeded', bookingId, intentId, id);
    // What a SIGKILL between the webhook's insert and its queue add leaves: a row stamped queued, no job, no 200.
    await t.deps.db.$executeRaw`
      INSERT INTO "PaymentEvent" (id, type, payload, "queuedAt")
      VALUES (${id}, 'payment_intent.succeeded', ${payload}::jsonb, now())`;
    const retry = await deliver(payload);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ duplicate: true });
    // Paid now, not after the sweeper's five-minute requeue delay; and once however many retries follow.
    await waitFor(async () => (await statusOf(bookingId)) === 'PAID');
    expect((await deliver(payload)).status).toBe(200);
    expect(await t.deps.db.payment.count({ where: { bookingId } })).toBe(1);
  });

  it('a payment_failed arriving after succeeded leaves the booking PAID', async () => {
    const booking = await pricedBooking();
    const { bookingId } = booking;
    const { intentId } = await startPayment(booking);
    await deliver(paymentIntentEvent('payment_intent.succeeded', bookingId, intentId));
    await waitFor(async () => (await statusOf(bookingId)) === 'PAID');
    const late = `evt_late_${bookingId}`;
    await deliver(paymentIntentEvent('payment_intent.payment_failed', bookingId, intentId, late));
    await waitFor(async () => (await t.deps.db.paymentEvent.findUniqueOrThrow({ where: { id: late } })).processedAt);
    expect(await statusOf(bookingId)).toBe('PAID');
  });

  it('an event received while the queue is unreachable is recorded, answered 200, and processed once the sweeper runs', async () => {
    const downQueues = queuesWith(t, {
      queueRecordedEvent: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
    });
    const offline = await startTestAppWithoutReset({ queues: downQueues });
    const booking = await pricedBooking();
    const { bookingId } = booking;
    const { intentId } = await startPayment(booking);
    const id = `evt_offline_${bookingId}`;
    const payload = paymentIntentEvent('payment_intent.succeeded', bookingId, intentId, id);
    const ack = await offline.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signEvent(payload, t.deps.config.stripe.webhookSecret),
      },
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ received: true, queued: false });
    expect((await t.deps.db.paymentEvent.findUniqueOrThrow({ where: { id } })).queuedAt).toBeNull();
    expect(await statusOf(bookingId)).toBe('PENDING');

    const queues = createQueues({ logger });
    expect(
      await sweepUnqueuedEvents(t.deps.db, queues.paymentEvents, { olderThanMs: 0, logger }),
    ).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await statusOf(bookingId)) === 'PAID');
    await closeQueues(queues);
    await offline.app.close();
  });
});

describe('webhook refusals', () => {
  it('says a correctly signed body that is not JSON is not JSON, and a wrong signature is a wrong signature', async () => {
    const deliver = (payload: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    const notJson = '{"id": "evt_cut_short", "type":';
    const signed = await deliver(notJson, signEvent(notJson, t.deps.config.stripe.webhookSecret));
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toEqual({ error: 'The webhook body is not JSON.', reason: 'WEBHOOK_BODY_NOT_JSON' });
    const forged = await deliver(notJson, signEvent(notJson, 'whsec_not_ours'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Invalid webhook signature.', reason: 'WEBHOOK_SIGNATURE_INVALID' });
  });
});

describe('demo card flow', () => {
  it('pays with the demo card (PAID via webhook and worker) and stats count the booking', async () => {
    const staff = (await userWithToken(t, 'STAFF')).token;
    const booking = await pricedBooking();
    const { clientSecret } = await startPayment(booking);
    const confirmed = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(confirmed.status).toBe(200);
    const status = () =>
      rest(t, 'GET', `/api/payments/status?bookingId=${booking.bookingId}`, { headers: booking.headers });
    await waitFor(async () => (await status()).body.status === 'PAID');
    // Holding the client secret is not holding the booking: the status needs the access token.
    expect(
      await rest(t, 'GET', `/api/payments/status?bookingId=${booking.bookingId}&clientSecret=${clientSecret}`),
    ).toMatchObject({
      status: 404,
      body: { error: 'Booking not found.' },
    });
    const stats = await waitFor(async () => {
      const s = (await rest(t, 'GET', '/api/stats', { token: staff })).body;
      return s.paidBookings >= 1 && s.bookings === (await t.deps.db.booking.count()) ? s : null;
    });
    expect(stats.series.at(-1).count).toBeGreaterThanOrEqual(1);
  });

  it('pays a trip booking with the demo card: the checkout follows it to PAID', async () => {
    const trip = await aTripBooking(t.deps.db, { amount: 12000, currency: 'SAR' });
    const headers = { 'x-booking-token': trip.accessToken };
    const intent = await rest(t, 'POST', '/api/payments/create-intent', {
      headers,
      json: { bookingId: trip.id, amount: 12000, currency: 'SAR', kind: 'TRIP' },
    });
    const confirmed = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(confirmed.status).toBe(200);
    const checkout = () => rest(t, 'GET', `/api/bookings/${trip.id}/checkout?kind=TRIP`, { headers });
    const paid = await waitFor(async () => {
      const view = (await checkout()).body;
      return view.status === 'PAID' && view;
    });
    expect(paid).toMatchObject({ kind: 'TRIP', title: 'Jeddah → Makkah', amount: 12000, currency: 'SAR' });
    expect(paid.paidAt).not.toBeNull();
  });

  it('the declined test card fails the payment and the booking stays unpaid', async () => {
    const booking = await pricedBooking();
    const { bookingId } = booking;
    const { clientSecret } = await startPayment(booking);
    const declined = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret, cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
    });
    expect(declined.body).toEqual({ status: 'FAILED', message: 'Your card was declined.' });
    await waitFor(async () => (await statusOf(bookingId)) === 'FAILED');
    const bad = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret, cardNumber: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Your card number is invalid.' } });
    const forged = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: {
        clientSecret: `${clientSecret.split('_secret_')[0]}_secret_000`,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(forged.status).toBe(404);
  });

  it('after a decline, a good card on the same intent answers PENDING (not the stale FAILED) and pays the booking', async () => {
    const booking = await pricedBooking();
    const { clientSecret } = await startPayment(booking);
    const card = { clientSecret, expiry: '12/34', cvc: '123' };
    await rest(t, 'POST', '/api/payments/demo/confirm', { json: { ...card, cardNumber: '4000000000000002' } });
    await waitFor(async () => (await statusOf(booking.bookingId)) === 'FAILED');
    const retried = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { ...card, cardNumber: '4242424242424242' },
    });
    expect(retried).toMatchObject({ status: 200, body: { status: 'PENDING', message: null } });
    await waitFor(async () => (await statusOf(booking.bookingId)) === 'PAID');
    const again = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { ...card, cardNumber: '4242424242424242' },
    });
    expect(again.body).toEqual({ status: 'PAID', message: null });
  });
});

async function startTestAppWithoutReset(overrides: Parameters<typeof startTestApp>[0]) {
  const { buildApp } = await import('../src/app.ts');
  return buildApp({ db: t.deps.db, config: t.deps.config, ...overrides });
}
