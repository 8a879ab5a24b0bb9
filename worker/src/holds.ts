import { type BookingStatus, Prisma, type PrismaClient } from '@rihla/db';
import { moveBooking, withBookingMoves } from '@rihla/db/booking-lifecycle';
import { releaseDepartureSeats, releaseSeats } from '@rihla/db/seat-ledger';
import { Worker, type WorkerOptions } from 'bullmq';

import { type HoldJobData, HOLDS_QUEUE, type HoldsQueue, SWEEP_HOLDS_JOB } from './jobs.ts';
import type { Logger } from './log.ts';
import type { JobSchedulers } from './schedulers.ts';

/**
 * Seat holds of unpaid trip bookings and of unpaid package bookings of a departure (docs/decisions/0007-public-safety.md
 * section 4). The API schedules one delayed 'expire-hold' job per booking for its holdExpiresAt; the periodic sweep
 * expires the holds whose job never reached Redis or was lost. Both go through expireHold / expireDepartureHold,
 * which release a booking's seats at most once.
 */

// A hold whose job was lost keeps its seats off sale at most this long past its expiry.
const SWEEP_HOLDS_EVERY_MS = 60_000;
const HOLD_CONCURRENCY = 5;

const UNPAID = ['PENDING', 'FAILED'] as const;

/**
 * Expires one booking's hold if it is still unpaid and its time is up: EXPIRED, no hold, seats back on sale,
 * in one transaction. The conditional update is what makes it idempotent: a second run (or a payment, a staff
 * decision) that got there first leaves nothing to match. True when this call expired it.
 */
export async function expireHold(db: PrismaClient, tripBookingId: number, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const expired = await tx.tripBooking.updateMany({
      where: { id: tripBookingId, status: { in: [...UNPAID] }, holdExpiresAt: { lte: now } },
      data: { status: 'EXPIRED', holdExpiresAt: null },
    });
    if (expired.count === 0) return false;
    await releaseSeats(tx, tripBookingId);
    return true;
  });
}

/** Tells live subscribers of an expired hold, once its transaction committed. */
type Expired = (change: { kind: 'TRIP' | 'PACKAGE'; id: number; status: string }) => void;

/**
 * Expires a package booking's hold if it is still unpaid and its time is up: EXPIRED (moveBooking records the
 * transition and tells live subscribers once committed), no hold, seats back on sale, in one transaction. The row
 * is locked as it is found, so neither a payment nor a new hold slips between the check and the move; the release
 * itself happens at most once (Booking.seatsHeld). True when this call expired it.
 */
async function expireDepartureHold(
  db: PrismaClient,
  bookingId: number,
  now: Date,
  onExpired: Expired | undefined,
): Promise<boolean> {
  return withBookingMoves(db, onExpired ?? (() => undefined), async (tx, moved) => {
    const found = await tx.$queryRaw<{ status: BookingStatus }[]>`
      SELECT status FROM "Booking"
      WHERE id = ${bookingId} AND status::text IN (${Prisma.join(UNPAID)}) AND "holdExpiresAt" <= ${now}
      FOR UPDATE`;
    const booking = found.at(0);
    if (!booking) return false;
    const expired = await moveBooking(tx, { id: bookingId, ...booking }, 'EXPIRED', {
      by: 'hold',
      data: { holdExpiresAt: null },
      moved,
    });
    if (expired) await releaseDepartureSeats(tx, bookingId);
    return expired;
  });
}

/** Expires every overdue unpaid hold (oldest first, `batchSize` per run and kind); returns how many it expired. */
export async function sweepExpiredHolds(
  db: PrismaClient,
  { now = new Date(), batchSize = 500, onExpired }: { now?: Date; batchSize?: number; onExpired?: Expired } = {},
): Promise<number> {
  const overdue = await db.tripBooking.findMany({
    where: { status: { in: [...UNPAID] }, holdExpiresAt: { lte: now } },
    orderBy: { holdExpiresAt: 'asc' },
    take: batchSize,
    select: { id: true },
  });
  const overduePackages = await db.booking.findMany({
    where: { status: { in: [...UNPAID] }, holdExpiresAt: { lte: now } },
    orderBy: { holdExpiresAt: 'asc' },
    take: batchSize,
    select: { id: true },
  });
  let expired = 0;
  for (const { id } of overdue) {
    if (!(await expireHold(db, id, now))) continue;
    expired += 1;
    onExpired?.({ kind: 'TRIP', id, status: 'EXPIRED' });
  }
  for (const { id } of overduePackages) if (await expireDepartureHold(db, id, now, onExpired)) expired += 1;
  return expired;
}

/** The worker of the holds queue, and the job scheduler of its periodic sweep; `onExpired` tells live subscribers. */
export async function startHoldsWorker(
  db: PrismaClient,
  queue: HoldsQueue,
  logger: Logger,
  options: WorkerOptions,
  onExpired: Expired,
  schedulers: JobSchedulers,
): Promise<Worker<HoldJobData>> {
  const worker = new Worker<HoldJobData, boolean | number>(
    HOLDS_QUEUE,
    async (job) => {
      if (!('sweep' in job.data)) {
        const hold = job.data;
        const [kind, id] =
          'bookingId' in hold ? (['PACKAGE', hold.bookingId] as const) : (['TRIP', hold.tripBookingId] as const);
        const expired =
          kind === 'PACKAGE' ? await expireDepartureHold(db, id, new Date(), onExpired) : await expireHold(db, id);
        if (expired) logger.info({ kind, bookingId: id }, 'seat hold expired');
        if (expired && kind === 'TRIP') onExpired({ kind, id, status: 'EXPIRED' });
        return expired;
      }
      const swept = await sweepExpiredHolds(db, { onExpired });
      if (swept > 0) logger.info({ expired: swept }, 'swept seat holds whose expiry job was lost');
      return swept;
    },
    { ...options, concurrency: HOLD_CONCURRENCY },
  );
  await schedulers.add(() =>
    queue.upsertJobScheduler(
      `${SWEEP_HOLDS_JOB}-periodic`,
      { every: SWEEP_HOLDS_EVERY_MS },
      { name: SWEEP_HOLDS_JOB, data: { sweep: true }, opts: { removeOnComplete: true, removeOnFail: { count: 100 } } },
    ),
  );
  return worker;
}
