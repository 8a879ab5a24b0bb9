import { createPrismaClient, ensureDatabase, Prisma, type PrismaClient, sqlPool } from '@rihla/db';
import { preparesStatements, runOn } from '@rihla/db/sql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type PgBouncer, startPgBouncer } from '../../scripts/pgbouncer.ts';
import { dropDatabase } from '../../scripts/throwaway.ts';

/**
 * The product's client through a PgBouncer in transaction pooling mode with fewer server connections than the
 * client has, so consecutive statements land on different server sessions (`npm run test:pgbouncer` runs the whole
 * suite through one; this file holds what only a small pool and an off-UTC server show).
 */
const server = process.env.TEST_DATABASE_SERVER!;
const database = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_bouncer`;

let bouncer: PgBouncer;
let db: PrismaClient;

beforeAll(async () => {
  await ensureDatabase(`${server}/${database}`);
  const admin = new pg.Client({ connectionString: `${server}/${database}` });
  await admin.connect();
  // An operator's server whose default zone is not UTC: every session PgBouncer opens starts in it.
  await admin.query(`ALTER DATABASE "${database}" SET TimeZone = 'Asia/Riyadh'`);
  await admin.end();
  bouncer = await startPgBouncer({ serverUrl: server, databases: [database], poolSize: 2 });
  db = createPrismaClient(bouncer.url(database), 6);
});

afterAll(async () => {
  await db.$disconnect();
  await bouncer.stop();
  await dropDatabase(server, database);
});

const sessions = () =>
  Promise.all(
    Array.from(
      { length: 12 },
      () => db.$queryRaw<{ zone: string; pid: number }[]>`
        SELECT current_setting('TimeZone') AS zone, pg_backend_pid() AS pid, pg_sleep(0.02)::text AS slept`,
    ),
  ).then((rows) => rows.map(([row]) => row));

describe('behind PgBouncer (transaction pooling)', () => {
  it('reads and writes instants in UTC on every server session it is given', async () => {
    // Another client leaves the shared server sessions in the server's zone: PgBouncer replays each client's own.
    const other = new pg.Pool({ connectionString: bouncer.url(database), max: 4 });
    const before = await Promise.all(
      [1, 2, 3, 4].map(() => other.query('SELECT current_setting($1) AS zone', ['TimeZone'])),
    );
    expect(new Set(before.map((r) => (r.rows[0] as { zone: string }).zone))).toEqual(new Set(['Asia/Riyadh']));
    await other.end();

    const seen = await sessions();
    expect(new Set(seen.map((row) => row.zone))).toEqual(new Set(['UTC']));
    expect(new Set(seen.map((row) => row.pid)).size).toBeLessThanOrEqual(2);
    const at = new Date('2026-05-26T06:30:00.000Z');
    const [echo] = await db.$queryRaw<{ at: Date; hour: number }[]>`
      SELECT ${at}::timestamptz AS at, extract(hour FROM ${at}::timestamptz)::int AS hour`;
    expect(echo).toEqual({ at, hour: 6 });
  });

  it('keeps each transaction on one server session, with its transaction-scoped lock and settings', async () => {
    const inside = await Promise.all(
      [1, 2, 3, 4].map((key) =>
        db.$transaction(async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(7140399, ${key}::int)`;
          await tx.$executeRaw`SET LOCAL lock_timeout = '150ms'`;
          const [first] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
          const [then] = await tx.$queryRaw<{ pid: number; timeout: string; locks: number }[]>`
            SELECT pg_backend_pid() AS pid, current_setting('lock_timeout') AS timeout,
              (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS locks`;
          return { first: first.pid, ...then };
        }),
      ),
    );
    for (const tx of inside) expect(tx).toEqual({ first: tx.pid, pid: tx.pid, timeout: '150ms', locks: 1 });
    // Nothing of a transaction outlives it on the session the next client is given.
    const [after] = await db.$queryRaw<{ timeout: string; locks: number }[]>`
      SELECT current_setting('lock_timeout') AS timeout,
        (SELECT count(*)::int FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE l.locktype = 'advisory' AND d.datname = current_database()) AS locks`;
    expect(after).toEqual({ timeout: '0', locks: 0 });
  });

  it('refuses the `options` startup parameter, which is why the client sets its zone with SET', async () => {
    const withOptions = new pg.Client({ connectionString: bouncer.url(database), options: '-c TimeZone=UTC' });
    await expect(withOptions.connect()).rejects.toThrow(/unsupported startup parameter: options/);
    await withOptions.end().catch(() => undefined);
  });

  it('with pgbouncer=true the payment path prepares nothing; without it, a lost statement turns them off', async () => {
    expect(new URL(bouncer.url(database)).searchParams.get('pgbouncer')).toBe('true');
    expect(preparesStatements(sqlPool(db))).toBe(false);

    const unflagged = createPrismaClient(bouncer.url(database).replace('?pgbouncer=true', ''), 1);
    const pool = sqlPool(unflagged);
    const holder = new pg.Client({ connectionString: bouncer.url(database) });
    try {
      const run = runOn(pool);
      expect(preparesStatements(pool)).toBe(true);
      expect(await run(Prisma.sql`SELECT ${1}::int AS n`)).toEqual([{ n: 1 }]);
      // PgBouncer lends the most recently used server session first: the holder's open transaction takes the one
      // the statement was prepared on, so the client's next statement is served by a session that never saw it.
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT 1');
      expect(await run(Prisma.sql`SELECT ${2}::int AS n`)).toEqual([{ n: 2 }]);
      expect(preparesStatements(pool)).toBe(false);
      expect(await run(Prisma.sql`SELECT ${3}::int AS n`)).toEqual([{ n: 3 }]);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end().catch(() => undefined);
      // Prisma never connected this client (only its pool was used), so its $disconnect would leave the pool open.
      await pool.end();
    }
  });
});
