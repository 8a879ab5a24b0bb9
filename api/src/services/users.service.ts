import type { Role } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { isAdmin, requireAdmin, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, forbidden, notFound, writeOrExplain } from '../lib/errors.ts';
import { staffList, withSelection } from '../lib/staff-lists.ts';
import { removeUpload } from '../lib/uploads.ts';
import { email, EMAIL_MAX, id, NEWEST_FIRST, parseInput, trimmed } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';

/** product-rules.md#validation leaves password length open; 8 characters is NIST's minimum for user-chosen secrets. */
export const PASSWORD_MAX = 200;
/** Sign-up and staff-created accounts answer a taken email alike. */
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const passwordRule = z
  .string()
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` });

export const roleSchema = z.enum(['ADMIN', 'STAFF', 'USER'], { error: 'Role must be ADMIN, STAFF or USER.' });

/** A new account's name, email and password, for sign-up and for staff creating a user; `missing` names the gap. */
export function newAccountFields(missing: string) {
  return {
    name: trimmed(missing),
    email: trimmed(missing, EMAIL_MAX).pipe(email()),
    password: z.string({ error: missing }).min(1, { error: missing }).pipe(passwordRule),
  };
}

export const createUserInput = z.object({
  ...newAccountFields('Name, email and password are required.'),
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
  if (data.role === 'ADMIN' && !isAdmin(viewer)) throw forbidden('Only an admin can create another admin.');
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
  if (!target) throw notFound('User not found.');

  if (!isAdmin(viewer)) {
    if (target.role === 'ADMIN') throw forbidden('Staff cannot change an admin.');
    if (role === 'ADMIN') throw forbidden('Only an admin can grant the ADMIN role.');
  }
  if (target.role === role) return ctx.db.user.findUniqueOrThrow({ where: { id: targetId }, select: publicUserSelect });

  const updated = await ctx.db.$transaction(async (tx) => {
    if (target.role === 'ADMIN') {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(7140302)`;
      if ((await tx.user.count({ where: { role: 'ADMIN' } })) <= 1) throw conflict('The last admin cannot be demoted.');
    }
    // Like deleting oneself: someone else makes the change, so no one locks themselves out by a slip.
    if (targetId === viewer.id) throw badRequest('You cannot change your own role.');
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
  const viewer = requireAdmin(ctx.viewer, 'Only an admin can delete users.');
  const targetId = parseInput(id, userId);
  if (targetId === viewer.id) throw badRequest('You cannot delete your own account.');
  await ctx.db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: targetId } });
    if (!target) throw notFound('User not found.');
    if (target.role === 'ADMIN') {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(7140302)`;
      if ((await tx.user.count({ where: { role: 'ADMIN' } })) <= 1) throw conflict('The last admin cannot be deleted.');
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
  if (!user) throw notFound('User not found.');
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
