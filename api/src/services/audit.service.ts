import type { AuditEntry, Prisma } from '@rihla/db';
import { z } from 'zod';

import { isAdmin, requireAdmin, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { forbidden } from '../lib/errors.ts';
import { cursorArgs, cursorOf, olderThan } from '../lib/staff-lists.ts';
import { issueMessage, NEWEST_FIRST, parseInput } from '../lib/validation.ts';
import { isCalendarDate } from './trip-times.ts';

/**
 * Reading the audit log (issue #14, item 8; written by lib/audit.ts in the transaction of each change).
 *
 * Who may read it: ADMINs only. The log spans every area (role changes, user deletions, refunds, prices), including
 * what staff members did themselves; a log its subjects can read, and learn who is watched for what, is weaker
 * than one only admins can. One exception: the trail of a single booking (the booking detail page, a staff tool),
 * which STAFF may read because they already see and handle that booking. See docs/decisions/0016-audit-log.md.
 */

const DATE = 'DATE_FORMAT_INVALID';
const day = z.string({ error: DATE }).refine(isCalendarDate, DATE);
const optionalText = (max: number, name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z
      .string({ error: issueMessage('AUDIT_FILTER_NOT_TEXT', { name }) })
      .max(max, { error: issueMessage('AUDIT_FILTER_TOO_LONG', { name, max }) })
      .optional(),
  );

export const auditQuery = cursorArgs
  .extend({
    entityType: optionalText(40, 'Entity type'),
    entityId: optionalText(40, 'Entity id'),
    /** A user id, or (part of) the email the actor had when acting. */
    actor: optionalText(254, 'Actor'),
    /** An action or its prefix: `package` matches package.update, package.archive... */
    action: optionalText(60, 'Action'),
    from: z.preprocess((v) => v || undefined, day.optional()),
    to: z.preprocess((v) => v || undefined, day.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'DATE_RANGE_REVERSED' });

type AuditQuery = z.infer<typeof auditQuery>;

const DAY_MS = 86_400_000;

function whereOf(q: AuditQuery): Prisma.AuditEntryWhereInput {
  const actor = q.actor
    ? /^\d{1,9}$/.test(q.actor)
      ? { actorId: Number(q.actor) }
      : { actorEmail: { contains: q.actor, mode: 'insensitive' as const } }
    : {};
  const createdAt = {
    ...(q.from ? { gte: new Date(`${q.from}T00:00:00Z`) } : {}),
    // `to` is a whole day: everything before the next midnight (UTC).
    ...(q.to ? { lt: new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS) } : {}),
  };
  return {
    ...(q.entityType ? { entityType: q.entityType } : {}),
    ...(q.entityId ? { entityId: q.entityId } : {}),
    ...(q.action ? { action: { startsWith: q.action } } : {}),
    ...actor,
    ...(q.from || q.to ? { createdAt } : {}),
  };
}

export type AuditPage = { items: AuditEntry[]; nextCursor: string | null };

/** The log, newest first, filtered, one keyset page (as the staff lists' `?limit=&cursor=`). Admins only. */
export async function listAuditEntries(ctx: ServiceContext, args: unknown): Promise<AuditPage> {
  requireAdmin(ctx.viewer, 'AUDIT_LOG_ADMIN_ONLY');
  // GraphQL sends null for an argument given as null: the same as leaving it out.
  const given = Object.entries((args ?? {}) as Record<string, unknown>).filter(([, value]) => value !== null);
  const q = parseInput(auditQuery, Object.fromEntries(given));
  const where = whereOf(q);
  const rows = await ctx.db.auditEntry.findMany({
    where: q.cursor ? { AND: [where, olderThan(q.cursor)] } : where,
    orderBy: NEWEST_FIRST,
    take: q.limit + 1,
  });
  const items = rows.slice(0, q.limit);
  return { items, nextCursor: rows.length > q.limit ? cursorOf(items[items.length - 1]) : null };
}

/** What STAFF may read the trail of (see above); admins read any. */
const STAFF_TRAILS = new Set(['Booking', 'TripBooking']);
const TRAIL_LENGTH = 50;

/** The latest 50 entries about one record, newest first: the booking detail page's "Activity" section. */
export async function auditTrailFor(ctx: ServiceContext, entityType: string, entityId: string | number) {
  const viewer = requireStaff(ctx.viewer);
  if (!isAdmin(viewer) && !STAFF_TRAILS.has(entityType)) throw forbidden('AUDIT_ADMIN_ONLY');
  return ctx.db.auditEntry.findMany({
    where: { entityType, entityId: String(entityId) },
    orderBy: NEWEST_FIRST,
    take: TRAIL_LENGTH,
  });
}
