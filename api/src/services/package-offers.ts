import type { ServiceContext } from '../lib/context.ts';
import type { CatalogReader } from '../lib/db.ts';
import { type DepartureView, departureView } from './departure-views.ts';
import { todayUtc } from './trip-times.ts';

/**
 * What a visitor can book of a package today, and from what price: the one definition every public read shows
 * (the cards, the package page, the home price list, GraphQL and REST; issue #31, docs/product-rules.md#from-price).
 * - ON_SALE: `fromPrice` is the lowest per-pilgrim price a booking can be made at now.
 * - ON_REQUEST: no departures and no price: the team quotes personally ("Contact").
 * - NOT_ON_SALE: the package has upcoming departures, but none can be booked (closed, full or leaving today).
 */
export const PACKAGE_SALES = ['ON_SALE', 'ON_REQUEST', 'NOT_ON_SALE'] as const;
export type PackageSale = (typeof PACKAGE_SALES)[number];
export type PackageOffer = { sale: PackageSale; fromPrice: number | null };

const onRequest: PackageOffer = { sale: 'ON_REQUEST', fromPrice: null };

/**
 * The offer of a package from its price and its upcoming departures (departing today or later, as the public reads
 * list them). A departure is bookable when it leaves after today (bookings.service refuses the day itself), is OPEN
 * and has a seat left; each of its room types is a price one pilgrim can book. Without upcoming departures the
 * package is booked at its own price (or quoted when it has none), as createBooking does.
 */
export function offerOf(
  packagePrice: number | null,
  upcoming: readonly DepartureView[],
  today = todayUtc(),
): PackageOffer {
  if (upcoming.length === 0) return packagePrice === null ? onRequest : { sale: 'ON_SALE', fromPrice: packagePrice };
  const bookable = upcoming
    .filter((d) => d.departDate > today && d.status === 'OPEN' && d.seatsLeft > 0)
    .flatMap((d) => d.roomPrices.map((p) => p.amount));
  return bookable.length === 0
    ? { sale: 'NOT_ON_SALE', fromPrice: null }
    : { sale: 'ON_SALE', fromPrice: Math.min(...bookable) };
}

/** Every package's offer today, by package id: three queries whatever the number of packages. */
async function loadOffers(db: CatalogReader, today: string): Promise<Record<number, PackageOffer>> {
  const [packages, departures, prices] = await Promise.all([
    db.package.findMany({ select: { id: true, price: true } }),
    db.departure.findMany({ where: { departDate: { gte: new Date(today) } } }),
    db.roomPrice.findMany(),
  ]);
  const offers: Record<number, PackageOffer> = {};
  for (const pkg of packages) {
    const own = prices.filter((p) => p.packageId === pkg.id);
    const packagePrices = own.filter((p) => p.departureId === null);
    const upcoming = departures
      .filter((d) => d.packageId === pkg.id)
      .map((d) =>
        departureView(
          d,
          packagePrices,
          own.filter((p) => p.departureId === d.id),
        ),
      );
    offers[pkg.id] = offerOf(pkg.price, upcoming, today);
  }
  return offers;
}

/**
 * Every package's offer, from the catalogue cache: a package write, a departure or room price edit and a booking
 * that takes a departure's last seats drop it, and it is keyed by the day, so a departure that leaves stops counting
 * at midnight UTC. Seats the worker gives back (an expired hold) are heard only at the cache's backstop, 5 minutes
 * at most (docs/decisions/0039).
 */
async function packageOffers(ctx: ServiceContext): Promise<Record<number, PackageOffer>> {
  const today = todayUtc();
  return (await ctx.catalog.read('packages', `offers:${today}`, () => loadOffers(ctx.catalog.db, today))).value;
}

/** One package's offer (the back-office reads it too, archived packages included). */
export async function packageOffer(ctx: ServiceContext, packageId: number): Promise<PackageOffer> {
  return (await packageOffers(ctx))[packageId] ?? onRequest;
}

/** Rows with their offer added, as the public reads send them. */
export async function withOffers<Row extends { id: number }>(
  ctx: ServiceContext,
  rows: Row[],
): Promise<(Row & PackageOffer)[]> {
  const offers = await packageOffers(ctx);
  return rows.map((row) => ({ ...row, ...(offers[row.id] ?? onRequest) }));
}
