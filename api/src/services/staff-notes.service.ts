import type { Prisma, TransactionClient } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import type { Db } from '../lib/db.ts';
import { badRequest, foundOr404 } from '../lib/errors.ts';
import { hasNoNul, id, issueMessage, parseInput } from '../lib/validation.ts';

/**
 * Internal notes (issue #32, decision 0054): what staff write down about a booking, a trip booking or a consultation,
 * for each other. STAFF and ADMIN read and add them; notes are never edited or deleted by hand, and never part of a
 * customer's, a token holder's or an email's answer (no customer-facing type has a notes field). The audit records
 * that a note was added and on what, not its text: the note itself is the record.
 */

export const STAFF_NOTE_KINDS = ['BOOKING', 'TRIP_BOOKING', 'CONSULTATION'] as const;
export type StaffNoteKind = (typeof STAFF_NOTE_KINDS)[number];
const STAFF_NOTE_MAX = 2000;

const SUBJECT_MESSAGE = issueMessage('STAFF_NOTE_SUBJECT_INVALID');

export const staffNoteSubject = z.object(
  {
    kind: z.enum(STAFF_NOTE_KINDS, { error: SUBJECT_MESSAGE }),
    id: id,
  },
  { error: SUBJECT_MESSAGE },
);
export type StaffNoteSubject = z.infer<typeof staffNoteSubject>;

export const staffNoteInput = z.object({
  subject: staffNoteSubject,
  body: z
    .string({ error: 'STAFF_NOTE_REQUIRED' })
    .trim()
    .min(1, { error: 'STAFF_NOTE_REQUIRED' })
    .max(STAFF_NOTE_MAX, { error: 'STAFF_NOTE_TOO_LONG' })
    .refine(hasNoNul, { error: 'TEXT_HAS_NUL' }),
});

const COLUMN = {
  BOOKING: 'bookingId',
  TRIP_BOOKING: 'tripBookingId',
  CONSULTATION: 'consultationId',
} as const satisfies Record<StaffNoteKind, keyof Prisma.StaffNoteWhereInput>;

const ENTITY = { BOOKING: 'Booking', TRIP_BOOKING: 'TripBooking', CONSULTATION: 'Consultation' } as const;

const whereOf = (subject: StaffNoteSubject) => ({ [COLUMN[subject.kind]]: subject.id });

const noteSelect = {
  id: true,
  body: true,
  createdAt: true,
  author: { select: { id: true, name: true } },
} as const satisfies Prisma.StaffNoteSelect;

export type StaffNoteRow = Prisma.StaffNoteGetPayload<{ select: typeof noteSelect }>;

/** What the subject is called in the audit line and whether it exists (404 by kind). */
async function describe(db: Db | TransactionClient, subject: StaffNoteSubject): Promise<string> {
  if (subject.kind === 'BOOKING') {
    const row = await db.booking.findUnique({ where: { id: subject.id }, select: { reference: true } });
    return `booking ${foundOr404(row, 'BOOKING_NOT_FOUND').reference}`;
  }
  if (subject.kind === 'TRIP_BOOKING') {
    const row = await db.tripBooking.findUnique({ where: { id: subject.id }, select: { reference: true } });
    return `trip booking ${foundOr404(row, 'TRIP_BOOKING_NOT_FOUND').reference}`;
  }
  const row = await db.consultation.findUnique({ where: { id: subject.id }, select: { name: true } });
  return `the consultation of ${foundOr404(row, 'CONSULTATION_NOT_FOUND').name}`;
}

/** A subject's notes, newest first, with their authors (staff only). */
export async function staffNotes(ctx: ServiceContext, subject: unknown): Promise<StaffNoteRow[]> {
  requireStaff(ctx.viewer);
  const parsed = parseInput(staffNoteSubject, subject);
  await describe(ctx.db, parsed);
  return ctx.db.staffNote.findMany({
    where: whereOf(parsed),
    select: noteSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Adds a note (staff only), audited in the same transaction: who, on what, how long; not the text. */
export async function addStaffNote(ctx: ServiceContext, input: unknown): Promise<StaffNoteRow> {
  const viewer = requireStaff(ctx.viewer);
  const given = (input ?? {}) as Record<string, unknown>;
  if (given.subject === undefined || given.subject === null) throw badRequest('STAFF_NOTE_SUBJECT_INVALID');
  const { subject, body } = parseInput(staffNoteInput, input);
  return ctx.db.$transaction(async (tx) => {
    const what = await describe(tx, subject);
    const note = await tx.staffNote.create({
      data: { body, authorId: viewer.id, ...whereOf(subject) },
      select: noteSelect,
    });
    await recordAudit(tx, viewer, {
      action: 'staff-note.add',
      entityType: ENTITY[subject.kind],
      entityId: subject.id,
      summary: `Added an internal note to ${what}`,
      after: { noteId: note.id, characters: body.length },
    });
    return note;
  });
}
