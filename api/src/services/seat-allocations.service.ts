import type { Prisma, TransactionClient } from '@rihla/db';
import { giveBackDepartureSeats, releaseAllocation, takeDepartureSeatsSql } from '@rihla/db/seat-ledger';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, foundOr404, writeOrExplain } from '../lib/errors.ts';
import { id, int, issueMessage, kept, parseInput } from '../lib/validation.ts';
import { dateOnly } from './departure-views.ts';
import { MAX_SEATS } from './departures.service.ts';
import { isCalendarDate, todayUtc } from './trip-times.ts';

/**
 * Seat allocations (issue #34, decision 0065), staff only: a block of a departure's seats held for one agency. Made,
 * it takes its seats from public sale at once (the departure's `seatsTaken` counts the whole block, by the seat
 * ledger's conditional update); the agency's bookings on it count in `seatsUsed`. Staff resize it (never below
 * what is used) and release it; the worker releases it on its `releaseOn` (@rihla/db/seat-ledger releaseAllocation,
 * the one release both share). Every write is audited.
 */

// A departure holds at most MAX_SEATS, so a bigger block could never be taken (and would overflow the count).
const seats = int(issueMessage('SEAT_ALLOCATION_SEATS_INVALID', { max: MAX_SEATS }), { min: 1, max: MAX_SEATS });
const releaseOn = z
  .string({ error: 'SEAT_ALLOCATION_RELEASE_ON_INVALID' })
  .refine(isCalendarDate, { error: 'SEAT_ALLOCATION_RELEASE_ON_INVALID' })
  .meta({ description: 'YYYY-MM-DD, from today and before the departure date: unused seats go back on sale then.' });

export const createSeatAllocationInput = z.object({ agencyId: id, departureId: id, seats, releaseOn });
export const updateSeatAllocationInput = z
  .object({ seats: kept(seats), releaseOn: kept(releaseOn) })
  .refine((change) => change.seats !== undefined || change.releaseOn !== undefined, {
    error: 'SEAT_ALLOCATION_CHANGE_REQUIRED',
  });

export const allocationSelect = {
  id: true,
  agencyId: true,
  departureId: true,
  seats: true,
  seatsUsed: true,
  releaseOn: true,
  releasedAt: true,
  createdAt: true,
  departure: { select: { departDate: true, returnDate: true, package: { select: { id: true, name: true } } } },
} as const satisfies Prisma.SeatAllocationSelect;

type AllocationRow = Prisma.SeatAllocationGetPayload<{ select: typeof allocationSelect }>;

/** A block as staff read it: dates as YYYY-MM-DD, with its departure's package. */
export const allocationView = ({ departure, releaseOn: day, ...block }: AllocationRow) => ({
  ...block,
  releaseOn: dateOnly(day),
  departDate: dateOnly(departure.departDate),
  returnDate: dateOnly(departure.returnDate),
  packageId: departure.package.id,
  packageName: departure.package.name,
});

export type SeatAllocationView = ReturnType<typeof allocationView>;

/** A release date is from today (UTC) and before the departure's day. */
function requireReleaseOn(day: string, departDate: Date) {
  if (day < todayUtc() || day >= dateOnly(departDate))
    throw badRequest('SEAT_ALLOCATION_RELEASE_ON_RANGE', { departDate: dateOnly(departDate) });
}

/** Takes `count` seats of the departure off public sale, or says in words why it cannot. */
async function takeSeats(tx: TransactionClient, departureId: number, count: number) {
  const taken = await tx.$queryRaw<unknown[]>(takeDepartureSeatsSql(departureId, count));
  if (taken.length > 0) return;
  const departure = await tx.departure.findUniqueOrThrow({
    where: { id: departureId },
    select: { status: true, seats: true, seatsTaken: true },
  });
  if (departure.status === 'CLOSED') throw conflict('SEAT_ALLOCATION_DEPARTURE_CLOSED');
  throw conflict('SEAT_ALLOCATION_SEATS_SHORT', {
    left: Math.max(0, departure.seats - departure.seatsTaken),
    needed: count,
  });
}

const readAllocation = (tx: TransactionClient, allocationId: number) =>
  tx.seatAllocation.findUniqueOrThrow({ where: { id: allocationId }, select: allocationSelect });

/** A block of a departure's seats for an agency, taken off public sale at once; one per agency and departure. */
export async function createSeatAllocation(ctx: ServiceContext, input: unknown): Promise<SeatAllocationView> {
  const viewer = requireStaff(ctx.viewer);
  const data = parseInput(createSeatAllocationInput, input);
  return ctx.db.$transaction(async (tx) => {
    const owner = foundOr404(
      await tx.agency.findUnique({ where: { id: data.agencyId }, select: { name: true, currency: true } }),
      'AGENCY_NOT_FOUND',
    );
    const departure = foundOr404(
      await tx.departure.findUnique({
        where: { id: data.departureId },
        select: { departDate: true, package: { select: { currency: true } } },
      }),
      'DEPARTURE_NOT_FOUND',
    );
    // The agency could never book seats priced in another currency (decision 0065): the block would only idle.
    if (departure.package.currency !== owner.currency) {
      throw badRequest('ALLOCATION_PACKAGE_CURRENCY', {
        packageCurrency: departure.package.currency,
        agencyCurrency: owner.currency,
      });
    }
    requireReleaseOn(data.releaseOn, departure.departDate);
    await takeSeats(tx, data.departureId, data.seats);
    const made = await writeOrExplain(
      tx.seatAllocation.create({
        data: { ...data, releaseOn: new Date(data.releaseOn), createdById: viewer.id },
        select: allocationSelect,
      }),
      { duplicate: 'SEAT_ALLOCATION_EXISTS' },
    );
    await recordAudit(tx, viewer, {
      action: 'seat-allocation.create',
      entityType: 'SeatAllocation',
      entityId: made.id,
      summary: `Blocked ${data.seats} seats of departure ${data.departureId} (${dateOnly(departure.departDate)}) for ${owner.name} until ${data.releaseOn}`,
      after: { agencyId: data.agencyId, departureId: data.departureId, seats: data.seats, releaseOn: data.releaseOn },
    });
    return allocationView(made);
  });
}

/** The block's row, locked for the change: a booking on it or its release waits for this transaction. */
async function lockedAllocation(tx: TransactionClient, allocationId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "SeatAllocation" WHERE id = ${allocationId} FOR UPDATE`;
  foundOr404(rows.at(0) ?? null, 'SEAT_ALLOCATION_NOT_FOUND');
  return readAllocation(tx, allocationId);
}

/**
 * Resizes a block or moves its release date: growing takes more seats off public sale (refused in words when they
 * are not there), shrinking puts seats back on sale, never below what the agency's bookings use. A released block
 * does not change.
 */
export async function updateSeatAllocation(
  ctx: ServiceContext,
  allocationId: unknown,
  input: unknown,
): Promise<SeatAllocationView> {
  const viewer = requireStaff(ctx.viewer);
  const key = parseInput(id, allocationId);
  const change = parseInput(updateSeatAllocationInput, input);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockedAllocation(tx, key);
    if (before.releasedAt) throw conflict('SEAT_ALLOCATION_RELEASED');
    if (change.releaseOn !== undefined) requireReleaseOn(change.releaseOn, before.departure.departDate);
    const size = change.seats ?? before.seats;
    if (size < before.seatsUsed) throw conflict('SEAT_ALLOCATION_BELOW_USED', { used: before.seatsUsed });
    if (size > before.seats) await takeSeats(tx, before.departureId, size - before.seats);
    else await giveBackDepartureSeats(tx, before.departureId, before.seats - size);
    await tx.seatAllocation.update({
      where: { id: key },
      data: { seats: size, ...(change.releaseOn !== undefined && { releaseOn: new Date(change.releaseOn) }) },
    });
    const after = allocationView(await readAllocation(tx, key));
    const was = allocationView(before);
    await recordAudit(tx, viewer, {
      action: 'seat-allocation.update',
      entityType: 'SeatAllocation',
      entityId: key,
      summary: `Changed the block ${key} on departure ${before.departureId}: seats ${was.seats} → ${after.seats}, release on ${was.releaseOn} → ${after.releaseOn}`,
      before: { seats: was.seats, releaseOn: was.releaseOn },
      after: { seats: after.seats, releaseOn: after.releaseOn },
    });
    return after;
  });
}

/**
 * Releases a block now: its unused seats go back on public sale and it shrinks to what is used. Releasing a
 * released block changes nothing (and writes no audit row).
 */
export async function releaseSeatAllocation(ctx: ServiceContext, allocationId: unknown): Promise<SeatAllocationView> {
  const viewer = requireStaff(ctx.viewer);
  const key = parseInput(id, allocationId);
  return ctx.db.$transaction(async (tx) => {
    foundOr404(
      await tx.seatAllocation.findUnique({ where: { id: key }, select: { id: true } }),
      'SEAT_ALLOCATION_NOT_FOUND',
    );
    const released = await releaseAllocation(tx, key);
    if (released)
      await recordAudit(tx, viewer, {
        action: 'seat-allocation.release',
        entityType: 'SeatAllocation',
        entityId: key,
        summary: `Released the block ${key} on departure ${released.departureId}: ${released.seatsFreed} seats back on sale, ${released.seatsUsed} used`,
        before: { seats: released.seatsUsed + released.seatsFreed, releasedAt: null },
        after: { seats: released.seatsUsed, released: true },
      });
    return allocationView(await readAllocation(tx, key));
  });
}
