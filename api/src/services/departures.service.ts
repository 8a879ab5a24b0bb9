import type { TransactionClient } from '@rihla/db';
import { takeDepartureSeatsSql } from '@rihla/db/seat-ledger';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import { entryOf } from '../lib/catalog-cache.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { id, int, issueMessage, parseInput } from '../lib/validation.ts';
import { departureCreated, departureUpdated, roomPricesChanged } from './departure-audit.ts';
import {
  byRoomOrder,
  dateOnly,
  type DepartureView,
  departureView,
  ROOM_TYPES,
  type RoomPriceView,
} from './departure-views.ts';
import { offerOf } from './package-offers.ts';
import { packageOr404 } from './packages.service.ts';
import { isCalendarDate, todayUtc } from './trip-times.ts';

/**
 * Fixed group departures of a package and its room-sharing prices (issue #14, item 1). Seat counts move with every
 * booking and every expiry in the worker, so departures are read from the database on each request rather than
 * from the catalogue cache (one indexed query per package page). The catalogue does keep each package's offer ("from"
 * price, package-offers.ts), so a staff edit here drops it.
 */

export const MAX_TRAVELLERS = 9;
export const MAX_SEATS = 1000;
const DATE_MESSAGE = 'DATE_FORMAT_INVALID';

const calendarDate = z.string({ error: DATE_MESSAGE }).refine(isCalendarDate, DATE_MESSAGE);
const seatCount = int(issueMessage('SEATS_INVALID', { max: MAX_SEATS }), { min: 1, max: MAX_SEATS });

export const createDepartureInput = z
  .object({ departDate: calendarDate, returnDate: calendarDate, seats: seatCount })
  .refine((d) => d.returnDate >= d.departDate, {
    message: 'DEPARTURE_DATES_REVERSED',
    path: ['returnDate'],
  });

export const updateDepartureInput = z.object({
  seats: seatCount.optional(),
  status: z.enum(['OPEN', 'CLOSED'], { error: 'DEPARTURE_STATUS_INVALID' }).optional(),
});

const roomType = z.enum(ROOM_TYPES, { error: 'ROOM_TYPE_INVALID' });

export const roomPricesInput = z.object({
  prices: z
    .array(
      z.object({
        roomType,
        // null removes the room type from the package.
        amount: int('ROOM_PRICE_INVALID', {
          min: 1,
          max: 100_000_000,
        }).nullable(),
      }),
    )
    .max(ROOM_TYPES.length, 'ROOM_PRICE_DUPLICATE')
    .refine((list) => new Set(list.map((p) => p.roomType)).size === list.length, 'ROOM_PRICE_DUPLICATE'),
});

export const departureChoiceInput = z.object({
  departureId: int('DEPARTURE_REQUIRED', { min: 1 }),
  roomType: z.enum(ROOM_TYPES, { error: 'ROOM_TYPE_REQUIRED' }),
  travellerCount: int('TRAVELLER_COUNT_INVALID', {
    min: 1,
    max: MAX_TRAVELLERS,
  }),
});
export type DepartureChoice = z.infer<typeof departureChoiceInput>;

async function departuresOf(db: TransactionClient, packageId: number, upcomingOnly: boolean) {
  const [departures, prices] = await Promise.all([
    db.departure.findMany({
      where: { packageId, ...(upcomingOnly ? { departDate: { gte: new Date(todayUtc()) } } : {}) },
      orderBy: [{ departDate: 'asc' }, { id: 'asc' }],
    }),
    db.roomPrice.findMany({ where: { packageId } }),
  ]);
  const packagePrices = prices.filter((p) => p.departureId === null);
  return {
    departures: departures.map((d) =>
      departureView(
        d,
        packagePrices,
        prices.filter((p) => p.departureId === d.id),
      ),
    ),
    roomPrices: packagePrices.map((p) => ({ roomType: p.roomType, amount: p.amount })).sort(byRoomOrder),
  };
}

/** The upcoming departures of a package (public: OPEN, SOLD_OUT and CLOSED ones, each shown with its badge). */
export async function packageDepartures(ctx: ServiceContext, packageId: number): Promise<DepartureView[]> {
  return (await departuresOf(ctx.db, packageId, true)).departures;
}

/** The package's own per-person prices by room type (public). */
export async function packageRoomPrices(ctx: ServiceContext, packageId: number): Promise<RoomPriceView[]> {
  return (await departuresOf(ctx.db, packageId, true)).roomPrices;
}

/** A departure or price edit changes what can be booked, so every package's offer ("from" price) is read again. */
const offersChanged = (ctx: ServiceContext) => ctx.catalog.invalidate('packages');

/**
 * REST's GET /packages/:id: the cached package (or a 404) with its live upcoming departures and room prices added,
 * under an ETag of the whole answer, so a 304 still means nothing changed, seats left included.
 */
export async function packageWithDeparturesEntry(ctx: ServiceContext, packageId: unknown) {
  const pkg = (await packageOr404(ctx, packageId)).value;
  if (!pkg) throw notFound('PACKAGE_NOT_FOUND');
  const live = await departuresOf(ctx.db, pkg.id, true);
  // The offer from the same live departures the answer lists, so the page's "from" price and its list agree.
  return entryOf({ ...pkg, ...offerOf(pkg.price, live.departures), ...live });
}

/** The back-office's view of a package's departures, past ones included. */
export async function staffDepartures(ctx: ServiceContext, packageId: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  if (!(await ctx.db.package.findUnique({ where: { id: targetId }, select: { id: true } })))
    throw notFound('PACKAGE_NOT_FOUND');
  return departuresOf(ctx.db, targetId, false);
}

async function viewOf(db: TransactionClient, departureId: number): Promise<DepartureView> {
  const d = await db.departure.findUniqueOrThrow({ where: { id: departureId } });
  const prices = await db.roomPrice.findMany({ where: { packageId: d.packageId } });
  return departureView(
    d,
    prices.filter((p) => p.departureId === null),
    prices.filter((p) => p.departureId === d.id),
  );
}

export async function createDeparture(ctx: ServiceContext, packageId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const data = parseInput(createDepartureInput, input);
  const pkg = await ctx.db.package.findUnique({ where: { id: targetId }, select: { name: true } });
  if (!pkg) throw notFound('PACKAGE_NOT_FOUND');
  const view = await ctx.db.$transaction(async (tx) => {
    const created = await tx.departure.create({
      data: {
        packageId: targetId,
        departDate: new Date(data.departDate),
        returnDate: new Date(data.returnDate),
        seats: data.seats,
      },
    });
    await recordAudit(tx, ctx.viewer, departureCreated(pkg.name, created));
    return viewOf(tx, created.id);
  });
  await offersChanged(ctx);
  return view;
}

/**
 * Changes a departure's seats and/or closes or reopens it, in one conditional statement: seats never go below
 * those already taken (a concurrent booking is counted), and an open departure is SOLD_OUT exactly when full.
 */
export async function updateDeparture(ctx: ServiceContext, departureId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, departureId);
  const data = parseInput(updateDepartureInput, input ?? {});
  const seats = data.seats ?? null;
  const status = data.status ?? null;
  const view = await ctx.db.$transaction(async (tx) => {
    const before = await tx.departure.findUnique({ where: { id: targetId }, include: { package: true } });
    if (!before) throw notFound('DEPARTURE_NOT_FOUND');
    const changed = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "Departure"
    SET seats = COALESCE(${seats}::int, seats),
        status = CASE
          WHEN COALESCE(${status}::text, CASE WHEN status = 'CLOSED' THEN 'CLOSED' ELSE 'OPEN' END) = 'CLOSED'
            THEN 'CLOSED'::"DepartureStatus"
          WHEN "seatsTaken" >= COALESCE(${seats}::int, seats) THEN 'SOLD_OUT'::"DepartureStatus"
          ELSE 'OPEN'::"DepartureStatus"
        END,
        "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${targetId} AND "seatsTaken" <= COALESCE(${seats}::int, seats)
    RETURNING id`;
    if (changed.length === 0) {
      const found = await tx.departure.findUniqueOrThrow({ where: { id: targetId } });
      throw conflict('SEATS_BELOW_TAKEN', { taken: found.seatsTaken });
    }
    const after = await tx.departure.findUniqueOrThrow({ where: { id: targetId } });
    const entry = departureUpdated(before.package.name, before, after);
    if (entry) await recordAudit(tx, ctx.viewer, entry);
    return viewOf(tx, targetId);
  });
  await offersChanged(ctx);
  return view;
}

/** Sets the package's per-person room prices: each listed room type gets its amount, or is removed with null. */
export async function setRoomPrices(ctx: ServiceContext, packageId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  const { prices } = parseInput(roomPricesInput, input);
  const pkg = await ctx.db.package.findUnique({
    where: { id: targetId },
    select: { id: true, name: true, currency: true },
  });
  if (!pkg) throw notFound('PACKAGE_NOT_FOUND');
  const after = await ctx.db.$transaction(async (tx) => {
    const before = (await departuresOf(tx, targetId, false)).roomPrices;
    for (const { roomType: type, amount } of prices) {
      if (amount === null) {
        await tx.roomPrice.deleteMany({ where: { packageId: targetId, departureId: null, roomType: type } });
        continue;
      }
      // The unique index is NULLS NOT DISTINCT, so the package-wide row (no departure) is found by ON CONFLICT.
      await tx.$executeRaw`
        INSERT INTO "RoomPrice" ("packageId", "departureId", "roomType", amount, "updatedAt")
        VALUES (${targetId}, NULL, ${type}::"RoomType", ${amount}, now() AT TIME ZONE 'UTC')
        ON CONFLICT ("packageId", "departureId", "roomType")
        DO UPDATE SET amount = EXCLUDED.amount, "updatedAt" = EXCLUDED."updatedAt"`;
    }
    const now = (await departuresOf(tx, targetId, false)).roomPrices;
    const entry = roomPricesChanged(pkg, before, now);
    if (entry) await recordAudit(tx, ctx.viewer, entry);
    return now;
  });
  await offersChanged(ctx);
  return after;
}

/** Whether a package is sold by departure: it has at least one upcoming departure (open or not). */
export async function hasDepartures(db: TransactionClient, packageId: number): Promise<boolean> {
  const found = await db.departure.findFirst({
    where: { packageId, departDate: { gte: new Date(todayUtc()) } },
    select: { id: true },
  });
  return found !== null;
}

/**
 * Takes the seats of a departure booking inside the booking's transaction and returns the per-person price of the
 * chosen room; throws a 4xx (the transaction then rolls back) when the departure is not this package's, the room
 * type has no price, or the seats are not there.
 */
export async function takeDepartureSeats(
  tx: TransactionClient,
  packageId: number,
  choice: DepartureChoice,
): Promise<number> {
  const departure = await tx.departure.findFirst({ where: { id: choice.departureId, packageId } });
  if (!departure) throw badRequest('DEPARTURE_NOT_OF_PACKAGE');
  if (dateOnly(departure.departDate) < todayUtc()) throw badRequest('DEPARTURE_LEFT');
  // An unpaid hold ends when its departure's day begins (seat-holds.ts holdEnd): on that day there is no hold to give.
  if (dateOnly(departure.departDate) === todayUtc()) throw conflict('DEPARTURE_CLOSED');
  const prices = await tx.roomPrice.findMany({
    where: { packageId, roomType: choice.roomType, OR: [{ departureId: null }, { departureId: departure.id }] },
  });
  const price = prices.find((p) => p.departureId === departure.id) ?? prices.find((p) => p.departureId === null);
  if (!price) throw badRequest('ROOM_TYPE_NOT_OFFERED');
  const taken = await tx.$queryRaw<unknown[]>(takeDepartureSeatsSql(departure.id, choice.travellerCount));
  if (taken.length > 0) return price.amount;
  throw await seatsRefusal(tx, departure.id);
}

/** Why a departure's seats were not taken, from its row as it is now (the failed update took no lock: read fresh). */
export async function seatsRefusal(tx: TransactionClient, departureId: number) {
  const now = await tx.departure.findUniqueOrThrow({ where: { id: departureId } });
  if (now.status === 'CLOSED') return conflict('DEPARTURE_CLOSED');
  const left = Math.max(0, now.seats - now.seatsTaken);
  if (left === 0) return conflict('SEATS_SOLD_OUT');
  return conflict('SEATS_FEW_LEFT', { count: left });
}
