import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';
import { documentsReminderFor } from '@rihla/worker/emails';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404 } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { id, parseInput } from '../lib/validation.ts';
import { todayUtc } from './trip-times.ts';

/**
 * Staff's "remind everyone with something missing" on the departure board (issue #33 item 6, decision 0063): the
 * documents reminder (the worker's email, the one the scheduled reminders send) for every travelling booking of the
 * departure with a required document missing or rejected, at most once per booking per day (the dedupe key holds the
 * day, so a second press the same day mails no one twice). One audit entry with the counts.
 */

export type DocumentRemindersResult = {
  /** Bookings mailed now. */
  queued: number;
  /** Bookings with something missing that were already reminded by staff today. */
  alreadyRemindedToday: number;
};

const manualKey = (bookingId: number, day: string) => `documents-reminder:${bookingId}:manual:${day}`;

export async function remindDepartureDocuments(
  ctx: ServiceContext,
  departureIdInput: unknown,
): Promise<DocumentRemindersResult> {
  const viewer = requireStaff(ctx.viewer);
  const departureId = parseInput(id, departureIdInput);
  return ctx.db.$transaction(async (tx) => {
    const departure = foundOr404(
      await tx.departure.findUnique({ where: { id: departureId }, select: { id: true, departDate: true } }),
      'DEPARTURE_NOT_FOUND',
    );
    const bookings = await tx.booking.findMany({
      where: { departureId, ...TRAVELLING_WHERE },
      orderBy: { id: 'asc' },
      select: { id: true },
    });
    const day = todayUtc();
    const result: DocumentRemindersResult = { queued: 0, alreadyRemindedToday: 0 };
    for (const { id: bookingId } of bookings) {
      const dedupeKey = manualKey(bookingId, day);
      const message = await documentsReminderFor(tx, ctx.config.publicUrl, bookingId, dedupeKey);
      if (!message) continue;
      if (await tx.outboxEmail.findUnique({ where: { dedupeKey }, select: { id: true } })) {
        result.alreadyRemindedToday += 1;
        continue;
      }
      await queueEmail(ctx, tx, message);
      result.queued += 1;
    }
    await recordAudit(tx, viewer, {
      action: 'departure.documents-remind',
      entityType: 'Departure',
      entityId: departure.id,
      summary: `Reminded ${result.queued} booking(s) of missing or rejected documents for the departure of ${departure.departDate.toISOString().slice(0, 10)}`,
      after: { ...result },
    });
    return result;
  });
}
