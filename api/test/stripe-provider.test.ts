import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage, aTripBooking } from '../../test/support/factories.ts';
import { buildApp } from '../src/app.ts';
import { newAccessToken } from '../src/lib/booking-access.ts';
import { createStripeProvider } from '../src/payments/stripe-provider.ts';
import { rest, type TestApp, userWithToken } from './helpers.ts';
import { startAppWithStripeStandIn, stripeError } from './stripe-stand-in.ts';

/**
 * The Stripe provider with the real `stripe` SDK, pointed at a local stand-in for api.stripe.com
 * (tests never reach the internet). It records what the SDK sends.
 */
type Intent = {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  status: string;
  amount: number;
  currency: string;
};
const created: { body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
const cancelled: string[] = [];
const intents = new Map<string, Intent>();
const byIdempotencyKey = new Map<string, Intent>();
let stripe: Awaited<ReturnType<typeof startAppWithStripeStandIn>>;
let t: TestApp;

beforeAll(async () => {
  stripe = await startAppWithStripeStandIn((req, raw, res) => {
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const body = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      created.push({ body, idempotencyKey: key });
      const intent = (key && byIdempotencyKey.get(key)) || {
        id: `pi_fake_${intents.size + 1}`,
        object: 'payment_intent' as const,
        client_secret: `pi_fake_${intents.size + 1}_secret_s3cr3t`,
        status: 'requires_payment_method',
        amount: Number(body.get('amount')),
        currency: body.get('currency')!,
      };
      intents.set(intent.id, intent);
      if (key) byIdempotencyKey.set(key, intent);
      return res.end(JSON.stringify(intent));
    }
    const cancel = req.method === 'POST' && req.url!.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    const toCancel = cancel && intents.get(cancel[1]);
    if (toCancel && toCancel.status !== 'succeeded') {
      cancelled.push(toCancel.id);
      toCancel.status = 'canceled';
      return res.end(JSON.stringify(toCancel));
    }
    const found = req.method === 'GET' && intents.get(req.url!.replace('/v1/payment_intents/', ''));
    if (found) return res.end(JSON.stringify(found));
    if (toCancel) {
      return stripeError(res, 400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'already succeeded',
      });
    }
    stripeError(res, 404, { type: 'invalid_request_error', message: 'No such payment_intent' });
  });
  t = stripe.app;
});
afterAll(() => stripe.close());

/** A package booking as the public route makes it, with its access token. */
async function packageBooking(data: { amount: number | null; currency: string | null; packageId?: number }) {
  const access = newAccessToken();
  const booking = await t.deps.db.booking.create({
    data: { name: 'S', email: 's@example.com', ...data, accessTokenHash: access.hash },
  });
  return { id: booking.id, headers: { 'x-booking-token': access.token } };
}

const createIntent = (
  booking: { id: number; headers: Record<string, string> },
  amount: number,
  currency: string,
  kind = 'PACKAGE',
) =>
  rest(t, 'POST', '/api/payments/create-intent', {
    headers: booking.headers,
    json: { bookingId: booking.id, amount, currency, kind },
  });

describe('Stripe provider', () => {
  it('advertises Stripe and its publishable key to the web app', async () => {
    expect((await rest(t, 'GET', '/api/payments/config')).body).toEqual({
      provider: 'STRIPE',
      publishableKey: 'pk_test_rihla',
    });
  });

  it('creates a PaymentIntent with automatic payment methods and the booking id, once per booking', async () => {
    const pkg = await aPackage(t.deps.db, { code: 'STRIPE', name: 'Card paid', price: 250000, currency: 'GBP' });
    const booking = await packageBooking({ packageId: pkg.id, amount: 250000, currency: 'GBP' });

    const first = await createIntent(booking, 250000, 'GBP');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      clientSecret: 'pi_fake_1_secret_s3cr3t',
      provider: 'STRIPE',
      publishableKey: 'pk_test_rihla',
    });
    expect(created).toHaveLength(1);
    const sent = created[0];
    expect(sent.body.get('amount')).toBe('250000');
    expect(sent.body.get('currency')).toBe('gbp');
    expect(sent.body.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(sent.body.get('metadata[bookingId]')).toBe(String(booking.id));
    expect(sent.idempotencyKey).toBe(`booking-${booking.id}-250000-GBP-first`);

    const again = await createIntent(booking, 250000, 'GBP');
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(created).toHaveLength(1); // the open intent was retrieved and reused, not created again
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentIntentId).toBe(
      'pi_fake_1',
    );
    expect(await t.deps.db.paymentIntent.findUniqueOrThrow({ where: { id: 'pi_fake_1' } })).toMatchObject({
      bookingId: booking.id,
      amount: 250000,
      currency: 'GBP',
      provider: 'STRIPE',
    });

    const status = await rest(t, 'GET', `/api/payments/status?bookingId=${booking.id}`, { headers: booking.headers });
    expect(status.body).toEqual({ status: 'PENDING' });
  });

  it('a reload after the card succeeded (before the worker ran) does not create a second intent', async () => {
    const booking = await packageBooking({ amount: 9900, currency: 'USD' });
    const first = await createIntent(booking, 9900, 'USD');
    const intentId = first.body.clientSecret.split('_secret_')[0];
    const before = created.length;
    intents.get(intentId)!.status = 'processing';
    expect(await createIntent(booking, 9900, 'USD')).toMatchObject({
      status: 409,
      body: { error: 'Your payment is being confirmed. Please wait a moment before paying again.' },
    });
    intents.get(intentId)!.status = 'succeeded';
    expect(await createIntent(booking, 9900, 'USD')).toMatchObject({
      status: 409,
      body: { error: 'This booking is already paid.' },
    });
    expect(created).toHaveLength(before);
    expect(await t.deps.db.paymentIntent.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it('a new quote cancels the old intent at Stripe before the new amount can be paid', async () => {
    const { token: staff } = await userWithToken(t, 'STAFF');
    const booking = await packageBooking({ amount: null, currency: null });
    const quote = (amount: number) =>
      rest(t, 'PATCH', `/api/bookings/${booking.id}/quote`, { token: staff, json: { amount, currency: 'USD' } });
    await quote(1000);
    const cheap = (await createIntent(booking, 1000, 'USD')).body.clientSecret.split('_secret_')[0];

    expect((await quote(500000)).body).toMatchObject({ amount: 500000, currency: 'USD' });
    expect(cancelled).toContain(cheap);
    expect(intents.get(cheap)!.status).toBe('canceled');
    expect((await t.deps.db.paymentIntent.findUniqueOrThrow({ where: { id: cheap } })).cancelledAt).not.toBeNull();
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentIntentId).toBeNull();

    const dear = await createIntent(booking, 500000, 'USD');
    expect(dear.status).toBe(200);
    expect(created.at(-1)!.body.get('amount')).toBe('500000');
    expect(dear.body.clientSecret).not.toContain(cheap);
  });

  it('a quote cannot replace an intent the card already paid', async () => {
    const { token: staff } = await userWithToken(t, 'STAFF');
    const booking = await packageBooking({ amount: 1000, currency: 'USD' });
    const intentId = (await createIntent(booking, 1000, 'USD')).body.clientSecret.split('_secret_')[0];
    intents.get(intentId)!.status = 'succeeded';
    const requote = await rest(t, 'PATCH', `/api/bookings/${booking.id}/quote`, {
      token: staff,
      json: { amount: 2000, currency: 'USD' },
    });
    expect(requote).toMatchObject({ status: 409, body: { error: 'This booking is already paid.' } });
    expect(await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      amount: 1000,
      paymentIntentId: intentId,
    });
  });

  it('a trip booking’s intent names the trip booking and uses its own idempotency keys', async () => {
    const trip = await aTripBooking(t.deps.db, { amount: 4500, currency: 'SAR' });
    const paid = await createIntent(
      { id: trip.id, headers: { 'x-booking-token': trip.accessToken } },
      4500,
      'SAR',
      'TRIP',
    );
    expect(paid.status).toBe(200);
    const sent = created.at(-1)!;
    expect(sent.body.get('metadata[tripBookingId]')).toBe(String(trip.id));
    expect(sent.body.get('metadata[bookingId]')).toBeNull();
    expect(sent.idempotencyKey).toBe(`trip-${trip.id}-4500-SAR-first`);
  });

  it('Stripe unreachable is a 502 with a clear message, and nothing is recorded', async () => {
    const unreachable = createStripeProvider({
      secretKey: 'sk_test_rihla',
      publishableKey: 'pk_test_rihla',
      apiHost: 'http://127.0.0.1:1',
    });
    const offline = await buildApp({ db: t.deps.db, config: t.deps.config, payments: unreachable });
    const booking = await packageBooking({ amount: 7000, currency: 'USD' });
    const res = await offline.app.inject({
      method: 'POST',
      url: '/api/payments/create-intent',
      headers: booking.headers,
      payload: { bookingId: booking.id, amount: 7000, currency: 'USD' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      error: 'The payment provider could not be reached. Please try again in a moment.',
    });
    expect(await t.deps.db.paymentIntent.count({ where: { bookingId: booking.id } })).toBe(0);
    await offline.app.close();
  }, 30_000);

  it('refuses the demo card endpoint when real payments are configured', async () => {
    const refused = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret: 'pi_fake_1_secret_s3cr3t', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Demo payments are disabled: this server uses Stripe.' },
    });
  });
});
