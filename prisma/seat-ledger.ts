/**
 * The seat ledger of searched trips (SeatInventory) and of package departures (Departure.seatsTaken), shared by the
 * API (booking, staff cancel) and the worker (hold expiry, a payment that arrives after expiry), so the capacity
 * rule and the release are written once. Every function takes the transaction that makes the booking's status
 * transition; `seatsHeld` (TripBooking, Booking) records whether the seats are counted, so a release or a re-take
 * happens once whatever the callers do.
 */
import { Prisma } from './generated/client/client.ts';
import type { TransactionClient } from './index.ts';

type Tx = TransactionClient;

/** A class's seats on one departure: its share of the service's seats, rounded down (SQL over s and c). */
export const CLASS_CAPACITY_SQL = Prisma.sql`(s.seats * c."seatShare") / 100`;

/**
 * The statement that takes `passengers` seats of one class of a departure if they are left, for use as a CTE: it
 * yields one row ("serviceId", "departureDate") when the seats were taken, none otherwise. The ledger row is
 * upserted conditionally, so concurrent takers serialize on the row of that class and departure, and each
 * re-checks the class's capacity against the latest count: no class of a departure is ever oversold.
 */
export function takeSeatsSql(
  serviceId: number,
  departureDate: string,
  classId: number,
  passengers: number,
): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "SeatInventory" ("serviceId", "departureDate", "classId", "seatsSold")
    SELECT s.id, ${departureDate}::date, c.id, ${passengers}::int
    FROM "ScheduledService" s, "ServiceClass" c
    WHERE s.id = ${serviceId}::int AND c.id = ${classId}::int AND ${passengers}::int <= ${CLASS_CAPACITY_SQL}
    ON CONFLICT ("serviceId", "departureDate", "classId") DO UPDATE
      SET "seatsSold" = "SeatInventory"."seatsSold" + EXCLUDED."seatsSold"
      WHERE "SeatInventory"."seatsSold" + EXCLUDED."seatsSold" <= (
        SELECT ${CLASS_CAPACITY_SQL} FROM "ScheduledService" s, "ServiceClass" c
        WHERE s.id = EXCLUDED."serviceId" AND c.id = EXCLUDED."classId")
    RETURNING "serviceId", "departureDate"`;
}

/**
 * Gives a trip booking's seats back to its departure, once: the booking's `seatsHeld` flag is cleared in the same
 * statement, so a second release (a retried job, staff cancelling after expiry) changes nothing.
 */
export async function releaseSeats(tx: Tx, tripBookingId: number): Promise<void> {
  await tx.$executeRaw`
    WITH released AS (
      UPDATE "TripBooking" SET "seatsHeld" = false
      WHERE id = ${tripBookingId} AND "seatsHeld" AND "serviceId" IS NOT NULL
      RETURNING "serviceId", "departureDate", "classId", passengers
    )
    UPDATE "SeatInventory" inv
    SET "seatsSold" = inv."seatsSold" - released.passengers
    FROM released
    WHERE inv."serviceId" = released."serviceId" AND inv."departureDate" = released."departureDate"
      AND inv."classId" = released."classId"`;
}

/**
 * What a payment that arrived after its booking's hold expired finds: the seats held again ('held': already held,
 * re-taken, or a booking of no departure), sold meanwhile ('sold'), or a departure already begun ('departed': a
 * hold never outlives its departure, and neither does a re-take).
 */
export type Retake = 'held' | 'sold' | 'departed';

/** Takes a released trip booking's seats again if its departure is still ahead and has them. */
export async function retakeSeats(tx: Tx, tripBookingId: number): Promise<Retake> {
  const rows = await tx.$queryRaw<
    {
      serviceId: number | null;
      departureDate: string | null;
      classId: number | null;
      passengers: number;
      seatsHeld: boolean;
      departed: boolean;
    }[]
  >`
    SELECT "serviceId", to_char("departureDate", 'YYYY-MM-DD') AS "departureDate", "classId", passengers, "seatsHeld",
           "departureDate" < (now() AT TIME ZONE 'UTC')::date AS departed
    FROM "TripBooking" WHERE id = ${tripBookingId} FOR UPDATE`;
  const booking = rows.at(0);
  if (!booking) return 'sold';
  // A trip booking of no departure holds nothing; one whose class was deleted cannot take seats of it again.
  if (booking.serviceId === null || booking.departureDate === null || booking.seatsHeld) return 'held';
  if (booking.departed) return 'departed';
  if (booking.classId === null) return 'sold';
  const taken = await tx.$queryRaw<unknown[]>`
    WITH taken AS (${takeSeatsSql(booking.serviceId, booking.departureDate, booking.classId, booking.passengers)})
    UPDATE "TripBooking" SET "seatsHeld" = true FROM taken WHERE id = ${tripBookingId} RETURNING 1`;
  return taken.length > 0 ? 'held' : 'sold';
}

/**
 * The statement that takes `travellers` seats of a package departure if it is OPEN and has them, for use as a
 * CTE: one row ("departureId") when taken, none otherwise. One conditional UPDATE, so concurrent bookings
 * serialize on the departure's row and each re-checks the latest count. The last seat turns it SOLD_OUT.
 */
export function takeDepartureSeatsSql(departureId: number, travellers: number): Prisma.Sql {
  return Prisma.sql`
    UPDATE "Departure"
    SET "seatsTaken" = "seatsTaken" + ${travellers}::int,
        status = CASE WHEN "seatsTaken" + ${travellers}::int >= seats THEN 'SOLD_OUT'::"DepartureStatus" ELSE status END,
        "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${departureId}::int AND status = 'OPEN' AND "seatsTaken" + ${travellers}::int <= seats
    RETURNING id AS "departureId"`;
}

/**
 * Gives a package booking's seats back, once (`Booking.seatsHeld` is cleared in the same statement): a booking made
 * on a seat allocation that still stands gives them back to the block (`seatsUsed`; the departure keeps counting the
 * whole block), any other to its departure, reopening a SOLD_OUT one. Call it in the transaction that ends the
 * booking for good (EXPIRED, CANCELLED, REFUNDED); a second call changes nothing. True when seats came back.
 * A release of the block at the same moment waits for the block's row and is seen (`releasedAt`): its unused seats
 * went back on sale then, while this booking's stayed counted in the departure, so they go back there.
 */
export async function releaseDepartureSeats(tx: Tx, bookingId: number): Promise<boolean> {
  const released = await tx.$queryRaw<{ released: number }[]>`
    WITH released AS (
      UPDATE "Booking" SET "seatsHeld" = false
      WHERE id = ${bookingId} AND "seatsHeld" AND "departureId" IS NOT NULL
      RETURNING "departureId", "allocationId", "travellerCount"
    ), to_block AS (
      UPDATE "SeatAllocation" a
      SET "seatsUsed" = a."seatsUsed" - released."travellerCount", "updatedAt" = now()
      FROM released
      WHERE a.id = released."allocationId" AND a."releasedAt" IS NULL
      RETURNING a.id
    ), to_departure AS (
      UPDATE "Departure" d
      SET "seatsTaken" = d."seatsTaken" - released."travellerCount",
          status = CASE WHEN d.status = 'SOLD_OUT' THEN 'OPEN'::"DepartureStatus" ELSE d.status END,
          "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM released
      WHERE d.id = released."departureId" AND NOT EXISTS (SELECT 1 FROM to_block)
      RETURNING d.id
    )
    SELECT ((SELECT count(*) FROM to_block) + (SELECT count(*) FROM to_departure))::int AS released`;
  return (released.at(0)?.released ?? 0) > 0;
}

/** Puts `seats` of a departure back on public sale (a block shrunk or released), reopening it if SOLD_OUT. */
export async function giveBackDepartureSeats(tx: Tx, departureId: number, seats: number): Promise<void> {
  if (seats <= 0) return;
  await tx.$executeRaw`
    UPDATE "Departure"
    SET "seatsTaken" = "seatsTaken" - ${seats}::int,
        status = CASE WHEN status = 'SOLD_OUT' THEN 'OPEN'::"DepartureStatus" ELSE status END,
        "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${departureId}::int`;
}

/** What releasing a block did: its departure and the unused seats that went back on public sale. */
type AllocationRelease = { departureId: number; agencyId: number; seatsFreed: number; seatsUsed: number };

/**
 * Releases a seat allocation, once (staff, or the worker on its releaseOn): its unused seats (seats - seatsUsed) go
 * back on public sale, the block shrinks to what its bookings use and is marked released. Null when it was already
 * released (a second call changes nothing) or does not exist. The block's row is locked first, so a booking on it
 * or a resize at the same moment goes before or after, never between.
 */
export async function releaseAllocation(tx: Tx, allocationId: number): Promise<AllocationRelease | null> {
  const rows = await tx.$queryRaw<{ departureId: number; agencyId: number; seats: number; seatsUsed: number }[]>`
    SELECT "departureId", "agencyId", seats, "seatsUsed" FROM "SeatAllocation"
    WHERE id = ${allocationId} AND "releasedAt" IS NULL FOR UPDATE`;
  const block = rows.at(0);
  if (!block) return null;
  await tx.$executeRaw`
    UPDATE "SeatAllocation"
    SET seats = "seatsUsed", "releasedAt" = now(), "updatedAt" = now()
    WHERE id = ${allocationId}`;
  const seatsFreed = block.seats - block.seatsUsed;
  await giveBackDepartureSeats(tx, block.departureId, seatsFreed);
  return { departureId: block.departureId, agencyId: block.agencyId, seatsFreed, seatsUsed: block.seatsUsed };
}

/**
 * Takes a released package booking's seats again if its departure is open, has them, and has not begun (its day,
 * UTC, is still ahead: the hold it lost ended at the start of that day at the latest).
 */
export async function retakeDepartureSeats(tx: Tx, bookingId: number): Promise<Retake> {
  const rows = await tx.$queryRaw<
    { departureId: number | null; travellerCount: number; seatsHeld: boolean; departed: boolean | null }[]
  >`
    SELECT b."departureId", b."travellerCount", b."seatsHeld",
           d."departDate" <= (now() AT TIME ZONE 'UTC')::date AS departed
    FROM "Booking" b LEFT JOIN "Departure" d ON d.id = b."departureId"
    WHERE b.id = ${bookingId} FOR UPDATE OF b`;
  const booking = rows.at(0);
  if (!booking) return 'sold';
  if (booking.departureId === null || booking.seatsHeld) return 'held';
  if (booking.departed) return 'departed';
  const taken = await tx.$queryRaw<unknown[]>`
    WITH taken AS (${takeDepartureSeatsSql(booking.departureId, booking.travellerCount)})
    UPDATE "Booking" SET "seatsHeld" = true FROM taken WHERE id = ${bookingId} RETURNING 1`;
  return taken.length > 0 ? 'held' : 'sold';
}

/**
 * The statement that takes `travellers` seats of an agency's block if it stands and has them, for use as a CTE: one
 * row ("allocationId") when taken, none otherwise. The block's seats were taken from public sale when it was made
 * (decision 0065), so only `seatsUsed` moves; one conditional UPDATE, so concurrent bookings of the block serialize
 * on its row and each re-checks the latest count.
 */
export function takeAllocationSeatsSql(allocationId: number, travellers: number): Prisma.Sql {
  return Prisma.sql`
    UPDATE "SeatAllocation"
    SET "seatsUsed" = "seatsUsed" + ${travellers}::int, "updatedAt" = now()
    WHERE id = ${allocationId}::int AND "releasedAt" IS NULL AND "seatsUsed" + ${travellers}::int <= seats
    RETURNING id AS "allocationId"`;
}
