import { readReplicas } from '@prisma/extension-read-replicas';
import { createPrismaClient, type PrismaClient, replicaDatabaseUrl } from '@rihla/db';

export type Db = PrismaClient;

let client: PrismaClient | undefined;

/** The process-wide Prisma client (one connection pool per process). */
export function db(): PrismaClient {
  client ??= createPrismaClient();
  return client;
}

/** What the public catalogue's loaders read (lib/catalog-cache.ts): its tables and nothing else. */
export type CatalogReader = Pick<
  Db,
  | 'package'
  | 'departure'
  | 'roomPrice'
  | 'trainingModule'
  | 'review'
  | 'transportMode'
  | 'serviceClass'
  | 'siteSettings'
>;

/**
 * The databases the public catalogue may read: always the primary, and with DATABASE_REPLICA_URL a client whose
 * reads go to the replica (Prisma's read-replicas extension) while anything written through it, and every read
 * inside a transaction, still goes to the primary. Only the catalogue's loaders use it: staff reads, checkout
 * and payment status read `db()`, the primary, which holds the write they must see.
 */
export type CatalogDatabases = {
  primary: CatalogReader;
  replica: CatalogReader | null;
  /** Closes the replica's pool (the primary's belongs to whoever made it). */
  close(): Promise<void>;
};

export function catalogDatabases(primary: Db, replicaUrl = replicaDatabaseUrl()): CatalogDatabases {
  if (!replicaUrl) return { primary, replica: null, close: () => Promise.resolve() };
  const replicaClient = createPrismaClient(replicaUrl);
  return {
    primary,
    // The extension adds client methods only ($primary, $replica), no model, result or query types: its delegates
    // take and answer exactly what the primary's do, which Prisma's generic types cannot see.
    replica: primary.$extends(readReplicas({ replicas: [replicaClient] })) as unknown as CatalogReader,
    close: () => replicaClient.$disconnect(),
  };
}
