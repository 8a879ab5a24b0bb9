import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';

import underPressure from '@fastify/under-pressure';
import { englishMessage } from '@rihla/db/error-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from './context.ts';
import { AppError } from './errors.ts';

/**
 * Health and back-pressure (issue #17, docs/decisions/0018-scale-out.md), outside /api: no rate limit, and
 * logged only at warn, so an orchestrator's probe every few seconds writes nothing.
 * - GET /healthz: the process is up (liveness; the Dockerfile's HEALTHCHECK).
 * - GET /readyz: PostgreSQL answers SELECT 1, Redis answers PING and every migration of prisma/migrations is
 *   applied: 200, else 503 with which check failed (readiness: a load balancer sends no traffic until then).
 * - @fastify/under-pressure: past an event-loop delay or a heap size every other route answers 503 with
 *   Retry-After, so a swamped process sheds load instead of falling over; the health routes still answer.
 */

/** What a shed request is told (the health test compares it). */
export const BUSY = englishMessage('SERVER_BUSY');
/** Settings read from the environment (README, Configuration). */
const MAX_EVENT_LOOP_DELAY_MS = Number(process.env.MAX_EVENT_LOOP_DELAY_MS) || 1_000;
// Past ~90 % of V8's limit (--max-old-space-size) the GC runs nearly all the time and an OOM is close.
const MAX_HEAP_USED_BYTES =
  Number(process.env.MAX_HEAP_USED_MB) * 1024 * 1024 || Math.round(getHeapStatistics().heap_size_limit * 0.9);
const RETRY_AFTER_S = 5;
const CHECK_TIMEOUT_MS = 2_000;

/**
 * The options of a route the pressure guard never refuses, logged at warn only (probes and scrapes come every few
 * seconds). The health routes: a busy process is still alive, and its readiness says the truth. The metrics: a
 * swamped process's figures are what its operator needs to see then.
 */
export const NEVER_SHED = { logLevel: 'warn' as const, config: { pressureHandler: () => undefined } };

class ServerBusy extends AppError {
  constructor() {
    super(503, 'SERVER_BUSY', 'SERVER_BUSY', undefined, RETRY_AFTER_S);
  }
}

type Check = 'ok' | 'fail';
export type Readiness = { status: 'ok' | 'unavailable'; checks: { db: Check; redis: Check; migrations: Check } };

/** The migration folders shipped with this build: prisma/migrations, found up from this module (source or bundle). */
export function findMigrationsDir(from = path.dirname(fileURLToPath(import.meta.url))): string | null {
  for (let dir = from, up = 0; up < 6; dir = path.dirname(dir), up += 1) {
    const candidate = path.join(dir, 'prisma', 'migrations');
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

export function migrationNames(dir: string | null): string[] {
  if (!dir) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the three checks at once; `expected` are the migration names this build knows. */
export function readinessCheck(deps: Pick<AppDeps, 'db' | 'queues'>, expected: string[]) {
  // Applied migrations are never un-applied: once all were there, the check costs nothing more.
  let migrated = false;
  const migrations = async () => {
    if (migrated) return;
    if (expected.length === 0) throw new Error('no migration folder found next to this build');
    const rows = await deps.db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((row) => row.migration_name));
    const missing = expected.filter((name) => !applied.has(name));
    if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
    migrated = true;
  };
  return async (log?: FastifyRequest['log']): Promise<Readiness> => {
    const run = async (name: string, check: () => Promise<unknown>): Promise<Check> => {
      try {
        await withTimeout(check());
        return 'ok';
      } catch (err) {
        log?.warn({ err, check: name }, 'readiness check failed');
        return 'fail';
      }
    };
    const [db, redis, migrationsCheck] = await Promise.all([
      run('db', () => deps.db.$queryRaw`SELECT 1`),
      run('redis', () => deps.queues.ping()),
      run('migrations', migrations),
    ]);
    const checks = { db, redis, migrations: migrationsCheck };
    const ok = Object.values(checks).every((check) => check === 'ok');
    return { status: ok ? 'ok' : 'unavailable', checks };
  };
}

/** Health routes and the pressure guard; call before any other route so every route is guarded. */
export async function mountHealth(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'queues'>,
  { migrationsDir = findMigrationsDir() }: { migrationsDir?: string | null } = {},
): Promise<void> {
  const expected = migrationNames(migrationsDir);
  if (expected.length === 0) app.log.warn({ migrationsDir }, 'no migrations found: /readyz will answer 503');
  const ready = readinessCheck(deps, expected);

  await app.register(underPressure, {
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: MAX_HEAP_USED_BYTES,
    retryAfter: RETRY_AFTER_S,
    // Answered by the app's error handler like any AppError: 503 { error, reason: 'SERVER_BUSY' }, Retry-After.
    customError: ServerBusy,
  });

  app.get('/healthz', NEVER_SHED, () => ({ status: 'ok' }));
  app.get('/readyz', NEVER_SHED, async (request, reply) => {
    const readiness = await ready(request.log);
    return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness);
  });
}
