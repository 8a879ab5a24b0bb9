import { createHmac } from 'node:crypto';

import type { Role } from '@rihla/db';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * Two kinds of token, never interchangeable: the 'session' bearer token (days) and the queue dashboard's
 * 'queues' cookie (minutes). Each has its own audience AND its own key, so neither verifies as the other.
 * `sid` names the sign-in (a Session row, lib/auth/sessions.ts) the token belongs to: signing out of this device
 * deletes it. `ver` is the user's tokenVersion when signed: bumping it (sign out of all devices, password or role
 * change) ends them all.
 */
export type TokenAudience = 'session' | 'queues';
export type SessionRef = { userId: number; sessionId: string; tokenVersion: number };
export type TokenClaims = SessionRef & { role: Role };

const ISSUER = 'rihla';
const ALGORITHM = 'HS256';

// Each kind of token signs with its own key; the claim link (below) is a third kind, never a session.
type KeyPurpose = TokenAudience | 'claim';
const DERIVED: Record<Exclude<KeyPurpose, 'session'>, string> = { queues: 'queue-dashboard', claim: 'booking-claim' };

function keyFor(purpose: KeyPurpose, secret: string): Uint8Array {
  if (purpose === 'session') return new TextEncoder().encode(secret);
  return createHmac('sha256', secret).update(DERIVED[purpose]).digest();
}

export async function signToken(
  audience: TokenAudience,
  claims: TokenClaims,
  secret: string,
  ttl: string,
): Promise<string> {
  // `role` is informational (the web app's first render); permissions reload the role on every request.
  return new SignJWT({ role: claims.role, ver: claims.tokenVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setAudience(audience)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(keyFor(audience, secret));
}

/** The user, sign-in and token version of a valid, unexpired token of that audience, or null. */
export async function readToken(audience: TokenAudience, token: string, secret: string): Promise<SessionRef | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(audience, secret), {
      algorithms: [ALGORITHM],
      audience,
      issuer: ISSUER,
    });
    const userId = Number(payload.sub);
    const { ver: tokenVersion, sid: sessionId } = payload;
    if (!Number.isInteger(userId) || userId < 1 || !Number.isInteger(tokenVersion)) return null;
    // The column is a uuid: anything else would make the lookup fail instead of answering "no such session".
    if (typeof sessionId !== 'string' || !z.uuid().safeParse(sessionId).success) return null;
    return { userId, sessionId, tokenVersion: tokenVersion as number };
  } catch {
    return null;
  }
}

/**
 * The "find my bookings" link (services/booking-claims.service.ts): it names the account that asked and the address
 * the link was mailed to, so opening it proves that account's owner reads that address. Single-purpose (its own
 * audience and key) and short-lived.
 */
export type BookingClaim = { userId: number; email: string };

export async function signClaimToken(claim: BookingClaim, secret: string, ttl: string): Promise<string> {
  return new SignJWT({ email: claim.email })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claim.userId))
    .setAudience('claim')
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(keyFor('claim', secret));
}

/** The claim of a valid, unexpired claim link, or null. */
export async function readClaimToken(token: string, secret: string): Promise<BookingClaim | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor('claim', secret), {
      algorithms: [ALGORITHM],
      audience: 'claim',
      issuer: ISSUER,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1 || typeof payload.email !== 'string') return null;
    return { userId, email: payload.email };
  } catch {
    return null;
  }
}
