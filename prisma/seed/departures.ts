import type { Package, RoomType } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { nextHijriDay } from './hijri.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Per-person price of each room type as a share of the package's advertised price (a double room), rounded to 5.00.
const ROOM_SHARE: Record<RoomType, number> = { QUAD: 0.85, TRIPLE: 0.92, DOUBLE: 1, SINGLE: 1.4 };

type DepartureSeed = {
  /** Days from the seed day to departure. */
  inDays: number;
  seats: number;
  seatsTaken: number;
  status?: 'CLOSED';
};

// Two to four departures per priced package, spread over the coming months. The first package has one nearly full
// and one sold out, the second one closed, so the package pages and the back-office show every state.
const PLANS: DepartureSeed[][] = [
  [
    { inDays: 24, seats: 40, seatsTaken: 37 },
    { inDays: 52, seats: 40, seatsTaken: 40 },
    { inDays: 87, seats: 45, seatsTaken: 12 },
    { inDays: 129, seats: 45, seatsTaken: 0 },
  ],
  [
    { inDays: 31, seats: 30, seatsTaken: 22, status: 'CLOSED' },
    { inDays: 66, seats: 30, seatsTaken: 9 },
    { inDays: 101, seats: 30, seatsTaken: 0 },
  ],
  [
    { inDays: 45, seats: 25, seatsTaken: 23 },
    { inDays: 94, seats: 25, seatsTaken: 6 },
  ],
];

/** A seasonal package's departures: this season's (well filled) and next year's (just opened). */
const SEASON_PLAN: DepartureSeed[] = [
  { inDays: 0, seats: 40, seatsTaken: 31 },
  { inDays: 0, seats: 40, seatsTaken: 4 },
];
/** A seeded season's departure leaves at least this long after the seed day, so it can still be booked. */
const SEASON_LEAD_DAYS = 14;
const WINTER_MONTHS = [11, 0, 1]; // December, January, February (UTC months)
const WINTER_DEPARTURE_DAY = 10;

/** The first 10 December, January or February on or after `after`: a Winter Umrah leaves and returns in winter. */
function nextWinterDay(after: Date): Date {
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth() + month, WINTER_DEPARTURE_DAY));
    if (date >= after && WINTER_MONTHS.includes(date.getUTCMonth())) return date;
  }
  throw new Error('unreachable: a winter month is within a year');
}

/**
 * Packages whose names promise a season leave in it, on the Umm al-Qura calendar for Hijri ones, computed from the
 * seed day so a fresh install in any year is right (prisma/test/seed-seasons.unit.test.ts checks every name).
 */
const SEASONS: Partial<Record<string, (after: Date) => Date>> = {
  // In Makkah for the 21st night of Ramadan: the last ten nights and Eid prayer there, then five nights in Madinah.
  'UMR-RAM-15': (after) => nextHijriDay(after, 9, 20),
  // In Makkah a week before the days of Hajj (8-13 Dhul Hijjah); Madinah after the days of Tashreeq.
  'HAJ-STD-21': (after) => nextHijriDay(after, 12, 1),
  'HAJ-PREM-21': (after) => nextHijriDay(after, 12, 1),
  // "The cool months".
  'UMR-WIN-10': nextWinterDay,
};

const dateOnly = (d: Date) => new Date(d.toISOString().slice(0, 10));
const roundTo500 = (amount: number) => Math.max(500, Math.round(amount / 500) * 500);

/**
 * Departures and room prices for the priced packages but the first (a quote-only package is sold by consultation).
 * The first priced package stays undated: it books with the plain POST /bookings (product-rules.md#calls) as before. Dates
 * follow the seed day; everything else is fixed, so two seeds on the same day are identical.
 */
export async function seedDepartures(tx: TransactionClient, now: Date, pkgs: Package[]): Promise<void> {
  const dated = pkgs.filter((p) => p.price !== null).slice(1);
  for (const [i, pkg] of dated.entries()) {
    const price = pkg.price ?? 0;
    await tx.roomPrice.createMany({
      data: Object.entries(ROOM_SHARE).map(([roomType, share]) => ({
        packageId: pkg.id,
        roomType: roomType as RoomType,
        amount: roundTo500(price * share),
      })),
    });
    await tx.departure.createMany({ data: departurePlan(pkg, i, now) });
  }
}

type SeededDeparture = {
  packageId: number;
  departDate: Date;
  returnDate: Date;
  seats: number;
  seatsTaken: number;
  status: 'OPEN' | 'CLOSED' | 'SOLD_OUT';
};

/** The departures of the `index`th dated package, seeded on `now`: in its season when its name names one. */
export function departurePlan(
  pkg: Pick<Package, 'id' | 'code' | 'nights'>,
  index: number,
  now: Date,
): SeededDeparture[] {
  const season = SEASONS[pkg.code];
  const plan = season ? SEASON_PLAN : (PLANS[index % PLANS.length] ?? []);
  let after = dateOnly(new Date(now.getTime() + SEASON_LEAD_DAYS * DAY_MS));
  return plan.map((d) => {
    let departDate = dateOnly(new Date(now.getTime() + d.inDays * DAY_MS));
    if (season) {
      departDate = season(after);
      after = new Date(departDate.getTime() + DAY_MS);
    }
    const full = d.seatsTaken >= d.seats;
    return {
      packageId: pkg.id,
      departDate,
      returnDate: new Date(departDate.getTime() + (pkg.nights ?? 10) * DAY_MS),
      seats: d.seats,
      seatsTaken: d.seatsTaken,
      status: d.status ?? (full ? 'SOLD_OUT' : 'OPEN'),
    };
  });
}
