import type { Package } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A package's open departures, soonest first. */
export const openDepartures = (tx: TransactionClient, packageId: number) =>
  tx.departure.findMany({ where: { packageId, status: 'OPEN' }, orderBy: { departDate: 'asc' } });

/**
 * What every seeded story's booking starts from: a customer's double room for `travellers` on one departure of a
 * package, in the package's currency, under the customer's own name.
 */
export async function customerBooking(
  tx: TransactionClient,
  user: { id: number; email: string },
  pkg: Package,
  departure: { id: number },
  travellers: number,
) {
  const { name } = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true } });
  return {
    name,
    email: user.email,
    userId: user.id,
    packageId: pkg.id,
    departureId: departure.id,
    roomType: 'DOUBLE' as const,
    travellerCount: travellers,
    currency: pkg.currency,
  };
}
