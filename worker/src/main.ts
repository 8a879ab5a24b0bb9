import { createPrismaClient } from '@rihla/db';

import { queuePrefix } from './config.ts';
import { createLogger } from './log.ts';
import { startWorkers } from './workers.ts';

// A job stuck past this must not keep an orchestrator's stop waiting forever.
const SHUTDOWN_GRACE_MS = 30_000;

const logger = createLogger();
const db = createPrismaClient();
const workers = await startWorkers({ db, logger });
logger.info({ queuePrefix: queuePrefix(), startupMs: Math.round(process.uptime() * 1000) }, 'worker ready');

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  setTimeout(() => {
    logger.error('worker did not stop in time, exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await workers.close();
    await db.$disconnect();
    logger.info('worker stopped');
  } catch (err) {
    logger.error({ err }, 'worker shutdown failed');
    process.exitCode = 1;
  }
}

// shutdown reports its own failures, so the signal handlers only start it.
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
