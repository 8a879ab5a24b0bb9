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

// Each kind of token signs with its own key.
type KeyPurpose = TokenAudience;
const DERIVED: Record<Exclude<KeyPurpose, 'session'>, string> = { queues: 'queue-dashboard' };

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
