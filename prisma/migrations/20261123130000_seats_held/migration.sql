-- Whether a trip booking's seats are counted in SeatInventory. A booking in NEEDS_REVIEW may or may not hold
-- them (underpaid while held, or paid after its hold expired and the seats were sold); the flag says which, and
-- makes releasing seats idempotent by itself.
ALTER TABLE "CustomBooking" ADD COLUMN "seatsHeld" BOOLEAN NOT NULL DEFAULT true;
UPDATE "CustomBooking" SET "seatsHeld" = false WHERE status IN ('CANCELLED', 'EXPIRED') OR "serviceId" IS NULL;
