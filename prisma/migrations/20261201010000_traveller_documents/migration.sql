-- Issue #33 §1 (decision 0057): document types staff manage, which of them each package requires, and each
-- traveller's current document of a type, its file sealed at rest (api/src/lib/sealed-files.ts).

-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('UPLOADED', 'APPROVED', 'REJECTED');

-- CreateTable
CREATE TABLE "DocumentType" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "name" TEXT NOT NULL,
    "guidance" TEXT NOT NULL DEFAULT '',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DocumentType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackageDocumentRequirement" (
    "packageId" INTEGER NOT NULL,
    "documentTypeId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PackageDocumentRequirement_pkey" PRIMARY KEY ("packageId","documentTypeId")
);

-- CreateTable
CREATE TABLE "TravellerDocument" (
    "id" SERIAL NOT NULL,
    "travellerId" INTEGER NOT NULL,
    "documentTypeId" INTEGER NOT NULL,
    "status" "DocumentStatus" NOT NULL DEFAULT 'UPLOADED',
    "rejectionReason" TEXT,
    "contentType" VARCHAR(40) NOT NULL,
    "size" INTEGER NOT NULL,
    "storageKey" VARCHAR(64),
    "sealedDataKey" TEXT,
    "uploadedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedById" INTEGER,
    "reviewedAt" TIMESTAMPTZ(3),
    "deletedAt" TIMESTAMPTZ(3),

    CONSTRAINT "TravellerDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DocumentType_code_key" ON "DocumentType"("code");

-- CreateIndex
CREATE INDEX "PackageDocumentRequirement_documentTypeId_idx" ON "PackageDocumentRequirement"("documentTypeId");

-- CreateIndex
CREATE UNIQUE INDEX "TravellerDocument_storageKey_key" ON "TravellerDocument"("storageKey");

-- CreateIndex
CREATE INDEX "TravellerDocument_documentTypeId_idx" ON "TravellerDocument"("documentTypeId");

-- CreateIndex
CREATE INDEX "TravellerDocument_status_idx" ON "TravellerDocument"("status");

-- CreateIndex
CREATE UNIQUE INDEX "TravellerDocument_travellerId_documentTypeId_key" ON "TravellerDocument"("travellerId", "documentTypeId");

-- AddForeignKey
ALTER TABLE "PackageDocumentRequirement" ADD CONSTRAINT "PackageDocumentRequirement_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PackageDocumentRequirement" ADD CONSTRAINT "PackageDocumentRequirement_documentTypeId_fkey" FOREIGN KEY ("documentTypeId") REFERENCES "DocumentType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TravellerDocument" ADD CONSTRAINT "TravellerDocument_travellerId_fkey" FOREIGN KEY ("travellerId") REFERENCES "Traveller"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TravellerDocument" ADD CONSTRAINT "TravellerDocument_documentTypeId_fkey" FOREIGN KEY ("documentTypeId") REFERENCES "DocumentType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TravellerDocument" ADD CONSTRAINT "TravellerDocument_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
