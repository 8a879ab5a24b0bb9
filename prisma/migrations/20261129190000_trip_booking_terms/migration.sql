-- The terms of booking each trip booking's customer accepted, as package bookings record them (issue #31 §6,
-- docs/decisions/0048). Older trip bookings keep both columns null.

ALTER TABLE "TripBooking" ADD COLUMN "termsDocumentId" INTEGER,
ADD COLUMN "termsAcceptedAt" TIMESTAMPTZ(3);

ALTER TABLE "TripBooking" ADD CONSTRAINT "TripBooking_termsDocumentId_fkey" FOREIGN KEY ("termsDocumentId") REFERENCES "LegalDocument"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- Accepted terms come with their moment, and the other way round.
ALTER TABLE "TripBooking" ADD CONSTRAINT "TripBooking_terms_accepted_check" CHECK (("termsDocumentId" IS NULL) = ("termsAcceptedAt" IS NULL));
