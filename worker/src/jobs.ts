import type { PrismaClient } from '@rihla/db';
import { type ConnectionOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';

import { queuePrefix, redisUrl } from './config.ts';
import { type Logger, throttled } from './log.ts';
import { bullmqTelemetry } from './tracing.ts';

export const PAYMENT_EVENTS_QUEUE = 'payment-events';
export const STATS_QUEUE = 'stats';
export const PAYMENT_EVENT_JOB = 'payment-event';
export const REFRESH_STATS_JOB = 'refresh-stats';
/** Tries before a payment event is marked dead (PaymentEvent.deadAt) and left for an admin to replay. */
export const PAYMENT_EVENT_ATTEMPTS = 8;

/** reqId: the id of the request that queued it (the webhook's), logged with the job (docs/decisions/0018). */
export type PaymentEventJobData = { eventId: string; reqId?: string };
export type StatsJobData = Record<string, never>;
export type PaymentEventsQueue = Queue<PaymentEventJobData>;
export type StatsQueue = Queue<StatsJobData>;
export type Queues = { paymentEvents: PaymentEventsQueue; stats: StatsQueue; holds: HoldsQueue; emails: EmailsQueue };

/** Seat holds of unpaid trip bookings: one delayed job per booking, plus a periodic sweep (worker/src/holds.ts). */
export const HOLDS_QUEUE = 'holds';
export const EXPIRE_HOLD_JOB = 'expire-hold';
export const SWEEP_HOLDS_JOB = 'sweep-holds';
/** A booking's own expiry, or the sweep that catches holds whose job was lost. */
/** The booking whose hold a job expires: a trip booking, or a package booking of a departure. */
export type HeldBooking = { tripBookingId: number } | { bookingId: number };
export type HoldJobData = HeldBooking | { sweep: true };
export type HoldsQueue = Queue<HoldJobData>;

/** The email outbox (worker/src/emails/sender.ts): one job per OutboxEmail row wakes the sender; a sweep catches lost ones. */
export const EMAILS_QUEUE = 'emails';
export const SEND_EMAIL_JOB = 'send-email';
/** Tries (with exponential backoff from EMAIL_BACKOFF_MS) before a message is marked FAILED for an admin to see. */
export const EMAIL_ATTEMPTS = 6;
const EMAIL_BACKOFF_MS = 10_000;
export type EmailJobData = { emailId: number };
export type EmailsQueue = Queue<EmailJobData>;

/**
 * Balance reminders (worker/src/balance-reminders.ts): delayed jobs BALANCE_REMINDER_DAYS before a deposit-paid
 * booking's balance is due, id `balance-reminder-<bookingId>-<days>`; the job re-checks the booking before mailing.
 */
export const BALANCE_REMINDERS_QUEUE = 'balance-reminders';
export const BALANCE_REMINDER_JOB = 'balance-reminder';
export const BALANCE_REMINDER_DAYS = [14, 7, 2] as const;
export type BalanceReminderJobData = { bookingId: number; daysBefore: number };
export type BalanceRemindersQueue = Queue<BalanceReminderJobData>;

// A queue.add never keeps a webhook (or a sweep) waiting longer than this; a late add is harmless
// because the job id dedupes it.
const ENQUEUE_TIMEOUT_MS = 2_000;
// At most one recomputation per second whatever the write rate (a burst of payments is one refresh), and a new
// booking reaches the dashboard (statsChanged) about a second after it was written.
const STATS_COALESCE_MS = 1_000;
const DAY_S = 24 * 3600;

/**
 * 'worker': BullMQ workers block on Redis and must retry forever (it requires maxRetriesPerRequest null).
 * 'producer': commands fail at once while Redis is unreachable instead of piling up in an offline queue,
 * so the webhook answers promptly and leaves the recorded event to the sweeper.
 */
export function redisConnection(role: 'worker' | 'producer'): ConnectionOptions {
  if (role === 'worker') return { url: redisUrl(), maxRetriesPerRequest: null };
  return { url: redisUrl(), enableOfflineQueue: false, connectTimeout: 2_000, maxRetriesPerRequest: 1 };
}

/** Producer-side queues (API and worker alike); connection errors go to the logger, not stderr. */
export function createQueues({ logger }: { logger: Logger }): Queues {
  // While tracing runs, an add is a span and the job carries its trace to the worker (bullmqTelemetry).
  const options = { connection: redisConnection('producer'), prefix: queuePrefix(), ...bullmqTelemetry() };
  const queues: Queues = {
    paymentEvents: new Queue<PaymentEventJobData>(PAYMENT_EVENTS_QUEUE, options),
    stats: new Queue<StatsJobData>(STATS_QUEUE, options),
    holds: new Queue<HoldJobData>(HOLDS_QUEUE, options),
    emails: new Queue<EmailJobData>(EMAILS_QUEUE, options),
  };
  for (const queue of Object.values(queues)) {
    queue.on(
      'error',
      throttled(30_000, (err: Error) =>
        logger.warn({ err, queue: queue.name }, 'queue error (repeats muted for 30 s)'),
      ),
    );
  }
  return queues;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
}

/**
 * BullMQ ignores an add whose jobId already exists, which is what makes repeated deliveries cheap.
 * Custom ids must not contain ':' nor be a plain integer: Stripe's evt_... ids pass through unchanged,
 * anything else is encoded reversibly ('~' never appears in a pass-through id, so no collisions).
 */
export function paymentEventJobId(eventId: string): string {
  if (/^[A-Za-z0-9_.-]+$/.test(eventId) && !/^\d+$/.test(eventId)) return eventId;
  return `enc~${Buffer.from(eventId).toString('base64url')}`;
}

/**
 * The webhook's one Redis call for an event it has just recorded (so no job can exist for it yet): a plain add,
 * without addOrRetry's lookups. Rejects within ENQUEUE_TIMEOUT_MS when Redis is unreachable.
 */
export async function addPaymentEvent(queue: PaymentEventsQueue, eventId: string, reqId?: string): Promise<void> {
  await withTimeout(addJob(queue, eventId, reqId), ENQUEUE_TIMEOUT_MS, `enqueue payment event ${eventId}`);
}

/**
 * Makes sure a job will process the event: adds it (a no-op while its job exists), or retries its job if
 * that one spent all its attempts, since a failed job keeps its id and would swallow the add.
 * Rejects within ENQUEUE_TIMEOUT_MS when Redis is unreachable; the caller decides what that means.
 */
export async function enqueuePaymentEvent(queue: PaymentEventsQueue, eventId: string, reqId?: string): Promise<void> {
  await withTimeout(addOrRetry(queue, eventId, reqId), ENQUEUE_TIMEOUT_MS, `enqueue payment event ${eventId}`);
}

/**
 * Records the event as queued once Redis accepted it. Throws when Redis is unreachable: the row then keeps
 * queuedAt null and the sweeper queues it later, so a webhook can still answer 200.
 */
export async function queueRecordedEvent(
  db: PrismaClient,
  queue: PaymentEventsQueue,
  eventId: string,
  reqId?: string,
): Promise<void> {
  await enqueuePaymentEvent(queue, eventId, reqId);
  await db.paymentEvent.update({ where: { id: eventId }, data: { queuedAt: new Date() } });
}

/**
 * Which of these events, recorded as queued, have no job in Redis (in no state: waiting, delayed, running, kept
 * after completing or failing). The lookups share the connection's pipeline. Rejects within ENQUEUE_TIMEOUT_MS
 * when Redis is unreachable.
 */
export async function eventsWithoutJob(queue: PaymentEventsQueue, eventIds: string[]): Promise<Set<string>> {
  const states = Promise.all(eventIds.map((id) => queue.getJobState(paymentEventJobId(id))));
  const answers = await withTimeout(states, ENQUEUE_TIMEOUT_MS, 'look up payment event jobs');
  return new Set(eventIds.filter((_, i) => answers[i] === 'unknown'));
}

async function addOrRetry(queue: PaymentEventsQueue, eventId: string, reqId?: string): Promise<void> {
  const jobId = paymentEventJobId(eventId);
  const existing = await queue.getJob(jobId);
  if (existing && (await existing.isFailed())) return existing.retry('failed', { resetAttemptsMade: true });
  await addJob(queue, eventId, reqId);
}

async function addJob(queue: PaymentEventsQueue, eventId: string, reqId?: string): Promise<void> {
  await queue.add(PAYMENT_EVENT_JOB, reqId ? { eventId, reqId } : { eventId }, {
    jobId: paymentEventJobId(eventId),
    attempts: PAYMENT_EVENT_ATTEMPTS,
    backoff: { type: 'exponential', delay: 1_000 },
    // Completed jobs stay a day so redeliveries within it are deduped in Redis, not just in PostgreSQL.
    removeOnComplete: { age: DAY_S, count: 10_000 },
    removeOnFail: { age: 30 * DAY_S, count: 10_000 },
  });
}

/**
 * Coalesces bursts: while a refresh is waiting, further requests are dropped (it has not read the
 * tables yet); while one is running, exactly one follow-up is kept so the latest write is counted.
 */
export async function requestStatsRefresh(queue: StatsQueue): Promise<void> {
  const adding = queue.add(
    REFRESH_STATS_JOB,
    {},
    {
      delay: STATS_COALESCE_MS,
      deduplication: { id: REFRESH_STATS_JOB, keepLastIfActive: true },
      removeOnComplete: true,
      removeOnFail: { count: 100 },
    },
  );
  await withTimeout(adding, ENQUEUE_TIMEOUT_MS, 'request stats refresh');
}

/**
 * Live updates (GraphQL subscriptions over SSE, docs/decisions/0011): the worker and the API publish on these
 * Redis pub/sub channels, the API's Yoga pubsub (@graphql-yoga/redis-event-target) listens. Namespaced by
 * QUEUE_PREFIX like the queues. A message says what changed, never a secret: subscribers re-read the booking
 * (or the stats) with their own access.
 */
export type BookingKind = 'PACKAGE' | 'TRIP';
export type BookingStatusMessage = { kind: BookingKind; id: number; status: string };
export type StatsChangedMessage = { refreshedAt: string };
export type Publisher = Pick<Redis, 'publish'>;

export function bookingStatusChannel(kind: BookingKind, id: number): string {
  return `${queuePrefix()}:live:booking:${kind}:${id}`;
}

export function statsChannel(): string {
  return `${queuePrefix()}:live:stats`;
}

/** A producer connection for publishing: fails at once while Redis is down, like the queues' (a push is best effort). */
export function createPublisher({ logger }: { logger: Logger }): Redis {
  const redis = new Redis(redisUrl(), { enableOfflineQueue: false, connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  redis.on(
    'error',
    throttled(30_000, (err: Error) => logger.warn({ err }, 'live publisher error (repeats muted for 30 s)')),
  );
  return redis;
}

/** The listening side (API): default retries, so it reconnects and resubscribes by itself after a Redis restart. */
export function createSubscriber({ logger }: { logger: Logger }): Redis {
  const redis = new Redis(redisUrl());
  redis.on(
    'error',
    throttled(30_000, (err: Error) => logger.warn({ err }, 'live subscriber error (repeats muted for 30 s)')),
  );
  return redis;
}

/** Serialised as the event target does (JSON), so Yoga's pubsub hands subscribers the object. */
export async function publishBookingStatus(redis: Publisher, message: BookingStatusMessage): Promise<void> {
  const channel = bookingStatusChannel(message.kind, message.id);
  await withTimeout(redis.publish(channel, JSON.stringify(message)), ENQUEUE_TIMEOUT_MS, 'publish booking status');
}

export async function publishStatsChanged(redis: Publisher, message: StatsChangedMessage): Promise<void> {
  await withTimeout(redis.publish(statsChannel(), JSON.stringify(message)), ENQUEUE_TIMEOUT_MS, 'publish stats');
}

/**
 * Expires a booking's seat hold at `at` unless it was paid or confirmed by then. The job id dedupes a repeated
 * schedule; a lost job is caught by the periodic sweep. Rejects within ENQUEUE_TIMEOUT_MS without Redis.
 */
export async function scheduleHoldExpiry(queue: HoldsQueue, hold: HeldBooking, at: Date): Promise<void> {
  const jobId = 'bookingId' in hold ? `package-hold-${hold.bookingId}` : `hold-${hold.tripBookingId}`;
  const adding = queue.add(EXPIRE_HOLD_JOB, hold, {
    jobId,
    delay: Math.max(0, at.getTime() - Date.now()),
    attempts: 5,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: true,
    removeOnFail: { age: 7 * DAY_S, count: 1_000 },
  });
  await withTimeout(adding, ENQUEUE_TIMEOUT_MS, `schedule ${jobId} expiry`);
}

/**
 * Wakes the sender for an outbox row, after `delayMs` when the row's transaction may not have committed yet.
 * Redis being down (or a wake-up that comes too early) loses nothing: the row waits as PENDING and the sender's
 * sweep queues it. Rejects within ENQUEUE_TIMEOUT_MS without Redis.
 */
export async function enqueueEmail(queue: EmailsQueue, emailId: number, delayMs = 0): Promise<void> {
  const adding = queue.add(
    SEND_EMAIL_JOB,
    { emailId },
    {
      jobId: `email-${emailId}`,
      delay: delayMs,
      attempts: EMAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: EMAIL_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: { age: 7 * DAY_S, count: 1_000 },
    },
  );
  await withTimeout(adding, ENQUEUE_TIMEOUT_MS, `enqueue email ${emailId}`);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  // The add may still settle after the timeout; its late failure is already reported by the timeout.
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: Redis did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
