import type { Role } from '../../lib/session';

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', STAFF: 'Staff', USER: 'User' };

/** The roles a viewer may give a new user (product-rules.md#roles): an ADMIN any role, STAFF only STAFF or USER. */
export function creatableRoles(viewer: Role): Role[] {
  if (viewer === 'ADMIN') return ['ADMIN', 'STAFF', 'USER'];
  if (viewer === 'STAFF') return ['STAFF', 'USER'];
  return [];
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
