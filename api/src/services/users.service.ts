import type { Prisma, Role } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { isAdmin, isStaff, requireAdmin, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, forbidden, gone, notFound } from '../lib/errors.ts';
import { type ListArgs, staffList, withSelection } from '../lib/staff-lists.ts';
import { removeUpload } from '../lib/uploads.ts';
import { email, EMAIL_MAX, id, type IssueMessage, NEWEST_FIRST, parseInput, trimmed } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';

/** product-rules.md#validation leaves password length open; 8 characters is NIST's minimum for user-chosen secrets. */
export const PASSWORD_MAX = 200;
/** Sign-up and staff-created accounts answer a taken email alike. */
export const EMAIL_TAKEN = 'EMAIL_TAKEN';
export const passwordRule = z
  .string()
  .min(8, { error: 'PASSWORD_TOO_SHORT' })
  .max(PASSWORD_MAX, { error: 'PASSWORD_TOO_LONG' });

export const roleSchema = z.enum(['ADMIN', 'STAFF', 'GROUP_LEADER', 'USER'], { error: 'ROLE_INVALID' });

/** A new account's name, email and password, for sign-up and for staff creating a user; `missing` names the gap. */
export function newAccountFields(missing: IssueMessage) {
  return {
    name: trimmed(missing),
    email: trimmed(missing, EMAIL_MAX).pipe(email()),
    password: z.string({ error: missing }).min(1, { error: missing }).pipe(passwordRule),
  };
}

export const publicUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  avatar: true,
  deactivatedAt: true,
  createdAt: true,
} as const;

export const activeInput = z.object({ active: z.boolean({ error: 'ACTIVE_FLAG_REQUIRED' }) });

/** The Users page's filter: every account, the active ones, or the deactivated ones. */
export const userStatusFilter = z.object({
  status: z.enum(['ACTIVE', 'DEACTIVATED'], { error: 'USER_STATUS_INVALID' }).nullish(),
});

function usersWhere(args: unknown): Prisma.UserWhereInput {
  const given = (args ?? {}) as Record<string, unknown>;
  const { status } = parseInput(userStatusFilter, { status: given.status });
  if (status === 'ACTIVE') return { deactivatedAt: null };
  if (status === 'DEACTIVATED') return { deactivatedAt: { not: null } };
  return {};
}

const usersMatching = (where: Prisma.UserWhereInput) =>
  staffList(
    (db, args) =>
      db.user.findMany({
        ...withSelection(args, { select: publicUserSelect }),
        where: { AND: [args.where ?? {}, where] },
        orderBy: NEWEST_FIRST,
      }),
    (db) => db.user.count({ where }),
  );

/** Users, newest first, optionally only the active or the deactivated accounts (`status`). */
export const userList = {
  rest: (ctx: ServiceContext, args: unknown) => usersMatching(usersWhere(args)).rest(ctx, args),
  page: (ctx: ServiceContext, args: unknown) => usersMatching(usersWhere(args)).page(ctx, args),
  connection: (ctx: ServiceContext, query: ListArgs) => usersMatching({}).connection(ctx, query),
};

/**
 * Accounts are no longer made with a password someone else chose (issue #32, decision 0050): staff are invited by
 * email (staff-invitations.service.ts) and customers sign up. The old route answers why.
 */
export function createUser(ctx: ServiceContext): Promise<never> {
  requireStaff(ctx.viewer);
  return Promise.reject(gone('USER_CREATED_BY_INVITATION'));
}

/** Serialises changes that could leave no active admin (demotion, deactivation, deletion). */
const ADMINS_LOCK = 7_140_302;

/** Refuses (with `reason`) when `target` is the last active ADMIN; call inside the transaction of the change. */
async function keepAnActiveAdmin(
  tx: Prisma.TransactionClient,
  target: { role: Role; deactivatedAt: Date | null },
  reason: 'LAST_ADMIN_DEMOTION' | 'LAST_ADMIN_DELETION' | 'LAST_ADMIN_DEACTIVATION',
) {
  if (target.role !== 'ADMIN' || target.deactivatedAt) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINS_LOCK})`;
  if ((await tx.user.count({ where: { role: 'ADMIN', deactivatedAt: null } })) <= 1) throw conflict(reason);
}

// Highest first: the admin pages' role toggle offers a user's first grantable role.
const ROLES_BY_RANK: readonly Role[] = ['ADMIN', 'STAFF', 'GROUP_LEADER', 'USER'];

/**
 * The roles `viewer` may give `target` now (updateUserRole's rules, so the client does not re-derive them), highest
 * first: none for oneself or for a non-staff viewer; STAFF never touch an admin nor grant ADMIN. (Demoting the last
 * admin is still refused when tried.)
 */
export function grantableRoles(viewer: Viewer | null, target: { id: number; role: Role }): Role[] {
  // An agent stays an agent of its agency (decision 0065): deactivated like anyone, never moved to another role.
  if (!viewer || !isStaff(viewer) || viewer.id === target.id || target.role === 'AGENT') return [];
  if (!isAdmin(viewer) && target.role === 'ADMIN') return [];
  return ROLES_BY_RANK.filter((role) => role !== target.role && (isAdmin(viewer) || role !== 'ADMIN'));
}

/**
 * Role changes (docs/product-rules.md#roles): an ADMIN moves anyone among ADMIN, STAFF and USER (an admin back to
 * customer included); a STAFF member moves non-admin users between STAFF and USER. Nobody demotes the last active
 * ADMIN, and nobody changes their own role. The web asks to confirm, naming what the new role can see.
 */
export async function updateUserRole(ctx: ServiceContext, userId: unknown, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const targetId = parseInput(id, userId);
  // AGENT is a role of the enum but only an agency's invitation makes one: said in words, not as an unknown role.
  if ((input as { role?: unknown } | null)?.role === 'AGENT') throw forbidden('AGENT_ROLE_BY_INVITATION');
  const role: Role = parseInput(z.object({ role: roleSchema }), input).role;
  const target = await ctx.db.user.findUnique({ where: { id: targetId } });
  if (!target) throw notFound('USER_NOT_FOUND');
  if (target.role === 'AGENT') throw conflict('AGENT_ROLE_FIXED');

  if (!isAdmin(viewer)) {
    if (target.role === 'ADMIN') throw forbidden('STAFF_CANNOT_CHANGE_ADMIN');
    if (role === 'ADMIN') throw forbidden('ADMIN_GRANTS_ADMIN');
  }
  if (target.role === role) return ctx.db.user.findUniqueOrThrow({ where: { id: targetId }, select: publicUserSelect });

  const updated = await ctx.db.$transaction(async (tx) => {
    await keepAnActiveAdmin(tx, target, 'LAST_ADMIN_DEMOTION');
    // Like deleting oneself: someone else makes the change, so no one locks themselves out by a slip.
    if (targetId === viewer.id) throw badRequest('OWN_ROLE_CHANGE');
    // The new role applies at once anyway (roles reload per request); bumping tokenVersion also ends the
    // target's sessions, so a demotion cannot be ridden out on a token issued for the old role.
    const changed = await tx.user.update({
      where: { id: targetId },
      data: { role, tokenVersion: { increment: 1 } },
      select: publicUserSelect,
    });
    await recordAudit(tx, viewer, {
      action: 'user.role',
      entityType: 'User',
      entityId: targetId,
      summary: `Changed the role of ${target.name} (${target.email}) from ${target.role} to ${role}`,
      before: { role: target.role },
      after: { role },
    });
    return changed;
  });
  requestStatsRefresh(ctx);
  return updated;
}

export async function deleteUser(ctx: ServiceContext, userId: unknown): Promise<boolean> {
  const viewer = requireAdmin(ctx.viewer, 'USER_DELETE_ADMIN_ONLY');
  const targetId = parseInput(id, userId);
  if (targetId === viewer.id) throw badRequest('OWN_ACCOUNT_DELETION');
  await ctx.db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: targetId } });
    if (!target) throw notFound('USER_NOT_FOUND');
    await keepAnActiveAdmin(tx, target, 'LAST_ADMIN_DELETION');
    await tx.user.delete({ where: { id: targetId } });
    await recordAudit(tx, viewer, {
      action: 'user.delete',
      entityType: 'User',
      entityId: targetId,
      summary: `Deleted the ${target.role} account of ${target.name} (${target.email})`,
      before: { name: target.name, email: target.email, role: target.role },
    });
  });
  requestStatsRefresh(ctx);
  return true;
}

/**
 * Deactivates (`{active: false}`) or reactivates an account, ADMINs only. A deactivated account cannot sign in and its
 * sessions end at once (tokenVersion); its bookings, audit entries and history stay. Its open staff invitations are
 * revoked. Nobody deactivates themselves, and the last active ADMIN stays active.
 */
export async function setUserActive(ctx: ServiceContext, userId: unknown, input: unknown) {
  const viewer = requireAdmin(ctx.viewer, 'USER_DEACTIVATE_ADMIN_ONLY');
  const targetId = parseInput(id, userId);
  const { active } = parseInput(activeInput, input);
  if (targetId === viewer.id) throw badRequest('OWN_ACCOUNT_DEACTIVATION');
  const updated = await ctx.db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: targetId } });
    if (!target) throw notFound('USER_NOT_FOUND');
    if (active === !target.deactivatedAt)
      return tx.user.findUniqueOrThrow({ where: { id: targetId }, select: publicUserSelect });
    const now = new Date();
    if (!active) {
      await keepAnActiveAdmin(tx, target, 'LAST_ADMIN_DEACTIVATION');
      await tx.staffInvitation.updateMany({
        where: { invitedById: targetId, usedAt: null, revokedAt: null },
        data: { revokedAt: now },
      });
    }
    const changed = await tx.user.update({
      where: { id: targetId },
      data: active ? { deactivatedAt: null } : { deactivatedAt: now, tokenVersion: { increment: 1 } },
      select: publicUserSelect,
    });
    await recordAudit(tx, viewer, {
      action: active ? 'user.reactivate' : 'user.deactivate',
      entityType: 'User',
      entityId: targetId,
      summary: `${active ? 'Reactivated' : 'Deactivated'} the ${target.role} account of ${target.name} (${target.email})`,
      before: { deactivatedAt: target.deactivatedAt },
      after: { deactivatedAt: changed.deactivatedAt },
    });
    return changed;
  });
  requestStatsRefresh(ctx);
  return updated;
}

export async function setUserAvatar(ctx: ServiceContext, userId: unknown, avatarUrl: string) {
  const viewer = requireStaff(ctx.viewer);
  const targetId = parseInput(id, userId);
  const user = await ctx.db.user.findUnique({ where: { id: targetId } });
  if (!user) throw notFound('USER_NOT_FOUND');
  await ctx.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: targetId }, data: { avatar: avatarUrl } });
    await recordAudit(tx, viewer, {
      action: 'user.avatar',
      entityType: 'User',
      entityId: targetId,
      summary: `Changed the photo of ${user.name}`,
      before: { avatar: user.avatar },
      after: { avatar: avatarUrl },
    });
  });
  if (user.avatar !== avatarUrl) await removeUpload(ctx.storage, user.avatar);
  return { avatar: avatarUrl };
}

export async function currentUser(ctx: ServiceContext) {
  if (!ctx.viewer) return null;
  return ctx.db.user.findUnique({ where: { id: ctx.viewer.id }, select: publicUserSelect });
}
