-- Issue #33 §2 (decision 0058): a visa per package traveller and its history. A traveller without a row has not
-- started; "documents complete" is derived, never stored.

-- CreateEnum
CREATE TYPE "VisaStatus" AS ENUM ('NOT_STARTED', 'SUBMITTED', 'ISSUED', 'REFUSED');

-- CreateTable
CREATE TABLE "TravellerVisa" (
    "id" SERIAL NOT NULL,
    "travellerId" INTEGER NOT NULL,
    "status" "VisaStatus" NOT NULL DEFAULT 'NOT_STARTED',
    "refusalReason" TEXT,
    "visaNumber" VARCHAR(40),
    "issuedAt" TIMESTAMPTZ(3),
    "eVisaKey" TEXT,
    "eVisaDataKey" TEXT,
    "eVisaFileName" VARCHAR(120),
    "eVisaSize" INTEGER,
    "eVisaUploadedAt" TIMESTAMPTZ(3),
    "updatedById" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TravellerVisa_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TravellerVisaChange" (
    "id" SERIAL NOT NULL,
    "visaId" INTEGER NOT NULL,
    "from" "VisaStatus" NOT NULL,
    "to" "VisaStatus" NOT NULL,
    "reason" TEXT,
    "byId" INTEGER,
    "byEmail" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TravellerVisaChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TravellerVisa_travellerId_key" ON "TravellerVisa"("travellerId");

-- CreateIndex
CREATE INDEX "TravellerVisa_status_idx" ON "TravellerVisa"("status");

-- CreateIndex
CREATE INDEX "TravellerVisaChange_visaId_idx" ON "TravellerVisaChange"("visaId");

-- AddForeignKey
ALTER TABLE "TravellerVisa" ADD CONSTRAINT "TravellerVisa_travellerId_fkey" FOREIGN KEY ("travellerId") REFERENCES "Traveller"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TravellerVisa" ADD CONSTRAINT "TravellerVisa_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TravellerVisaChange" ADD CONSTRAINT "TravellerVisaChange_visaId_fkey" FOREIGN KEY ("visaId") REFERENCES "TravellerVisa"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TravellerVisaChange" ADD CONSTRAINT "TravellerVisaChange_byId_fkey" FOREIGN KEY ("byId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
