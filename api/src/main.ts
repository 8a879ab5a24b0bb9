import { buildApp } from './app.ts';

const { app, deps } = await buildApp();
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await deps.db.$disconnect();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: deps.config.port, host: deps.config.host });
app.log.info(`Rihla is running at http://localhost:${deps.config.port} (GraphQL: /graphql, REST: /api)`);
