/**
 * The supervisor of `npm start` and `npm run dev`: runs long-lived children (api, worker, vite) together and
 * restarts one that exits, after a back-off, instead of stopping the product (issue #28: a worker that exited on
 * a PostgreSQL restart used to take the API down with it, and nothing came back).
 */
import { type ChildProcess, spawn } from 'node:child_process';

export type ChildSpec = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

export type BackOff = {
  /** The wait before the first restart; each restart in a row doubles it... */
  firstMs: number;
  /** ...up to this. */
  maxMs: number;
  /** A child that stayed up this long is healthy again: its next restart waits firstMs. */
  resetAfterMs: number;
};

export const BACK_OFF: BackOff = { firstMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };
// Children get this long to stop on SIGTERM; one still running then is killed, never left behind the supervisor.
const STOP_GRACE_MS = 5_000;

/** The wait before restarting a child that ran `upMs` after a previous wait of `previousMs` (0: none yet). */
export function restartDelay(previousMs: number, upMs: number, backOff: BackOff = BACK_OFF): number {
  if (previousMs === 0 || upMs >= backOff.resetAfterMs) return backOff.firstMs;
  return Math.min(previousMs * 2, backOff.maxMs);
}

export type Supervisor = {
  /** The running child of each name (undefined while it waits to restart). */
  child(name: string): ChildProcess | undefined;
  /** Stops every child (SIGTERM, then SIGKILL for one still running after the grace) and resolves once all exited. */
  stop(): Promise<void>;
};

/** Starts every child and keeps it running; `log` gets one line per exit and restart. */
export function superviseChildren(
  children: ChildSpec[],
  {
    log,
    cwd,
    backOff = BACK_OFF,
    resolveCommand = (command: string) => command,
    stopGraceMs = STOP_GRACE_MS,
  }: {
    log: (message: string) => void;
    cwd: string;
    backOff?: BackOff;
    resolveCommand?: (command: string) => string;
    stopGraceMs?: number;
  },
): Supervisor {
  const running = new Map<string, ChildProcess>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let stopping: Promise<void> | undefined;

  const start = (spec: ChildSpec, previousDelayMs: number) => {
    const startedAt = Date.now();
    const child = spawn(resolveCommand(spec.command), spec.args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...spec.env },
    });
    running.set(spec.name, child);
    child.on('exit', (code, signal) => {
      running.delete(spec.name);
      if (stopping) return;
      const delay = restartDelay(previousDelayMs, Date.now() - startedAt, backOff);
      log(`${spec.name} exited (${code ?? signal}); restarting it in ${delay / 1000} s`);
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (!stopping) start(spec, delay);
      }, delay);
      pendingRestarts.add(timer);
    });
  };

  const stop = () =>
    (stopping ??= (async () => {
      for (const timer of pendingRestarts) clearTimeout(timer);
      const children = [...running.values()];
      const exits = Promise.all(
        children.map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return exited;
        }),
      );
      const grace = new Promise((resolve) => setTimeout(resolve, stopGraceMs).unref());
      if ((await Promise.race([exits.then(() => 'exited'), grace])) === 'exited') return;
      // Past the grace (a worker whose Redis is gone can wait on it for long): an orphan would keep serving stale
      // code on its port, outside any supervisor.
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exits;
    })());

  for (const spec of children) start(spec, 0);
  return { child: (name) => running.get(name), stop };
}
