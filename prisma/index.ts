import { PrismaPg } from '@prisma/adapter-pg';
import type { ITXClientDenyList } from '@prisma/client/runtime/client';
import pg from 'pg';

import { databasePoolSize, databaseUrl } from './database-url.ts';
import { type Prisma, PrismaClient as GeneratedClient } from './generated/client/client.ts';
import { pooledThroughPgBouncer, stopPreparingStatements } from './sql.ts';

export { databasePoolSize, databaseUrl, DEFAULT_DATABASE_URL, replicaDatabaseUrl } from './database-url.ts';
export * from './generated/client/client.ts';
export { ensureDatabase, migrateDatabase } from './tools.ts';

/**
 * The driver adapter of every runtime client: one pool of at most `poolSize` connections. It holds no session state
 * a transaction-pooling PgBouncer would lose (docs/decisions/0022-database-at-scale.md): Prisma's statements are
 * unnamed, the payment path's too with `?pgbouncer=true` in the URL (./sql.ts), locks are transaction-scoped, and
 * the time zone is set with a plain SET, which PgBouncer tracks per client and replays on whichever server
 * connection serves it (it refuses the `options` startup parameter).
 */
export function createPrismaAdapter(url = databaseUrl(), poolSize = databasePoolSize()): PrismaPg {
  return new PrismaPg(createPool(url, poolSize), { disposeExternalPool: true });
}

/**
 * Connections a pool keeps open however long they sit idle. node-postgres closes an idle one after 10 s, and the API
 * serves its catalogue from a cache: after a quiet spell (or 20 s of catalogue traffic) the next webhook opened a
 * new connection first, 16-23 ms instead of ~3 (`npm run bench`, docs/decisions/0025).
 */
const WARM_CONNECTIONS = 2;

function createPool(url: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: Math.min(WARM_CONNECTIONS, poolSize) });
  // The adapter sends Dates as UTC text without an offset and drops the offset of timestamptz it reads, so any
  // session zone but UTC (a server configured with `timezone = localtime`) shifts every instant by hours. The SET is
  // queued on the new connection before the query it was opened for; should it fail, so does that query.
  pool.on('connect', (client) => void client.query("SET TimeZone = 'UTC'").catch(() => undefined));
  // An idle connection cut by the server (a restart, a failover) is dropped by the pool, which reports it as an
  // 'error' event: unheard, that event ends the process (Prisma listens only once it has connected). Nothing is lost
  // with it: the next query opens a new connection, and a query that cannot fails for its caller, who logs it.
  pool.on('error', () => undefined);
  if (pooledThroughPgBouncer(url)) stopPreparingStatements(pool);
  return pool;
}

/**
 * Columns that hold the hash of a secret (a booking link, a password, a reset or newsletter link) or of a client (the
 * keyed hash of the address that holds seats). Every client leaves them out of every answer unless a query asks for
 * one by name (`select`, or `omit: { x: false }`), so no list, detail or include can hand one out by accident (issue
 * #28). Checked by api/test/secret-columns.test.ts.
 */
export const SECRET_COLUMNS = {
  booking: { accessTokenHash: true, mailedAccessTokenHash: true, holdClientKey: true },
  tripBooking: { accessTokenHash: true, holdClientKey: true },
  user: { passwordHash: true },
  passwordReset: { tokenHash: true },
  twoFactor: { secretEnc: true },
  recoveryCode: { codeHash: true },
  signInChallenge: { tokenHash: true },
  bookingClaimLink: { tokenHash: true },
  newsletterSubscriber: { confirmTokenHash: true, unsubscribeTokenHash: true },
} as const satisfies Prisma.GlobalOmitConfig;

/** Per model (the client's lower-camel name), the secret columns its answers leave out. */
export type SecretColumns = typeof SECRET_COLUMNS;
/** A row of model `M` as the client answers it (e.g. a `Prisma.BookingGetPayload`): its secret columns left out. */
export type Answered<M extends keyof SecretColumns, Row> = Omit<Row, keyof SecretColumns[M]>;

/** The client of every process (createPrismaClient): its answers' types know the secret columns are left out. */
export type PrismaClient = GeneratedClient<never, typeof SECRET_COLUMNS>;
/** Its interactive transaction, or the client itself where a function takes either. */
export type TransactionClient = Omit<PrismaClient, ITXClientDenyList>;

const pools = new WeakMap<PrismaClient, pg.Pool>();

export function createPrismaClient(url = databaseUrl(), poolSize = databasePoolSize()): PrismaClient {
  const pool = createPool(url, poolSize);
  const client = new GeneratedClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    omit: SECRET_COLUMNS,
  });
  pools.set(client, pool);
  return client;
}

/**
 * The node-postgres pool under a client made by createPrismaClient (its connections and settings; closed with the
 * client). The payment path sends its few hot statements through it directly: Prisma costs ~0.35 ms of CPU per raw
 * statement and ~0.3 ms more per transaction (docs/decisions/0024-payment-throughput.md).
 */
export function sqlPool(client: PrismaClient): pg.Pool {
  const pool = pools.get(client);
  if (!pool) throw new Error('sqlPool: this Prisma client was not made by createPrismaClient');
  return pool;
}
