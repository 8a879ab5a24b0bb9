/**
 * Section 2 of docs/decisions/0007-public-safety.md: the webhook only believes a signed event, and the worker
 * marks a booking PAID only for its own intent, the full amount and the right currency. The suite plays
 * Stripe with the install's webhook secret, read from the database as the operator could.
 */
import { randomBytes } from 'node:crypto';

import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';

import { pricedPackage } from './support/catalogue.ts';
import { eventually, from, product, sql } from './support/product.ts';

const OLD_PUBLIC_DEMO_SECRET = 'whsec_rihla_demo_secret';
const WORKER_TIMEOUT_MS = 20_000;
const signer = new Stripe('sk_test_signature_helpers_only');
const customer = from(61);
const stripe = from(62);

let installSecret: string;
let owed: { id: number; price: number; currency: string };

beforeAll(async () => {
  owed = await pricedPackage(customer);
  const rows = await sql<{ value: string }>(`SELECT value FROM "InstallSecret" WHERE name = 'demo-webhook'`);
  installSecret = rows[0]?.value ?? '';
});

type Booked = { id: number; token: string };

async function book(): Promise<Booked> {
  const reply = await customer.post('/api/bookings', {
    acceptTerms: true,
    name: 'Paying Customer',
    email: 'paying@security.example',
    packageId: owed.id,
  });
  expect(reply.status, reply.text).toBe(201);
  return { id: reply.body.booking.id, token: reply.body.accessToken };
}

/** The booking's current intent, as its checkout creates it: its id is the client secret's prefix. */
async function intentOf(booking: Booked, amount = owed.price, currency = owed.currency) {
  const reply = await customer.post(
    '/api/payments/create-intent',
    { bookingId: booking.id, amount, currency },
    { bookingToken: booking.token },
  );
  expect(reply.status, reply.text).toBe(200);
  const clientSecret: string = reply.body.clientSecret;
  return { clientSecret, intentId: clientSecret.split('_secret_')[0] };
}

function succeeded(intentId: string, bookingId: number, received: number, currency: string) {
  return JSON.stringify({
    id: `evt_sec_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: received,
        amount_received: received,
        currency: currency.toLowerCase(),
        status: 'succeeded',
        metadata: { bookingId: String(bookingId) },
      },
    },
  });
}

const deliver = (payload: string, secret: string) =>
  stripe.request('POST', '/api/payments/webhook', {
    raw: payload,
    headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });

const bookingRow = async (id: number) =>
  (
    await sql<{ status: string; reviewReason: string | null }>(
      'SELECT status, "reviewReason" FROM "Booking" WHERE id = $1',
      [id],
    )
  )[0];

/** Waits for the worker to decide, and proves it flagged the booking instead of marking it paid. */
async function expectFlagged(bookingId: number) {
  const row = await eventually(
    'booking leaves PENDING',
    async () => {
      const current = await bookingRow(bookingId);
      return current.status !== 'PENDING' && current;
    },
    WORKER_TIMEOUT_MS,
  );
  expect(row.status).toBe('NEEDS_REVIEW');
  expect(row.reviewReason).toBeTruthy();
}

describe('webhook and payment integrity', () => {
  it('the install has its own webhook secret, not the old public one', () => {
    expect(installSecret).toMatch(/^whsec_/);
    expect(installSecret).not.toBe(OLD_PUBLIC_DEMO_SECRET);
  });

  it('refuses an event signed with the old public demo secret and records nothing', async () => {
    const booking = await book();
    const { intentId } = await intentOf(booking);
    const payload = succeeded(intentId, booking.id, owed.price, owed.currency);
    const reply = await deliver(payload, OLD_PUBLIC_DEMO_SECRET);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Invalid webhook signature.', reason: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await sql('SELECT id FROM "PaymentEvent" WHERE id = $1', [JSON.parse(payload).id])).toEqual([]);
    expect((await bookingRow(booking.id)).status).toBe('PENDING');
  });

  it('a demo card payment goes webhook -> queue -> worker and marks the booking PAID', async () => {
    const booking = await book();
    const { clientSecret } = await intentOf(booking);
    const confirm = await customer.post('/api/payments/demo/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(confirm.status, confirm.text).toBe(200);
    await eventually(
      'booking PAID',
      async () => {
        const reply = await customer.get(`/api/payments/status?bookingId=${booking.id}&kind=PACKAGE`, {
          bookingToken: booking.token,
        });
        return reply.body.status === 'PAID';
      },
      WORKER_TIMEOUT_MS,
    );
  });

  it('an underpaid succeeded event (amount_received 1) leaves the booking NEEDS_REVIEW, not PAID', async () => {
    const booking = await book();
    const { intentId } = await intentOf(booking);
    expect((await deliver(succeeded(intentId, booking.id, 1, owed.currency), installSecret)).status).toBe(200);
    await expectFlagged(booking.id);
  });

  it('a succeeded event for an intent that is not the booking’s leaves it NEEDS_REVIEW', async () => {
    const booking = await book();
    await intentOf(booking);
    const foreign = `pi_foreign_${randomBytes(8).toString('hex')}`;
    expect((await deliver(succeeded(foreign, booking.id, owed.price, owed.currency), installSecret)).status).toBe(200);
    await expectFlagged(booking.id);
  });

  it('a succeeded event in another currency leaves the booking NEEDS_REVIEW', async () => {
    const booking = await book();
    const { intentId } = await intentOf(booking);
    const other = owed.currency === 'JPY' ? 'USD' : 'JPY';
    expect((await deliver(succeeded(intentId, booking.id, owed.price, other), installSecret)).status).toBe(200);
    await expectFlagged(booking.id);
  });

  it('after a re-quote the old, cheaper intent is cancelled: paying it flags the booking', async () => {
    const quoted = await customer.post('/api/bookings', {
      acceptTerms: true,
      name: 'Quoted Customer',
      email: 'quoted@security.example',
    });
    expect(quoted.status, quoted.text).toBe(201);
    const booking = { id: quoted.body.booking.id as number, token: quoted.body.accessToken as string };
    const quote = (amount: number) =>
      from(63).patch(`/api/bookings/${booking.id}/quote`, { amount, currency: 'USD' }, { token: product().adminToken });

    expect((await quote(1_000)).status).toBe(200);
    const cheap = await intentOf(booking, 1_000, 'USD');
    expect((await quote(500_000)).status).toBe(200);
    const [record] = await sql<{ cancelledAt: Date | null }>(
      'SELECT "cancelledAt" FROM "PaymentIntent" WHERE id = $1',
      [cheap.intentId],
    );
    expect(record.cancelledAt).toBeTruthy();

    const demo = await customer.post('/api/payments/demo/confirm', {
      clientSecret: cheap.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(demo.status).toBe(409);
    expect((await deliver(succeeded(cheap.intentId, booking.id, 1_000, 'USD'), installSecret)).status).toBe(200);
    await expectFlagged(booking.id);
  });
});
