import { createPrismaClient } from '@rihla/db';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { recordEvent } from '../../test/support/payment-events.ts';
import {
  addPaymentEvent,
  closeQueues,
  createQueues,
  PAYMENT_EVENT_ATTEMPTS,
  paymentEventJobId,
  type Queues,
} from '../src/jobs.ts';
import { sweepUnqueuedEvents } from '../src/sweeper.ts';
import { logger } from './helpers.ts';

const OFF_UTC = 'America/New_York';

const db = createPrismaClient();
const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
let queues: Queues;
let previousTz: string | undefined;

// The database server and this process both run five hours behind UTC, as on an operator's laptop.
beforeAll(async () => {
  previousTz = process.env.TZ;
  process.env.TZ = OFF_UTC;
  // Through its own connection, so every connection of `db` opens with the server's new default zone.
  await alterDatabase(`SET timezone = '${OFF_UTC}'`);
  queues = createQueues({ logger });
});
beforeEach(async () => {
  await resetDatabase(db);
  await queues.paymentEvents.obliterate({ force: true });
});
afterAll(async () => {
  process.env.TZ = previousTz;
  await alterDatabase('RESET timezone');
  await Promise.all(Object.values(queues).map((queue) => queue.obliterate({ force: true })));
  await closeQueues(queues);
  await db.$disconnect();
});

async function alterDatabase(change: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`ALTER DATABASE "${database}" ${change}`);
  await admin.end();
}

/** Stored by the database's own clock, the way a webhook's insert is. */
async function eventReceivedSecondsAgo(seconds: number) {
  const id = await recordEvent(db, 'payment_intent.succeeded', { label: `ago${seconds}` });
  await db.$executeRaw`UPDATE "PaymentEvent" SET "receivedAt" = now() - make_interval(secs => ${seconds}) WHERE id = ${id}`;
  return id;
}

async function queuedIds() {
  const jobs = await queues.paymentEvents.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.map((job) => job.id);
}

describe('sweepUnqueuedEvents', () => {
  it('sweeps an event received 11 s ago and leaves one received 1 s ago, off UTC', async () => {
    const [server] = await db.$queryRaw<{ zone: string }[]>`
      SELECT setting AS zone FROM pg_db_role_setting s, unnest(s.setconfig) AS setting
      WHERE s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    expect(server.zone).toBe(`TimeZone=${OFF_UTC}`);
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(300);
    const old = await eventReceivedSecondsAgo(11);
    const fresh = await eventReceivedSecondsAgo(1);

    expect(await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: 10_000, logger })).toBe(1);

    expect(await queuedIds()).toEqual([paymentEventJobId(old)]);
    expect((await db.paymentEvent.findUniqueOrThrow({ where: { id: fresh } })).queuedAt).toBeNull();
  });

  it('marks an event that spent its attempts dead instead of queueing it again', async () => {
    const spent = await eventReceivedSecondsAgo(60);
    await db.paymentEvent.update({
      where: { id: spent },
      data: { attempts: PAYMENT_EVENT_ATTEMPTS, lastError: 'Error: boom' },
    });

    expect(await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: 0, logger })).toBe(0);

    const event = await db.paymentEvent.findUniqueOrThrow({ where: { id: spent } });
    expect(event.deadAt).toBeInstanceOf(Date);
    expect(event.queuedAt).toBeNull();
    expect(await queuedIds()).toEqual([]);
  });

  it('never queues a dead event again', async () => {
    const dead = await eventReceivedSecondsAgo(60);
    await db.paymentEvent.update({
      where: { id: dead },
      data: { deadAt: new Date(), queuedAt: new Date(Date.now() - 3_600_000) },
    });

    expect(await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: 0, logger })).toBe(0);
    expect(await queuedIds()).toEqual([]);
  });

  it('requeues a queued event whose job Redis lost at the next sweep, and leaves one whose job waits', async () => {
    // Both were queued a minute ago; Redis then restarted empty and only the second was queued again since.
    const lost = await eventReceivedSecondsAgo(60);
    const waiting = await eventReceivedSecondsAgo(60);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await db.paymentEvent.updateMany({ where: { id: { in: [lost, waiting] } }, data: { queuedAt: aMinuteAgo } });
    await addPaymentEvent(queues.paymentEvents, waiting);

    expect(await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: 10_000, logger })).toBe(1);

    expect((await queuedIds()).sort()).toEqual([paymentEventJobId(lost), paymentEventJobId(waiting)].sort());
    const requeued = await db.paymentEvent.findUniqueOrThrow({ where: { id: lost } });
    expect(requeued.queuedAt!.getTime()).toBeGreaterThan(aMinuteAgo.getTime());
  });
});
