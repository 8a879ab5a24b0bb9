import { createPrismaClient, type PrismaClient } from '@rihla/db';

export type Db = PrismaClient;

let client: PrismaClient | undefined;

/** The process-wide Prisma client (one connection pool per process). */
export function db(): PrismaClient {
  client ??= createPrismaClient();
  return client;
}
