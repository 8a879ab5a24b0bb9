import {
  addPaymentEvent,
  type BookingStatusMessage,
  closeQueues,
  createPublisher,
  createQueues,
  enqueueEmail,
  type HeldBooking,
  publishBookingStatus,
  queueRecordedEvent,
  type Queues as WorkerQueues,
  requestStatsRefresh,
  scheduleHoldExpiry,
} from '@rihla/worker/jobs';

import type { Db } from './db.ts';
import { connectLive, type Live } from './live.ts';

type Logger = Parameters<typeof createQueues>[0]['logger'];

/** The API's side of the worker's queues (job definitions are owned by worker/src/jobs.ts). */
export type Queues = {
  /**
   * Queues a recorded payment event; rejects (row untouched) when Redis is down. `fresh`: the webhook has just
   * inserted it, already stamped queued, so one plain add is enough; otherwise its failed job is retried and the
   * row stamped queued. `reqId`: the request's id, carried by the job into the worker's log lines.
   */
  queueRecordedEvent(db: Db, eventId: string, options?: { fresh?: boolean; reqId?: string }): Promise<void>;
  requestStatsRefresh(): Promise<void>;
  /** Wakes the email sender for an outbox row in `delayMs` (lib/outbox.ts); rejects when Redis is down. */
  wakeEmailSender(emailId: number, delayMs: number): Promise<void>;
  /** Expires a booking's unpaid seat hold at `at`; rejects within a short bound when Redis is down. */
  scheduleHoldExpiry(hold: HeldBooking, at: Date): Promise<void>;
  /** Tells live subscribers (`bookingStatusChanged`) that a booking changed status; best effort. */
  publishBookingStatus(message: BookingStatusMessage): Promise<void>;
  /** The Redis pub/sub side of GraphQL subscriptions. */
  live: Live;
  /** Resolves when Redis answers PING (readiness, lib/health.ts); rejects at once while it is unreachable. */
  ping(): Promise<void>;
  /** The BullMQ queues, for the bull-board dashboard. */
  all(): WorkerQueues[keyof WorkerQueues][];
  close(): Promise<void>;
};

export function connectQueues(logger: Logger): Queues {
  const queues = createQueues({ logger });
  const publisher = createPublisher({ logger });
  const live = connectLive(publisher, logger);
  return {
    queueRecordedEvent: (db, eventId, options) =>
      options?.fresh
        ? addPaymentEvent(queues.paymentEvents, eventId, options.reqId)
        : queueRecordedEvent(db, queues.paymentEvents, eventId, options?.reqId),
    requestStatsRefresh: () => requestStatsRefresh(queues.stats),
    wakeEmailSender: (emailId, delayMs) => enqueueEmail(queues.emails, emailId, delayMs),
    scheduleHoldExpiry: (hold, at) => scheduleHoldExpiry(queues.holds, hold, at),
    publishBookingStatus: (message) => publishBookingStatus(publisher, message),
    live,
    ping: async () => {
      await publisher.ping();
    },
    all: () => Object.values(queues),
    close: async () => {
      await closeQueues(queues);
      live.close();
      publisher.disconnect();
    },
  };
}
