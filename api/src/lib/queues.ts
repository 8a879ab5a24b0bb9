import {
  closeQueues,
  createQueues,
  enqueuePaymentEvent,
  requestStatsRefresh,
  type Queues as WorkerQueues,
} from '@rihla/worker/jobs';

type Logger = Parameters<typeof createQueues>[0]['logger'];

/** The API's side of the worker's queues (job definitions are owned by worker/src/jobs.ts). */
export type Queues = {
  enqueuePaymentEvent(eventId: string): Promise<void>;
  requestStatsRefresh(): Promise<void>;
  /** The BullMQ queues, for the bull-board dashboard. */
  all(): WorkerQueues[keyof WorkerQueues][];
  close(): Promise<void>;
};

export function connectQueues(logger: Logger): Queues {
  const queues = createQueues({ logger });
  return {
    enqueuePaymentEvent: (eventId) => enqueuePaymentEvent(queues.paymentEvents, eventId),
    requestStatsRefresh: () => requestStatsRefresh(queues.stats),
    all: () => Object.values(queues),
    close: () => closeQueues(queues),
  };
}
