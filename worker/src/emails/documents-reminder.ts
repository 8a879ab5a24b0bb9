import type { TransactionClient } from '@rihla/db';
import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';

import { packageTitle } from './i18n/index.ts';
import type { OutboxMessage } from './outbox.ts';
import { documentsReminderEmail, type TravellerMissing } from './templates/documents-reminder.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The documents reminder of one booking as its rows say it now, or null when it gets none: not travelling (cancelled,
 * unpaid hold lost), no departure, or every required document uploaded and not rejected. Shared by the scheduled
 * reminders (worker) and staff's "remind" action on the departure board (API), so both send the same email.
 */
export async function documentsReminderFor(
  tx: TransactionClient,
  publicUrl: string,
  bookingId: number,
  dedupeKey: string,
): Promise<OutboxMessage | null> {
  const booking = await tx.booking.findFirst({
    where: { id: bookingId, departureId: { not: null }, ...TRAVELLING_WHERE },
    select: {
      id: true,
      reference: true,
      name: true,
      email: true,
      locale: true,
      departure: { select: { departDate: true } },
      package: {
        select: {
          name: true,
          translations: true,
          travellerDeadlineDays: true,
          documentRequirements: {
            orderBy: { documentType: { name: 'asc' } },
            select: { documentType: { select: { id: true, name: true, translations: true } } },
          },
        },
      },
      travellers: {
        orderBy: { position: 'asc' },
        select: {
          fullName: true,
          documents: {
            where: { deletedAt: null },
            select: { documentTypeId: true, status: true, rejectionReason: true },
          },
        },
      },
    },
  });
  if (!booking?.departure || !booking.package) return null;
  const { package: pkg, departure, locale } = booking;
  const travellers: TravellerMissing[] = [];
  for (const traveller of booking.travellers) {
    const current = new Map(traveller.documents.map((d) => [d.documentTypeId, d]));
    const missing: string[] = [];
    const rejected: TravellerMissing['rejected'] = [];
    for (const { documentType } of pkg.documentRequirements) {
      const name = packageTitle(documentType, locale);
      const document = current.get(documentType.id);
      if (!document) missing.push(name);
      else if (document.status === 'REJECTED') rejected.push({ document: name, reason: document.rejectionReason });
    }
    if (missing.length || rejected.length) travellers.push({ traveller: traveller.fullName, missing, rejected });
  }
  if (!travellers.length) return null;
  const deadline = new Date(departure.departDate.getTime() - pkg.travellerDeadlineDays * DAY_MS);
  const mailed = { ...booking, title: packageTitle(pkg, locale) };
  return documentsReminderEmail(publicUrl, mailed, { travellers, deadline, dedupeKey });
}
