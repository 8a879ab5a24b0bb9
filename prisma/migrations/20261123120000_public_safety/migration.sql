-- Public safety (issue "Safe to run in public"): booking access tokens and owners, payable trip bookings
-- with expiring seat holds, recorded payment intents, NEEDS_REVIEW/EXPIRED states, session token versions,
-- per-install generated secrets, dead payment events. Event timestamps become timestamptz (they were UTC
-- wall-clock values without a zone, hence AT TIME ZONE 'UTC').
-- AlterEnum


ALTER TYPE "BookingStatus" ADD VALUE 'NEEDS_REVIEW';
ALTER TYPE "BookingStatus" ADD VALUE 'EXPIRED';

-- AlterEnum


ALTER TYPE "CustomBookingStatus" ADD VALUE 'PAID';
ALTER TYPE "CustomBookingStatus" ADD VALUE 'FAILED';
ALTER TYPE "CustomBookingStatus" ADD VALUE 'NEEDS_REVIEW';
ALTER TYPE "CustomBookingStatus" ADD VALUE 'EXPIRED';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "accessExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "accessTokenHash" CHAR(64),
ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "userId" INTEGER;

-- AlterTable
ALTER TABLE "CustomBooking" ADD COLUMN     "accessExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "accessTokenHash" CHAR(64),
ADD COLUMN     "holdClientKey" VARCHAR(64),
ADD COLUMN     "holdExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "paidAt" TIMESTAMPTZ(3),
ADD COLUMN     "paymentIntentId" TEXT,
ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "userId" INTEGER;

-- AlterTable
ALTER TABLE "PaymentEvent" ADD COLUMN     "deadAt" TIMESTAMPTZ(3),
ALTER COLUMN "receivedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "receivedAt" AT TIME ZONE 'UTC',
ALTER COLUMN "queuedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "queuedAt" AT TIME ZONE 'UTC',
ALTER COLUMN "processedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "processedAt" AT TIME ZONE 'UTC';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "tokenVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "PaymentIntent" (
    "id" TEXT NOT NULL,
    "bookingId" INTEGER,
    "customBookingId" INTEGER,
    "amount" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "provider" VARCHAR(10) NOT NULL,
    "cancelledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentIntent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InstallSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InstallSecret_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "PaymentIntent_bookingId_idx" ON "PaymentIntent"("bookingId");

-- CreateIndex
CREATE INDEX "PaymentIntent_customBookingId_idx" ON "PaymentIntent"("customBookingId");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_accessTokenHash_key" ON "Booking"("accessTokenHash");

-- CreateIndex
CREATE INDEX "Booking_userId_idx" ON "Booking"("userId");

-- CreateIndex
CREATE INDEX "Booking_packageId_idx" ON "Booking"("packageId");

-- CreateIndex
CREATE UNIQUE INDEX "CustomBooking_paymentIntentId_key" ON "CustomBooking"("paymentIntentId");

-- CreateIndex
CREATE UNIQUE INDEX "CustomBooking_accessTokenHash_key" ON "CustomBooking"("accessTokenHash");

-- CreateIndex
CREATE INDEX "CustomBooking_transportId_idx" ON "CustomBooking"("transportId");

-- CreateIndex
CREATE INDEX "CustomBooking_classId_idx" ON "CustomBooking"("classId");

-- CreateIndex
CREATE INDEX "CustomBooking_userId_idx" ON "CustomBooking"("userId");

-- CreateIndex
CREATE INDEX "CustomBooking_status_holdExpiresAt_idx" ON "CustomBooking"("status", "holdExpiresAt");

-- CreateIndex
CREATE INDEX "CustomBooking_holdClientKey_status_idx" ON "CustomBooking"("holdClientKey", "status");

-- CreateIndex
CREATE INDEX "PaymentEvent_deadAt_idx" ON "PaymentEvent"("deadAt");

-- CreateIndex
CREATE INDEX "Review_packageId_idx" ON "Review"("packageId");

-- CreateIndex
CREATE INDEX "Review_userId_idx" ON "Review"("userId");

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomBooking" ADD CONSTRAINT "CustomBooking_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentIntent" ADD CONSTRAINT "PaymentIntent_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentIntent" ADD CONSTRAINT "PaymentIntent_customBookingId_fkey" FOREIGN KEY ("customBookingId") REFERENCES "CustomBooking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
