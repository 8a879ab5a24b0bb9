-- The privacy policy and the terms of booking, per language and versioned, and the terms each booking's customer
-- accepted (issue #31, docs/decisions/0044). The default texts (version 1) are written by the API on first use from
-- prisma/legal-texts.ts, and by the seed, so this migration carries no copy of them.

CREATE TYPE "LegalDocumentKind" AS ENUM ('PRIVACY', 'TERMS');

CREATE TABLE "LegalDocument" (
    "id" SERIAL NOT NULL,
    "kind" "LegalDocumentKind" NOT NULL,
    "locale" VARCHAR(8) NOT NULL,
    "version" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" INTEGER,

    CONSTRAINT "LegalDocument_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "LegalDocument_kind_locale_version_key" ON "LegalDocument"("kind", "locale", "version");

ALTER TABLE "LegalDocument" ADD CONSTRAINT "LegalDocument_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "LegalDocument" ADD CONSTRAINT "LegalDocument_locale_check" CHECK ("locale" IN ('en', 'ar', 'id'));
ALTER TABLE "LegalDocument" ADD CONSTRAINT "LegalDocument_version_check" CHECK ("version" >= 1);

ALTER TABLE "Booking" ADD COLUMN "termsDocumentId" INTEGER,
ADD COLUMN "termsAcceptedAt" TIMESTAMPTZ(3);

ALTER TABLE "Booking" ADD CONSTRAINT "Booking_termsDocumentId_fkey" FOREIGN KEY ("termsDocumentId") REFERENCES "LegalDocument"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- Accepted terms come with their moment, and the other way round.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_terms_accepted_check" CHECK (("termsDocumentId" IS NULL) = ("termsAcceptedAt" IS NULL));
