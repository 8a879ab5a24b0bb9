/**
 * The dashboard's single aggregate row (StatsAggregate): the worker refreshes it after writes, the API reads it.
 * Both go through these functions so the figures and the freshness rule are written once.
 */
import type { StatsAggregate } from './generated/client/client.ts';
import type { PrismaClient } from './index.ts';

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

/**
 * Recomputes every dashboard figure and stores them in the single aggregate row, in one statement: one scan per
 * table instead of nine COUNTs, and INSERT ... ON CONFLICT so two refreshes at once never collide on the row.
 * `createdAt` is a UTC timestamp without time zone; `now` travels as text and is turned into UTC there, so no
 * driver or session zone shifts the month bounds.
 */
export async function refreshStats(db: PrismaClient, now = new Date()): Promise<Stats> {
  const [, rows] = await db.$transaction([
    // The statement reads five tables under one snapshot, taking their locks one by one: against a TRUNCATE or a
    // migration taking them in another order it must be the one to give way (an error; the next refresh counts),
    // which a lock timeout below Postgres' 1 s deadlock check ensures.
    db.$executeRaw`SET LOCAL lock_timeout = '200ms'`,
    db.$queryRaw<StatsAggregate[]>`
    WITH bounds AS (
      SELECT date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') AS current
    ), months AS (
      SELECT generate_series(current - make_interval(months => ${MONTHS - 1}::int), current, interval '1 month') AS m FROM bounds
    ), per_month AS (
      SELECT date_trunc('month', "createdAt") AS m, count(*)::int AS count
      FROM "Booking" WHERE "createdAt" >= (SELECT min(m) FROM months) GROUP BY 1
    ), series AS (
      SELECT jsonb_agg(jsonb_build_object('month', to_char(m, 'YYYY-MM'), 'count', coalesce(count, 0)) ORDER BY m)
        AS series
      FROM months LEFT JOIN per_month USING (m)
    ), users AS (
      SELECT count(*)::int AS users,
             (count(*) FILTER (WHERE role = 'ADMIN'))::int AS admins,
             (count(*) FILTER (WHERE role IN ('ADMIN', 'STAFF')))::int AS staff
      FROM "User"
    ), bookings AS (
      SELECT count(*)::int AS bookings, (count(*) FILTER (WHERE status = 'PAID'))::int AS paid FROM "Booking"
    )
    INSERT INTO "StatsAggregate"
      (id, users, admins, staff, pkgs, reviews, bookings, "paidBookings", consultations, series, "refreshedAt")
    SELECT ${STATS_ID}, users.users, users.admins, users.staff,
           (SELECT count(*)::int FROM "Package" WHERE "archivedAt" IS NULL), (SELECT count(*)::int FROM "Review"),
           bookings.bookings, bookings.paid, (SELECT count(*)::int FROM "Consultation"),
           series.series, now() AT TIME ZONE 'UTC'
    FROM users, bookings, series
    ON CONFLICT (id) DO UPDATE SET
      users = EXCLUDED.users, admins = EXCLUDED.admins, staff = EXCLUDED.staff, pkgs = EXCLUDED.pkgs,
      reviews = EXCLUDED.reviews, bookings = EXCLUDED.bookings, "paidBookings" = EXCLUDED."paidBookings",
      consultations = EXCLUDED.consultations, series = EXCLUDED.series, "refreshedAt" = EXCLUDED."refreshedAt"
    RETURNING *`,
  ]);
  return toStats(rows[0]);
}

/**
 * The stored figures, never recomputed here (that is the worker's job, so a read cannot race a refresh). The
 * series is realigned on the current six months: after a month turned, the new month reads 0 until the next
 * refresh. `stale` says the row is missing or from an earlier month, so the caller asks for a refresh.
 */
export async function readStats(db: PrismaClient, now = new Date()): Promise<{ stats: Stats; stale: boolean }> {
  const row = await db.statsAggregate.findUnique({ where: { id: STATS_ID } });
  const months = lastSixMonths(now);
  const stored = row ? toStats(row) : emptyStats();
  const counts = new Map(stored.series.map((m) => [m.month, m.count]));
  const stats = { ...stored, series: months.map((month) => ({ month, count: counts.get(month) ?? 0 })) };
  return { stats, stale: stored.series.at(-1)?.month !== months.at(-1) };
}

function emptyStats(): Stats {
  const zero = { users: 0, admins: 0, staff: 0, pkgs: 0, reviews: 0, bookings: 0, paidBookings: 0, consultations: 0 };
  return { ...zero, series: [], refreshedAt: new Date(0) };
}

function toStats({ id: _id, series, ...figures }: StatsAggregate): Stats {
  return { ...figures, series: Array.isArray(series) ? (series as MonthCount[]) : [] };
}
