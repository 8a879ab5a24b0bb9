import { hash, verify } from '@node-rs/argon2';

import { passwordHashingConcurrency } from '../../config.ts';
import { AppError } from '../errors.ts';

// @node-rs/argon2 hashes with argon2id by default; OWASP's baseline cost (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Each hash costs 19 MiB and a core for ~50 ms: a burst of sign-ins must not pile up unbounded memory and
// starve every other request. A short queue absorbs ordinary bursts; beyond it the caller is told to retry.
const MAX_WAITING = 32;

const serverBusy = () => new AppError(503, 'SERVER_BUSY', 'SERVER_BUSY');

/** Runs at most `concurrency` tasks at once with at most `maxWaiting` queued; refuses the rest at once. */
function boundedRunner(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw serverBusy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never dips and lets a newcomer jump the queue.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const runHashing = boundedRunner(passwordHashingConcurrency(), MAX_WAITING);

export const hashPassword = (password: string) => runHashing(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return runHashing(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Verifying against a throwaway hash keeps "unknown email" as slow as "wrong password". */
let decoy: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hash('decoy-password-for-timing', OPTIONS);
  await verifyPassword(await decoy, password);
}
