import { createPrismaClient } from '@rihla/db';

/** Empties every application table (not _prisma_migrations) so each test file starts clean. */
export async function resetDatabase(db = createPrismaClient()) {
  const rows = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (tables) await db.$executeRawUnsafe(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  return db;
}
