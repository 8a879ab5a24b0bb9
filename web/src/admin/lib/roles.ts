import type { Role } from '../../lib/session';

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', STAFF: 'Staff', USER: 'User' };

/** The roles a viewer may give a new user (product-rules.md#roles): an ADMIN any role, STAFF only STAFF or USER. */
export function creatableRoles(viewer: Role): Role[] {
  if (viewer === 'ADMIN') return ['ADMIN', 'STAFF', 'USER'];
  if (viewer === 'STAFF') return ['STAFF', 'USER'];
  return [];
}

/**
 * Where the role toggle moves a user, or null when the viewer may not toggle that user (product-rules#states, #roles):
 * an ADMIN toggles any user between ADMIN and STAFF; STAFF toggle non-admin users between STAFF and USER.
 */
export function roleToggleTarget(viewer: Role, target: Role): Role | null {
  if (viewer === 'ADMIN') return target === 'ADMIN' ? 'STAFF' : 'ADMIN';
  if (viewer === 'STAFF') {
    if (target === 'ADMIN') return null;
    return target === 'STAFF' ? 'USER' : 'STAFF';
  }
  return null;
}

/** Only an ADMIN deletes users and packages. */
export function canDelete(viewer: Role): boolean {
  return viewer === 'ADMIN';
}

export function roleBadgeVariant(role: Role): 'gold' | 'green' | 'neutral' {
  if (role === 'ADMIN') return 'gold';
  if (role === 'STAFF') return 'green';
  return 'neutral';
}
