import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

import { databasePoolSize, databaseUrl } from './database-url.ts';
import { PrismaClient } from './generated/client/client.ts';

export { databasePoolSize, databaseUrl, DEFAULT_DATABASE_URL, replicaDatabaseUrl } from './database-url.ts';
export * from './generated/client/client.ts';
export { ensureDatabase, migrateDatabase } from './tools.ts';

/**
 * The driver adapter of every runtime client: one pool of at most `poolSize` connections. It holds no session state
 * a transaction-pooling PgBouncer would lose (docs/decisions/0022-database-at-scale.md): statements are unnamed,
 * locks are transaction-scoped, and the time zone is set with a plain SET, which PgBouncer tracks per client and
 * replays on whichever server connection serves it (it refuses the `options` startup parameter).
 */
export function createPrismaAdapter(url = databaseUrl(), poolSize = databasePoolSize()): PrismaPg {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // The adapter sends Dates as UTC text without an offset and drops the offset of timestamptz it reads, so any
  // session zone but UTC (a server configured with `timezone = localtime`) shifts every instant by hours. The SET is
  // queued on the new connection before the query it was opened for; should it fail, so does that query.
  pool.on('connect', (client) => void client.query("SET TimeZone = 'UTC'").catch(() => undefined));
  return new PrismaPg(pool, { disposeExternalPool: true });
}

export function createPrismaClient(url = databaseUrl(), poolSize = databasePoolSize()): PrismaClient {
  return new PrismaClient({ adapter: createPrismaAdapter(url, poolSize) });
}
