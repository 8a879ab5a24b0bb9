import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client/client.ts';
import { databaseUrl } from './database-url.ts';

export * from './generated/client/client.ts';
export { databaseUrl, DEFAULT_DATABASE_URL } from './database-url.ts';
export { ensureDatabase, migrateDatabase } from './tools.ts';

export function createPrismaClient(url = databaseUrl()): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}
