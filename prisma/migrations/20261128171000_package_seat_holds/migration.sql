-- Package bookings of a departure hold their seats for SEAT_HOLD_MINUTES, like trip bookings (issue #28 item 2).
-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "holdClientKey" VARCHAR(64),
ADD COLUMN     "holdExpiresAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "Booking_status_holdExpiresAt_idx" ON "Booking"("status", "holdExpiresAt");

-- CreateIndex
CREATE INDEX "Booking_holdClientKey_status_idx" ON "Booking"("holdClientKey", "status");

-- Unpaid holds made before this migration held seats until their access link expired (30 days). They get the
-- default hold time from now, never past their access link or the start of their departure's day: the worker's
-- sweep then gives squatted seats back within minutes of the upgrade.
UPDATE "Booking" b
SET "holdExpiresAt" = LEAST(now() + interval '20 minutes', b."accessExpiresAt", d."departDate"::timestamp AT TIME ZONE 'UTC')
FROM "Departure" d
WHERE d.id = b."departureId" AND b."seatsHeld" AND b.status IN ('PENDING', 'FAILED');
