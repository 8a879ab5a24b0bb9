import type { PrismaClient } from '@rihla/db';
import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';

import { documentsReminderFor } from './emails/documents-reminder.ts';
import { queueEmail } from './emails/outbox.ts';

/**
 * Automatic documents reminders (issue #33, decision 0063): 14 and 3 days before a booking's traveller deadline
 * (departure day minus Package.travellerDeadlineDays), its booker is mailed what is still missing or rejected. An
 * hourly sweep finds the bookings in each window instead of a delayed job per booking: a booking gets or changes its
 * departure in many places, and a sweep needs no hook in any of them; a missed run is caught up by the next. Each
 * window mails once per booking (its dedupe key), and only if something is missing at that moment.
 */

const DAY_MS = 24 * 3600_000;
/** Days before the deadline, largest first: a booking is in the window of the first value not below its days left. */
const DOCUMENTS_REMINDER_DAYS = [14, 3] as const;

const documentsReminderKey = (bookingId: number, daysBefore: number) => `documents-reminder:${bookingId}:${daysBefore}`;

/** The reminder window a booking is in with `daysLeft` whole days to its deadline, or null (too early or past). */
export function reminderWindow(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const windows = [...DOCUMENTS_REMINDER_DAYS].sort((a, b) => a - b);
  return windows.find((days) => daysLeft <= days) ?? null;
}

/** Queues the reminders due now; answers the outbox ids written, for the sender's wake-up. */
export async function sweepDocumentsReminders(
  db: PrismaClient,
  publicUrl: string,
  now = new Date(),
): Promise<number[]> {
  const today = new Date(now.toISOString().slice(0, 10));
  const bookings = await db.booking.findMany({
    where: {
      ...TRAVELLING_WHERE,
      departure: { departDate: { gte: today } },
      package: { documentRequirements: { some: {} } },
    },
    select: {
      id: true,
      departure: { select: { departDate: true } },
      package: { select: { travellerDeadlineDays: true } },
    },
  });
  const emailIds: number[] = [];
  for (const booking of bookings) {
    if (!booking.departure || !booking.package) continue;
    const deadline = booking.departure.departDate.getTime() - booking.package.travellerDeadlineDays * DAY_MS;
    const window = reminderWindow(Math.floor((deadline - today.getTime()) / DAY_MS));
    if (window === null) continue;
    const dedupeKey = documentsReminderKey(booking.id, window);
    const id = await db.$transaction(async (tx) => {
      if (await tx.outboxEmail.findUnique({ where: { dedupeKey }, select: { id: true } })) return null;
      const message = await documentsReminderFor(tx, publicUrl, booking.id, dedupeKey);
      return message ? queueEmail(tx, message) : null;
    });
    if (id !== null) emailIds.push(id);
  }
  return emailIds;
}
