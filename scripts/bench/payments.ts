/**
 * The payment path under measurement: signed provider events over HTTP to the real webhook, the worker paying the
 * bookings, and the checkout's live push. Bookings are made as a checkout leaves them (issue 11): a recorded
 * PaymentIntent that the booking references, so the worker pays them for real.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

import type { PrismaClient } from '@rihla/db';
import { Redis } from 'ioredis';
import type pg from 'pg';

import { signEvent } from '../../api/src/services/webhooks.service.ts';
import { pool } from '../bench-lib.ts';

const AMOUNT = 100_000;
const CURRENCY = 'USD';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type BenchBooking = { id: number; token: string };

/** `count` unpaid package bookings, each with its intent recorded and referenced, and an access token. */
export async function createBookings(db: PrismaClient, count: number, label: string): Promise<BenchBooking[]> {
  const pkg = await db.package.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const tokens = Array.from({ length: count }, () => randomBytes(20).toString('base64url'));
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  await db.booking.createMany({
    data: tokens.map((token, i) => ({
      name: `Bench ${label} ${i}`,
      email: `${label}-${i}@bench.example`,
      packageId: pkg.id,
      amount: AMOUNT,
      currency: CURRENCY,
      accessTokenHash: hash(token),
      accessExpiresAt: new Date(Date.now() + 24 * 3600_000),
    })),
  });
  const rows = await db.booking.findMany({
    where: { email: { endsWith: `@bench.example`, startsWith: `${label}-` } },
    select: { id: true, accessTokenHash: true },
    orderBy: { id: 'asc' },
  });
  await db.paymentIntent.createMany({
    data: rows.map((b) => ({
      id: intentId(b.id),
      provider: 'demo',
      bookingId: b.id,
      amount: AMOUNT,
      currency: CURRENCY,
    })),
  });
  const ids = rows.map((b) => b.id);
  await db.$executeRaw`UPDATE "Booking" SET "paymentIntentId" = 'pi_bench_' || id WHERE id = ANY(${ids})`;
  const tokenOf = new Map(tokens.map((t) => [hash(t), t]));
  return rows.map((b) => ({ id: b.id, token: tokenOf.get(b.accessTokenHash ?? '') ?? '' }));
}

const intentId = (bookingId: number) => `pi_bench_${bookingId}`;

/** What Stripe (or the demo card network) sends when a booking's intent succeeds. */
function eventPayload(bookingId: number): string {
  return JSON.stringify({
    id: `evt_bench_${bookingId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId(bookingId),
        object: 'payment_intent',
        amount: AMOUNT,
        amount_received: AMOUNT,
        currency: CURRENCY.toLowerCase(),
        metadata: { bookingId: String(bookingId) },
      },
    },
  });
}

/** Posts signed events to the webhook over keep-alive HTTP (node:http: less client overhead than fetch). */
export class Webhook {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  constructor(
    private readonly url: URL,
    private readonly secret: string,
  ) {}

  /** Sends booking `bookingId`'s event; resolves with the ack time in ms once the 200 is read. */
  send(bookingId: number): Promise<number> {
    const body = eventPayload(bookingId);
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'stripe-signature': signEvent(body, this.secret),
    };
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(this.url, { method: 'POST', agent: this.agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) resolve(performance.now() - started);
          else reject(new Error(`webhook answered ${res.statusCode}`));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * Knows when bookings become PAID: from the worker's live-update messages on Redis (what the checkout push is
 * made of) when they flow, else by polling the database.
 */
export class PaidWatch {
  private readonly paidAt = new Map<number, number>();
  private readonly waiting = new Map<number, () => void>();
  private readonly redis: Redis;
  live = false;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly sql: pg.Pool,
  ) {
    this.redis = new Redis(redisUrl);
    this.redis.on('pmessage', (_pattern, _channel, message: string) => {
      const { id, status } = JSON.parse(message) as { id: number; status: string };
      if (status !== 'PAID' || this.paidAt.has(id)) return;
      this.live = true;
      this.paidAt.set(id, performance.now());
      this.waiting.get(id)?.();
    });
  }

  async listen() {
    await this.redis.psubscribe(`${this.prefix}:live:booking:PACKAGE:*`);
  }

  /**
   * Resolves with the moment (performance.now) booking `id` was seen PAID; rejects after `timeoutMs`. Live, it
   * waits for the message (checking the database once a second, in case one is lost); else it polls every `pollMs`.
   */
  async paid(id: number, timeoutMs = 10_000, pollMs = 2): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const seen = this.paidAt.get(id);
      if (seen !== undefined) return seen;
      if (this.live) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000);
          this.waiting.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        this.waiting.delete(id);
        if (this.paidAt.has(id)) continue;
      }
      const { rows } = await this.sql.query<{ status: string }>('SELECT status::text FROM "Booking" WHERE id = $1', [
        id,
      ]);
      if (rows[0]?.status === 'PAID' && !this.paidAt.has(id)) this.paidAt.set(id, performance.now());
      if (this.paidAt.has(id)) continue;
      if (performance.now() > deadline) throw new Error(`booking ${id} not PAID after ${timeoutMs} ms`);
      if (!this.live) await sleep(pollMs);
    }
  }

  /** When the last of `ids` was seen PAID (performance.now), or undefined if one was not. */
  lastPaidAt(ids: number[]): number | undefined {
    let last = 0;
    for (const id of ids) {
      const at = this.paidAt.get(id);
      if (at === undefined) return undefined;
      last = Math.max(last, at);
    }
    return last;
  }

  /** How many of `ids` were seen PAID so far (live), or are PAID in the database (polled). */
  async countPaid(ids: number[]): Promise<number> {
    if (this.live) return ids.filter((id) => this.paidAt.has(id)).length;
    const { rows } = await this.sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM "Booking" WHERE id = ANY($1) AND status = 'PAID'`,
      [ids],
    );
    return Number(rows[0]?.n ?? 0);
  }

  close() {
    this.redis.disconnect();
  }
}

export type SequentialFigures = { acks: number[]; toPaid: number[] };

/** One event at a time: the ack, then wait until the booking is PAID before sending the next. */
export async function sequential(
  webhook: Pick<Webhook, 'send'>,
  watch: PaidWatch,
  bookings: BenchBooking[],
): Promise<SequentialFigures> {
  const acks: number[] = [];
  const toPaid: number[] = [];
  for (const { id } of bookings) {
    const sent = performance.now();
    acks.push(await webhook.send(id));
    toPaid.push((await watch.paid(id)) - sent);
  }
  return { acks, toPaid };
}

export type BurstFigures = {
  events: number;
  duplicates: number;
  concurrency: number;
  ackSeconds: number;
  paidSeconds: number;
  paid: number;
  lost: number;
  doubled: number;
  acks: number[];
};

/**
 * Every booking's event once, plus `duplicates` of them a second time at spread positions (some while the first
 * is in flight), `concurrency` at a time. Then waits until all are PAID (or `drainMs` passed since the last ack),
 * and counts bookings never paid (lost) and paid more than once (doubled: more than one PAID status change).
 */
export async function burst(
  webhook: Pick<Webhook, 'send'>,
  watch: PaidWatch,
  sql: pg.Pool,
  bookings: BenchBooking[],
  duplicates: number,
  concurrency: number,
  drainMs = 30_000,
): Promise<BurstFigures> {
  const ids = bookings.map((b) => b.id);
  const deliveries = [...ids];
  const step = Math.max(1, Math.floor(ids.length / Math.max(1, duplicates)));
  for (let k = 0; k < duplicates; k++) {
    // The k-th duplicate goes right after its original for even k, near the end for odd k.
    const id = ids[(k * step) % ids.length];
    const at = k % 2 === 0 ? deliveries.indexOf(id) + 1 : deliveries.length - k;
    deliveries.splice(Math.max(0, at), 0, id);
  }
  const acks: number[] = [];
  const started = performance.now();
  await pool(deliveries.length, concurrency, async (i) => {
    acks.push(await webhook.send(deliveries[i]));
  });
  const acked = performance.now();
  let paid = await watch.countPaid(ids);
  while (paid < ids.length && performance.now() - acked < drainMs) {
    await sleep(watch.live ? 5 : 50);
    paid = await watch.countPaid(ids);
  }
  const done = performance.now();
  // Live: when the last PAID message arrived; polled: when the poll saw the last one (50 ms granularity).
  const lastPaid = (watch.live && watch.lastPaidAt(ids)) || done;
  const { rows } = await sql.query<{ status: string; n: string }>(
    `SELECT status::text AS status, count(*) AS n FROM "Booking" WHERE id = ANY($1) GROUP BY 1`,
    [ids],
  );
  const paidInDb = Number(rows.find((r) => r.status === 'PAID')?.n ?? 0);
  const doubled = await sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM (SELECT "bookingId" FROM "BookingStatusChange"
       WHERE "bookingId" = ANY($1) AND "to" = 'PAID' GROUP BY 1 HAVING count(*) > 1) twice`,
    [ids],
  );
  return {
    events: ids.length,
    duplicates,
    concurrency,
    ackSeconds: (acked - started) / 1000,
    paidSeconds: ((paidInDb === ids.length ? lastPaid : done) - started) / 1000,
    paid: paidInDb,
    lost: ids.length - paidInDb,
    doubled: Number(doubled.rows[0]?.n ?? 0),
    acks,
  };
}

const SUBSCRIPTION = `subscription Push($id: Int!, $token: String) {
  bookingStatusChanged(bookingId: $id, kind: PACKAGE, token: $token) { status }
}`;

type PushResult = { available: true; latencies: number[]; missed: number } | { available: false; reason: string };

/** Reads a GraphQL-over-SSE response: yields each `data:` payload as JSON. */
async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) yield JSON.parse(data);
    }
  }
}

type PushMessage = { data?: { bookingStatusChanged?: { status?: string } }; errors?: { message: string }[] };

/**
 * Checkout push: the page subscribes (`bookingStatusChanged` over SSE at /graphql), the event is sent, and the
 * latency is from the webhook's 200 to the PAID message on the stream. One booking at a time.
 */
export async function push(
  base: string,
  webhook: Pick<Webhook, 'send'>,
  bookings: BenchBooking[],
  timeoutMs = 5_000,
): Promise<PushResult> {
  const latencies: number[] = [];
  let missed = 0;
  for (const booking of bookings) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: booking.id, token: booking.token } }),
        signal: abort.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('text/event-stream') || !response.body) {
        const text = await response.text().catch(() => '');
        return { available: false, reason: `POST /graphql answered ${response.status} ${type}: ${text.slice(0, 160)}` };
      }
      let acked = 0;
      let first = true;
      for await (const message of sseEvents(response.body) as AsyncGenerator<PushMessage>) {
        if (message.errors?.length) return { available: false, reason: message.errors[0].message };
        const status = message.data?.bookingStatusChanged?.status;
        if (first) {
          // The subscription answers the current status first: now the event may go.
          first = false;
          await webhook.send(booking.id);
          acked = performance.now();
          if (status === 'PAID') break;
          continue;
        }
        if (status === 'PAID') {
          latencies.push(performance.now() - acked);
          break;
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      missed++;
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
  }
  return { available: true, latencies, missed };
}
