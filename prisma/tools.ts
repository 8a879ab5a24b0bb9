import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import pg from 'pg';
import { parse } from 'pg-connection-string';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Creates the database named in `url` if it does not exist yet (connecting to the `postgres` maintenance DB). */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { database, ...rest } = parse(url);
  if (!database) throw new Error(`DATABASE_URL has no database name: ${url}`);
  const admin = new pg.Client({
    ...rest,
    port: rest.port ? Number(rest.port) : undefined,
    database: 'postgres',
  } as pg.ClientConfig);
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
    await admin.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await admin.end();
  }
}

/** Applies committed migrations with the Prisma CLI (the JS engine path, see prisma.config.ts). */
export async function migrateDatabase(url: string): Promise<void> {
  await promisify(execFile)(path.join(here, '..', 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
    cwd: here,
    env: { ...process.env, DATABASE_URL: url },
  });
}
