import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';
import { moneySummary } from '@rihla/db/booking-money';
import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { int, parseInput } from '../lib/validation.ts';
import { addDays } from './traveller-inputs.ts';
import { dayOf, todayUtc } from './trip-times.ts';

/**
 * The dashboard's money panel and next departures (issue #32, item 3; docs/decisions/0052-work-queues-as-data.md).
 * Money is read from the Payment and Refund rows (the facts the worker recorded from the provider), never from a
 * booking's status, and kept per currency: amounts in different currencies are never added together.
 */

type Db = ServiceContext['db'];
export type CurrencyAmount = { currency: string; amount: number };

/** Sums per currency, in currency order, leaving out zeros. */
function perCurrency(rows: readonly { currency: string; amount: number }[]): CurrencyAmount[] {
  const sums = new Map<string, number>();
  for (const { currency, amount } of rows) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return [...sums]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));
}

/** Midnight UTC on the first of `now`'s month (the calendar month is the UTC one, as the stats' series). */
const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * What still has to come in: the amount owed (the shared money summary's `stillOwed`, decision 0038) of every
 * booking that is running and has started paying (at least one Payment row: a deposit in, or a payment in review).
 * An unpaid booking is an offer that may lapse, not money owed; a cancelled, refunded or expired one owes nothing.
 */
async function outstanding(db: Db): Promise<CurrencyAmount[]> {
  const running = await db.booking.findMany({
    where: {
      cancelledAt: null,
      amount: { not: null },
      status: { notIn: ['CANCELLED', 'REFUNDED', 'EXPIRED'] },
      payments: { some: {} },
    },
    select: {
      status: true,
      amount: true,
      currency: true,
      paidAt: true,
      payments: { select: { amount: true, currency: true } },
    },
  });
  return perCurrency(
    running.flatMap((b) => {
      const owed = moneySummary(b, b.payments).stillOwed ?? 0;
      return owed > 0 && b.currency ? [{ currency: b.currency, amount: owed }] : [];
    }),
  );
}

/**
 * The money panel: paid this month (payments received since the first of this month, package and trip bookings),
 * refunded this month (refunds the provider confirmed this month) and outstanding (see `outstanding`).
 */
export async function dashboardMoney(ctx: ServiceContext, now = new Date()) {
  requireStaff(ctx.viewer);
  const since = monthStartOf(now);
  const [payments, refunds, owed] = await Promise.all([
    ctx.db.payment.groupBy({ by: ['currency'], where: { receivedAt: { gte: since } }, _sum: { amount: true } }),
    ctx.db.refund.groupBy({
      by: ['currency'],
      // A refund settled before settledAt was recorded counts by when it was asked.
      where: {
        status: 'SUCCEEDED',
        OR: [{ settledAt: { gte: since } }, { settledAt: null, createdAt: { gte: since } }],
      },
      _sum: { amount: true },
    }),
    outstanding(ctx.db),
  ]);
  const sums = (rows: { currency: string; _sum: { amount: number | null } }[]) =>
    perCurrency(rows.map((row) => ({ currency: row.currency, amount: row._sum.amount ?? 0 })));
  return {
    month: since.toISOString().slice(0, 7),
    paid: sums(payments),
    refunded: sums(refunds),
    outstanding: owed,
  };
}

export type DashboardMoney = Awaited<ReturnType<typeof dashboardMoney>>;

export const nextDeparturesInput = z.object({
  limit: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    int('LIMIT_INVALID', { min: 1, max: 100 }).default(5),
  ),
});

/**
 * The next departures (today or later, soonest first) with their fill. The seat ledger's seatsTaken counts the seats
 * off sale; of them, those of unpaid bookings still holding theirs (a hold deadline set) are held, the rest sold.
 */
export async function nextDepartures(ctx: ServiceContext, args: unknown = {}) {
  requireStaff(ctx.viewer);
  const { limit } = parseInput(nextDeparturesInput, args ?? {});
  const departures = await ctx.db.departure.findMany({
    where: { departDate: { gte: new Date(todayUtc()) } },
    orderBy: [{ departDate: 'asc' }, { id: 'asc' }],
    take: limit,
    select: {
      id: true,
      departDate: true,
      returnDate: true,
      status: true,
      seats: true,
      seatsTaken: true,
      package: { select: { id: true, name: true } },
    },
  });
  const held = await ctx.db.booking.groupBy({
    by: ['departureId'],
    where: { departureId: { in: departures.map((d) => d.id) }, seatsHeld: true, holdExpiresAt: { not: null } },
    _sum: { travellerCount: true },
  });
  const heldOf = new Map(held.map((row) => [row.departureId, row._sum.travellerCount ?? 0]));
  return departures.map((departure) => {
    const seatsHeld = Math.min(heldOf.get(departure.id) ?? 0, departure.seatsTaken);
    const seatsSold = departure.seatsTaken - seatsHeld;
    return {
      ...departure,
      departDate: dayOf(departure.departDate),
      returnDate: dayOf(departure.returnDate),
      seatsSold,
      seatsHeld,
      fillPercent: departure.seats > 0 ? Math.min(100, Math.round((seatsSold * 100) / departure.seats)) : 0,
    };
  });
}

export type NextDeparture = Awaited<ReturnType<typeof nextDepartures>>[number];

/** How far ahead the dashboard looks for documents still missing (issue #33, item 6). */
const DOCUMENTS_DUE_DAYS = 60;

/**
 * Travellers leaving in the next 60 days (departure today or later) on a travelling booking, with a document their
 * package requires missing or rejected (decision 0057), and how many bookings they are on.
 */
export async function documentsDueSoon(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  const from = todayUtc();
  const to = addDays(from, DOCUMENTS_DUE_DAYS);
  const [row] = await ctx.db.$queryRaw<{ travellers: number; bookings: number }[]>`
    SELECT count(DISTINCT t.id)::int AS travellers, count(DISTINCT b.id)::int AS bookings
    FROM "Traveller" t
    JOIN "Booking" b ON b.id = t."bookingId"
    JOIN "Departure" d ON d.id = b."departureId"
    JOIN "PackageDocumentRequirement" r ON r."packageId" = b."packageId"
    LEFT JOIN "TravellerDocument" doc ON doc."travellerId" = t.id AND doc."documentTypeId" = r."documentTypeId"
      AND doc."deletedAt" IS NULL
    WHERE d."departDate" BETWEEN ${from}::date AND ${to}::date
      AND b.status::text = ANY(${TRAVELLING_WHERE.status.in}) AND b."cancelledAt" IS NULL
      AND (doc.id IS NULL OR doc.status = 'REJECTED')`;
  return { days: DOCUMENTS_DUE_DAYS, travellers: row.travellers, bookings: row.bookings };
}
