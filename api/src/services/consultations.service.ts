import { randomUUID } from 'node:crypto';

import { ConsultationStatus, type Prisma, type TransactionClient } from '@rihla/db';
import { consultationAckEmail, consultationReplyEmail, consultationStaffEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, foundOr404, notFound } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { type ListArgs, staffList, withSelection } from '../lib/staff-lists.ts';
import {
  email,
  EMAIL_MAX,
  hasNoNul,
  id,
  issueMessage,
  NEWEST_FIRST,
  parseInput,
  strictBoolean,
  trimmed,
} from '../lib/validation.ts';
import { canMoveConsultation, type ConsultationMoveCause } from './consultation-workflow.ts';
import { requestStatsRefresh } from './stats.service.ts';

/**
 * A phone or WhatsApp number, checked loosely (numbers are written many ways across countries): only digits, spaces,
 * +, - and parentheses, with 6 to 20 digits. Stored as typed; an empty one is no number (null).
 */
const CONSULTATION_PHONE = /^[\d\s()+-]{1,40}$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
  z
    .string({ error: 'CONSULTATION_PHONE_INVALID' })
    .refine((value) => CONSULTATION_PHONE.test(value) && phoneDigits(value) >= 6 && phoneDigits(value) <= 20, {
      error: 'CONSULTATION_PHONE_INVALID',
    })
    .nullable(),
);

export const consultationInput = z.object({
  name: trimmed('CONSULTATION_FIELDS_REQUIRED'),
  email: trimmed('CONSULTATION_FIELDS_REQUIRED', EMAIL_MAX).pipe(email()),
  phone: optionalPhone,
  message: trimmed('CONSULTATION_FIELDS_REQUIRED', 5000),
});

/** Stores the request, and in the same transaction queues its acknowledgement to the visitor and a note to staff. */
export async function createConsultation(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('consultation', ctx.ip);
  const data = parseInput(consultationInput, input);
  const consultation = await ctx.db.$transaction(async (tx) => {
    // The visitor's language: the acknowledgement is written in it (the note to staff stays English).
    const created = await tx.consultation.create({ data: { ...data, locale: ctx.locale ?? 'en' } });
    // Linked to the consultation: the first message of its thread (the back-office page, the replies' threading).
    await queueEmail(ctx, tx, { ...consultationAckEmail(ctx.config.publicUrl, created), consultationId: created.id });
    const staff = await staffAddresses(ctx, tx);
    if (staff) await queueEmail(ctx, tx, consultationStaffEmail(ctx.config.publicUrl, staff, created));
    return created;
  });
  requestStatsRefresh(ctx);
  return consultation;
}

/** STAFF_EMAIL when set (a shared inbox), otherwise every admin. */
async function staffAddresses(ctx: ServiceContext, tx: TransactionClient): Promise<string> {
  if (ctx.config.staffEmail) return ctx.config.staffEmail;
  const admins = await tx.user.findMany({ where: { role: 'ADMIN' }, select: { email: true }, orderBy: { id: 'asc' } });
  return admins.map((admin) => admin.email).join(', ');
}

// ---- The work on a consultation (issue #32, decision 0054) ----

const STATUS_MESSAGE = issueMessage('STATUS_INVALID', { statuses: Object.values(ConsultationStatus).join(', ') });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The list's filters: a status, an assignee, or only the unassigned ones. Paging arguments are read elsewhere. */
export const consultationFilterInput = z.object({
  status: z.preprocess(blankToUndefined, z.enum(ConsultationStatus, { error: STATUS_MESSAGE }).optional()),
  assignedToId: z.preprocess(blankToUndefined, id.optional()),
  unassigned: z.preprocess(blankToUndefined, strictBoolean().optional()),
});
type ConsultationFilter = z.infer<typeof consultationFilterInput>;

function parseConsultationFilter(args: unknown): ConsultationFilter {
  const given = (args ?? {}) as Record<string, unknown>;
  return parseInput(consultationFilterInput, {
    status: given.status,
    assignedToId: given.assignedToId,
    unassigned: given.unassigned,
  });
}

function consultationWhere(filter: ConsultationFilter): Prisma.ConsultationWhereInput {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.assignedToId ? { assignedToId: filter.assignedToId } : {}),
    ...(filter.unassigned ? { assignedToId: null } : {}),
  };
}

const listInclude = { assignedTo: { select: { id: true, name: true } } } as const;

function filteredList(where: Prisma.ConsultationWhereInput) {
  return staffList(
    (db, list: ListArgs) =>
      db.consultation.findMany({
        ...withSelection(list, { include: listInclude }),
        where: { AND: [list.where ?? {}, where] },
        orderBy: NEWEST_FIRST,
      }),
    (db) => db.consultation.count({ where }),
  );
}

/** The staff list (REST pages or a cursor, GraphQL pages), filtered; the connection walks every consultation. */
export const consultationList = {
  rest(ctx: ServiceContext, args: unknown) {
    requireStaff(ctx.viewer);
    return filteredList(consultationWhere(parseConsultationFilter(args))).rest(ctx, args);
  },
  page(ctx: ServiceContext, args: { filter?: unknown }) {
    requireStaff(ctx.viewer);
    return filteredList(consultationWhere(parseConsultationFilter(args.filter))).page(ctx, args);
  },
  connection(ctx: ServiceContext, query: ListArgs) {
    return filteredList({}).connection(ctx, query);
  },
};

/**
 * The dashboard's "consultations not answered" queue (work-queues.service.ts): nobody has replied yet. The admin
 * Consultations list opens it as `?status=NEW`, the same rows.
 */
export const UNANSWERED_CONSULTATIONS = { status: 'NEW' } as const satisfies Prisma.ConsultationWhereInput;

/** The thread: the acknowledgement and each reply, oldest first, with what the outbox did with them. */
export const THREAD_EMAILS = {
  where: { kind: { in: ['consultation-ack', 'consultation-reply'] } },
  select: {
    id: true,
    kind: true,
    subject: true,
    text: true,
    status: true,
    lastError: true,
    createdAt: true,
    sentAt: true,
  },
  orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
} satisfies Prisma.Consultation$emailsArgs;

const detailInclude = {
  assignedTo: { select: { id: true, name: true } },
  emails: THREAD_EMAILS,
} satisfies Prisma.ConsultationInclude;

/** One consultation as its back-office page shows it: the request, its work and its email thread. */
export async function consultationDetail(ctx: ServiceContext, consultationId: unknown) {
  requireStaff(ctx.viewer);
  const found = await ctx.db.consultation.findUnique({
    where: { id: parseInput(id, consultationId) },
    include: detailInclude,
  });
  return foundOr404(found, 'CONSULTATION_NOT_FOUND');
}

/** The STAFF and ADMIN members a consultation can be assigned to, by name. */
export async function consultationAssignees(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return ctx.db.user.findMany({
    where: { role: { in: ['ADMIN', 'STAFF'] } },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** The REST bodies (the id is the path's); GraphQL passes the same fields with the id. */
export const consultationAssignBody = z.object({
  // Null: nobody.
  assignedToId: z.preprocess((v) => (v === undefined ? null : v), id.nullable()),
});
const assignInput = consultationAssignBody.extend({ id });

/** Gives the consultation to a STAFF or ADMIN member (or to nobody); audited. */
export async function assignConsultation(ctx: ServiceContext, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const { id: consultationId, assignedToId } = parseInput(assignInput, input);
  return ctx.db.$transaction(async (tx) => {
    const before = foundOr404(
      await tx.consultation.findUnique({ where: { id: consultationId }, select: { assignedToId: true, name: true } }),
      'CONSULTATION_NOT_FOUND',
    );
    let assignee: { name: string } | null = null;
    if (assignedToId !== null) {
      assignee = await tx.user.findFirst({
        where: { id: assignedToId, role: { in: ['ADMIN', 'STAFF'] } },
        select: { name: true },
      });
      if (!assignee) throw badRequest('CONSULTATION_ASSIGNEE_NOT_STAFF');
    }
    const updated = await tx.consultation.update({
      where: { id: consultationId },
      data: { assignedToId },
      include: detailInclude,
    });
    if (before.assignedToId !== assignedToId)
      await recordAudit(tx, viewer, {
        action: 'consultation.assign',
        entityType: 'Consultation',
        entityId: consultationId,
        summary: assignee
          ? `Assigned the consultation of ${before.name} to ${assignee.name}`
          : `Unassigned the consultation of ${before.name}`,
        before: { assignedToId: before.assignedToId },
        after: { assignedToId },
      });
    return updated;
  });
}

export const consultationStatusBody = z.object({ status: z.enum(ConsultationStatus, { error: STATUS_MESSAGE }) });
const statusInput = consultationStatusBody.extend({ id });

/**
 * Staff close a consultation (from NEW or ANSWERED) or reopen a closed one (back to NEW); ANSWERED is reached only by
 * a reply. The move is checked against the table and written only if the status is still the one read.
 */
export async function setConsultationStatus(ctx: ServiceContext, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const { id: consultationId, status } = parseInput(statusInput, input);
  return ctx.db.$transaction(async (tx) => {
    const current = foundOr404(
      await tx.consultation.findUnique({ where: { id: consultationId }, select: { status: true, name: true } }),
      'CONSULTATION_NOT_FOUND',
    );
    const cause: ConsultationMoveCause = status === 'CLOSED' ? 'close' : 'reopen';
    if (!canMoveConsultation(current.status, status, cause))
      throw conflict('CONSULTATION_MOVE_NOT_ALLOWED', { from: current.status, to: status });
    const moved = await tx.consultation.updateMany({
      where: { id: consultationId, status: current.status },
      data: { status, ...(status === 'CLOSED' ? { closedAt: new Date() } : { closedAt: null }) },
    });
    if (moved.count === 0) throw conflict('CONSULTATION_MOVE_NOT_ALLOWED', { from: current.status, to: status });
    await recordAudit(tx, viewer, {
      action: status === 'CLOSED' ? 'consultation.close' : 'consultation.reopen',
      entityType: 'Consultation',
      entityId: consultationId,
      summary: `${status === 'CLOSED' ? 'Closed' : 'Reopened'} the consultation of ${current.name}`,
      before: { status: current.status },
      after: { status },
    });
    return tx.consultation.findUniqueOrThrow({ where: { id: consultationId }, include: detailInclude });
  });
}

/** A reply's text: as typed (leading and trailing blank space trimmed), 1 to 5,000 characters. */
const CONSULTATION_REPLY_MAX = 5000;
export const consultationReplyBody = z.object({
  body: z
    .string({ error: 'CONSULTATION_REPLY_REQUIRED' })
    .trim()
    .min(1, { error: 'CONSULTATION_REPLY_REQUIRED' })
    .max(CONSULTATION_REPLY_MAX, { error: 'CONSULTATION_REPLY_TOO_LONG' })
    .refine(hasNoNul, { error: 'TEXT_HAS_NUL' }),
});
const replyInput = consultationReplyBody.extend({ id });

/**
 * Staff answer the visitor: the reply is queued in the outbox (CONSULTATION_REPLY, in the consultation's language,
 * threaded on its acknowledgement) and the consultation becomes ANSWERED, in one transaction; audited without the
 * text (the thread keeps it). A closed consultation must be reopened first.
 */
export async function replyToConsultation(ctx: ServiceContext, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const { id: consultationId, body } = parseInput(replyInput, input);
  return ctx.db.$transaction(async (tx) => {
    // Locks the row: two replies at once each see the status the other left.
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Consultation" WHERE id = ${consultationId} FOR UPDATE`;
    if (locked.length === 0) throw notFound('CONSULTATION_NOT_FOUND');
    const consultation = await tx.consultation.findUniqueOrThrow({ where: { id: consultationId } });
    if (!canMoveConsultation(consultation.status, 'ANSWERED', 'reply')) throw conflict('CONSULTATION_REPLY_CLOSED');
    const reply = consultationReplyEmail(consultation, body, randomUUID());
    await queueEmail(ctx, tx, { ...reply, consultationId });
    const now = new Date();
    await tx.consultation.update({
      where: { id: consultationId },
      data: { status: 'ANSWERED', answeredAt: consultation.answeredAt ?? now },
    });
    await recordAudit(tx, viewer, {
      action: 'consultation.reply',
      entityType: 'Consultation',
      entityId: consultationId,
      summary: `Replied by email to the consultation of ${consultation.name}`,
      before: { status: consultation.status },
      after: { status: 'ANSWERED', characters: body.length },
    });
    return tx.consultation.findUniqueOrThrow({ where: { id: consultationId }, include: detailInclude });
  });
}

export type ConsultationDetail = Awaited<ReturnType<typeof consultationDetail>>;
