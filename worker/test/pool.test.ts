import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createPrismaClient } from '@rihla/db';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newEventId } from '../../test/support/payment-events.ts';
import { waitFor } from '../../test/wait.ts';
import { queuePrefix } from '../src/config.ts';
import { createSender } from '../src/emails/sender.ts';
import { addPaymentEvent, closeQueues, createQueues, paymentEventJobId, type Queues } from '../src/jobs.ts';
import { MAINTENANCE_QUEUE, SWEEP_PAYMENT_EVENTS_JOB } from '../src/sweeper.ts';
import { PAYMENT_WORKER_SETTINGS, type RunningWorkers, startWorkers } from '../src/workers.ts';
import { logger } from './helpers.ts';

/**
 * Workers as a pool (issue #17, docs/decisions/0018-scale-out.md): periodic sweeps run once per period however
 * many workers there are, and a SIGKILLed worker's payment job is taken over by another within ~20 s.
 */

const db = createPrismaClient();
const here = path.dirname(fileURLToPath(import.meta.url));
let queues: Queues;

type Line = { msg: string; job?: string; jobId?: string; eventId?: string; reqId?: string };

/** A debug-level logger whose lines land in `lines` (the worker logs each sweep run at debug). */
function capturingLogger(lines: Line[]) {
  return pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
}

beforeAll(() => {
  queues = createQueues({ logger });
});
afterAll(async () => {
  const maintenance = new Queue(MAINTENANCE_QUEUE, {
    connection: { url: process.env.REDIS_URL },
    prefix: queuePrefix(),
  });
  await maintenance.obliterate({ force: true });
  await maintenance.close();
  await Promise.all(Object.values(queues).map((queue) => queue.obliterate({ force: true })));
  await closeQueues(queues);
  await db.$disconnect();
});

describe('a pool of workers', () => {
  it('runs the payment-event sweep once per period whatever the number of workers', async () => {
    const periodMs = 1_000;
    const periods = 6;
    const lines: [Line[], Line[]] = [[], []];
    const pool: RunningWorkers[] = [];
    for (const own of lines)
      pool.push(
        await startWorkers({
          db,
          logger: capturingLogger(own),
          sender: createSender(''),
          sweepPeriods: {
            paymentEventsMs: periodMs,
            outboxMs: 60_000,
            documentRetentionMs: 3_600_000,
            documentsRemindersMs: 3_600_000,
            invoiceRemindersMs: 3_600_000,
            seatAllocationsMs: 3_600_000,
          },
        }),
      );
    const sweeps = () =>
      lines.flat().filter((line) => line.msg === 'sweep ran' && line.job === SWEEP_PAYMENT_EVENTS_JOB);
    // Counted from the first run on, so the window holds whole periods.
    await waitFor(() => Promise.resolve(sweeps().length > 0));
    const first = sweeps().length;
    await new Promise((resolve) => setTimeout(resolve, periods * periodMs));
    const ran = sweeps().length - first;
    await Promise.all(pool.map((workers) => workers.close()));

    // One job per period slot: never the same slot twice, and about one run per period (not two, one per worker).
    const slots = sweeps().map((line) => line.jobId);
    expect(new Set(slots).size).toBe(slots.length);
    expect(ran).toBeGreaterThanOrEqual(periods - 1);
    expect(ran).toBeLessThanOrEqual(periods + 1);
  }, 30_000);

  it("resumes a SIGKILLed worker's payment job on another worker within about 20 seconds", async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures/blocking-payment-worker.ts')],
      { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let survivor: RunningWorkers | undefined;
    try {
      await waitFor(() => Promise.resolve(output.includes('ready')), 20_000);
      const eventId = newEventId('stalled');
      await addPaymentEvent(queues.paymentEvents, eventId);
      // As long as its start: a clean-clone run's loaded machine once took past the default 10 s to hand it the job.
      await waitFor(() => Promise.resolve(output.includes(`active ${paymentEventJobId(eventId)}`)), 20_000);

      // The rest of the pool is running when the worker dies, as in production.
      const done = new Map<string, number>();
      survivor = await startWorkers({
        db,
        logger,
        sender: createSender(''),
        processEvent: (_db, id) => {
          done.set(id, Date.now());
          return Promise.resolve('noop');
        },
      });
      child.kill('SIGKILL');
      const killedAt = Date.now();
      await once(child, 'exit');

      const tookOverAt = await waitFor(() => Promise.resolve(done.get(eventId)), 40_000);
      const recoveryMs = tookOverAt - killedAt;
      console.info(`stalled payment job taken over ${recoveryMs} ms after SIGKILL`);
      const { lockDuration, stalledInterval } = PAYMENT_WORKER_SETTINGS;
      // The lock may have just been renewed when the worker died: at most a full lock plus one stalled check, and
      // timers run late on a busy 2-core CI machine (20.0 s measured once under the whole suite). BullMQ's defaults
      // would take up to a minute.
      expect(recoveryMs).toBeLessThanOrEqual(lockDuration + stalledInterval + 6_000);
      const job = await waitFor(async () => {
        const found = await queues.paymentEvents.getJob(paymentEventJobId(eventId));
        return found && (await found.isCompleted()) && found;
      });
      expect(job.returnvalue).toBe('noop');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await survivor?.close();
    }
  }, 60_000);
});
