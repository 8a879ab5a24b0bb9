/**
 * Statements built with `Prisma.sql` (same templates, same bound parameters), run either through Prisma or straight
 * on the node-postgres pool under it (`sqlPool`). The payment path uses the pool: Prisma's per-statement and
 * per-transaction cost was most of the worker's CPU per event (docs/decisions/0024-payment-throughput.md).
 */
import { createHash } from 'node:crypto';

import pg from 'pg';

import type { Prisma } from './generated/client/client.ts';

/** Runs one statement and answers its rows. */
export type SqlRunner = <T>(query: Prisma.Sql) => Promise<T[]>;

const TIMESTAMP_OID = 1114;
const INT8_OID = 20;

// Where node-postgres reads a value otherwise than Prisma's raw queries, it reads it as they do: a timestamp
// without time zone holds a UTC wall time (the sessions run in UTC, see createPool), not the process's local time,
// and an int8 is a bigint, never a rounded number.
const parseUtcTimestamp = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
const parseBigInt = (value: string) => BigInt(value);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === TIMESTAMP_OID) return parseUtcTimestamp;
    if (oid === INT8_OID) return parseBigInt;
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  }) as pg.CustomTypesConfig['getTypeParser'],
};

// A Date goes as its UTC instant: a timestamptz column reads the offset, a timestamp column keeps the UTC wall time
// (node-postgres would send the process's local time, which a timestamp column would keep as if it were UTC).
const parameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Prepared statements (docs/decisions/0025-prepared-statements.md). The payment path's statements are sent named,
 * so each connection parses and plans each of them once instead of per event. A name is derived from the text, so
 * no connection ever runs another statement under a name: behind a pooler that hands server connections from one
 * client to another, a name can be missing or taken there, never wrong. Off for a pool whose URL carries
 * `pgbouncer=true` (Prisma's flag for a transaction-pooling PgBouncer, which before 1.21 keeps no prepared
 * statement across transactions), and off for good on a pool once the server says a name is missing or taken (such
 * a pooler without the flag) or a statement was planned for another table shape (a migration under a live process).
 */
const unnamedPools = new WeakSet<pg.Pool>();

export function preparesStatements(pool: pg.Pool): boolean {
  return !unnamedPools.has(pool);
}

/** Whether `url` asks for no prepared statements (`?pgbouncer=true`). */
export function pooledThroughPgBouncer(url: string): boolean {
  try {
    return new URL(url).searchParams.get('pgbouncer') === 'true';
  } catch {
    return false;
  }
}

export function stopPreparingStatements(pool: pg.Pool): void {
  unnamedPools.add(pool);
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `rihla_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/** invalid_sql_statement_name (the name is not prepared there) and duplicate_prepared_statement. */
const LOST_STATEMENT_CODES = new Set(['26000', '42P05']);

function lostPreparedStatement(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return false;
  return (
    LOST_STATEMENT_CODES.has(code) ||
    (code === '0A000' && String(message).includes('cached plan must not change result type'))
  );
}

function runner(client: pg.Pool | pg.PoolClient, pool: pg.Pool, inTransaction: boolean): SqlRunner {
  return async <T>(query: Prisma.Sql) => {
    const values = query.values.map(parameter);
    const named = preparesStatements(pool);
    try {
      const name = named ? statementName(query.text) : undefined;
      const result = await client.query({ name, text: query.text, values, types });
      return result.rows as T[];
    } catch (error) {
      if (!named || !lostPreparedStatement(error)) throw error;
      stopPreparingStatements(pool);
      process.emitWarning(
        `PostgreSQL lost a prepared statement (${(error as Error).message}): prepared statements are now off for ` +
          'this pool. Behind a transaction-pooling PgBouncer, add ?pgbouncer=true to the database URL.',
        { code: 'RIHLA_PREPARED_STATEMENTS_OFF' },
      );
      // The statement did not run. Alone it is sent again, unnamed; in a transaction, which the error aborted, the
      // caller runs the whole transaction again (a payment event's job is retried).
      if (inTransaction) throw error;
      const result = await client.query({ text: query.text, values, types });
      return result.rows as T[];
    }
  };
}

/** A runner on a pool: each statement on any free connection, outside any transaction. */
export function runOn(pool: pg.Pool): SqlRunner {
  return runner(pool, pool, false);
}

/**
 * BEGIN, `work`, COMMIT on one connection; ROLLBACK and rethrow if `work` throws. A connection whose ROLLBACK
 * fails, or that was lost, is discarded, not returned to the pool. Each statement may take `statementTimeoutMs` at most, lock waits
 * included (set in BEGIN's own round trip), as Prisma's transactions were bounded (5 s).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (run: SqlRunner) => Promise<T>,
  { statementTimeoutMs = 5_000 } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection cut between two statements (the server restarted) is reported as an 'error' event, which would end
  // the process unheard: it is marked broken instead, and the next statement fails with it.
  const onLost = (err: Error) => (broken = err);
  client.on('error', onLost);
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
    const result = await work(runner(client, pool, true));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw err;
  } finally {
    client.off('error', onLost);
    client.release(broken);
  }
}
