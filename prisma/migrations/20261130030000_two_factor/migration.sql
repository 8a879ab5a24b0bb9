-- Two-factor sign-in for staff and admins (issue #32, docs/decisions/0051): the authenticator's sealed secret, its
-- hashed single-use recovery codes, the sign-in challenges of the second step, and the mark of a session that
-- passed it.

ALTER TABLE "Session" ADD COLUMN "twoFactorAt" TIMESTAMPTZ(3);

CREATE TABLE "TwoFactor" (
    "userId" INTEGER NOT NULL,
    "secretEnc" TEXT NOT NULL,
    "enabledAt" TIMESTAMPTZ(3),
    "lastTimeStep" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TwoFactor_pkey" PRIMARY KEY ("userId")
);

CREATE TABLE "RecoveryCode" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "SignInChallenge" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInChallenge_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "RecoveryCode_codeHash_key" ON "RecoveryCode"("codeHash");

CREATE INDEX "RecoveryCode_userId_idx" ON "RecoveryCode"("userId");

CREATE UNIQUE INDEX "SignInChallenge_tokenHash_key" ON "SignInChallenge"("tokenHash");

CREATE INDEX "SignInChallenge_userId_idx" ON "SignInChallenge"("userId");

ALTER TABLE "TwoFactor" ADD CONSTRAINT "TwoFactor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "SignInChallenge" ADD CONSTRAINT "SignInChallenge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
