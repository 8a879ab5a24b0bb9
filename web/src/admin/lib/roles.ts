import type { Role } from '../../lib/session';

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', STAFF: 'Staff', USER: 'Customer' };

/**
 * What each role can see and do, said once (docs/product-rules.md#roles): the role-change confirmation and the
 * invitation form name it. Exhaustive, so a new role fails the typecheck until it is described.
 */
export const ROLE_ACCESS = {
  ADMIN:
    "everything staff see (every booking, travellers' passport data, payments and refunds, customers' emails), plus users, roles, invitations and site settings",
  STAFF: "the back-office: every booking, travellers' passport data, payments and refunds, and customers' emails",
  USER: 'only their own trips and account, and no back-office',
} as const satisfies Record<Role, string>;

/** The roles a viewer may invite to (decision 0050): an ADMIN invites staff or admins, STAFF invite staff only. */
export function invitableRoles(viewer: Role): Role[] {
  if (viewer === 'ADMIN') return ['STAFF', 'ADMIN'];
  if (viewer === 'STAFF') return ['STAFF'];
  return [];
}

/** Only an ADMIN deletes users and packages, and deactivates accounts. */
export function canDelete(viewer: Role): boolean {
  return viewer === 'ADMIN';
}

export function roleBadgeVariant(role: Role): 'gold' | 'green' | 'neutral' {
  if (role === 'ADMIN') return 'gold';
  if (role === 'STAFF') return 'green';
  return 'neutral';
}
