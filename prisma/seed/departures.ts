import type { Package, RoomType } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';

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
    const plan = PLANS[i % PLANS.length] ?? [];
    await tx.departure.createMany({
      data: plan.map((d) => {
        const departDate = dateOnly(new Date(now.getTime() + d.inDays * DAY_MS));
        const full = d.seatsTaken >= d.seats;
        return {
          packageId: pkg.id,
          departDate,
          returnDate: new Date(departDate.getTime() + (pkg.nights ?? 10) * DAY_MS),
          seats: d.seats,
          seatsTaken: d.seatsTaken,
          status: d.status ?? (full ? 'SOLD_OUT' : 'OPEN'),
        };
      }),
    });
  }
}
