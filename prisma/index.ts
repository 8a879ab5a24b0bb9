import { PrismaPg } from '@prisma/adapter-pg';

import { databaseUrl } from './database-url.ts';
import { PrismaClient } from './generated/client/client.ts';

export { databaseUrl, DEFAULT_DATABASE_URL } from './database-url.ts';
export * from './generated/client/client.ts';
export { ensureDatabase, migrateDatabase } from './tools.ts';

export function createPrismaClient(url = databaseUrl()): PrismaClient {
  // The adapter sends Dates as UTC text without an offset and drops the offset of timestamptz it reads, so any
  // session zone but UTC (a server configured with `timezone = localtime`) shifts every instant by hours.
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, options: '-c TimeZone=UTC' }) });
}
