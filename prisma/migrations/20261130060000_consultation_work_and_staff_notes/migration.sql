-- Issue #32 (decision 0054): consultations become work (status, assignee, replies through the outbox) and staff keep
-- internal notes on bookings, trip bookings and consultations. Existing consultations start NEW (the default).

-- CreateEnum
CREATE TYPE "ConsultationStatus" AS ENUM ('NEW', 'ANSWERED', 'CLOSED');

-- AlterTable
ALTER TABLE "Consultation" ADD COLUMN     "answeredAt" TIMESTAMPTZ(3),
ADD COLUMN     "assignedToId" INTEGER,
ADD COLUMN     "closedAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" "ConsultationStatus" NOT NULL DEFAULT 'NEW';

-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "consultationId" INTEGER;

-- CreateTable
CREATE TABLE "StaffNote" (
    "id" SERIAL NOT NULL,
    "authorId" INTEGER,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bookingId" INTEGER,
    "tripBookingId" INTEGER,
    "consultationId" INTEGER,

    CONSTRAINT "StaffNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Consultation_status_createdAt_idx" ON "Consultation"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Consultation_assignedToId_idx" ON "Consultation"("assignedToId");

-- CreateIndex
CREATE INDEX "StaffNote_bookingId_createdAt_idx" ON "StaffNote"("bookingId", "createdAt");

-- CreateIndex
CREATE INDEX "StaffNote_tripBookingId_createdAt_idx" ON "StaffNote"("tripBookingId", "createdAt");

-- CreateIndex
CREATE INDEX "StaffNote_consultationId_createdAt_idx" ON "StaffNote"("consultationId", "createdAt");

-- CreateIndex
CREATE INDEX "StaffNote_authorId_idx" ON "StaffNote"("authorId");

-- CreateIndex
CREATE INDEX "OutboxEmail_consultationId_idx" ON "OutboxEmail"("consultationId");

-- AddForeignKey
ALTER TABLE "Consultation" ADD CONSTRAINT "Consultation_assignedToId_fkey" FOREIGN KEY ("assignedToId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffNote" ADD CONSTRAINT "StaffNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffNote" ADD CONSTRAINT "StaffNote_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffNote" ADD CONSTRAINT "StaffNote_tripBookingId_fkey" FOREIGN KEY ("tripBookingId") REFERENCES "TripBooking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffNote" ADD CONSTRAINT "StaffNote_consultationId_fkey" FOREIGN KEY ("consultationId") REFERENCES "Consultation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_consultationId_fkey" FOREIGN KEY ("consultationId") REFERENCES "Consultation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Not expressible in schema.prisma: a note is about exactly one thing, and its text is 1 to 2,000 characters
-- (staff-notes.service.ts says so in words first).
ALTER TABLE "StaffNote" ADD CONSTRAINT "StaffNote_one_subject"
    CHECK (num_nonnulls("bookingId", "tripBookingId", "consultationId") = 1);
ALTER TABLE "StaffNote" ADD CONSTRAINT "StaffNote_body_length"
    CHECK (char_length("body") BETWEEN 1 AND 2000);

-- The acknowledgements already sent join their consultation's thread (their dedupe key names it).
UPDATE "OutboxEmail" e SET "consultationId" = c."id"
FROM "Consultation" c
WHERE e."kind" = 'consultation-ack' AND e."dedupeKey" = 'consultation-ack:' || c."id";
