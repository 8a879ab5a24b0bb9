import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { startApiTracing } from './lib/tracing.ts';

// Requests in progress at a SIGTERM get this long to finish (docs/decisions/0018-scale-out.md); keep it under the
// orchestrator's own stop timeout (Docker's 10 s by default: set stop_grace_period above it, Kubernetes' 30 s).
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS) || 10_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A settings problem is the operator's to fix: one clear line, no stack trace.
  console.error(`Rihla cannot start: ${(error as Error).message}`);
  process.exit(1);
}

// Before the app: the server, queues and Prisma client it creates are traced from their first request.
const tracing = await startApiTracing();
const { app, deps } = await buildApp({ config });
let inFlight = 0;
app.addHook('onRequest', (_request, _reply, done) => {
  inFlight += 1;
  done();
});
app.addHook('onResponse', (_request, _reply, done) => {
  inFlight -= 1;
  done();
});

// On SIGTERM/SIGINT (or an uncaught error): stop accepting connections, let the requests in progress finish, then
// close Redis (the app's onClose hooks) and PostgreSQL; past SHUTDOWN_GRACE_MS the process exits anyway.
closeWithGrace(
  {
    delay: SHUTDOWN_GRACE_MS,
    logger: { error: (message: unknown) => app.log.error(message) },
    onTimeout: (delay) =>
      app.log.error({ graceMs: delay, inFlight }, 'shutdown did not finish in time: the requests in progress were cut'),
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'uncaught error: shutting down');
    app.log.info({ signal, inFlight, graceMs: SHUTDOWN_GRACE_MS }, 'shutting down');
    await app.close();
    await deps.db.$disconnect();
    await tracing?.stop();
    app.log.info('stopped');
  },
);

await app.listen({ port: deps.config.port, host: deps.config.host });
app.log.info(
  { startupMs: Math.round(process.uptime() * 1000) },
  `Rihla is running at http://localhost:${deps.config.port} (GraphQL: /graphql, REST: /api)`,
);
