/**
 * Gives the server tests their own databases and queue namespaces, never the `npm start` ones: a fresh
 * `rihla_test_<run>` database migrated with the committed migrations, then one copy of it per vitest worker
 * (`CREATE DATABASE ... TEMPLATE`, a file copy), all dropped afterwards. Each worker takes its own database, queue
 * prefix and upload folder in test/worker-env.ts, so files run in parallel without seeing each other's rows or jobs.
 * With TEST_PGBOUNCER=1 (`npm run test:pgbouncer`) the tests reach their databases through a PgBouncer in
 * transaction pooling mode started here; migrations still go direct, as a deploy's would.
 */
import { randomBytes } from 'node:crypto';

import { ensureDatabase, migrateDatabase } from '@rihla/db';
import type { TestProject } from 'vitest/node';

import { startPgBouncer } from '../scripts/pgbouncer.ts';
import { copyDatabase, dropDatabase } from '../scripts/throwaway.ts';
import { WORKER_ENVS, type WorkerEnv } from './worker-env.ts';

export default async function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `rihla_test_${run}`;
  const base = process.env.TEST_DATABASE_SERVER || 'postgresql://postgres@127.0.0.1:5432';
  await ensureDatabase(`${base}/${template}`);
  await migrateDatabase(`${base}/${template}`);
  const workers = Math.max(1, project.config.maxWorkers);
  const databases = Array.from({ length: workers }, (_, i) => `${template}_w${i + 1}`);
  for (const database of databases) await copyDatabase(base, template, database);
  const bouncer = process.env.TEST_PGBOUNCER ? await startPgBouncer({ serverUrl: base, databases }) : null;

  const envs: WorkerEnv[] = databases.map((database, i) => ({
    DATABASE_URL: bouncer?.url(database) ?? `${base}/${database}`,
    QUEUE_PREFIX: `rihla-test-${run}-w${i + 1}`,
    UPLOAD_DIR: `/tmp/rihla-test-uploads-${run}-w${i + 1}`,
  }));
  process.env[WORKER_ENVS] = JSON.stringify(envs);
  // Tests that need a database of their own (a replica, a PgBouncer of their own) make it on this server.
  process.env.TEST_DATABASE_SERVER = base;
  process.env.NODE_ENV = 'test';
  process.env.JWT_SECRET ||= 'test-secret-that-is-long-enough-for-hs256';
  // Passport numbers are sealed with this run's own key: no test reads or writes the development key file.
  process.env.TRAVELLER_DATA_KEYS ||= `test:${randomBytes(32).toString('base64')}`;

  return async () => {
    await bouncer?.stop();
    if (process.env.KEEP_TEST_DB) return;
    for (const database of [...databases, template]) await dropDatabase(base, database);
  };
}
