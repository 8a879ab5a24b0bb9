import type { Role } from '@rihla/db';
import type { ErrorReason } from '@rihla/db/error-reasons';

import type { Db } from '../db.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { readToken, type SessionRef, type TokenAudience } from './tokens.ts';

/**
 * Who is calling: loaded fresh from the database so a role change or deletion takes effect at once. `session` is
 * the sign-in the token names, for signing this device out and for re-checking a long-lived stream.
 */
export type Viewer = {
  id: number;
  role: Role;
  email: string;
  name: string;
  session: SessionRef;
  /** This sign-in passed two-factor (an authenticator or recovery code), not a password alone. */
  twoFactor: boolean;
  /** An AGENT's agency (decision 0065); null for every other role (a database CHECK). */
  agencyId: number | null;
};

const STAFF_ROLES: readonly Role[] = ['ADMIN', 'STAFF'];
export const isStaff = (viewer: Viewer | null) => !!viewer && STAFF_ROLES.includes(viewer.role);
export const isAdmin = (viewer: Viewer | null) => viewer?.role === 'ADMIN';

/**
 * Accounts that sign in with two-factor (decision 0051): staff and admins, group leaders, who read their
 * travellers' phone numbers (decision 0060), and agents, who read their pilgrims' passports (decision 0065). Not a staff check: a leader has no back-office (isStaff is false).
 */
const TWO_FACTOR_ROLES: readonly Role[] = ['ADMIN', 'STAFF', 'GROUP_LEADER', 'AGENT'];
export const usesTwoFactor = (role: Role) => TWO_FACTOR_ROLES.includes(role);

export const SESSION_OVER = 'SESSION_EXPIRED';

/**
 * Resolves an Authorization header. No header: anonymous (null). A header with a bad, expired, signed-out
 * or orphaned token is an error (401), so clients learn their session is over instead
 * of silently acting anonymously.
 */
export async function viewerFromHeader(db: Db, header: string | undefined, secret: string): Promise<Viewer | null> {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme.toLowerCase() !== 'bearer' || !token) throw unauthenticated('AUTH_HEADER_INVALID');
  const viewer = await viewerFromToken(db, 'session', token, secret);
  if (!viewer) throw unauthenticated(SESSION_OVER);
  return viewer;
}

/**
 * The user a token of `audience` (session bearer or queue-dashboard cookie) belongs to, or null when the token
 * is bad or expired, or its sign-in is over (see viewerOfSession).
 */
export async function viewerFromToken(
  db: Db,
  audience: TokenAudience,
  token: string,
  secret: string,
): Promise<Viewer | null> {
  const verified = await readToken(audience, token, secret);
  return verified && viewerOfSession(db, verified);
}

/**
 * The user of a sign-in that is still open, as they are now, or null when the user is gone, that device signed out
 * (its Session row is deleted), the account is deactivated, or every device was signed out by a password or role
 * change (tokenVersion). One
 * query per request; live streams call it again before every push.
 */
export async function viewerOfSession(db: Db, session: SessionRef): Promise<Viewer | null> {
  // One statement: the user and this sign-in's two-factor time together (a nested Prisma select would be two).
  const rows = await db.$queryRaw<
    { id: number; role: Role; email: string; name: string; agencyId: number | null; twoFactorAt: Date | null }[]
  >`
    SELECT u.id, u.role::text AS role, u.email::text AS email, u.name, u."agencyId", s."twoFactorAt"
    FROM "User" u JOIN "Session" s ON s."userId" = u.id AND s.id::text = ${session.sessionId}
    WHERE u.id = ${session.userId} AND u."tokenVersion" = ${session.tokenVersion} AND u."deactivatedAt" IS NULL`;
  const row = rows.at(0);
  if (!row) return null;
  const { twoFactorAt, ...person } = row;
  return { ...person, session, twoFactor: !!twoFactorAt };
}

/**
 * A staff (or group leader) sign-in that has not passed two-factor while STAFF_TWO_FACTOR is required: it may only enrol an
 * authenticator, read its two-factor status and sign out (services/two-factor.service.ts); every other operation
 * sees no viewer (lib/context.ts). Decision 0051.
 */
export const awaitsTwoFactor = (viewer: Viewer, setting: 'required' | 'optional') =>
  setting === 'required' && usesTwoFactor(viewer.role) && !viewer.twoFactor;

// Permission helpers: one line at the top of a service function, failing with 401/403.
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireStaff(viewer: Viewer | null): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!isStaff(signedIn)) throw forbidden();
  return signedIn;
}

/** An agent's sign-in and its agency: every agent operation reads and writes that agency's rows only. */
export function requireAgent(viewer: Viewer | null): Viewer & { agencyId: number } {
  const signedIn = requireSignedIn(viewer);
  if (signedIn.role !== 'AGENT' || signedIn.agencyId === null) throw forbidden();
  return { ...signedIn, agencyId: signedIn.agencyId };
}

export function requireAdmin(viewer: Viewer | null, reason: ErrorReason = 'FORBIDDEN'): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!isAdmin(signedIn)) throw forbidden(reason);
  return signedIn;
}
