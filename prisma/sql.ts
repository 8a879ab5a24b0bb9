/**
 * Statements built with `Prisma.sql` (same templates, same bound parameters), run either through Prisma or straight
 * on the node-postgres pool under it (`sqlPool`). The payment path uses the pool: Prisma's per-statement and
 * per-transaction cost was most of the worker's CPU per event (docs/decisions/0024-payment-throughput.md).
 */
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

/** A runner on a pool (each statement on any free connection) or on one checked-out connection. */
export function runOn(client: pg.Pool | pg.PoolClient): SqlRunner {
  return async <T>(query: Prisma.Sql) => {
    const result = await client.query({ text: query.text, values: query.values.map(parameter), types });
    return result.rows as T[];
  };
}

/**
 * BEGIN, `work`, COMMIT on one connection; ROLLBACK and rethrow if `work` throws. A connection whose ROLLBACK
 * fails is discarded, not returned to the pool. Each statement may take `statementTimeoutMs` at most, lock waits
 * included (set in BEGIN's own round trip), as Prisma's transactions were bounded (5 s).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (run: SqlRunner) => Promise<T>,
  { statementTimeoutMs = 5_000 } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
    const result = await work(runOn(client));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw err;
  } finally {
    client.release(broken);
  }
}
