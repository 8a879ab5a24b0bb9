import {
  closeQueues,
  createQueues,
  queueRecordedEvent,
  type Queues as WorkerQueues,
  requestStatsRefresh,
  scheduleHoldExpiry,
} from '@rihla/worker/jobs';

import type { Db } from './db.ts';

type Logger = Parameters<typeof createQueues>[0]['logger'];

/** The API's side of the worker's queues (job definitions are owned by worker/src/jobs.ts). */
export type Queues = {
  /** Queues a recorded payment event and stamps it queued; rejects (row untouched) when Redis is down. */
  queueRecordedEvent(db: Db, eventId: string): Promise<void>;
  requestStatsRefresh(): Promise<void>;
  /** Expires a trip booking's unpaid seat hold at `at`; rejects within a short bound when Redis is down. */
  scheduleHoldExpiry(customBookingId: number, at: Date): Promise<void>;
  /** The BullMQ queues, for the bull-board dashboard. */
  all(): WorkerQueues[keyof WorkerQueues][];
  close(): Promise<void>;
};

export function connectQueues(logger: Logger): Queues {
  const queues = createQueues({ logger });
  return {
    queueRecordedEvent: (db, eventId) => queueRecordedEvent(db, queues.paymentEvents, eventId),
    requestStatsRefresh: () => requestStatsRefresh(queues.stats),
    scheduleHoldExpiry: (customBookingId, at) => scheduleHoldExpiry(queues.holds, customBookingId, at),
    all: () => Object.values(queues),
    close: () => closeQueues(queues),
  };
}
