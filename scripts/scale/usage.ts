/**
 * What a phase of the run cost the shared services, for docs/capacity.md: PostgreSQL transactions and the most
 * server connections the run's database had open (PgBouncer caps them), and Redis commands. PostgreSQL's figures
 * are this database's own; Redis counts its whole server, so beside other runs on the same Redis they are an
 * upper bound.
 */
import { Redis } from 'ioredis';
import type pg from 'pg';

/** The application_name of this script's own connections (`?application_name=` in their URL). */
export const OWN_APPLICATION_NAME = 'rihla-scale';

export type Usage = { transactions: number; redisCommands: number; maxServerConnections: number; seconds: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureUsage<T>(
  sql: pg.Pool,
  redisUrl: string,
  database: string,
  phase: () => Promise<T>,
): Promise<[T, Usage]> {
  const redis = new Redis(redisUrl);
  const transactions = async () => {
    // Statistics reach pg_stat_database at most a second late.
    await sleep(1100);
    await sql.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await sql.query<{ n: string }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
      [database],
    );
    return Number(rows[0]?.n ?? 0);
  };
  const commands = async () => Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))?.[1] ?? 0);
  try {
    const before = { transactions: await transactions(), commands: await commands() };
    let maxServerConnections = 0;
    const state = { sampling: true };
    const sampler = (async () => {
      while (state.sampling) {
        const { rows } = await sql.query<{ n: string }>(
          // This script's own connections go straight to the server: only the others are PgBouncer's.
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND application_name <> $2`,
          [database, OWN_APPLICATION_NAME],
        );
        maxServerConnections = Math.max(maxServerConnections, Number(rows[0]?.n ?? 0));
        await sleep(100);
      }
    })();
    const started = performance.now();
    const result = await phase().finally(() => (state.sampling = false));
    const seconds = (performance.now() - started) / 1000;
    await sampler;
    return [
      result,
      {
        transactions: (await transactions()) - before.transactions,
        redisCommands: (await commands()) - before.commands,
        maxServerConnections,
        seconds,
      },
    ];
  } finally {
    redis.disconnect();
  }
}
