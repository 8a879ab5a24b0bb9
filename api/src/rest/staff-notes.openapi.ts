import { z } from 'zod';

import { staffNoteInput, staffNoteSubject } from '../services/staff-notes.service.ts';
import { operations, timestamp } from './openapi/operation.ts';

/**
 * Internal notes (issue #32, decision 0054): staff only. The audit entry of an added note names the note and its
 * subject, not its text. Notes appear in no customer or booking-token answer, nor in the customer data export.
 */
export const staffNoteOperations = operations(() => {
  const StaffNote = z
    .object({
      id: z.number().int(),
      body: z.string(),
      createdAt: timestamp,
      author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .meta({ id: 'StaffNote', description: 'An internal note; `author` is null once their account is deleted.' });

  return {
    listStaffNotes: {
      operationId: 'listStaffNotes',
      summary: 'The internal notes on a booking, trip booking or consultation, newest first (staff)',
      tag: 'staff-notes',
      access: 'staff',
      query: staffNoteSubject,
      response: z.array(StaffNote),
      errors: [404],
    },
    addStaffNote: {
      operationId: 'addStaffNote',
      summary: 'Add an internal note (1 to 2,000 characters) to a booking, trip booking or consultation; audited',
      tag: 'staff-notes',
      access: 'staff',
      body: staffNoteInput,
      response: StaffNote,
      errors: [404],
    },
  };
});
