-- No code path ever wrote CUSTOM or ADMIN (trip bookings live in CustomBooking; staff do not create
-- package bookings). Should an old row carry one, it came through the public site like every other.
UPDATE "Booking" SET "source" = 'WEB' WHERE "source" <> 'WEB';

-- AlterEnum
BEGIN;
CREATE TYPE "BookingSource_new" AS ENUM ('WEB');
ALTER TABLE "public"."Booking" ALTER COLUMN "source" DROP DEFAULT;
ALTER TABLE "Booking" ALTER COLUMN "source" TYPE "BookingSource_new" USING ("source"::text::"BookingSource_new");
ALTER TYPE "BookingSource" RENAME TO "BookingSource_old";
ALTER TYPE "BookingSource_new" RENAME TO "BookingSource";
DROP TYPE "public"."BookingSource_old";
ALTER TABLE "Booking" ALTER COLUMN "source" SET DEFAULT 'WEB';
COMMIT;
