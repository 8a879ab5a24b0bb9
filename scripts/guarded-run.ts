/**
 * What the proofs that start their own servers share (`npm run test:scale`, `npm run test:restarts`): what they
 * started is stopped once, last first, at the end of the run, on SIGINT/SIGTERM or past their time limit; their
 * logs are kept when the run failed (or when asked), else removed.
 */
import { rmSync } from 'node:fs';

import { log } from './lib.ts';

export type GuardedRun = {
  /** Stops one thing the run started; the last added runs first. */
  closers: (() => Promise<unknown> | void)[];
  /** Runs the closers once and keeps or removes the logs, by whether the run `failed()` at that moment. */
  cleanup: () => Promise<void>;
};

export function guardedRun({
  runDir,
  keepLogs,
  timeoutMs,
  failed,
}: {
  runDir: string;
  keepLogs: boolean;
  timeoutMs: number;
  failed: () => boolean;
}): GuardedRun {
  const closers: GuardedRun['closers'] = [];
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      for (const close of closers.reverse()) await Promise.resolve(close()).catch((e: unknown) => console.error(e));
      if (failed() || keepLogs) log(`logs kept in ${runDir}`);
      else rmSync(runDir, { recursive: true, force: true });
    })());
  const abort = (reason: string) => {
    console.error(`[rihla] ${reason}: stopping everything`);
    void cleanup().then(() => process.exit(1));
  };
  process.once('SIGINT', () => abort('interrupted'));
  process.once('SIGTERM', () => abort('terminated'));
  setTimeout(() => abort(`not done after ${timeoutMs / 60_000} minutes`), timeoutMs).unref();
  return { closers, cleanup };
}
