/**
 * A PostgreSQL restart (or a failover, an admin's pg_terminate_backend) cuts every connection at once (issue #28).
 * A cut connection must fail the work that was using it, never the process: node-postgres reports a connection
 * lost between two statements as an 'error' event, and an 'error' event nobody listens to ends the process.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { waitFor } from '../../test/wait.ts';
import { createPrismaClient, Prisma, sqlPool } from '../index.ts';
import { inTransaction } from '../sql.ts';

const db = createPrismaClient();
const admin = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
afterAll(async () => {
  await db.$disconnect();
  await admin.end();
});

const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);
/** Until the server has ended backend `pid`, then time for its end to reach this process over loopback. */
async function cut(pid: number) {
  await terminate(pid);
  await waitFor(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 0);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('a connection cut under a pool', () => {
  it('fails the transaction that held it, and the pool serves the next one on a new connection', async () => {
    const transaction = inTransaction(sqlPool(db), async (run) => {
      const [{ pid }] = await run<{ pid: number }>(Prisma.sql`SELECT pg_backend_pid() AS pid`);
      // Cut between two statements, as a restart does while the worker awaits something else.
      await cut(pid);
      await run(Prisma.sql`SELECT 1`);
    });

    await expect(transaction).rejects.toThrow(/terminat|Connection/i);
    const [{ one }] = await db.$queryRaw<{ one: number }[]>`SELECT 1 AS one`;
    expect(one).toBe(1);
  });

  it('drops an idle connection cut under it, before Prisma ever used the pool', async () => {
    const fresh = createPrismaClient();
    try {
      const pool = sqlPool(fresh);
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      client.release();

      await cut(rows[0].pid);

      expect(pool.totalCount).toBe(0);
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await fresh.$disconnect();
    }
  });
});
