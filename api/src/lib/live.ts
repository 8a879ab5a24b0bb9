import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { type createPublisher, createSubscriber } from '@rihla/worker/jobs';
import { createPubSub } from 'graphql-yoga';

type Logger = Parameters<typeof createPublisher>[0]['logger'];

/**
 * Live updates for GraphQL subscriptions (docs/decisions/0011): Yoga's pubsub on Redis pub/sub, so whichever
 * process changes a booking (the worker, any API process) reaches the subscribers of every API process. The
 * channel names and message shapes are the worker's (worker/src/jobs.ts).
 */
export type Live = {
  /** The messages of one channel; listening starts at the first next() and stops when the iterator returns. */
  subscribe(channel: string): AsyncIterableIterator<unknown>;
  /** Resolves once Redis confirmed every channel subscribed so far (the subscriber runs commands in order). */
  ready(): Promise<void>;
  close(): void;
};

/** Connects on the first subscription, so a process (or a test app) that serves none opens no subscriber. */
export function connectLive(publisher: ReturnType<typeof createPublisher>, logger: Logger): Live {
  let subscriber: ReturnType<typeof createSubscriber> | undefined;
  let pubsub: ReturnType<typeof createPubSub<Record<string, [unknown]>>> | undefined;
  const connect = () => {
    subscriber = createSubscriber({ logger });
    const eventTarget = createRedisEventTarget({ publishClient: publisher, subscribeClient: subscriber });
    return createPubSub<Record<string, [unknown]>>({ eventTarget });
  };
  return {
    subscribe: (channel) => (pubsub ??= connect()).subscribe(channel)[Symbol.asyncIterator](),
    ready: async () => void (await subscriber?.ping()),
    close: () => subscriber?.disconnect(),
  };
}
