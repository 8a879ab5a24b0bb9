import type { PrismaClient } from '@rihla/db';

import { PAYMENT_EVENT_ATTEMPTS, type PaymentEventsQueue, queueRecordedEvent } from './jobs.ts';
import type { Logger } from './log.ts';

export type SweepOptions = {
  /** Leaves the webhook time to queue an event itself before the sweeper does. */
  olderThanMs: number;
  /** A queued event still unprocessed after this long may have lost its job (Redis flushed, worker killed). */
  requeueAfterMs?: number;
  logger: Logger;
  batchSize?: number;
};

/**
 * Queues recorded events that never reached Redis (it was down when the webhook ran), and requeues those
 * whose job is gone. Dead events (attempts spent) stay put until an admin replays them; one that spent its
 * attempts without the worker marking it (killed mid-failure) is marked dead here instead of requeued.
 * Returns how many it queued; with Redis down it logs and stops.
 */
export async function sweepUnqueuedEvents(
  db: PrismaClient,
  queue: PaymentEventsQueue,
  { olderThanMs, requeueAfterMs = 5 * 60_000, logger, batchSize = 500 }: SweepOptions,
): Promise<number> {
  // Both sides are instants (timestamptz against a Date), so the process's and the database's zones do not matter.
  const now = Date.now();
  const stale = { processedAt: null, deadAt: null, receivedAt: { lt: new Date(now - olderThanMs) } };
  const buried = await db.paymentEvent.updateMany({
    where: { ...stale, attempts: { gte: PAYMENT_EVENT_ATTEMPTS } },
    data: { deadAt: new Date(now) },
  });
  if (buried.count > 0)
    logger.error({ dead: buried.count }, 'payment events spent their attempts: marked dead for an admin to replay');

  const events = await db.paymentEvent.findMany({
    where: { ...stale, OR: [{ queuedAt: null }, { queuedAt: { lt: new Date(now - requeueAfterMs) } }] },
    orderBy: { receivedAt: 'asc' },
    take: batchSize,
    select: { id: true },
  });

  let queued = 0;
  for (const { id } of events) {
    try {
      await queueRecordedEvent(db, queue, id);
      queued += 1;
    } catch (err) {
      logger.warn(
        { err, eventId: id, queued },
        'sweep stopped at an event it could not queue (Redis unreachable?); the next sweep retries',
      );
      break;
    }
  }
  if (queued > 0) logger.info({ queued }, 'swept unqueued payment events onto the queue');
  return queued;
}
