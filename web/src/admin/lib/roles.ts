import type { Role } from '../../lib/session';

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  STAFF: 'Staff',
  GROUP_LEADER: 'Group leader',
  AGENT: 'Agent',
  USER: 'Customer',
};

/**
 * What each role can see and do, said once (docs/product-rules.md#roles): the role-change confirmation and the
 * invitation form name it. Exhaustive, so a new role fails the typecheck until it is described.
 */
export const ROLE_ACCESS = {
  ADMIN:
    "everything staff see (every booking, travellers' passport data, payments and refunds, customers' emails), plus users, roles, invitations and site settings",
  STAFF: "the back-office: every booking, travellers' passport data, payments and refunds, and customers' emails",
  GROUP_LEADER:
    "only the groups they lead: their travellers' names, booking references and phone numbers, hotels and flight times; no passports, documents, payments or back-office",
  AGENT:
    "only their own agency's bookings, pilgrims, invoices and statements in the agent portal; no back-office (made by an agency's invitation, on the Agencies page)",
  USER: 'only their own trips and account, and no back-office',
} as const satisfies Record<Role, string>;

/**
 * The roles a viewer may invite to (decisions 0050, 0060): an ADMIN invites staff, group leaders or admins, STAFF
 * invite staff and group leaders.
 */
export function invitableRoles(viewer: Role): Role[] {
  if (viewer === 'ADMIN') return ['STAFF', 'GROUP_LEADER', 'ADMIN'];
  if (viewer === 'STAFF') return ['STAFF', 'GROUP_LEADER'];
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
