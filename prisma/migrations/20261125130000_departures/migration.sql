-- Departures of a package with room-sharing prices, and the booking of one departure (issue #14, item 1).
CREATE TYPE "DepartureStatus" AS ENUM ('OPEN', 'CLOSED', 'SOLD_OUT');
CREATE TYPE "RoomType" AS ENUM ('QUAD', 'TRIPLE', 'DOUBLE', 'SINGLE');

CREATE TABLE "Departure" (
    "id" SERIAL NOT NULL,
    "packageId" INTEGER NOT NULL,
    "departDate" DATE NOT NULL,
    "returnDate" DATE NOT NULL,
    "seats" INTEGER NOT NULL,
    "seatsTaken" INTEGER NOT NULL DEFAULT 0,
    "status" "DepartureStatus" NOT NULL DEFAULT 'OPEN',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Departure_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Departure_packageId_departDate_idx" ON "Departure"("packageId", "departDate");
ALTER TABLE "Departure" ADD CONSTRAINT "Departure_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "RoomPrice" (
    "id" SERIAL NOT NULL,
    "packageId" INTEGER NOT NULL,
    "departureId" INTEGER,
    "roomType" "RoomType" NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "RoomPrice_pkey" PRIMARY KEY ("id")
);
-- NULLS NOT DISTINCT: one package-wide price per room type (departureId null), one override per departure.
CREATE UNIQUE INDEX "RoomPrice_packageId_departureId_roomType_key" ON "RoomPrice"("packageId", "departureId", "roomType") NULLS NOT DISTINCT;
CREATE INDEX "RoomPrice_departureId_idx" ON "RoomPrice"("departureId");
ALTER TABLE "RoomPrice" ADD CONSTRAINT "RoomPrice_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "RoomPrice" ADD CONSTRAINT "RoomPrice_departureId_fkey" FOREIGN KEY ("departureId") REFERENCES "Departure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Booking" ADD COLUMN "departureId" INTEGER,
ADD COLUMN "roomType" "RoomType",
ADD COLUMN "travellerCount" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN "seatsHeld" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "Booking_departureId_idx" ON "Booking"("departureId");
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_departureId_fkey" FOREIGN KEY ("departureId") REFERENCES "Departure"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Row rules as triggers, not CHECK constraints (see 20261122051000_row_guards), in a function of their own so the
-- shared rihla_guard_rows is left as it is. The seat ledger's conditional update is what prevents overselling;
-- these only make an impossible count fail loudly whoever writes it.
CREATE FUNCTION rihla_guard_departures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One branch per table: PL/pgSQL does not short-circuit AND, so a field of another table's row must never be named.
  IF TG_TABLE_NAME = 'Departure' THEN
    IF NEW."seatsTaken" < 0 OR NEW."seatsTaken" > NEW."seats" THEN
      RAISE EXCEPTION 'seatsTaken must be between 0 and seats' USING ERRCODE = 'check_violation';
    ELSIF NEW."returnDate" < NEW."departDate" THEN
      RAISE EXCEPTION 'returnDate must not be before departDate' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'RoomPrice' THEN
    IF NEW."amount" <= 0 THEN
      RAISE EXCEPTION 'room price must be positive' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'Booking' THEN
    IF NEW."travellerCount" NOT BETWEEN 1 AND 9 THEN
      RAISE EXCEPTION 'travellerCount must be between 1 and 9' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Departure_guard" BEFORE INSERT OR UPDATE ON "Departure" FOR EACH ROW EXECUTE FUNCTION rihla_guard_departures();
CREATE TRIGGER "RoomPrice_guard" BEFORE INSERT OR UPDATE ON "RoomPrice" FOR EACH ROW EXECUTE FUNCTION rihla_guard_departures();
CREATE TRIGGER "Booking_departure_guard" BEFORE INSERT OR UPDATE OF "travellerCount" ON "Booking" FOR EACH ROW EXECUTE FUNCTION rihla_guard_departures();
