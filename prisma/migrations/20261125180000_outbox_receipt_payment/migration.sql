-- Issue #14 item 6: a receipt email names its payment, so the sender renders the PDF receipt at send time (the
-- outbox row stays small). Null for every other email. Payments are never deleted (Restrict), SET NULL is belt only.
ALTER TABLE "OutboxEmail" ADD COLUMN "paymentId" INTEGER;
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_paymentId_fkey"
  FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
