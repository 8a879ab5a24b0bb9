import { createPrismaClient, type TripBookingStatus } from '@rihla/db';
import { releaseSeats, retakeSeats } from '@rihla/db/seat-ledger';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aTripBooking } from '../../test/support/factories.ts';
import { economyClass, trainService } from '../../test/train-service.ts';
import { waitFor } from '../../test/wait.ts';
import { expireHold, sweepExpiredHolds } from '../src/holds.ts';
import {
  closeQueues,
  createQueues,
  EXPIRE_HOLD_JOB,
  type Queues,
  scheduleHoldExpiry,
  SWEEP_HOLDS_JOB,
} from '../src/jobs.ts';
import { type RunningWorkers, startWorkers } from '../src/workers.ts';
import { logger } from './helpers.ts';

const db = createPrismaClient();
const DAY = '2030-03-14';
const departureDate = new Date(`${DAY}T00:00:00Z`);
let serviceId: number;
let classId: number;

/** A 10-seat departure sold in one class, as the API's network would have it. */
async function departure() {
  const service = await trainService(db, { seats: 10, baseFare: 1000 });
  serviceId = service.id;
  classId = await economyClass(db);
}
const ledgerKey = () => ({ serviceId_departureDate_classId: { serviceId, departureDate, classId } });

/** A trip booking holding `passengers` seats (ledger included) until `holdExpiresAt`, as bookTrip leaves it. */
async function heldBooking(passengers: number, holdExpiresAt: Date | null, status: TripBookingStatus = 'PENDING') {
  const booking = await aTripBooking(db, {
    destination: 'Madinah',
    startDate: departureDate,
    passengers,
    amount: 1000 * passengers,
    currency: 'SAR',
    status,
    serviceId,
    departureDate,
    classId,
    holdExpiresAt,
  });
  await db.seatInventory.upsert({
    where: ledgerKey(),
    create: { serviceId, departureDate, classId, seatsSold: passengers },
    update: { seatsSold: { increment: passengers } },
  });
  return booking.id;
}

const seatsSold = async () => (await db.seatInventory.findUniqueOrThrow({ where: ledgerKey() })).seatsSold;
const bookingOf = (id: number) => db.tripBooking.findUniqueOrThrow({ where: { id } });
const ago = (ms: number) => new Date(Date.now() - ms);
const inMs = (ms: number) => new Date(Date.now() + ms);

beforeEach(async () => {
  await resetDatabase(db);
  await departure();
});
afterAll(() => db.$disconnect());

describe('expireHold', () => {
  it('expires an overdue unpaid hold and puts its seats back on sale, once however often it runs', async () => {
    const id = await heldBooking(3, ago(1_000));
    const kept = await heldBooking(2, inMs(60_000));
    expect(await seatsSold()).toBe(5);

    const runs = await Promise.all(Array.from({ length: 5 }, () => expireHold(db, id)));
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await expireHold(db, id)).toBe(false);
    expect(await bookingOf(id)).toMatchObject({ status: 'EXPIRED', holdExpiresAt: null });
    expect(await seatsSold()).toBe(2);
    expect(await expireHold(db, kept)).toBe(false);
    expect(await bookingOf(kept)).toMatchObject({ status: 'PENDING' });
  });

  it('expires a hold whose card payment failed, and leaves paid, confirmed and reviewed bookings alone', async () => {
    const failed = await heldBooking(1, ago(1_000), 'FAILED');
    const others = await Promise.all(
      (['PAID', 'CONFIRMED', 'NEEDS_REVIEW'] as const).map((status) => heldBooking(1, ago(1_000), status)),
    );
    expect(await expireHold(db, failed)).toBe(true);
    for (const id of others) expect(await expireHold(db, id)).toBe(false);
    expect((await bookingOf(failed)).status).toBe('EXPIRED');
    expect((await Promise.all(others.map(bookingOf))).map((b) => b.status)).toEqual([
      'PAID',
      'CONFIRMED',
      'NEEDS_REVIEW',
    ]);
    expect(await seatsSold()).toBe(3);
  });
});

describe('sweepExpiredHolds', () => {
  it('expires every overdue hold and only those', async () => {
    const overdue = [await heldBooking(1, ago(120_000)), await heldBooking(2, ago(5_000))];
    const open = await heldBooking(4, inMs(60_000));
    expect(await sweepExpiredHolds(db)).toBe(2);
    expect(await sweepExpiredHolds(db)).toBe(0);
    expect((await Promise.all(overdue.map(bookingOf))).map((b) => b.status)).toEqual(['EXPIRED', 'EXPIRED']);
    expect((await bookingOf(open)).status).toBe('PENDING');
    expect(await seatsSold()).toBe(4);
  });
});

describe('retakeSeats', () => {
  it('holds an expired booking’s seats again while the departure has them, and refuses once they are sold', async () => {
    const late = await heldBooking(4, ago(1_000));
    await expireHold(db, late);
    await heldBooking(5, inMs(60_000));
    expect(await db.$transaction((tx) => retakeSeats(tx, late))).toBe('held');
    expect(await seatsSold()).toBe(9);

    // Held again: a second re-take takes nothing more.
    expect(await db.$transaction((tx) => retakeSeats(tx, late))).toBe('held');
    expect(await seatsSold()).toBe(9);

    await db.$transaction((tx) => releaseSeats(tx, late));
    expect(await seatsSold()).toBe(5);
    await db.seatInventory.update({ where: ledgerKey(), data: { seatsSold: 7 } });
    expect(await db.$transaction((tx) => retakeSeats(tx, late))).toBe('sold');
    expect(await seatsSold()).toBe(7);
  });

  it('never re-takes the seats of a departure already past, however many are free', async () => {
    const late = await heldBooking(2, ago(1_000));
    await expireHold(db, late);
    await db.tripBooking.update({ where: { id: late }, data: { departureDate: new Date(Date.now() - 86_400_000) } });
    expect(await db.$transaction((tx) => retakeSeats(tx, late))).toBe('departed');
  });
});

describe('holds worker (real Redis)', () => {
  let queues: Queues;
  let workers: RunningWorkers;

  beforeAll(async () => {
    queues = createQueues({ logger });
    // Files before this one share the run's queue prefix: the package holds they booked left delayed expiry jobs.
    await queues.holds.drain(true);
    workers = await startWorkers({ db, logger });
  });
  afterAll(async () => {
    await workers.close();
    await Promise.all(Object.values(queues).map((queue) => queue.obliterate({ force: true })));
    await closeQueues(queues);
  });

  it('expires a hold when its delayed job comes due, not before', async () => {
    const at = inMs(700);
    const id = await heldBooking(3, at);
    await scheduleHoldExpiry(queues.holds, { tripBookingId: id }, at);
    // Scheduling twice (a retried request) still gives one job.
    await scheduleHoldExpiry(queues.holds, { tripBookingId: id }, at);
    const delayed = await queues.holds.getDelayed();
    expect(delayed.filter((job) => job.name === EXPIRE_HOLD_JOB).map((job) => job.id)).toEqual([`hold-${id}`]);
    expect((await bookingOf(id)).status).toBe('PENDING');

    await waitFor(async () => (await bookingOf(id)).status === 'EXPIRED');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await seatsSold()).toBe(0);
  });

  it('sweeps holds whose job was lost, on the periodic schedule', async () => {
    const scheduler = await queues.holds.getJobScheduler(`${SWEEP_HOLDS_JOB}-periodic`);
    expect(scheduler).toMatchObject({ name: SWEEP_HOLDS_JOB, every: 60_000 });
    const id = await heldBooking(2, ago(1_000));
    // What the scheduler adds every minute, run now.
    await queues.holds.add(SWEEP_HOLDS_JOB, { sweep: true }, { removeOnComplete: true });
    await waitFor(async () => (await bookingOf(id)).status === 'EXPIRED');
    expect(await seatsSold()).toBe(0);
  });
});
