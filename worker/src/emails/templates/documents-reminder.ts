import { bookingEmail, type MailedBooking } from '../booking-email.ts';
import { emailTexts } from '../i18n/index.ts';
import { siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

/** One traveller's documents still owed: type names in the booking's language, staff's reason as written. */
export type TravellerMissing = {
  traveller: string;
  missing: string[];
  rejected: { document: string; reason: string | null }[];
};

/**
 * What is still missing or rejected for each traveller of a booking, the last day to send it (the traveller
 * deadline) and the way to My trips. The link carries no secret (decision 0013): the customer signs in or uses the
 * link of the booking email.
 */
export function documentsReminderEmail(
  publicUrl: string,
  booking: MailedBooking,
  reminder: { travellers: TravellerMissing[]; deadline: Date; dedupeKey: string },
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, path, dayWithHijri } = texts;
  const m = t.documentsReminder;
  const deadline = dayWithHijri(reminder.deadline);
  const values = { reference: booking.reference, name: booking.name, title: booking.title, deadline };
  const perTraveller = reminder.travellers.flatMap(({ traveller, missing, rejected }) => [
    ...missing.map((document) => [traveller, format(m.missing, { document })] as [string, string]),
    ...rejected.map(
      ({ document, reason }) =>
        [traveller, format(reason ? m.rejectedBecause : m.rejected, { document, reason: reason ?? '' })] as [
          string,
          string,
        ],
    ),
  ]);
  return bookingEmail(texts, m, values, {
    to: booking.email,
    reference: booking.reference,
    kind: 'documents-reminder',
    dedupeKey: reminder.dedupeKey,
    facts: [[m.deadline, deadline]],
    blocks: [
      { facts: perTraveller },
      { paragraph: m.how },
      { button: { label: m.button, href: siteUrl(publicUrl, path('/my-trips')) } },
    ],
    footer: m.footer,
  });
}
