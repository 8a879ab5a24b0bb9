/** Where the app's database lives unless DATABASE_URL says otherwise. */
export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/rihla';

export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** The read replica public catalogue reads may use (DATABASE_REPLICA_URL), or null to read the primary only. */
export function replicaDatabaseUrl(): string | null {
  return process.env.DATABASE_REPLICA_URL || null;
}

/** Connections per pool when DATABASE_POOL_SIZE is not set (node-postgres' own default). */
const DEFAULT_POOL_SIZE = 10;

/**
 * How many connections one pool of this process may open (DATABASE_POOL_SIZE): the budget every API and worker
 * process takes from PostgreSQL or PgBouncer (docs/decisions/0022-database-at-scale.md).
 */
export function databasePoolSize(): number {
  const given = process.env.DATABASE_POOL_SIZE;
  if (!given) return DEFAULT_POOL_SIZE;
  const size = Number(given);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a positive integer: ${given}`);
  return size;
}
