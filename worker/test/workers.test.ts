import { createPrismaClient, type PrismaClient } from '@rihla/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aBookingAtCheckout, recordEvent } from '../../test/support/payment-events.ts';
import { waitFor } from '../../test/wait.ts';
import {
  closeQueues,
  createQueues,
  enqueuePaymentEvent,
  PAYMENT_EVENT_JOB,
  paymentEventJobId,
  queueRecordedEvent,
  type Queues,
  REFRESH_STATS_JOB,
  requestStatsRefresh,
  statsChannel,
} from '../src/jobs.ts';
import { processPaymentEvent } from '../src/payment-events.ts';
import { sweepUnqueuedEvents } from '../src/sweeper.ts';
import { type RunningWorkers, startWorkers } from '../src/workers.ts';
import { logger } from './helpers.ts';

const db = createPrismaClient();
let queues: Queues;
let workers: RunningWorkers;
// Events whose first processing attempt fails, as if the database had a blip.
const failFirstAttempt = new Set<string>();

function flakyProcessEvent(client: PrismaClient, eventId: string) {
  if (failFirstAttempt.delete(eventId)) return Promise.reject(new Error('simulated outage on the first attempt'));
  return processPaymentEvent(client, eventId);
}

beforeAll(async () => {
  queues = createQueues({ logger });
  workers = await startWorkers({ db, logger, processEvent: flakyProcessEvent });
});
beforeEach(() => resetDatabase(db));
afterAll(async () => {
  await workers.close();
  // The test prefix is this run's own: leave nothing of it in Redis.
  await Promise.all(Object.values(queues).map((queue) => queue.obliterate({ force: true })));
  await closeQueues(queues);
  await db.$disconnect();
});

function processed(eventId: string) {
  return waitFor(async () => (await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } })).processedAt);
}

async function finishedJob(eventId: string) {
  return waitFor(async () => {
    const job = await queues.paymentEvents.getJob(paymentEventJobId(eventId));
    return job && (await job.isCompleted()) && job;
  });
}

describe('payment event workers', () => {
  it('pay a booking once when the same event is enqueued and processed five times each', async () => {
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });

    const [, direct] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => queueRecordedEvent(db, queues.paymentEvents, eventId))),
      Promise.all(Array.from({ length: 5 }, () => processPaymentEvent(db, eventId))),
    ]);
    const job = await finishedJob(eventId);

    expect([...direct, job.returnvalue].filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
    expect(await db.bookingStatusChange.findMany({ select: { from: true, to: true, eventId: true } })).toEqual([
      { from: 'PENDING', to: 'PAID', eventId },
    ]);
  });

  it('keep a booking PAID when the failure of an earlier attempt is delivered late', async () => {
    const booking = await aBookingAtCheckout(db);
    const succeeded = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    const failed = await recordEvent(db, 'payment_intent.payment_failed', { bookingId: booking.id });

    await queueRecordedEvent(db, queues.paymentEvents, succeeded);
    await processed(succeeded);
    await queueRecordedEvent(db, queues.paymentEvents, failed);
    await processed(failed);

    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
    expect(await db.bookingStatusChange.count()).toBe(1);
  });

  it('retry a job whose first attempt throws, and complete it', async () => {
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    failFirstAttempt.add(eventId);

    await enqueuePaymentEvent(queues.paymentEvents, eventId);
    const job = await finishedJob(eventId);

    expect(job.attemptsMade).toBe(2);
    expect(job.returnvalue).toBe('applied');
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
  });

  it('revive a job that failed for good when its event is enqueued again', async () => {
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    const jobId = paymentEventJobId(eventId);
    failFirstAttempt.add(eventId);
    // A single attempt stands for a job that has spent all its retries.
    await queues.paymentEvents.add(PAYMENT_EVENT_JOB, { eventId }, { jobId, attempts: 1 });
    await waitFor(async () => (await queues.paymentEvents.getJob(jobId))?.isFailed());

    await enqueuePaymentEvent(queues.paymentEvents, eventId);

    expect((await finishedJob(eventId)).returnvalue).toBe('applied');
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
  });

  it('mark an event dead when its job spends its last attempt, and never sweep it again', async () => {
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    failFirstAttempt.add(eventId);
    await queues.paymentEvents.add(PAYMENT_EVENT_JOB, { eventId }, { jobId: paymentEventJobId(eventId), attempts: 1 });

    const dead = await waitFor(() => db.paymentEvent.findFirst({ where: { id: eventId, deadAt: { not: null } } }));

    expect(dead.processedAt).toBeNull();
    expect(await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: 0, logger })).toBe(0);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PENDING');
  });

  it('process an event the webhook could not queue once the sweeper finds it', async () => {
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });

    expect(await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: 0, logger })).toBe(1);
    await processed(eventId);

    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
    expect(await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: 0, logger })).toBe(0);
  });

  it('refresh the stats aggregate after a payment', async () => {
    await aBookingAtCheckout(db);
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });

    await queueRecordedEvent(db, queues.paymentEvents, eventId);

    const stats = await waitFor(() => db.statsAggregate.findFirst({ where: { id: 1, paidBookings: 1 } }));
    expect(stats.bookings).toBe(2);
  });

  // How soon the dashboard shows a write is a performance figure, measured by `npm run bench`.
  it('show a new booking in the stats once a refresh is requested', async () => {
    await aBookingAtCheckout(db);

    await requestStatsRefresh(queues.stats);

    const stats = await waitFor(() => db.statsAggregate.findFirst({ where: { id: 1, bookings: 1 } }));
    expect(stats.paidBookings).toBe(0);
  });

  it('refresh at most once a second however many refreshes are asked for, counting the last write', async () => {
    // Only the debounced refreshes are measured: the once-a-minute periodic refresh would land inside the window now
    // and then (about one run in fifteen), so its scheduler is removed first. A refresh the earlier tests asked for
    // must not land inside it either: drop what waits, let what runs end.
    await queues.stats.removeJobScheduler(`${REFRESH_STATS_JOB}-periodic`);
    await queues.stats.drain(true);
    await waitFor(async () => (await queues.stats.getActiveCount()) === 0 || null);
    const listener = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    const refreshes: number[] = [];
    listener.on('message', () => refreshes.push(Date.now()));
    await listener.subscribe(statsChannel());
    // Two and a half seconds of a booking and a refresh request every 20 ms, as a burst of payments asks.
    const burstEnds = Date.now() + 2_500;
    while (Date.now() < burstEnds) {
      await aBookingAtCheckout(db);
      await requestStatsRefresh(queues.stats);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const written = await db.booking.count();
    await waitFor(() => db.statsAggregate.findFirst({ where: { id: 1, bookings: written } }));
    await listener.quit();

    const gaps = refreshes.slice(1).map((at, i) => at - refreshes[i]);
    // The debounce is BullMQ's delay (1 s); a little slack for the publish and the listener's clock reading.
    expect(gaps.every((gap) => gap >= 900)).toBe(true);
    expect(refreshes.length).toBeLessThanOrEqual(5);
  });
});
