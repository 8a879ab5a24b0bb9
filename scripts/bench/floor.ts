/**
 * The bench's floor: what the catalogue costs with nothing but Fastify and one pg query per request, in its own
 * process like the API. Same database, same `Package` rows, same JSON as Rihla's `GET /api/packages` and as its
 * GraphQL answer to the bench's `{ packages {...} }` query (scripts/bench.ts checks both before measuring).
 * And the ceiling, `GET /memory/api/packages`: the same bytes as Rihla's cached answer, serialized once and sent
 * from memory by Fastify with no hook, header or log: what one request costs the framework and the socket alone
 * (scripts/bench.ts checks the bytes are Rihla's).
 * Built and started by scripts/bench/processes.ts: `DATABASE_URL=... PORT=... node floor.js`.
 */
import Fastify from 'fastify';
import pg from 'pg';

import { GRAPHQL_FIELDS, MEMORY_PATH, REST_COLUMNS } from './catalogue-shape.ts';

const select = (columns: string[]) =>
  `SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "Package" WHERE "archivedAt" IS NULL ORDER BY "createdAt" ASC, id ASC`;

async function main() {
  // Prisma writes `timestamp(3)` columns in UTC (the app's sessions run with TimeZone=UTC): read them as UTC.
  pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (text) => new Date(`${text.replace(' ', 'T')}Z`));
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c TimeZone=UTC' });
  const app = Fastify({ logger: false });
  const restSql = select(REST_COLUMNS);
  const graphqlSql = select(GRAPHQL_FIELDS);
  const rows = async (text: string) => (await pool.query<Record<string, unknown>>(text)).rows;
  app.get('/api/packages', () => rows(restSql));
  app.post('/graphql', async () => ({ data: { packages: await rows(graphqlSql) } }));
  const inMemory = JSON.stringify(await rows(restSql));
  app.get(MEMORY_PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(inMemory));
  const shutdown = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
}

await main();
