import type { AgencyNetPrice, AgencyPackageTerms, Departure, RoomPrice, RoomType, TransactionClient } from '@rihla/db';

import { departureView, type RoomPriceView } from './departure-views.ts';

/**
 * What an agency pays for a room on a departure (decision 0065): the package's own terms for the agency when it has
 * some (PERCENT_OFF: basis points off the public per-person price; NET_PRICE: a fixed per-person price per room
 * type, and a room type without one is not sold to it), else the agency's default commission. The public price is
 * the departure's own room price, else the package's (departure-views.ts), the rule every booking reads.
 */

type PricedAgency = { id: number; defaultCommissionBasisPoints: number };
type AgencyTerms = Pick<AgencyPackageTerms, 'kind' | 'commissionBasisPoints'> & {
  netPrices: Pick<AgencyNetPrice, 'roomType' | 'amount'>[];
};

/** A room type's per-person prices on one departure, in the package's currency (minor units). */
export type AgencyRoomRate = { roomType: RoomType; publicAmount: number; netAmount: number };

const BASIS = 10_000;

/**
 * The public price less `basisPoints`, rounded UP to a whole minor unit: the agency's commission (their difference)
 * is then never more than its terms say.
 */
export function netOfCommission(publicAmount: number, basisPoints: number): number {
  return Math.floor((publicAmount * (BASIS - basisPoints) + BASIS - 1) / BASIS);
}

/**
 * The room types sold to the agency with both prices, in the public list's order. A net price above the public one
 * (terms staff set before a price cut) is not sold either: an agency never pays more than a pilgrim would.
 */
export function agencyRates(
  agency: PricedAgency,
  terms: AgencyTerms | null,
  publicPrices: RoomPriceView[],
): AgencyRoomRate[] {
  return publicPrices.flatMap(({ roomType, amount }) => {
    const netAmount =
      terms?.kind === 'NET_PRICE'
        ? terms.netPrices.find((net) => net.roomType === roomType)?.amount
        : netOfCommission(amount, terms?.commissionBasisPoints ?? agency.defaultCommissionBasisPoints);
    return netAmount !== undefined && netAmount <= amount ? [{ roomType, publicAmount: amount, netAmount }] : [];
  });
}

/** Each departure's rates for the agency (by departure id), read in three queries whatever the number of departures. */
export async function departureRates(
  db: TransactionClient,
  agency: PricedAgency,
  departures: Departure[],
): Promise<Map<number, { publicPrices: RoomPriceView[]; rates: AgencyRoomRate[] }>> {
  const packageIds = [...new Set(departures.map((d) => d.packageId))];
  const [prices, terms] = await Promise.all([
    db.roomPrice.findMany({ where: { packageId: { in: packageIds } } }),
    db.agencyPackageTerms.findMany({
      where: { agencyId: agency.id, packageId: { in: packageIds } },
      include: { netPrices: true },
    }),
  ]);
  const packageWide = (packageId: number) =>
    prices.filter((p: RoomPrice) => p.packageId === packageId && p.departureId === null);
  return new Map(
    departures.map((d) => {
      const publicPrices = departureView(
        d,
        packageWide(d.packageId),
        prices.filter((p) => p.departureId === d.id),
      ).roomPrices;
      const own = terms.find((t) => t.packageId === d.packageId) ?? null;
      return [d.id, { publicPrices, rates: agencyRates(agency, own, publicPrices) }];
    }),
  );
}
