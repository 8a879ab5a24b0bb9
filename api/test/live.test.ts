import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sseResults } from '../../test/sse.ts';
import { aPackage } from '../../test/support/factories.ts';
import { waitFor } from '../../test/wait.ts';
import { bookingStatusChannel } from '../../worker/src/jobs.ts';
import { startWorkers } from '../../worker/src/workers.ts';
import { loadConfig } from '../src/config.ts';
import { configWithLimits, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { deliverWebhook, paymentIntentEvent } from './webhook-events.ts';

/**
 * Live updates over SSE (docs/decisions/0011): a real listening server, the real worker, Redis pub/sub between
 * them. The subscription delivers PAID to whoever may see the booking, and nothing but "Booking not found." to
 * anyone else.
 */
let t: TestApp;
let url: string;
let workers: { close(): Promise<void> };
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ booking: 100 }) });
  url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  workers = await startWorkers({ db: t.deps.db, logger });
});
afterAll(async () => {
  await workers.close();
  await t.app.close();
});

const BOOKING_STATUS = `subscription($id: Int!, $token: String) {
  bookingStatusChanged(bookingId: $id, token: $token) { id kind status title amount currency paidAt }
}`;

/** One SSE subscription as graphql-sse's distinct-connections mode opens it; results are read one by one. */
async function subscribe(query: string, variables: object, headers: Record<string, string> = {}, at = url) {
  const controller = new AbortController();
  const response = await fetch(at, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return { next: sseResults(response), close: () => controller.abort() };
}

async function pendingBooking() {
  const pkg = await aPackage(t.deps.db, {
    code: `LIVE${Math.random().toString(36).slice(2, 8)}`,
    name: 'Live trip',
    price: 189900,
  });
  const booked = await rest(t, 'POST', '/api/bookings', {
    json: { acceptTerms: true, name: 'Maryam', email: 'maryam@example.com', phone: '1', packageId: pkg.id },
  });
  const bookingId = booked.body.booking.id as number;
  const token = booked.body.accessToken as string;
  const intent = await rest(t, 'POST', '/api/payments/create-intent', {
    headers: { 'x-booking-token': token },
    json: { bookingId, amount: 189900, currency: 'USD' },
  });
  return { bookingId, token, intentId: (intent.body.clientSecret as string).split('_secret_')[0] };
}

/** What the card network sends once the card succeeded. */
async function paySucceeded({ bookingId, intentId }: { bookingId: number; intentId: string }) {
  const payload = paymentIntentEvent('payment_intent.succeeded', bookingId, intentId, `evt_live_${bookingId}`);
  const ack = await deliverWebhook(t, payload);
  expect(ack.status).toBe(200);
}

describe('bookingStatusChanged', () => {
  it('emits the current state, then PAID once the worker applied the signed event (token in the header)', async () => {
    const booking = await pendingBooking();
    const live = await subscribe(BOOKING_STATUS, { id: booking.bookingId }, { 'x-booking-token': booking.token });

    expect((await live.next())?.data?.bookingStatusChanged).toMatchObject({
      id: booking.bookingId,
      kind: 'PACKAGE',
      status: 'PENDING',
      title: 'Live trip',
      amount: 189900,
      paidAt: null,
    });
    await paySucceeded(booking);
    const paid = (await live.next())?.data?.bookingStatusChanged;
    expect(paid).toMatchObject({ id: booking.bookingId, status: 'PAID' });
    expect(paid?.paidAt).toEqual(expect.any(String));
    live.close();
  });

  it('takes the token as an argument, and a booking paid before subscribing starts as PAID', async () => {
    const booking = await pendingBooking();
    await paySucceeded(booking);
    const live = await subscribe(BOOKING_STATUS, { id: booking.bookingId, token: booking.token });
    let first = (await live.next())?.data?.bookingStatusChanged;
    // The worker may still be applying the event: then PAID is the next result.
    if (first?.status === 'PENDING') first = (await live.next())?.data?.bookingStatusChanged;
    expect(first).toMatchObject({ status: 'PAID' });
    live.close();
  });

  it('stops listening on Redis as soon as the subscriber goes away', async () => {
    const booking = await pendingBooking();
    const live = await subscribe(BOOKING_STATUS, { id: booking.bookingId, token: booking.token });
    await live.next();
    const channel = bookingStatusChannel('PACKAGE', booking.bookingId);
    const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    const listeners = async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]);
    expect(await listeners()).toBe(1);

    live.close();

    await waitFor(async () => (await listeners()) === 0);
    await redis.quit();
  });

  it('lets the owner and staff follow without a token', async () => {
    const booking = await pendingBooking();
    const staff = await userWithToken(t, 'STAFF');
    const live = await subscribe(BOOKING_STATUS, { id: booking.bookingId }, { authorization: `Bearer ${staff.token}` });
    expect((await live.next())?.data?.bookingStatusChanged).toMatchObject({ status: 'PENDING' });
    live.close();
  });

  it('gives anyone else the error of a missing booking and no event, even once the booking is paid', async () => {
    const booking = await pendingBooking();
    const stranger = await userWithToken(t, 'USER');
    const attempts = [
      await subscribe(BOOKING_STATUS, { id: booking.bookingId }),
      await subscribe(BOOKING_STATUS, { id: booking.bookingId, token: 'not-the-token' }),
      await subscribe(BOOKING_STATUS, { id: booking.bookingId }, { authorization: `Bearer ${stranger.token}` }),
      await subscribe(BOOKING_STATUS, { id: 999_999, token: booking.token }),
    ];
    await paySucceeded(booking);
    for (const live of attempts) {
      const result = await live.next();
      expect(result?.data?.bookingStatusChanged ?? null).toBeNull();
      expect(result?.errors?.map((e) => e.message)).toEqual(['Booking not found.']);
      expect(await live.next()).toBeNull();
    }
  });

  it('holds at most 10 open streams per client address, and a closed one frees its place', async () => {
    const booking = await pendingBooking();
    const open = [];
    for (let i = 0; i < 10; i += 1) {
      const live = await subscribe(BOOKING_STATUS, { id: booking.bookingId, token: booking.token });
      expect((await live.next())?.data?.bookingStatusChanged.status).toBe('PENDING');
      open.push(live);
    }
    const refused = await subscribe(BOOKING_STATUS, { id: booking.bookingId, token: booking.token });
    expect((await refused.next())?.errors?.map((e) => e.message)).toEqual([
      'Too many live updates are open from your address. Close other tabs and try again.',
    ]);
    open.pop()?.close();
    await waitFor(async () => {
      const retry = await subscribe(BOOKING_STATUS, { id: booking.bookingId, token: booking.token });
      const first = await retry.next();
      retry.close();
      return first?.data?.bookingStatusChanged.status === 'PENDING';
    });
    for (const live of open) live.close();
  });
});

describe('a status change whose message was lost', () => {
  it('still reaches the checkout: the stream re-reads the booking every LIVE_RECHECK_SECONDS', async () => {
    // An API whose streams re-check every second; the booking turns PAID with no message on Redis, as when a worker
    // dies between its commit and its publish.
    const quick = await startTestApp({ config: { ...loadConfig(), liveRecheckMs: 1000 } });
    try {
      const at = `${await quick.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
      const booking = await pendingBooking();
      const live = await subscribe(BOOKING_STATUS, { id: booking.bookingId, token: booking.token }, {}, at);
      expect((await live.next())?.data?.bookingStatusChanged).toMatchObject({ status: 'PENDING' });
      await t.deps.db.booking.update({ where: { id: booking.bookingId }, data: { status: 'PAID' } });
      const started = Date.now();
      expect((await live.next())?.data?.bookingStatusChanged).toMatchObject({ status: 'PAID' });
      expect(Date.now() - started).toBeLessThan(5000);
      live.close();
    } finally {
      await quick.app.close();
    }
  });
});

describe('statsChanged', () => {
  const STATS = 'subscription { statsChanged { bookings paidBookings refreshedAt } }';

  it('pushes the refreshed figures to staff after a payment', async () => {
    const staff = await userWithToken(t, 'STAFF');
    const booking = await pendingBooking();
    const live = await subscribe(STATS, {}, { authorization: `Bearer ${staff.token}` });
    expect((await live.next())?.data?.statsChanged).toEqual(expect.objectContaining({ bookings: expect.any(Number) }));
    await paySucceeded(booking);
    for (;;) {
      const stats = (await live.next())?.data?.statsChanged;
      if (stats?.paidBookings === (await t.deps.db.booking.count({ where: { status: 'PAID' } }))) break;
    }
    live.close();
  });

  it('is for staff only', async () => {
    const customer = await userWithToken(t, 'USER');
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${customer.token}` }];
    for (const headers of callers) {
      const live = await subscribe(STATS, {}, headers);
      const result = await live.next();
      expect(result?.data?.statsChanged ?? null).toBeNull();
      expect(result?.errors).toHaveLength(1);
    }
  });
});

describe('a stream whose viewer lost the right to it', () => {
  const STATS = 'subscription { statsChanged { bookings paidBookings refreshedAt } }';
  const SESSION_OVER = {
    message: 'Your session has expired. Please log in again.',
    extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' },
  };

  /** Opens the dashboard stream of a fresh staff member and reads its first figures. */
  async function staffListening() {
    const staff = await userWithToken(t, 'STAFF');
    const live = await subscribe(STATS, {}, { authorization: `Bearer ${staff.token}` });
    expect((await live.next())?.data?.statsChanged).toEqual(expect.objectContaining({ bookings: expect.any(Number) }));
    return { ...staff, live };
  }

  /** After the change, the next result is the error and the stream ends: no figures of the new payment. */
  async function expectEnded(live: Awaited<ReturnType<typeof subscribe>>, error: object) {
    await paySucceeded(await pendingBooking());
    const result = await live.next();
    expect(result?.data?.statsChanged ?? null).toBeNull();
    expect(result?.errors).toEqual([expect.objectContaining(error)]);
    expect(await live.next()).toBeNull();
  }

  it('ends the dashboard stream of a staff member who signed out of that device', async () => {
    const { token, live } = await staffListening();
    await rest(t, 'POST', '/api/auth/logout', { token });
    await expectEnded(live, SESSION_OVER);
  });

  it('ends the dashboard stream of a staff member demoted to USER by an admin', async () => {
    const admin = await userWithToken(t, 'ADMIN');
    const { user, live } = await staffListening();
    await rest(t, 'PATCH', `/api/users/${user.id}/role`, { token: admin.token, json: { role: 'USER' } });
    await expectEnded(live, SESSION_OVER);
  });

  it('ends it with FORBIDDEN when the role alone changed, even with no message (the periodic re-read)', async () => {
    const quick = await startTestApp({ config: { ...loadConfig(), liveRecheckMs: 1000 } });
    try {
      const at = `${await quick.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
      const staff = await userWithToken(t, 'STAFF');
      const live = await subscribe(STATS, {}, { authorization: `Bearer ${staff.token}` }, at);
      expect((await live.next())?.data?.statsChanged).toBeDefined();
      await t.deps.db.user.update({ where: { id: staff.user.id }, data: { role: 'USER' } });
      expect((await live.next())?.errors).toEqual([
        expect.objectContaining({
          message: 'You do not have permission to do this.',
          extensions: { code: 'FORBIDDEN', reason: 'FORBIDDEN' },
        }),
      ]);
      expect(await live.next()).toBeNull();
    } finally {
      await quick.app.close();
    }
  });

  it("ends the checkout stream of a staff member who signed out, before the booking's PAID reaches it", async () => {
    const booking = await pendingBooking();
    const staff = await userWithToken(t, 'STAFF');
    const live = await subscribe(BOOKING_STATUS, { id: booking.bookingId }, { authorization: `Bearer ${staff.token}` });
    expect((await live.next())?.data?.bookingStatusChanged).toMatchObject({ status: 'PENDING' });
    await rest(t, 'POST', '/api/auth/logout', { token: staff.token });
    await paySucceeded(booking);
    const result = await live.next();
    expect(result?.data?.bookingStatusChanged ?? null).toBeNull();
    expect(result?.errors).toEqual([expect.objectContaining(SESSION_OVER)]);
    expect(await live.next()).toBeNull();
  });
});
