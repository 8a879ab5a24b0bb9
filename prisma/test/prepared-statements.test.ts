import type pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createPrismaClient, Prisma, sqlPool } from '../index.ts';
import { inTransaction, preparesStatements, runOn } from '../sql.ts';

/**
 * The payment path's statements are prepared once per connection (prisma/sql.ts). Straight to PostgreSQL here, as
 * the server suite's PgBouncer run (TEST_PGBOUNCER) would hide it: api/test/pgbouncer.test.ts covers the pooler.
 */
const server = process.env.TEST_DATABASE_SERVER!;
const databaseName = new URL(process.env.DATABASE_URL!).pathname.slice(1);
const direct = `${server}/${databaseName}`;

const pools: pg.Pool[] = [];
/** A client's pool of one connection, so every statement of a test runs on the same server session. */
function oneConnection(url = direct): pg.Pool {
  const pool = sqlPool(createPrismaClient(url, 1));
  pools.push(pool);
  return pool;
}

type Prepared = { name: string; executions: number };
const prepared = async (pool: pg.Pool) =>
  (
    await pool.query<Prepared>(
      `SELECT name, (generic_plans + custom_plans)::int AS executions FROM pg_prepared_statements
       WHERE name LIKE 'rihla\\_%' ORDER BY name`,
    )
  ).rows;

const warnings: string[] = [];
const onWarning = (warning: Error & { code?: string }) => {
  if (warning.code === 'RIHLA_PREPARED_STATEMENTS_OFF') warnings.push(warning.message);
};
beforeEach(() => {
  warnings.length = 0;
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});
// Prisma never connects these clients (only their pools are used), so their $disconnect would leave the pools open.
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('prepared statements on the payment path', () => {
  it('prepares a statement once per connection and runs it again by name, whatever the values', async () => {
    const pool = oneConnection();
    const run = runOn(pool);
    expect(await run(Prisma.sql`SELECT ${1}::int AS n, ${'a'}::text AS s`)).toEqual([{ n: 1, s: 'a' }]);
    expect(await run(Prisma.sql`SELECT ${2}::int AS n, ${'b'}::text AS s`)).toEqual([{ n: 2, s: 'b' }]);
    await inTransaction(pool, async (tx) => {
      expect(await tx(Prisma.sql`SELECT ${3}::int AS n, ${'c'}::text AS s`)).toEqual([{ n: 3, s: 'c' }]);
    });
    const statements = await prepared(pool);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ name: expect.stringMatching(/^rihla_[0-9a-f]{32}$/), executions: 3 });
    expect(preparesStatements(pool)).toBe(true);
  });

  it('prepares nothing for a database URL with pgbouncer=true', async () => {
    const pool = oneConnection(`${direct}?pgbouncer=true`);
    expect(await runOn(pool)(Prisma.sql`SELECT ${7}::int AS n`)).toEqual([{ n: 7 }]);
    expect(await prepared(pool)).toEqual([]);
    expect(preparesStatements(pool)).toBe(false);
  });

  it('a statement the server lost is sent again unnamed, and the pool prepares no more', async () => {
    const pool = oneConnection();
    const run = runOn(pool);
    await run(Prisma.sql`SELECT ${1}::int AS n`);
    // What a pooler handing this client another server session looks like: the name is gone there.
    await pool.query('DEALLOCATE ALL');
    expect(await run(Prisma.sql`SELECT ${2}::int AS n`)).toEqual([{ n: 2 }]);
    expect(preparesStatements(pool)).toBe(false);
    await run(Prisma.sql`SELECT ${3}::int AS other`);
    expect(await prepared(pool)).toEqual([]);
    await settle();
    expect(warnings).toEqual([expect.stringContaining('add ?pgbouncer=true to the database URL')]);
  });

  it('in a transaction the lost statement fails it whole, rolled back, and the next attempt runs unnamed', async () => {
    const pool = oneConnection();
    await pool.query('CREATE TEMP TABLE prepared_probe (n int)');
    const write = (n: number) =>
      inTransaction(pool, async (tx) => {
        await tx(Prisma.sql`INSERT INTO prepared_probe (n) VALUES (${n})`);
        await tx(Prisma.sql`SELECT count(*)::int AS rows FROM prepared_probe WHERE n >= ${0}`);
      });
    await write(1);
    await pool.query('DEALLOCATE ALL');
    await expect(write(2)).rejects.toMatchObject({ code: '26000' });
    expect(preparesStatements(pool)).toBe(false);
    await write(3);
    const rows = await pool.query<{ n: number }>('SELECT n FROM prepared_probe ORDER BY n');
    expect(rows.rows.map((row) => row.n)).toEqual([1, 3]);
  });
});
