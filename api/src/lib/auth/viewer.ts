import type { Role } from '@rihla/db';
import { forbidden, unauthenticated } from '../errors.ts';
import type { Db } from '../db.ts';
import { readSessionToken } from './tokens.ts';

/** Who is calling: loaded fresh from the database so a role change or deletion takes effect at once. */
export type Viewer = { id: number; role: Role; email: string; name: string };

export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'STAFF'];
export const isStaff = (viewer: Viewer | null) => !!viewer && STAFF_ROLES.includes(viewer.role);
export const isAdmin = (viewer: Viewer | null) => viewer?.role === 'ADMIN';

const SESSION_OVER = 'Your session has expired. Please log in again.';

/**
 * Resolves an Authorization header. No header: anonymous (null). A header with a bad, expired, revoked
 * (older tokenVersion) or orphaned token is an error (401), so clients learn their session is over instead
 * of silently acting anonymously.
 */
export async function viewerFromHeader(db: Db, header: string | undefined, secret: string): Promise<Viewer | null> {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthenticated('Invalid authorization header.');
  const verified = await readSessionToken(token, secret);
  if (!verified) throw unauthenticated(SESSION_OVER);
  const user = await db.user.findUnique({
    where: { id: verified.userId },
    select: { id: true, role: true, email: true, name: true, tokenVersion: true },
  });
  if (!user || user.tokenVersion !== verified.tokenVersion) throw unauthenticated(SESSION_OVER);
  return { id: user.id, role: user.role, email: user.email, name: user.name };
}

// Permission helpers: one line at the top of a service function, failing with 401/403.
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireStaff(viewer: Viewer | null): Viewer {
  if (!isStaff(requireSignedIn(viewer) && viewer)) throw forbidden();
  return viewer!;
}

export function requireAdmin(viewer: Viewer | null, message?: string): Viewer {
  if (!isAdmin(requireSignedIn(viewer) && viewer)) throw forbidden(message);
  return viewer!;
}
