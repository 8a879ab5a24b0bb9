import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

import { OutboxStatus, type PrismaClient } from '@rihla/db';
import type { Job, Queue, Worker } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { metricsListen } from './config.ts';
import type { Logger } from './log.ts';

const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;
/** The outbox's backlog: every status but the two an email ends in. Each is exported, at 0 when empty, so an alert on
 * PENDING or FAILED reads a number rather than a missing series while the outbox is quiet or mid-send. */
const OUTBOX_BACKLOG = Object.values(OutboxStatus).filter((status) => status !== 'SENT' && status !== 'DEV_MAILBOX');
/** A scrape reads the database: at most once in this window, whatever the number of scrapers. */
const STATE_TTL_MS = 5_000;

/**
 * The payment pipeline's figures for Prometheus (issue #18; alerts in ops/alerts.yml): jobs done and failed and
 * their latency from enqueue to done, per queue; and, read at scrape time, queue depths, bookings by status,
 * payments waiting for staff review, dead payment events and the email outbox's backlog. Every worker exports the
 * same state figures (alert on their max), and its own job counters (alert on their sum).
 */
export function createWorkerMetrics(db: PrismaClient, queues: Queue[]) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobs = new Counter({
    name: 'rihla_jobs_total',
    help: 'Jobs finished by this worker, by queue and outcome (failed counts every failed attempt)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'rihla_job_latency_seconds',
    help: 'From a job entering its queue (for payment events: the webhook receiving it) to the job done',
    labelNames: ['queue'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const depth = gauge('rihla_queue_jobs', 'Jobs in each queue by state', ['queue', 'state']);
  const bookings = gauge('rihla_bookings', 'Package and trip bookings by kind and status', ['kind', 'status']);
  const needsReview = gauge('rihla_bookings_needs_review', 'Bookings a payment sent to staff review (NEEDS_REVIEW)');
  const deadEvents = gauge('rihla_payment_events_dead', 'Payment events that failed for good, waiting for a replay');
  const unprocessed = gauge('rihla_payment_events_unprocessed', 'Payment events received and not yet processed');
  const outbox = gauge('rihla_outbox_emails', 'Outbox emails by status', ['status']);
  const oldestPending = gauge('rihla_outbox_oldest_pending_seconds', 'Age of the oldest email waiting to be sent');

  let readAt = 0;
  let reading: Promise<void> | undefined;
  async function readState() {
    const [packageRows, tripRows, events, emails, counts] = await Promise.all([
      db.booking.groupBy({ by: ['status'], _count: { _all: true } }),
      db.tripBooking.groupBy({ by: ['status'], _count: { _all: true } }),
      db.$queryRaw<{ dead: number; unprocessed: number }[]>`
        SELECT count(*) FILTER (WHERE "deadAt" IS NOT NULL AND "processedAt" IS NULL)::int AS dead,
               count(*) FILTER (WHERE "processedAt" IS NULL AND "deadAt" IS NULL)::int AS unprocessed
        FROM "PaymentEvent" WHERE "processedAt" IS NULL`,
      db.$queryRaw<{ status: string; count: number; oldest: Date | null }[]>`
        SELECT status::text, count(*)::int AS count, min("createdAt") AS oldest
        FROM "OutboxEmail" WHERE status::text = ANY(${OUTBOX_BACKLOG}) GROUP BY status`,
      Promise.all(queues.map(async (queue) => [queue.name, await queue.getJobCounts(...JOB_STATES)] as const)),
    ]);
    bookings.reset();
    for (const row of packageRows) bookings.set({ kind: 'package', status: row.status }, row._count._all);
    for (const row of tripRows) bookings.set({ kind: 'trip', status: row.status }, row._count._all);
    needsReview.set(
      [...packageRows, ...tripRows]
        .filter((row) => row.status === 'NEEDS_REVIEW')
        .reduce((n, row) => n + row._count._all, 0),
    );
    deadEvents.set(events[0]?.dead ?? 0);
    unprocessed.set(events[0]?.unprocessed ?? 0);
    for (const status of OUTBOX_BACKLOG) {
      outbox.set({ status }, emails.find((row) => row.status === status)?.count ?? 0);
    }
    const pending = emails.find((row) => row.status === 'PENDING')?.oldest;
    oldestPending.set(pending ? (Date.now() - pending.getTime()) / 1000 : 0);
    for (const [queue, byState] of counts) {
      for (const state of JOB_STATES) depth.set({ queue, state }, byState[state] ?? 0);
    }
    readAt = Date.now();
  }

  return {
    registry,
    /** Counts each finished job and its latency; `failed` is counted per attempt. */
    watch(worker: Worker) {
      worker.on('completed', (job: Job) => {
        jobs.inc({ queue: worker.name, outcome: 'completed' });
        latency.observe({ queue: worker.name }, Math.max(0, (job.finishedOn ?? Date.now()) - job.timestamp) / 1000);
      });
      worker.on('failed', () => jobs.inc({ queue: worker.name, outcome: 'failed' }));
    },
    async text(): Promise<string> {
      if (Date.now() - readAt > STATE_TTL_MS) {
        reading ??= readState().finally(() => (reading = undefined));
        await reading;
      }
      return registry.metrics();
    },
  };
}

export type WorkerMetrics = ReturnType<typeof createWorkerMetrics>;

/**
 * GET /metrics on WORKER_METRICS_PORT (bound to WORKER_METRICS_HOST, 127.0.0.1 by default), behind the same
 * METRICS_TOKEN as the API's. Not served without both. GET /healthz answers 200 without the token and without
 * reading anything: an orchestrator's liveness probe (deploy/worker.yaml) learns that the event loop still runs,
 * which a TCP probe cannot tell (the kernel accepts connections for a stuck process too).
 */
export function serveWorkerMetrics(metrics: WorkerMetrics, logger: Logger): Server | null {
  const { port, host, token } = metricsListen();
  if (!port) return null;
  if (!token) {
    logger.warn('WORKER_METRICS_PORT is set without METRICS_TOKEN: metrics are not served');
    return null;
  }
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') {
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    }
    const given = Buffer.from(req.headers.authorization ?? '');
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return void res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body),
      (err: unknown) => {
        logger.error({ err }, 'metrics not read');
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, host, () => logger.info({ port, host }, 'worker metrics served'));
  return server;
}
