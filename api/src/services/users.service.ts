import type { Role } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { isAdmin, isStaff, requireAdmin, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, forbidden, notFound, writeOrExplain } from '../lib/errors.ts';
import { staffList, withSelection } from '../lib/staff-lists.ts';
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

export const roleSchema = z.enum(['ADMIN', 'STAFF', 'USER'], { error: 'ROLE_INVALID' });

/** A new account's name, email and password, for sign-up and for staff creating a user; `missing` names the gap. */
export function newAccountFields(missing: IssueMessage) {
  return {
    name: trimmed(missing),
    email: trimmed(missing, EMAIL_MAX).pipe(email()),
    password: z.string({ error: missing }).min(1, { error: missing }).pipe(passwordRule),
  };
}

export const createUserInput = z.object({
  ...newAccountFields('USER_FIELDS_REQUIRED'),
  role: roleSchema.default('STAFF'),
});

export const publicUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  avatar: true,
  createdAt: true,
} as const;

export const userList = staffList(
  (db, args) => db.user.findMany({ ...withSelection(args, { select: publicUserSelect }), orderBy: NEWEST_FIRST }),
  (db) => db.user.count(),
);

export async function createUser(ctx: ServiceContext, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const data = parseInput(createUserInput, input);
  if (data.role === 'ADMIN' && !isAdmin(viewer)) throw forbidden('ADMIN_CREATES_ADMIN');
  const passwordHash = await hashPassword(data.password);
  const user = await writeOrExplain(
    ctx.db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { name: data.name, email: data.email, role: data.role, passwordHash },
        select: publicUserSelect,
      });
      await recordAudit(tx, viewer, {
        action: 'user.create',
        entityType: 'User',
        entityId: created.id,
        summary: `Created the ${created.role} account of ${created.name} (${created.email})`,
        after: { name: created.name, email: created.email, role: created.role },
      });
      return created;
    }),
    { duplicate: EMAIL_TAKEN },
  );
  requestStatsRefresh(ctx);
  return user;
}

// Highest first: the admin pages' role toggle offers a user's first grantable role.
const ROLES_BY_RANK: readonly Role[] = ['ADMIN', 'STAFF', 'USER'];

/**
 * The roles `viewer` may give `target` now (updateUserRole's rules, so the client does not re-derive them), highest
 * first: none for oneself or for a non-staff viewer; STAFF never touch an admin nor grant ADMIN. (Demoting the last
 * admin is still refused when tried.)
 */
export function grantableRoles(viewer: Viewer | null, target: { id: number; role: Role }): Role[] {
  if (!viewer || !isStaff(viewer) || viewer.id === target.id) return [];
  if (!isAdmin(viewer) && target.role === 'ADMIN') return [];
  return ROLES_BY_RANK.filter((role) => role !== target.role && (isAdmin(viewer) || role !== 'ADMIN'));
}

/**
 * Role changes (docs/product-rules.md#states): an ADMIN moves any user between ADMIN and STAFF; a STAFF member moves
 * non-admin users between STAFF and USER. An ADMIN may also do what STAFF may. Nobody demotes the last ADMIN, and
 * nobody changes their own role.
 */
export async function updateUserRole(ctx: ServiceContext, userId: unknown, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const targetId = parseInput(id, userId);
  const role: Role = parseInput(z.object({ role: roleSchema }), input).role;
  const target = await ctx.db.user.findUnique({ where: { id: targetId } });
  if (!target) throw notFound('USER_NOT_FOUND');

  if (!isAdmin(viewer)) {
    if (target.role === 'ADMIN') throw forbidden('STAFF_CANNOT_CHANGE_ADMIN');
    if (role === 'ADMIN') throw forbidden('ADMIN_GRANTS_ADMIN');
  }
  if (target.role === role) return ctx.db.user.findUniqueOrThrow({ where: { id: targetId }, select: publicUserSelect });

  const updated = await ctx.db.$transaction(async (tx) => {
    if (target.role === 'ADMIN') {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(7140302)`;
      if ((await tx.user.count({ where: { role: 'ADMIN' } })) <= 1) throw conflict('LAST_ADMIN_DEMOTION');
    }
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
    if (target.role === 'ADMIN') {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(7140302)`;
      if ((await tx.user.count({ where: { role: 'ADMIN' } })) <= 1) throw conflict('LAST_ADMIN_DELETION');
    }
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
