-- Issue #33 section 4 (decision 0060): departure groups with a leader, bookings placed in one group of their
-- departure, and the departure's outbound and return flights a leader reads.

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'GROUP_LEADER' BEFORE 'USER';

-- CreateEnum
CREATE TYPE "FlightDirection" AS ENUM ('OUTBOUND', 'RETURN');

-- CreateTable
CREATE TABLE "DepartureGroup" (
    "id" SERIAL NOT NULL,
    "departureId" INTEGER NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DepartureGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DepartureGroupBooking" (
    "bookingId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DepartureGroupBooking_pkey" PRIMARY KEY ("bookingId")
);

-- CreateTable
CREATE TABLE "DepartureFlight" (
    "departureId" INTEGER NOT NULL,
    "direction" "FlightDirection" NOT NULL,
    "flightNumber" VARCHAR(10) NOT NULL,
    "fromAirport" VARCHAR(3) NOT NULL,
    "departsAt" TIMESTAMP(0) NOT NULL,
    "toAirport" VARCHAR(3) NOT NULL,
    "arrivesAt" TIMESTAMP(0) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DepartureFlight_pkey" PRIMARY KEY ("departureId", "direction")
);

-- CreateIndex
CREATE UNIQUE INDEX "DepartureGroup_departureId_name_key" ON "DepartureGroup"("departureId", "name");

-- CreateIndex
CREATE INDEX "DepartureGroup_leaderId_idx" ON "DepartureGroup"("leaderId");

-- CreateIndex
CREATE INDEX "DepartureGroupBooking_groupId_idx" ON "DepartureGroupBooking"("groupId");

-- AddForeignKey
ALTER TABLE "DepartureGroup" ADD CONSTRAINT "DepartureGroup_departureId_fkey" FOREIGN KEY ("departureId") REFERENCES "Departure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DepartureGroup" ADD CONSTRAINT "DepartureGroup_leaderId_fkey" FOREIGN KEY ("leaderId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DepartureGroupBooking" ADD CONSTRAINT "DepartureGroupBooking_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DepartureGroupBooking" ADD CONSTRAINT "DepartureGroupBooking_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "DepartureGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DepartureFlight" ADD CONSTRAINT "DepartureFlight_departureId_fkey" FOREIGN KEY ("departureId") REFERENCES "Departure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Staff may invite a group leader by email (decision 0050 extended by 0060). Compared as text: the new enum value
-- cannot be used as an enum literal in the transaction that adds it.
ALTER TABLE "StaffInvitation" DROP CONSTRAINT "StaffInvitation_role_check";
ALTER TABLE "StaffInvitation" ADD CONSTRAINT "StaffInvitation_role_check" CHECK ("role"::text IN ('STAFF', 'ADMIN', 'GROUP_LEADER'));
