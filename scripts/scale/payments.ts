/**
 * Payments across the cluster: signed provider events spread over nginx and each API, with duplicates, once with
 * every process up and once with a worker and an API SIGKILLed mid-run. Reuses the bench's bookings, signed
 * events and burst (scripts/bench/payments.ts); what is added is the spreading, the provider's retries and the
 * count of Payment rows per booking.
 */
import type { PrismaClient } from '@rihla/db';
import type pg from 'pg';

import { type BenchBooking, burst, type BurstFigures, createBookings, PaidWatch, Webhook } from '../bench/payments.ts';
import type { Api, Cluster, WorkerProcess } from './cluster.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CONCURRENCY = 32;
const MAX_ATTEMPTS = 20;
/** Long enough for a killed worker's jobs to come back (lock 12 s + stalled check 5 s, docs/decisions/0018). */
const DRAIN_MS = 60_000;

/**
 * Sends each delivery to the next target in turn. A delivery that fails (connection refused, a 502 from nginx
 * for a request cut by a killed API) is sent again to the next target, as a provider retries an unanswered
 * event: "lost" must mean lost after an acknowledgement, not a request that never got one.
 */
class SpreadSender {
  private next = 0;
  delivered = 0;
  retries = 0;
  readonly perTarget = new Map<string, number>();

  constructor(private readonly targets: { name: string; webhook: Webhook }[]) {}

  async send(bookingId: number): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const target = this.targets[this.next++ % this.targets.length];
      try {
        const ms = await target.webhook.send(bookingId);
        this.delivered++;
        this.perTarget.set(target.name, (this.perTarget.get(target.name) ?? 0) + 1);
        return ms;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS) throw error;
        this.retries++;
        await sleep(20 * attempt);
      }
    }
  }
}

export type PaymentRun = BurstFigures & {
  /** Bookings with no Payment row, or more than one. */
  unpaid: number;
  paidTwice: number;
  retries: number;
  perTarget: Map<string, number>;
  /** With a kill: from the SIGKILLs to the last booking PAID, and from the last ack to it. */
  killToPaidSeconds?: number;
  drainSeconds: number;
};

export type Payments = {
  run(label: string, count: number, kill?: (Api | WorkerProcess)[]): Promise<PaymentRun>;
  /** Fresh unpaid bookings (the checkout check subscribes to them). */
  bookings(label: string, count: number): Promise<BenchBooking[]>;
  /** A sender of signed events to one API. */
  webhookTo(api: Api): Webhook;
  close(): void;
};

export async function payments(
  cluster: Cluster,
  db: PrismaClient,
  sql: pg.Pool,
  redisUrl: string,
  prefix: string,
): Promise<Payments> {
  const secret = (await db.installSecret.findUniqueOrThrow({ where: { name: 'demo-webhook' } })).value;
  const webhooks: Webhook[] = [];
  const webhookTo = (base: string) => {
    const webhook = new Webhook(new URL(`${base}/api/payments/webhook`), secret);
    webhooks.push(webhook);
    return webhook;
  };
  const targets = [
    { name: 'nginx', webhook: webhookTo(cluster.nginx.url) },
    ...cluster.apis.map((api) => ({ name: api.name, webhook: webhookTo(api.url) })),
  ];
  // Not listening: the watch then reads PAID from the database (every 50 ms). Live messages would miss a booking
  // whose worker was killed between its commit and its publish, and the drain would be timed to the deadline.
  const watch = new PaidWatch(redisUrl, prefix, sql);

  return {
    async run(label, count, kill) {
      const bookings = await createBookings(db, count, label);
      const sender = new SpreadSender(targets);
      const duplicates = Math.round(count * 0.2);
      let killedAt: number | undefined;
      // The kills land once a third of the deliveries are acknowledged: jobs are in flight in every worker.
      const killer = (async () => {
        if (!kill) return;
        while (sender.delivered < (count + duplicates) / 3) await sleep(5);
        for (const process of kill) cluster.kill(process);
        killedAt = performance.now();
      })();
      const started = performance.now();
      const figures = await burst(sender, watch, sql, bookings, duplicates, CONCURRENCY, DRAIN_MS);
      await killer;
      const ids = bookings.map((b) => b.id);
      const { rows } = await sql.query<{ payments: string; n: string }>(
        `SELECT coalesce(p.n, 0) AS payments, count(*) AS n FROM unnest($1::int[]) AS b(id)
           LEFT JOIN (SELECT "bookingId", count(*) AS n FROM "Payment" WHERE "bookingId" = ANY($1) GROUP BY 1) p
           ON p."bookingId" = b.id GROUP BY 1`,
        [ids],
      );
      const withPayments = (n: number) => Number(rows.find((r) => Number(r.payments) === n)?.n ?? 0);
      const lastPaid = started + figures.paidSeconds * 1000;
      return {
        ...figures,
        unpaid: withPayments(0),
        paidTwice: ids.length - withPayments(0) - withPayments(1),
        retries: sender.retries,
        perTarget: sender.perTarget,
        killToPaidSeconds: killedAt === undefined ? undefined : (lastPaid - killedAt) / 1000,
        drainSeconds: figures.paidSeconds - figures.ackSeconds,
      };
    },
    bookings: (label, count) => createBookings(db, count, label),
    webhookTo: (api) => webhookTo(api.url),
    close() {
      for (const webhook of webhooks) webhook.close();
      watch.close();
    },
  };
}
