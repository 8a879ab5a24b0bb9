/**
 * The dashboard's single aggregate row (StatsAggregate): the worker refreshes it after writes, the API reads it.
 * Both go through these functions so the figures and the freshness rule are written once.
 */
import type { PrismaClient, StatsAggregate } from './generated/client/client.ts';

export type MonthCount = { month: string; count: number };
export type Stats = Omit<StatsAggregate, 'id' | 'series'> & { series: MonthCount[] };

const STATS_ID = 1;
const MONTHS = 6;

/** 'YYYY-MM' of the last six calendar months (UTC) including the one `now` falls in, oldest first. */
export function lastSixMonths(now: Date): string[] {
  return Array.from({ length: MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1 - i), 1));
    return month.toISOString().slice(0, 7);
  });
}

/** Recomputes every dashboard figure and stores them in the single aggregate row. */
export async function refreshStats(db: PrismaClient, now = new Date()): Promise<Stats> {
  const [users, admins, staff, pkgs, reviews, bookings, paidBookings, consultations, series] = await Promise.all([
    db.user.count(),
    db.user.count({ where: { role: 'ADMIN' } }),
    db.user.count({ where: { role: { in: ['ADMIN', 'STAFF'] } } }),
    db.package.count(),
    db.review.count(),
    db.booking.count(),
    db.booking.count({ where: { status: 'PAID' } }),
    db.consultation.count(),
    bookingsPerMonth(db, now),
  ]);
  const figures = {
    users,
    admins,
    staff,
    pkgs,
    reviews,
    bookings,
    paidBookings,
    consultations,
    series,
    refreshedAt: new Date(),
  };
  const row = await db.statsAggregate.upsert({
    where: { id: STATS_ID },
    create: { id: STATS_ID, ...figures },
    update: figures,
  });
  return toStats(row);
}

/** The stored figures; computed on the spot only before the worker's first refresh or after a month turned. */
export async function readStats(db: PrismaClient, now = new Date()): Promise<Stats> {
  const row = await db.statsAggregate.findUnique({ where: { id: STATS_ID } });
  const stats = row && toStats(row);
  if (stats && stats.series.at(-1)?.month === lastSixMonths(now).at(-1)) return stats;
  return refreshStats(db, now);
}

async function bookingsPerMonth(db: PrismaClient, now: Date): Promise<MonthCount[]> {
  const months = lastSixMonths(now);
  // createdAt is a UTC timestamp without time zone; the bound is passed as text so no driver shifts it.
  const rows = await db.$queryRaw<MonthCount[]>`
    SELECT to_char(date_trunc('month', "createdAt"), 'YYYY-MM') AS month, count(*)::int AS count
    FROM "Booking"
    WHERE "createdAt" >= ${`${months[0]}-01`}::timestamp
    GROUP BY 1`;
  const counts = new Map(rows.map((row) => [row.month, row.count]));
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
}

function toStats({ id: _id, series, ...figures }: StatsAggregate): Stats {
  return { ...figures, series: Array.isArray(series) ? (series as MonthCount[]) : [] };
}
