/**
 * The cluster's way to PostgreSQL: PgBouncer in transaction pooling mode (scripts/pgbouncer.ts), as the compose
 * `scale` profile runs it. The migrations and this script's own reads go straight to the server.
 */
import { startPgBouncer } from '../pgbouncer.ts';

/** Server connections PgBouncer opens for the whole cluster (3 APIs and 2 workers, 10 client connections each). */
const SERVER_CONNECTIONS = 20;

export type DatabasePool = { url: string; description: string; stop(): Promise<void> };

export async function startDatabasePool(directUrl: string): Promise<DatabasePool> {
  const url = new URL(directUrl);
  const database = url.pathname.slice(1);
  url.pathname = '';
  const bouncer = await startPgBouncer({
    serverUrl: url.toString().replace(/\/+$/, ''),
    databases: [database],
    poolSize: SERVER_CONNECTIONS,
  });
  return {
    url: bouncer.url(database),
    description: `through PgBouncer (transaction pooling, ${SERVER_CONNECTIONS} server connections)`,
    stop: () => bouncer.stop(),
  };
}
