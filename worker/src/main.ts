import { createPrismaClient } from '@rihla/db';

import { queuePrefix } from './config.ts';
import { createLogger } from './log.ts';
import { startTracing } from './tracing.ts';
import { startWorkers } from './workers.ts';

// A job stuck past this must not keep an orchestrator's stop waiting forever (Kubernetes' default grace is 30 s,
// Docker's stop timeout 10 s: set WORKER_SHUTDOWN_GRACE_MS below the one in use). What is cut resumes on another
// worker once its lock expires (docs/decisions/0018-scale-out.md).
const SHUTDOWN_GRACE_MS = Number(process.env.WORKER_SHUTDOWN_GRACE_MS) || 25_000;

// First: the logger, queues and workers made next pick up tracing (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
const tracing = await startTracing('rihla-worker');
const logger = createLogger();
const db = createPrismaClient();
const workers = await startWorkers({ db, logger });
logger.info({ queuePrefix: queuePrefix(), startupMs: Math.round(process.uptime() * 1000) }, 'worker ready');

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight: workers.inFlight().length, graceMs: SHUTDOWN_GRACE_MS }, 'worker stopping');
  setTimeout(() => {
    logger.error(
      { cut: workers.inFlight(), graceMs: SHUTDOWN_GRACE_MS },
      'worker did not stop in time, exiting: the jobs cut off resume on another worker once stalled',
    );
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await workers.close();
    await db.$disconnect();
    await tracing?.stop();
    logger.info('worker stopped');
  } catch (err) {
    logger.error({ err }, 'worker shutdown failed');
    process.exitCode = 1;
  }
}

// shutdown reports its own failures, so the signal handlers only start it.
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
