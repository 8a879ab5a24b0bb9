-- The booking's lifecycle after the departure is chosen (issue #14, items 2, 3, 4 and 8): deposit and balance,
-- each confirmed payment as a row, refunds, cancellation policies, travellers (passport numbers encrypted by the
-- API before they reach the database) and the audit log. The new statuses are not used in this migration (a value
-- added by ALTER TYPE is usable once its transaction committed).
ALTER TYPE "BookingStatus" ADD VALUE 'DEPOSIT_PAID';
ALTER TYPE "BookingStatus" ADD VALUE 'PARTIALLY_REFUNDED';

CREATE TYPE "PaymentPurpose" AS ENUM ('FULL', 'DEPOSIT', 'BALANCE');
CREATE TYPE "RefundStatus" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');
CREATE TYPE "TravellerRelation" AS ENUM ('LEAD', 'SPOUSE', 'CHILD', 'PARENT', 'SIBLING', 'RELATIVE', 'FRIEND', 'OTHER');

ALTER TABLE "Package" ADD COLUMN "depositPercent" INTEGER,
ADD COLUMN "depositAmount" INTEGER,
ADD COLUMN "balanceDueDays" INTEGER NOT NULL DEFAULT 45,
ADD COLUMN "travellerDeadlineDays" INTEGER NOT NULL DEFAULT 21;

ALTER TABLE "Booking" ADD COLUMN "depositDue" INTEGER,
ADD COLUMN "balanceDueAt" DATE,
ADD COLUMN "cancellationRequestedAt" TIMESTAMPTZ(3),
ADD COLUMN "cancellationReason" TEXT,
ADD COLUMN "cancelledAt" TIMESTAMPTZ(3);

ALTER TABLE "PaymentIntent" ADD COLUMN "purpose" "PaymentPurpose" NOT NULL DEFAULT 'FULL';

CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "intentId" TEXT NOT NULL,
    "purpose" "PaymentPurpose" NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "provider" VARCHAR(10) NOT NULL,
    "eventId" TEXT,
    "refundedAmount" INTEGER NOT NULL DEFAULT 0,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Payment_intentId_key" ON "Payment"("intentId");
CREATE INDEX "Payment_bookingId_idx" ON "Payment"("bookingId");
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "providerRefundId" TEXT,
    "amount" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'PENDING',
    "requestedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMPTZ(3),
    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Refund_providerRefundId_key" ON "Refund"("providerRefundId");
CREATE INDEX "Refund_bookingId_idx" ON "Refund"("bookingId");
CREATE INDEX "Refund_paymentId_idx" ON "Refund"("paymentId");
CREATE INDEX "Refund_requestedById_idx" ON "Refund"("requestedById");
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "CancellationRule" (
    "id" SERIAL NOT NULL,
    "packageId" INTEGER NOT NULL,
    "daysBefore" INTEGER NOT NULL,
    "refundPercent" INTEGER NOT NULL,
    CONSTRAINT "CancellationRule_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "CancellationRule_packageId_daysBefore_key" ON "CancellationRule"("packageId", "daysBefore");
ALTER TABLE "CancellationRule" ADD CONSTRAINT "CancellationRule_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Traveller" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "dateOfBirth" DATE NOT NULL,
    "nationality" VARCHAR(2) NOT NULL,
    "passportNumberEnc" TEXT NOT NULL,
    "passportExpiry" DATE NOT NULL,
    "relation" "TravellerRelation" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Traveller_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Traveller_bookingId_position_key" ON "Traveller"("bookingId", "position");
ALTER TABLE "Traveller" ADD CONSTRAINT "Traveller_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "actorId" INTEGER,
    "actorEmail" TEXT,
    "actorRole" VARCHAR(12) NOT NULL,
    "action" VARCHAR(60) NOT NULL,
    "entityType" VARCHAR(40) NOT NULL,
    "entityId" VARCHAR(40) NOT NULL,
    "summary" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AuditEntry_createdAt_id_idx" ON "AuditEntry"("createdAt", "id");
CREATE INDEX "AuditEntry_entityType_entityId_idx" ON "AuditEntry"("entityType", "entityId");
CREATE INDEX "AuditEntry_actorId_idx" ON "AuditEntry"("actorId");
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Row rules as triggers (see 20261122051000_row_guards), in a function of their own. Money that cannot be:
-- a payment or refund of nothing, a refunded total above the payment, a deposit asked both ways or out of range.
CREATE FUNCTION rihla_guard_lifecycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Payment' THEN
    IF NEW."amount" <= 0 THEN
      RAISE EXCEPTION 'payment amount must be positive' USING ERRCODE = 'check_violation';
    ELSIF NEW."refundedAmount" < 0 OR NEW."refundedAmount" > NEW."amount" THEN
      RAISE EXCEPTION 'refundedAmount must be between 0 and amount' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'Refund' THEN
    IF NEW."amount" <= 0 THEN
      RAISE EXCEPTION 'refund amount must be positive' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'CancellationRule' THEN
    IF NEW."daysBefore" < 0 OR NEW."refundPercent" NOT BETWEEN 0 AND 100 THEN
      RAISE EXCEPTION 'cancellation rule out of range' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'Package' THEN
    IF NEW."depositPercent" IS NOT NULL AND NEW."depositAmount" IS NOT NULL THEN
      RAISE EXCEPTION 'a deposit is a percentage or an amount, not both' USING ERRCODE = 'check_violation';
    ELSIF NEW."depositPercent" IS NOT NULL AND NEW."depositPercent" NOT BETWEEN 1 AND 99 THEN
      RAISE EXCEPTION 'depositPercent must be between 1 and 99' USING ERRCODE = 'check_violation';
    ELSIF NEW."depositAmount" IS NOT NULL AND NEW."depositAmount" <= 0 THEN
      RAISE EXCEPTION 'depositAmount must be positive' USING ERRCODE = 'check_violation';
    ELSIF NEW."balanceDueDays" NOT BETWEEN 0 AND 365 OR NEW."travellerDeadlineDays" NOT BETWEEN 0 AND 365 THEN
      RAISE EXCEPTION 'days before departure must be between 0 and 365' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'Traveller' THEN
    IF NEW."position" < 1 OR NEW."position" > 9 THEN
      RAISE EXCEPTION 'traveller position must be between 1 and 9' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Payment_guard" BEFORE INSERT OR UPDATE ON "Payment" FOR EACH ROW EXECUTE FUNCTION rihla_guard_lifecycle();
CREATE TRIGGER "Refund_guard" BEFORE INSERT OR UPDATE ON "Refund" FOR EACH ROW EXECUTE FUNCTION rihla_guard_lifecycle();
CREATE TRIGGER "CancellationRule_guard" BEFORE INSERT OR UPDATE ON "CancellationRule" FOR EACH ROW EXECUTE FUNCTION rihla_guard_lifecycle();
CREATE TRIGGER "Package_lifecycle_guard" BEFORE INSERT OR UPDATE OF "depositPercent", "depositAmount", "balanceDueDays", "travellerDeadlineDays" ON "Package" FOR EACH ROW EXECUTE FUNCTION rihla_guard_lifecycle();
CREATE TRIGGER "Traveller_guard" BEFORE INSERT OR UPDATE ON "Traveller" FOR EACH ROW EXECUTE FUNCTION rihla_guard_lifecycle();
