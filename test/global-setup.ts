/**
 * Gives the server tests their own database and queue namespace, never the `npm start` ones:
 * a fresh `rihla_test_<run>` database migrated with the committed migrations, dropped afterwards.
 * With TEST_PGBOUNCER=1 (`npm run test:pgbouncer`) the tests reach it through a PgBouncer in transaction pooling
 * mode started here; migrations still go direct, as a deploy's would.
 */
import { randomBytes } from 'node:crypto';

import { ensureDatabase, migrateDatabase } from '@rihla/db';

import { startPgBouncer } from '../scripts/pgbouncer.ts';
import { dropDatabase } from '../scripts/throwaway.ts';

export default async function setup() {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `rihla_test_${run}`;
  const base = process.env.TEST_DATABASE_SERVER || 'postgresql://postgres@127.0.0.1:5432';
  const url = `${base}/${database}`;
  await ensureDatabase(url);
  await migrateDatabase(url);
  const bouncer = process.env.TEST_PGBOUNCER ? await startPgBouncer({ serverUrl: base, databases: [database] }) : null;
  process.env.DATABASE_URL = bouncer?.url(database) ?? url;
  // Tests that need a database of their own (a replica, a PgBouncer of their own) make it on this server.
  process.env.TEST_DATABASE_SERVER = base;
  process.env.QUEUE_PREFIX = `rihla-test-${run}`;
  process.env.NODE_ENV = 'test';
  process.env.JWT_SECRET ||= 'test-secret-that-is-long-enough-for-hs256';
  // Passport numbers are sealed with this run's own key: no test reads or writes the development key file.
  process.env.TRAVELLER_DATA_KEYS ||= `test:${randomBytes(32).toString('base64')}`;
  process.env.UPLOAD_DIR = `/tmp/rihla-test-uploads-${run}`;

  return async () => {
    await bouncer?.stop();
    if (process.env.KEEP_TEST_DB) return;
    await dropDatabase(base, database);
  };
}
