import type { Prisma } from '@rihla/db';
import type { Db } from '../lib/db.ts';

export type HeldBooking = {
  serviceId: number;
  departureDate: string;
  passengers: number;
  customer: string;
  email: string;
  origin: string;
  destination: string;
  startDate: Date;
  transportId: number;
  classId: number;
  price: number;
  currency: string;
};

/**
 * Takes `passengers` seats of a departure and records the booking in ONE statement, so both happen or neither.
 * The ledger row is upserted conditionally: concurrent holds on the same departure serialize on its key and each
 * re-checks capacity against the latest count, so a departure is never oversold. Returns the booking id, or null
 * when the seats are not there.
 */
export async function holdSeatsAndBook(db: Db, b: HeldBooking): Promise<number | null> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    WITH hold AS (
      INSERT INTO "SeatInventory" ("serviceId", "departureDate", "seatsSold")
      SELECT s.id, ${b.departureDate}::date, ${b.passengers}::int
      FROM "ScheduledService" s
      WHERE s.id = ${b.serviceId} AND ${b.passengers}::int <= s.seats
      ON CONFLICT ("serviceId", "departureDate") DO UPDATE
        SET "seatsSold" = "SeatInventory"."seatsSold" + EXCLUDED."seatsSold"
        WHERE "SeatInventory"."seatsSold" + EXCLUDED."seatsSold"
          <= (SELECT seats FROM "ScheduledService" WHERE id = EXCLUDED."serviceId")
      RETURNING "serviceId", "departureDate"
    )
    INSERT INTO "CustomBooking" (
      customer, email, origin, destination, "startDate", "transportId", "classId", passengers, price, currency,
      "serviceId", "departureDate", "updatedAt"
    )
    SELECT ${b.customer}, ${b.email}, ${b.origin}, ${b.destination},
           ${b.startDate.toISOString()}::timestamptz AT TIME ZONE 'UTC', ${b.transportId}::int, ${b.classId}::int,
           ${b.passengers}::int, ${b.price}::int, ${b.currency}, hold."serviceId", hold."departureDate",
           now() AT TIME ZONE 'UTC'
    FROM hold
    RETURNING id`;
  return rows[0]?.id ?? null;
}

/** Gives a booking's seats back to its departure (call in the transaction that cancels it, exactly once). */
export async function releaseHeldSeats(tx: Prisma.TransactionClient, bookingId: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE "SeatInventory" inv
    SET "seatsSold" = inv."seatsSold" - b.passengers
    FROM "CustomBooking" b
    WHERE b.id = ${bookingId} AND inv."serviceId" = b."serviceId" AND inv."departureDate" = b."departureDate"`;
}
