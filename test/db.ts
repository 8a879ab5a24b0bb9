import { createPrismaClient } from '@rihla/db';

const DEADLOCK = '40P01';

/**
 * Empties every application table (not _prisma_migrations) so each test file starts clean. TRUNCATE locks every
 * table at once; a job still finishing from the test before (a hold expiring on real Redis) can lock two of them in
 * the other order, and PostgreSQL then aborts one side as a deadlock: the emptying is tried again.
 */
export async function resetDatabase(db = createPrismaClient()) {
  const rows = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (!tables) return db;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.$executeRawUnsafe(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
      return db;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes(DEADLOCK)) throw error;
    }
  }
}
