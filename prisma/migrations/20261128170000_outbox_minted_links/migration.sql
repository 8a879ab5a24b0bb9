-- Issue #28 item 1: no working secret at rest. The outbox keeps a placeholder where a secret link goes and a
-- description of what to mint ("links"); the worker mints the link when it sends (docs/decisions/0013).
ALTER TABLE "OutboxEmail" ADD COLUMN "links" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN "devMailboxHtml" TEXT,
ADD COLUMN "devMailboxText" TEXT;

-- The "booking received" email's own access token (minted at send), beside the one shown once at creation.
ALTER TABLE "Booking" ADD COLUMN "mailedAccessTokenHash" CHAR(64);
CREATE UNIQUE INDEX "Booking_mailedAccessTokenHash_key" ON "Booking"("mailedAccessTokenHash");

-- "Find my bookings" links: random tokens whose SHA-256 alone is kept (they were signed tokens stored in the mail).
CREATE TABLE "BookingClaimLink" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingClaimLink_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "BookingClaimLink_tokenHash_key" ON "BookingClaimLink"("tokenHash");
CREATE INDEX "BookingClaimLink_userId_idx" ON "BookingClaimLink"("userId");
ALTER TABLE "BookingClaimLink" ADD CONSTRAINT "BookingClaimLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: the links already stored in clear (reset, claim, newsletter, booking access) are cut out of every row. A
-- row still waiting then carries a dead link; the customer asks for a new one (or uses the token shown at booking).
UPDATE "OutboxEmail"
SET "html" = regexp_replace("html", '#token=[A-Za-z0-9_.-]+', '#token=[removed]', 'g'),
    "text" = regexp_replace("text", '#token=[A-Za-z0-9_.-]+', '#token=[removed]', 'g')
WHERE "html" LIKE '%#token=%' OR "text" LIKE '%#token=%';
