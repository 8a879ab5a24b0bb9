import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@rihla/db';

export type TokenClaims = { userId: number; role: Role };

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(claims: TokenClaims, secret: string, ttl: string): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(key(secret));
}

/** Returns the user id of a valid, unexpired token, or null. */
export async function readSessionToken(token: string, secret: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}
