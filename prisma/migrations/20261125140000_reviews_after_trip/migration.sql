-- Reviews after the trip: a review belongs to the booking it reviews (one per booking), and staff may hide one.
ALTER TABLE "Review" ADD COLUMN "bookingId" INTEGER,
ADD COLUMN "hiddenAt" TIMESTAMPTZ(3);

CREATE UNIQUE INDEX "Review_bookingId_key" ON "Review"("bookingId");

ALTER TABLE "Review" ADD CONSTRAINT "Review_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The package page reads a package's reviews newest first.
DROP INDEX "Review_packageId_idx";
CREATE INDEX "Review_packageId_createdAt_idx" ON "Review"("packageId", "createdAt");
