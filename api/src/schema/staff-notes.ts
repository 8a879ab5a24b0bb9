import { addStaffNote, STAFF_NOTE_KINDS, type StaffNoteRow, staffNotes } from '../services/staff-notes.service.ts';
import { builder, staffOnly } from './builder.ts';

/**
 * Internal notes (issue #32, decision 0054): a query and a mutation of their own, staff-only. No customer-facing
 * type (Booking, TripBooking, MyTrip…) has a notes field, so no selection can reach them from a customer's answer.
 */

const StaffNoteKindEnum = builder.enumType('StaffNoteKind', {
  values: STAFF_NOTE_KINDS,
  description: 'What a note is about.',
});

const StaffNoteSubjectInput = builder.inputType('StaffNoteSubject', {
  description: 'The booking, trip booking or consultation a note is about.',
  fields: (t) => ({
    kind: t.field({ type: StaffNoteKindEnum, required: true }),
    id: t.int({ required: true }),
  }),
});

const StaffNoteType = builder.objectRef<StaffNoteRow>('StaffNote').implement({
  description: 'An internal note, for staff only.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    authorName: t.string({
      nullable: true,
      description: 'Null once the author’s account is deleted.',
      resolve: (note) => note.author?.name ?? null,
    }),
  }),
});

builder.queryField('staffNotes', (t) =>
  t.field({
    type: [StaffNoteType],
    ...staffOnly,
    description: 'A subject’s internal notes, newest first.',
    args: { subject: t.arg({ type: StaffNoteSubjectInput, required: true }) },
    resolve: (_root, args, ctx) => staffNotes(ctx, args.subject),
  }),
);

builder.mutationField('addStaffNote', (t) =>
  t.field({
    type: StaffNoteType,
    ...staffOnly,
    description: 'Add an internal note (1 to 2,000 characters). Audited: that a note was added and on what.',
    args: {
      subject: t.arg({ type: StaffNoteSubjectInput, required: true }),
      body: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => addStaffNote(ctx, args),
  }),
);
