import type { Logger } from './log.ts';

/**
 * The job schedulers of the periodic jobs (sweeps, stats refresh). A scheduler lives only in Redis: a Redis restarted
 * empty, or failed over to a replica that had not caught up, forgets them, and nothing would run the sweeps again
 * until a worker restarts (issue #28). So every scheduler is upserted through here and asserted again: whenever the
 * connection to Redis is ready again, and every REASSERT_EVERY_MS as a safety net (a FLUSHALL, or a failover behind
 * a proxy, need not drop the connection). Upserting a scheduler by its id is idempotent: one job per slot, however
 * often and by however many workers (docs/decisions/0018-scale-out.md).
 */
export const REASSERT_EVERY_MS = 60_000;
const TRIES_AFTER_RECONNECT = 10;
const RETRY_AFTER_RECONNECT_MS = 1_000;

export class JobSchedulers {
  private readonly upserts: (() => Promise<unknown>)[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly logger: Logger) {}

  /** Upserts a scheduler now, and again on every re-assertion. */
  async add(upsert: () => Promise<unknown>): Promise<void> {
    this.upserts.push(upsert);
    await upsert();
  }

  async reassert(): Promise<void> {
    await Promise.all(this.upserts.map((upsert) => upsert()));
  }

  /**
   * Re-asserts whenever one of `connections` is ready again (ioredis reconnected), and every `everyMs`. After a
   * reconnect the queues' own connections may still be on their way back: a failed try is repeated every second a
   * few times, then left to the next period. Failures are logged.
   */
  keepAsserted(connections: { on(event: 'ready', listener: () => void): unknown }[], everyMs = REASSERT_EVERY_MS) {
    let asserting: Promise<void> | undefined;
    const reassert = (why: string, tries: number) =>
      (asserting ??= (async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            await this.reassert();
            this.logger.debug({ why, schedulers: this.upserts.length }, 'job schedulers asserted');
            return;
          } catch (err) {
            if (attempt >= tries) {
              this.logger.warn({ err, why }, 'job schedulers not asserted; the next period tries again');
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_RECONNECT_MS));
          }
        }
      })().finally(() => (asserting = undefined)));
    for (const connection of connections)
      connection.on('ready', () => {
        this.logger.info('Redis connection ready again: asserting the job schedulers');
        void reassert('reconnected', TRIES_AFTER_RECONNECT);
      });
    this.timer = setInterval(() => void reassert('periodic', 1), everyMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }
}
