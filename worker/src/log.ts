import { type BaseLogger, type DestinationStream, pino } from 'pino';

import { traceLogFields } from './tracing.ts';

/** What the worker modules need from a logger; the API's Fastify logger (pino) fits too. */
export type Logger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** Lines inside a span carry its `trace_id`/`span_id` while tracing runs (start it first). Stdout unless told. */
export function createLogger(destination?: DestinationStream): BaseLogger {
  return pino({ name: 'rihla-worker', level: process.env.LOG_LEVEL || 'info', ...traceLogFields() }, destination);
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
