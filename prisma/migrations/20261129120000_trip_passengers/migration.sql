-- Issue #31: a trip booking names every passenger as on their passport; the passport fields only for a route that
-- crosses a border, the number encrypted by the API (never in clear here). Existing bookings get their one name as
-- passenger 1, so every booking lists its passengers the same way.
CREATE TABLE "TripPassenger" (
    "id" SERIAL NOT NULL,
    "tripBookingId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "dateOfBirth" DATE,
    "nationality" VARCHAR(2),
    "passportNumberEnc" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TripPassenger_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "TripPassenger_tripBookingId_position_key" ON "TripPassenger"("tripBookingId", "position");

ALTER TABLE "TripPassenger" ADD CONSTRAINT "TripPassenger_tripBookingId_fkey" FOREIGN KEY ("tripBookingId") REFERENCES "TripBooking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "TripPassenger" ("tripBookingId", "position", "fullName")
SELECT id, 1, name FROM "TripBooking";
