-- A trip booking's payment is a Payment row and its refunds Refund rows, as a package booking's (issue #31 §3,
-- docs/decisions/0047): each money row names exactly one booking, package or trip. Nothing is backfilled: trips
-- paid before this migration have no Payment row (no receipt PDF, no refund through the product; staff refund
-- them at the provider as before).

ALTER TYPE "TripBookingStatus" ADD VALUE 'REFUNDED';

ALTER TABLE "Payment" ALTER COLUMN "bookingId" DROP NOT NULL,
    ADD COLUMN "tripBookingId" INTEGER,
    ADD CONSTRAINT "Payment_one_booking" CHECK (num_nonnulls("bookingId", "tripBookingId") = 1);
ALTER TABLE "Refund" ALTER COLUMN "bookingId" DROP NOT NULL,
    ADD COLUMN "tripBookingId" INTEGER,
    ADD CONSTRAINT "Refund_one_booking" CHECK (num_nonnulls("bookingId", "tripBookingId") = 1);

CREATE INDEX "Payment_tripBookingId_idx" ON "Payment"("tripBookingId");
CREATE INDEX "Refund_tripBookingId_idx" ON "Refund"("tripBookingId");

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_tripBookingId_fkey" FOREIGN KEY ("tripBookingId")
    REFERENCES "TripBooking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_tripBookingId_fkey" FOREIGN KEY ("tripBookingId")
    REFERENCES "TripBooking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
