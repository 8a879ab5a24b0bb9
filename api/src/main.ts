import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A settings problem is the operator's to fix: one clear line, no stack trace.
  console.error(`Rihla cannot start: ${(error as Error).message}`);
  process.exit(1);
}

const { app, deps } = await buildApp({ config });
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await deps.db.$disconnect();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: deps.config.port, host: deps.config.host });
app.log.info(
  { startupMs: Math.round(process.uptime() * 1000) },
  `Rihla is running at http://localhost:${deps.config.port} (GraphQL: /graphql, REST: /api)`,
);
