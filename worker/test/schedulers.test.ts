import { createPrismaClient } from '@rihla/db';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { deleteRedisKeys } from '../../scripts/throwaway.ts';
import { waitFor } from '../../test/wait.ts';
import { queuePrefix, redisUrl } from '../src/config.ts';
import { createSender } from '../src/emails/sender.ts';
import { MAINTENANCE_QUEUE, SWEEP_PAYMENT_EVENTS_JOB } from '../src/sweeper.ts';
import { type RunningWorkers, startWorkers } from '../src/workers.ts';
import { logger } from './helpers.ts';

/**
 * Job schedulers live only in Redis (issue #28): a Redis that comes back empty forgot them, and the payment-event
 * sweep never ran again until a worker restarted. The worker asserts them again.
 */

const db = createPrismaClient();
const admin = new Redis(redisUrl());
const maintenance = new Queue(MAINTENANCE_QUEUE, { connection: { url: redisUrl() }, prefix: queuePrefix() });
let workers: RunningWorkers | undefined;

afterEach(async () => {
  await workers?.close();
  workers = undefined;
});
afterAll(async () => {
  await maintenance.obliterate({ force: true });
  await maintenance.close();
  admin.disconnect();
  await db.$disconnect();
});

const sweepScheduler = () => maintenance.getJobScheduler(`${SWEEP_PAYMENT_EVENTS_JOB}-periodic`);
/** What a Redis restarted without persistence leaves of this run: nothing. */
const emptyRedis = () => deleteRedisKeys(redisUrl(), queuePrefix());

describe('job schedulers', () => {
  it('are asserted again when the connection to Redis is ready again', async () => {
    workers = await startWorkers({ db, logger, sender: createSender('') });
    expect(await sweepScheduler()).toBeTruthy();
    await emptyRedis();
    expect(await sweepScheduler()).toBeFalsy();

    // The maintenance worker's connection (the one with a name), cut as a restart cuts it: ioredis reconnects.
    const name = `${queuePrefix()}:${Buffer.from(MAINTENANCE_QUEUE).toString('base64')}`;
    const clients = (await admin.client('LIST')) as string;
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(` name=${name} `))
      .map((line) => /id=(\d+)/.exec(line)![1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await admin.client('KILL', 'ID', id);

    await waitFor(async () => (await sweepScheduler()) ?? false);
  });

  it('are asserted again periodically, though no connection dropped (a FLUSHALL)', async () => {
    workers = await startWorkers({ db, logger, sender: createSender(''), reassertSchedulersMs: 300 });
    await emptyRedis();
    expect(await sweepScheduler()).toBeFalsy();

    await waitFor(async () => (await sweepScheduler()) ?? false, 5_000);
  });
});
