import type { PrismaClient } from '@rihla/db';
import { refreshStats } from '@rihla/db/stats';
import { createStorage, storageSettings, type UploadStorage } from '@rihla/db/storage';
import { type Job, Worker } from 'bullmq';

import { cancelBalanceReminders, scheduleBalanceReminders, startBalanceReminders } from './balance-reminders.ts';
import { documentRetentionDays, queuePrefix, uploadDir } from './config.ts';
import { createSender, type Sender, startEmailWorker } from './emails/sender.ts';
import { startHoldsWorker } from './holds.ts';
import {
  closeQueues,
  createPublisher,
  createQueues,
  enqueueEmail,
  PAYMENT_EVENTS_QUEUE,
  type PaymentEventJobData,
  publishBookingStatus,
  publishStatsChanged,
  redisConnection,
  REFRESH_STATS_JOB,
  requestStatsRefresh,
  STATS_QUEUE,
  type StatsJobData,
} from './jobs.ts';
import { type Logger, throttled } from './log.ts';
import { createWorkerMetrics, serveWorkerMetrics, type WorkerMetrics } from './metrics.ts';
import {
  markEventDead,
  type PaymentEffect,
  type PaymentEventOutcome,
  processPaymentEvent,
  type StatusChange,
} from './payment-events.ts';
import { JobSchedulers, REASSERT_EVERY_MS } from './schedulers.ts';
import { startMaintenance, type SweepPeriods, sweepPeriods as defaultSweepPeriods } from './sweeper.ts';
import { bullmqTelemetry, inSpan } from './tracing.ts';

export type StartWorkersOptions = {
  db: PrismaClient;
  logger: Logger;
  /** Replaceable so a test can make an attempt fail; production always uses processPaymentEvent. */
  processEvent?: (
    db: PrismaClient,
    eventId: string,
    onCommitted?: (change: StatusChange) => void,
    onEffect?: (effect: PaymentEffect) => void,
  ) => Promise<PaymentEventOutcome>;
  /** The outbox's SMTP sender; SMTP_URL's by default (tests pass one for their in-process server). */
  sender?: Sender;
  /** The periodic sweeps' periods (tests shorten them). */
  sweepPeriods?: SweepPeriods;
  /** How often the job schedulers are asserted again besides at each reconnect (tests shorten it). */
  reassertSchedulersMs?: number;
  /** Where travellers' sealed files are (the API's STORAGE and UPLOAD_DIR by default; tests pass their own). */
  storage?: UploadStorage;
};

/** A job this process is running: what a shutdown past its bound cuts off (it resumes elsewhere once stalled). */
export type InFlightJob = { queue: string; name: string; jobId?: string; reqId?: string; since: string };

export type RunningWorkers = {
  metrics: WorkerMetrics;
  /** The jobs in progress in this process right now. */
  inFlight(): InFlightJob[];
  close(): Promise<void>;
};

/**
 * The payment queue's worker settings. Concurrency: measured with `npm run bench` (docs/decisions/0011): each
 * job holds one database connection for its short transaction, so more only queues on the pool.
 * Stalled-job recovery (docs/decisions/0018-scale-out.md): a job's lock lives lockDuration and is renewed every
 * half of it; a worker that dies (SIGKILL, OOM, lost host) stops renewing, and another worker's stalled check
 * (every stalledInterval) moves the job back to waiting once its lock is gone: within lockDuration +
 * stalledInterval (12-17 s; BullMQ's defaults, 30 s + 30 s, left them waiting up to a minute). maxStalledCount 2:
 * a payment job is idempotent, so a job that stalls twice (two dead workers in a rolling restart) runs a third time
 * rather than failing.
 */
export const PAYMENT_WORKER_SETTINGS = {
  concurrency: 8,
  lockDuration: 12_000,
  stalledInterval: 5_000,
  maxStalledCount: 2,
} as const;
// The periodic refresh catches writes whose refresh request was lost (Redis blip, API without queue).
const STATS_REFRESH_EVERY_MS = 60_000;
// A burst of payments asks the stats queue for a refresh at most this often (each ask is a Redis script call),
// always once more after the last payment: the queue coalesces to one refresh a second anyway.
const STATS_REQUEST_EVERY_MS = 250;

export async function startWorkers({
  db,
  logger,
  processEvent = processPaymentEvent,
  sender = createSender(),
  sweepPeriods = defaultSweepPeriods(),
  reassertSchedulersMs = REASSERT_EVERY_MS,
  storage,
}: StartWorkersOptions): Promise<RunningWorkers> {
  // Read first: a wrong setting stops the worker before it takes any job.
  const retention = {
    days: documentRetentionDays(),
    storage: storage ?? (await createStorage(storageSettings(process.env), uploadDir(), logger)),
  };
  const queues = createQueues({ logger });
  const schedulers = new JobSchedulers(logger);
  const publisher = createPublisher({ logger });
  // Pushes are best effort: a subscriber that misses one still reads the truth on its next (re)subscribe.
  const warnUnpublished = throttled(30_000, (err: unknown) =>
    logger.warn({ err }, 'live update not published (repeats muted for 30 s)'),
  );
  // The publish is the last step of a payment's trace (the webhook's): a span of its own, ioredis being bundled.
  const publishChange = (change: StatusChange) =>
    void inSpan(
      'publish booking-status',
      { 'rihla.booking.kind': change.kind, 'rihla.booking.id': change.id, 'rihla.booking.status': change.status },
      () => publishBookingStatus(publisher, change),
    ).catch(warnUnpublished);
  // While tracing runs, each job is processed in a span continuing the trace of the add that queued it.
  const options = { connection: redisConnection('worker'), prefix: queuePrefix(), ...bullmqTelemetry() };
  const statsRefresh = throttledWithTrailing(STATS_REQUEST_EVERY_MS, () =>
    requestStatsRefresh(queues.stats).catch((err) =>
      logger.warn({ err }, 'stats refresh not requested; the periodic refresh will catch up'),
    ),
  );

  // Without SMTP (and no development mailbox) a wake-up could only stamp the row unsendable: the outbox sweep stamps
  // them all in one statement instead (a wake-up per receipt was a job and a statement per payment).
  const wakeSender = (emailId: number) => {
    if (!sender.send && !sender.devMailbox) return;
    void enqueueEmail(queues.emails, emailId).catch((err) =>
      logger.warn({ err, emailId }, 'email wake-up not queued; the outbox sweep sends it'),
    );
  };
  const reminders = startBalanceReminders(
    db,
    options,
    { connection: redisConnection('producer'), prefix: queuePrefix() },
    wakeSender,
  );
  // After the payment committed: a lost schedule or removal is logged; a reminder job re-checks its booking anyway.
  const applyEffect = (effect: PaymentEffect) => {
    const failed = (err: unknown) => logger.error({ err, effect }, 'payment follow-up not queued');
    if (effect.kind === 'email') wakeSender(effect.emailId);
    else if (effect.kind === 'deposit-paid' && effect.balanceDueAt)
      void scheduleBalanceReminders(reminders.queue, effect.bookingId, effect.balanceDueAt).catch(failed);
    else if (effect.kind === 'paid') void cancelBalanceReminders(reminders.queue, effect.bookingId).catch(failed);
  };

  const payments = new Worker<PaymentEventJobData, PaymentEventOutcome>(
    PAYMENT_EVENTS_QUEUE,
    async (job) => {
      const outcome = await processEvent(db, job.data.eventId, publishChange, applyEffect);
      // reqId: the webhook request's id (X-Request-Id), so one event reads across the API's and the worker's logs.
      const log = { eventId: job.data.eventId, reqId: job.data.reqId, outcome, attempt: job.attemptsMade + 1 };
      if (outcome === 'missing') logger.warn(log, 'payment event names no known booking');
      else if (outcome === 'review') logger.warn(log, 'payment event did not add up: booking sent to staff review');
      // The usual outcome is recorded in the database (processedAt, the booking's transition), and a log line is a
      // write to stdout per event (measurably dear in a burst): debug level. What needs a reader stays at warn.
      else logger.debug(log, 'payment event processed');
      // Not awaited: the payment is committed, and the next job should not wait on the stats queue.
      if (outcome === 'applied' || outcome === 'review') statsRefresh.request();
      return outcome;
    },
    { ...options, ...PAYMENT_WORKER_SETTINGS },
  );

  // One at a time: a refresh reads every table, running two at once gains nothing.
  const stats = new Worker<StatsJobData>(
    STATS_QUEUE,
    async () => {
      const { refreshedAt } = await refreshStats(db);
      void publishStatsChanged(publisher, { refreshedAt: refreshedAt.toISOString() }).catch(warnUnpublished);
    },
    { ...options, concurrency: 1 },
  );
  const holds = await startHoldsWorker(db, queues.holds, logger, options, publishChange, schedulers);
  const emails = startEmailWorker(db, logger, options, sender);
  const maintenance = await startMaintenance(
    db,
    queues,
    logger,
    options,
    { connection: redisConnection('producer'), prefix: queuePrefix() },
    { sender, periods: sweepPeriods, schedulers, retention },
  );

  const metrics = createWorkerMetrics(db, [...Object.values(queues), reminders.queue, maintenance.queue]);
  const metricsServer = serveWorkerMetrics(metrics, logger);
  const inFlight = new Map<string, InFlightJob>();
  for (const worker of [payments, stats, holds, emails.worker, reminders.worker, maintenance.worker]) {
    metrics.watch(worker);
    const key = (job: Job) => `${worker.name}:${job.id}`;
    worker.on('active', (job: Job) => {
      const reqId = (job.data as { reqId?: unknown }).reqId;
      inFlight.set(key(job), {
        queue: worker.name,
        name: job.name,
        jobId: job.id,
        ...(typeof reqId === 'string' ? { reqId } : {}),
        since: new Date().toISOString(),
      });
    });
    worker.on('completed', (job: Job) => inFlight.delete(key(job)));
    worker.on('failed', (job) => job && inFlight.delete(key(job)));
    worker.on(
      'error',
      throttled(30_000, (err: Error) =>
        logger.error({ err, queue: worker.name }, 'worker error (repeats muted for 30 s)'),
      ),
    );
    worker.on('failed', (job, err) => logJobFailure(logger, worker.name, job, err));
  }
  payments.on('failed', (job) => {
    if (!job || !isFinalAttempt(job)) return;
    markEventDead(db, job.data.eventId).catch((err) =>
      logger.error(
        { err, eventId: job.data.eventId },
        'dead payment event not marked; the sweeper marks it by its attempts',
      ),
    );
  });

  await schedulers.add(() =>
    queues.stats.upsertJobScheduler(
      `${REFRESH_STATS_JOB}-periodic`,
      { every: STATS_REFRESH_EVERY_MS },
      { name: REFRESH_STATS_JOB, data: {}, opts: { removeOnComplete: true, removeOnFail: { count: 100 } } },
    ),
  );
  schedulers.keepAsserted([maintenance.queue.getBackend(), maintenance.worker.getBackend()], reassertSchedulersMs);

  return {
    metrics,
    inFlight: () => [...inFlight.values()],
    async close() {
      schedulers.stop();
      metricsServer?.close();
      // Worker.close stops taking jobs and waits for the jobs in progress, so no event is cut off mid-transaction
      // (main.ts bounds the wait: WORKER_SHUTDOWN_GRACE_MS).
      await Promise.all([payments.close(), stats.close(), holds.close(), emails.close(), maintenance.close()]);
      await reminders.close();
      await statsRefresh.flush();
      await closeQueues(queues);
      publisher.disconnect();
      if (!storage) retention.storage.close();
    },
  };
}

/**
 * Calls `call` at once, then at most once per `intervalMs`; a call asked for meanwhile runs at the end of the
 * interval, so every request is followed by a call that starts after it. `flush` runs a pending call now.
 */
function throttledWithTrailing(intervalMs: number, call: () => Promise<unknown>) {
  let last = -Infinity;
  let pending: NodeJS.Timeout | undefined;
  const run = () => {
    pending = undefined;
    last = Date.now();
    return call();
  };
  return {
    request() {
      if (pending) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) void run();
      else pending = setTimeout(() => void run(), wait);
    },
    async flush() {
      if (!pending) return;
      clearTimeout(pending);
      await run();
    },
  };
}

function isFinalAttempt(job: Job): boolean {
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

function logJobFailure(logger: Logger, queue: string, job: Job | undefined, err: Error) {
  const attempts = job?.opts.attempts ?? 1;
  const final = !job || isFinalAttempt(job);
  const reqId = (job?.data as { reqId?: unknown } | undefined)?.reqId;
  const log = { err, queue, jobId: job?.id, reqId, attemptsMade: job?.attemptsMade, attempts };
  if (final) logger.error(log, 'job failed for good');
  else logger.warn(log, 'job failed, will retry');
}
