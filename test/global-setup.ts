/**
 * Gives the server tests their own database and queue namespace, never the `npm start` ones:
 * a fresh `rihla_test_<run>` database migrated with the committed migrations, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';

import { ensureDatabase, migrateDatabase } from '@rihla/db';

import { dropDatabase } from '../scripts/throwaway.ts';

export default async function setup() {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `rihla_test_${run}`;
  const base = process.env.TEST_DATABASE_SERVER || 'postgresql://postgres@127.0.0.1:5432';
  const url = `${base}/${database}`;
  await ensureDatabase(url);
  await migrateDatabase(url);
  process.env.DATABASE_URL = url;
  process.env.QUEUE_PREFIX = `rihla-test-${run}`;
  process.env.NODE_ENV = 'test';
  process.env.JWT_SECRET ||= 'test-secret-that-is-long-enough-for-hs256';
  // Passport numbers are sealed with this run's own key: no test reads or writes the development key file.
  process.env.TRAVELLER_DATA_KEYS ||= `test:${randomBytes(32).toString('base64')}`;
  process.env.UPLOAD_DIR = `/tmp/rihla-test-uploads-${run}`;

  return async () => {
    if (process.env.KEEP_TEST_DB) return;
    await dropDatabase(base, database);
  };
}
