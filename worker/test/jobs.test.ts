import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aBookingAtCheckout, newEventId, recordEvent } from '../../test/support/payment-events.ts';
import { NO_HANG_MS } from '../../test/wait.ts';
import {
  closeQueues,
  createQueues,
  enqueuePaymentEvent,
  paymentEventJobId,
  queueRecordedEvent,
  type Queues,
  REFRESH_STATS_JOB,
  requestStatsRefresh,
} from '../src/jobs.ts';
import { sweepUnqueuedEvents } from '../src/sweeper.ts';
import { logger } from './helpers.ts';

// Nothing listens on port 1: stands for Redis being down.
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

const db = createPrismaClient();
let queues: Queues;

beforeAll(() => {
  queues = createQueues({ logger });
});
beforeEach(() => resetDatabase(db));
afterAll(async () => {
  // The test prefix is this run's own: leave nothing of it in Redis.
  await Promise.all(Object.values(queues).map((queue) => queue.obliterate({ force: true })));
  await closeQueues(queues);
  await db.$disconnect();
});

/** Queues pointing at a Redis that is not there, as the API sees them during an outage. */
function unreachableQueues(): Queues {
  const previous = process.env.REDIS_URL;
  process.env.REDIS_URL = UNREACHABLE_REDIS;
  try {
    return createQueues({ logger });
  } finally {
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  }
}

describe('paymentEventJobId', () => {
  it('keeps Stripe event ids as they are', () => {
    expect(paymentEventJobId('evt_3PqRsT2eZvKYlo2C1a2b3c4d')).toBe('evt_3PqRsT2eZvKYlo2C1a2b3c4d');
  });

  it('encodes ids BullMQ would reject, without making two ids collide', () => {
    const colon = paymentEventJobId('demo:1');
    const integer = paymentEventJobId('12345');
    expect(colon).not.toContain(':');
    expect(integer).not.toMatch(/^\d+$/);
    expect(new Set([colon, integer, paymentEventJobId('demo_1'), paymentEventJobId('demo:2')]).size).toBe(4);
  });
});

describe('enqueuePaymentEvent', () => {
  it('adds one job however often the same event is enqueued', async () => {
    const eventId = newEventId('enqueue_twice');

    await Promise.all(Array.from({ length: 5 }, () => enqueuePaymentEvent(queues.paymentEvents, eventId)));

    const jobs = await queues.paymentEvents.getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(jobs.filter((job) => job.data.eventId === eventId)).toHaveLength(1);
  });

  it('fails fast instead of hanging the webhook when Redis is down', async () => {
    const down = unreachableQueues();
    const started = Date.now();

    await expect(enqueuePaymentEvent(down.paymentEvents, newEventId('redis_down'))).rejects.toThrow();

    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
    await closeQueues(down);
  });
});

describe('queueRecordedEvent and the sweeper while Redis is down', () => {
  it('leave the event recorded and unqueued for a later sweep', async () => {
    const down = unreachableQueues();
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });

    await expect(queueRecordedEvent(db, down.paymentEvents, eventId)).rejects.toThrow();
    expect(await sweepUnqueuedEvents(db, down.paymentEvents, { olderThanMs: 0, logger })).toBe(0);

    expect(await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } })).toMatchObject({
      queuedAt: null,
      processedAt: null,
    });
    await closeQueues(down);
  });
});

describe('requestStatsRefresh', () => {
  it('coalesces a burst of requests into one pending refresh', async () => {
    const pendingRefreshes = async () =>
      (await queues.stats.getJobs(['delayed', 'waiting'])).filter(
        // Jobs of the periodic scheduler (if a worker ever ran on this prefix) are not ours to count.
        (job) => job.name === REFRESH_STATS_JOB && !job.repeatJobKey && !job.id?.startsWith('repeat:'),
      );

    await Promise.all(Array.from({ length: 100 }, () => requestStatsRefresh(queues.stats)));

    expect(await pendingRefreshes()).toHaveLength(1);
  });
});
