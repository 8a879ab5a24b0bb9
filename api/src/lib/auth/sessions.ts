import { randomUUID } from 'node:crypto';

import type { Role } from '@rihla/db';
import { decodeJwt } from 'jose';

import type { Db } from '../db.ts';
import { type SessionRef, signToken } from './tokens.ts';

// Each sign-in adds one row; clearing up to this many expired ones at each keeps the table to the live sign-ins.
const EXPIRED_PER_SIGN_IN = 100;

/**
 * Opens a sign-in (one device): records its Session row and answers its token. The row lives until this device
 * signs out or the token expires; expired rows are deleted here, by whichever process signs someone in next, so
 * no per-process state or extra job is needed (docs/decisions/0007 section 3).
 */
export async function startSession(
  db: Db,
  user: { id: number; role: Role; tokenVersion: number },
  secret: string,
  ttl: string,
  /** The sign-in passed two-factor (a TOTP or recovery code) as well as the password. */
  twoFactor = false,
): Promise<string> {
  const sessionId = randomUUID();
  const claims = { userId: user.id, role: user.role, tokenVersion: user.tokenVersion, sessionId };
  const token = await signToken('session', claims, secret, ttl);
  const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
  await db.session.create({
    data: { id: sessionId, userId: user.id, expiresAt, twoFactorAt: twoFactor ? new Date() : null },
  });
  // SKIP LOCKED: concurrent sign-ins each take other expired rows instead of waiting on one another.
  await db.$executeRaw`
    DELETE FROM "Session" WHERE "id" IN (
      SELECT "id" FROM "Session" WHERE "expiresAt" < now()
      ORDER BY "expiresAt" LIMIT ${EXPIRED_PER_SIGN_IN} FOR UPDATE SKIP LOCKED)`;
  return token;
}

/** Signs this device out: its session token (and any queue dashboard cookie made from it) stops working. */
export async function endSession(db: Db, session: SessionRef): Promise<void> {
  await db.session.deleteMany({ where: { id: session.sessionId } });
}

/** Signs every device of the user out: tokens carrying the old tokenVersion stop working, their rows go. */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } }),
    db.session.deleteMany({ where: { userId } }),
  ]);
}
