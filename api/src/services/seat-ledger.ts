import type { TransactionClient } from '@rihla/db';
import { takeSeatsSql } from '@rihla/db/seat-ledger';

export type HeldBooking = {
  serviceId: number;
  departureDate: string;
  passengers: number;
  name: string;
  email: string;
  origin: string;
  destination: string;
  startDate: Date;
  transportId: number;
  classId: number;
  amount: number;
  currency: string;
  userId: number | null;
  accessTokenHash: string;
  accessExpiresAt: Date;
  holdExpiresAt: Date;
  holdClientKey: string;
  locale: string;
  termsDocumentId: number;
  termsAcceptedAt: Date;
};

/**
 * Takes `passengers` seats of a class of a departure and records the booking in ONE statement, so both happen or neither
 * (the capacity rule is the shared ledger's). Returns the booking id, or null when the seats are not there.
 */
export async function holdSeatsAndBook(tx: TransactionClient, b: HeldBooking): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    WITH hold AS (${takeSeatsSql(b.serviceId, b.departureDate, b.classId, b.passengers)})
    INSERT INTO "TripBooking" (
      name, email, origin, destination, "startDate", "transportId", "classId", passengers, amount, currency,
      "serviceId", "departureDate", "userId", "accessTokenHash", "accessExpiresAt", "holdExpiresAt", "holdClientKey",
      locale, "termsDocumentId", "termsAcceptedAt", "updatedAt"
    )
    SELECT ${b.name}, ${b.email}, ${b.origin}, ${b.destination},
           ${b.startDate.toISOString()}::timestamptz AT TIME ZONE 'UTC', ${b.transportId}::int, ${b.classId}::int,
           ${b.passengers}::int, ${b.amount}::int, ${b.currency}, hold."serviceId", hold."departureDate",
           ${b.userId}::int, ${b.accessTokenHash}, ${b.accessExpiresAt.toISOString()}::timestamptz,
           ${b.holdExpiresAt.toISOString()}::timestamptz, ${b.holdClientKey}, ${b.locale},
           ${b.termsDocumentId}::int, ${b.termsAcceptedAt.toISOString()}::timestamptz, now() AT TIME ZONE 'UTC'
    FROM hold
    RETURNING id`;
  return rows[0]?.id ?? null;
}
