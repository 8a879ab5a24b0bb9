/**
 * Throwaway resources of test and bench runs (their own database, Redis prefix and port), made and cleared the
 * same way by every harness: vitest's global setups, the attack suite, Playwright and the bench.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

import { Redis } from 'ioredis';
import pg from 'pg';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A copy of a migrated database (PostgreSQL copies the template's files: far faster than migrating again). */
export async function copyDatabase(server: string, template: string, database: string) {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${ident(database)} TEMPLATE ${ident(template)}`);
  } finally {
    await admin.end();
  }
}

/** Drops a run's database; FORCE ends the connections a stopped product may have left. */
export async function dropDatabase(server: string, database: string) {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${ident(database)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Deletes every key under a run's queue prefix (queues, limits, cache channels' state). */
export async function deleteRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A port nothing listens on right now, for a product started by a harness. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Stops a product started detached as `tsx scripts/start.ts` (its own process group): SIGTERM, up to `timeoutMs` for
 * it to exit, then the whole group whatever happened. tsx SIGKILLs its child (the supervisor) when the child does not
 * acknowledge a relayed signal within 30 ms, as on a loaded machine, and the API and worker would then outlive the
 * run (found serving on their ports long after a clean-clone run).
 */
export async function stopProductGroup(product: ChildProcess | undefined, timeoutMs: number) {
  if (product?.pid === undefined) return;
  if (product.exitCode === null && product.signalCode === null) {
    const exited = new Promise((resolve) => product.once('exit', resolve));
    product.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  }
  try {
    process.kill(-product.pid, 'SIGKILL');
  } catch {
    // ESRCH: every process of the group has exited.
  }
}
