-- Issue #34 (decision 0065): travel agencies and their agents, commission terms, seat allocations, invoices numbered
-- per year and the bank transfers staff record against them.

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'AGENT' BEFORE 'USER';
ALTER TYPE "BookingSource" ADD VALUE 'AGENT';

-- CreateEnum
CREATE TYPE "CommissionKind" AS ENUM ('PERCENT_OFF', 'NET_PRICE');

-- CreateTable
CREATE TABLE "Agency" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "country" CHAR(2) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "contactName" VARCHAR(120) NOT NULL,
    "contactEmail" CITEXT NOT NULL,
    "contactPhone" VARCHAR(30),
    "creditLimit" INTEGER NOT NULL,
    "paymentTermsDays" INTEGER NOT NULL DEFAULT 14,
    "defaultCommissionBasisPoints" INTEGER NOT NULL DEFAULT 0,
    "emailPilgrims" BOOLEAN NOT NULL DEFAULT false,
    "suspendedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Agency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgencyPackageTerms" (
    "id" SERIAL NOT NULL,
    "agencyId" INTEGER NOT NULL,
    "packageId" INTEGER NOT NULL,
    "kind" "CommissionKind" NOT NULL,
    "commissionBasisPoints" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AgencyPackageTerms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgencyNetPrice" (
    "termsId" INTEGER NOT NULL,
    "roomType" "RoomType" NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "AgencyNetPrice_pkey" PRIMARY KEY ("termsId","roomType")
);

-- CreateTable
CREATE TABLE "SeatAllocation" (
    "id" SERIAL NOT NULL,
    "agencyId" INTEGER NOT NULL,
    "departureId" INTEGER NOT NULL,
    "seats" INTEGER NOT NULL,
    "seatsUsed" INTEGER NOT NULL DEFAULT 0,
    "releaseOn" DATE NOT NULL,
    "releasedAt" TIMESTAMPTZ(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SeatAllocation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceSequence" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "InvoiceSequence_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(20) NOT NULL,
    "agencyId" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "total" INTEGER NOT NULL,
    "issuedOn" DATE NOT NULL,
    "dueOn" DATE NOT NULL,
    "issuedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceLine" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitAmount" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "publicAmount" INTEGER NOT NULL,

    CONSTRAINT "InvoiceLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankTransfer" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "agencyId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "reference" VARCHAR(60) NOT NULL,
    "receivedOn" DATE NOT NULL,
    "appliedAmount" INTEGER NOT NULL,
    "excessAmount" INTEGER NOT NULL DEFAULT 0,
    "recordedById" INTEGER,
    "reviewedAt" TIMESTAMPTZ(3),
    "reviewedById" INTEGER,
    "reviewNote" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankTransfer_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "User" ADD COLUMN "agencyId" INTEGER;
ALTER TABLE "StaffInvitation" ADD COLUMN "agencyId" INTEGER;
ALTER TABLE "Booking" ADD COLUMN "agencyId" INTEGER,
ADD COLUMN "allocationId" INTEGER,
ADD COLUMN "publicAmount" INTEGER;
ALTER TABLE "Payment" ADD COLUMN "bankTransferId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Agency_name_key" ON "Agency"("name");
CREATE INDEX "Agency_createdAt_idx" ON "Agency"("createdAt");
CREATE UNIQUE INDEX "AgencyPackageTerms_agencyId_packageId_key" ON "AgencyPackageTerms"("agencyId", "packageId");
CREATE INDEX "AgencyPackageTerms_packageId_idx" ON "AgencyPackageTerms"("packageId");
CREATE UNIQUE INDEX "SeatAllocation_agencyId_departureId_key" ON "SeatAllocation"("agencyId", "departureId");
CREATE INDEX "SeatAllocation_departureId_idx" ON "SeatAllocation"("departureId");
CREATE INDEX "SeatAllocation_releasedAt_releaseOn_idx" ON "SeatAllocation"("releasedAt", "releaseOn");
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");
CREATE INDEX "Invoice_agencyId_issuedOn_idx" ON "Invoice"("agencyId", "issuedOn");
CREATE INDEX "Invoice_dueOn_idx" ON "Invoice"("dueOn");
CREATE UNIQUE INDEX "InvoiceLine_bookingId_key" ON "InvoiceLine"("bookingId");
CREATE INDEX "InvoiceLine_invoiceId_idx" ON "InvoiceLine"("invoiceId");
CREATE UNIQUE INDEX "BankTransfer_invoiceId_reference_key" ON "BankTransfer"("invoiceId", "reference");
CREATE INDEX "BankTransfer_agencyId_receivedOn_idx" ON "BankTransfer"("agencyId", "receivedOn");
CREATE INDEX "User_agencyId_idx" ON "User"("agencyId");
CREATE INDEX "StaffInvitation_agencyId_idx" ON "StaffInvitation"("agencyId");
CREATE INDEX "Booking_agencyId_createdAt_idx" ON "Booking"("agencyId", "createdAt");
CREATE INDEX "Booking_allocationId_idx" ON "Booking"("allocationId");
CREATE INDEX "Payment_bankTransferId_idx" ON "Payment"("bankTransferId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "StaffInvitation" ADD CONSTRAINT "StaffInvitation_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_allocationId_fkey" FOREIGN KEY ("allocationId") REFERENCES "SeatAllocation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_bankTransferId_fkey" FOREIGN KEY ("bankTransferId") REFERENCES "BankTransfer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "AgencyPackageTerms" ADD CONSTRAINT "AgencyPackageTerms_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AgencyPackageTerms" ADD CONSTRAINT "AgencyPackageTerms_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AgencyNetPrice" ADD CONSTRAINT "AgencyNetPrice_termsId_fkey" FOREIGN KEY ("termsId") REFERENCES "AgencyPackageTerms"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SeatAllocation" ADD CONSTRAINT "SeatAllocation_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "SeatAllocation" ADD CONSTRAINT "SeatAllocation_departureId_fkey" FOREIGN KEY ("departureId") REFERENCES "Departure"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "SeatAllocation" ADD CONSTRAINT "SeatAllocation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_issuedById_fkey" FOREIGN KEY ("issuedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "BankTransfer" ADD CONSTRAINT "BankTransfer_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "BankTransfer" ADD CONSTRAINT "BankTransfer_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "BankTransfer" ADD CONSTRAINT "BankTransfer_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "BankTransfer" ADD CONSTRAINT "BankTransfer_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An agent's invitation names its agency, and only an agent's does. Compared as text: the new enum value cannot be
-- used as an enum literal in the transaction that adds it.
ALTER TABLE "StaffInvitation" DROP CONSTRAINT "StaffInvitation_role_check";
ALTER TABLE "StaffInvitation" ADD CONSTRAINT "StaffInvitation_role_check" CHECK ("role"::text IN ('STAFF', 'ADMIN', 'GROUP_LEADER', 'AGENT'));
ALTER TABLE "StaffInvitation" ADD CONSTRAINT "StaffInvitation_agency_check" CHECK (("role"::text = 'AGENT') = ("agencyId" IS NOT NULL));

-- Row rules as triggers (see 20261122051000_row_guards): one function for the agency tables. The allocation's
-- conditional updates are what keep its count right; these make an impossible figure fail loudly.
CREATE FUNCTION rihla_guard_agencies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Agency' THEN
    IF NEW."creditLimit" < 0 THEN
      RAISE EXCEPTION 'creditLimit must not be negative' USING ERRCODE = 'check_violation';
    ELSIF NEW."paymentTermsDays" NOT BETWEEN 0 AND 120 THEN
      RAISE EXCEPTION 'paymentTermsDays must be between 0 and 120' USING ERRCODE = 'check_violation';
    ELSIF NEW."defaultCommissionBasisPoints" NOT BETWEEN 0 AND 5000 THEN
      RAISE EXCEPTION 'defaultCommissionBasisPoints must be between 0 and 5000' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'AgencyPackageTerms' THEN
    IF (NEW."kind" = 'PERCENT_OFF') <> (NEW."commissionBasisPoints" IS NOT NULL) THEN
      RAISE EXCEPTION 'commissionBasisPoints is set exactly for PERCENT_OFF' USING ERRCODE = 'check_violation';
    ELSIF NEW."commissionBasisPoints" NOT BETWEEN 0 AND 5000 THEN
      RAISE EXCEPTION 'commissionBasisPoints must be between 0 and 5000' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'AgencyNetPrice' THEN
    IF NEW."amount" <= 0 THEN
      RAISE EXCEPTION 'net price must be positive' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'SeatAllocation' THEN
    IF NEW."seats" < 0 OR NEW."seatsUsed" < 0 OR NEW."seatsUsed" > NEW."seats" THEN
      RAISE EXCEPTION 'seatsUsed must be between 0 and seats' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'Invoice' THEN
    IF NEW."total" <= 0 OR NEW."dueOn" < NEW."issuedOn" THEN
      RAISE EXCEPTION 'an invoice totals more than 0 and is due on or after its issue' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'InvoiceLine' THEN
    IF NEW."quantity" < 1 OR NEW."amount" <= 0 OR NEW."amount" <> NEW."quantity" * NEW."unitAmount"
       OR NEW."publicAmount" < NEW."amount" THEN
      RAISE EXCEPTION 'an invoice line is quantity x unit amount, at most its public amount' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'BankTransfer' THEN
    IF NEW."amount" <= 0 OR NEW."appliedAmount" < 0 OR NEW."excessAmount" < 0
       OR NEW."appliedAmount" + NEW."excessAmount" <> NEW."amount" THEN
      RAISE EXCEPTION 'a transfer is applied plus excess, more than 0' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Agency_guard" BEFORE INSERT OR UPDATE ON "Agency" FOR EACH ROW EXECUTE FUNCTION rihla_guard_agencies();
CREATE TRIGGER "AgencyPackageTerms_guard" BEFORE INSERT OR UPDATE ON "AgencyPackageTerms" FOR EACH ROW EXECUTE FUNCTION rihla_guard_agencies();
CREATE TRIGGER "AgencyNetPrice_guard" BEFORE INSERT OR UPDATE ON "AgencyNetPrice" FOR EACH ROW EXECUTE FUNCTION rihla_guard_agencies();
CREATE TRIGGER "SeatAllocation_guard" BEFORE INSERT OR UPDATE ON "SeatAllocation" FOR EACH ROW EXECUTE FUNCTION rihla_guard_agencies();
CREATE TRIGGER "Invoice_guard" BEFORE INSERT OR UPDATE ON "Invoice" FOR EACH ROW EXECUTE FUNCTION rihla_guard_agencies();
CREATE TRIGGER "InvoiceLine_guard" BEFORE INSERT OR UPDATE ON "InvoiceLine" FOR EACH ROW EXECUTE FUNCTION rihla_guard_agencies();
CREATE TRIGGER "BankTransfer_guard" BEFORE INSERT OR UPDATE ON "BankTransfer" FOR EACH ROW EXECUTE FUNCTION rihla_guard_agencies();

-- An agent works for exactly one agency, and only an agent has one.
ALTER TABLE "User" ADD CONSTRAINT "User_agency_check" CHECK (("role"::text = 'AGENT') = ("agencyId" IS NOT NULL));
