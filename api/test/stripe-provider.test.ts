import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { rest, startTestApp, type TestApp } from './helpers.ts';

/**
 * The Stripe provider with the real `stripe` SDK, pointed at a local stand-in for api.stripe.com
 * (tests never reach the internet). It records what the SDK sends.
 */
type Intent = { id: string; object: 'payment_intent'; client_secret: string; status: string; amount: number; currency: string };
const created: { body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
const intents = new Map<string, Intent>();
const byIdempotencyKey = new Map<string, Intent>();
let fake: Server;
let t: TestApp;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
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
      const found = req.method === 'GET' && intents.get(req.url!.replace('/v1/payment_intents/', ''));
      if (found) return res.end(JSON.stringify(found));
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = loadConfig();
  const apiHost = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await startTestApp({
    config: { ...base, demoPayments: false, stripe: { ...base.stripe, secretKey: 'sk_test_rihla', publishableKey: 'pk_test_rihla', apiHost } },
  });
});
afterAll(async () => {
  await t.app.close();
  fake.close();
});

describe('Stripe provider', () => {
  it('advertises Stripe and its publishable key to the web app', async () => {
    expect((await rest(t, 'GET', '/api/payments/config')).body).toEqual({ provider: 'STRIPE', publishableKey: 'pk_test_rihla' });
  });

  it('creates a PaymentIntent with automatic payment methods and the booking id, once per booking', async () => {
    const pkg = await t.deps.db.package.create({ data: { code: 'STRIPE', name: 'Card paid', price: 250000, currency: 'GBP' } });
    const booking = await t.deps.db.booking.create({ data: { name: 'S', email: 's@example.com', packageId: pkg.id, amount: 250000, currency: 'GBP' } });

    const first = await rest(t, 'POST', '/api/payments/create-intent', { json: { bookingId: booking.id, amount: 250000, currency: 'GBP' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ clientSecret: 'pi_fake_1_secret_s3cr3t', provider: 'STRIPE', publishableKey: 'pk_test_rihla' });
    expect(created).toHaveLength(1);
    const sent = created[0]!;
    expect(sent.body.get('amount')).toBe('250000');
    expect(sent.body.get('currency')).toBe('gbp');
    expect(sent.body.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(sent.body.get('metadata[bookingId]')).toBe(String(booking.id));
    expect(sent.idempotencyKey).toBe(`booking-${booking.id}-250000-GBP-first`);

    const again = await rest(t, 'POST', '/api/payments/create-intent', { json: { bookingId: booking.id, amount: 250000, currency: 'GBP' } });
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(created).toHaveLength(1); // the open intent was retrieved and reused, not created again
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentIntentId).toBe('pi_fake_1');

    expect((await rest(t, 'GET', `/api/payments/status?clientSecret=${first.body.clientSecret}`)).body).toEqual({ status: 'PENDING' });
    expect((await rest(t, 'GET', '/api/payments/status?clientSecret=pi_fake_1_secret_wrong')).status).toBe(404);
  });

  it('refuses the demo card endpoint when real payments are configured', async () => {
    const refused = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret: 'pi_fake_1_secret_s3cr3t', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Demo payments are disabled: this server uses Stripe.' } });
  });
});
