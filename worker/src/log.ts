import { type BaseLogger, pino } from 'pino';

/** What the worker modules need from a logger; the API's Fastify logger (pino) fits too. */
export type Logger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export function createLogger(): BaseLogger {
  return pino({ name: 'rihla-worker', level: process.env.LOG_LEVEL || 'info' });
}

/** Redis outages raise an error per reconnect attempt (about one a second); one line per interval is enough. */
export function throttled<A extends unknown[]>(intervalMs: number, log: (...args: A) => void): (...args: A) => void {
  let last = -Infinity;
  return (...args) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    log(...args);
  };
}
