import { bookingEmail, type MailedBooking } from '../booking-email.ts';
import { emailTexts } from '../i18n/index.ts';
import { siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

/** The traveller whose visa moved, and the move's history row (its id keys the email: one per move). */
type VisaMoved = { travellerName: string; changeId: number };

const myTripsButton = (publicUrl: string, texts: ReturnType<typeof emailTexts>) => ({
  button: { label: texts.t.common.openMyTrips, href: siteUrl(publicUrl, texts.path('/my-trips')) },
});

/** The values both visa emails' texts read. */
const valuesOf = (booking: MailedBooking, visa: VisaMoved) => ({
  name: booking.name,
  title: booking.title,
  reference: booking.reference,
  traveller: visa.travellerName,
});

/**
 * A traveller's visa is issued (issue #33 §2): the booker is told, in the booking's language, and pointed to My
 * trips for the e-visa. No link with a token: the e-visa is behind the account (or the booking email's link).
 */
export function visaIssuedEmail(
  publicUrl: string,
  booking: MailedBooking,
  visa: VisaMoved & { visaNumber: string | null },
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const m = texts.t.visaIssued;
  return bookingEmail(texts, m, valuesOf(booking, visa), {
    to: booking.email,
    reference: booking.reference,
    kind: 'visa-issued',
    dedupeKey: `visa-issued:${visa.changeId}`,
    facts: [
      [m.traveller, visa.travellerName],
      ...(visa.visaNumber ? [[m.visaNumber, visa.visaNumber] as [string, string]] : []),
    ],
    blocks: [{ paragraph: m.download }, myTripsButton(publicUrl, texts)],
    footer: texts.t.common.bookingFooter,
  });
}

/** A traveller's visa is refused: the booker reads the reason staff gave, in the booking's language. */
export function visaRefusedEmail(
  publicUrl: string,
  booking: MailedBooking,
  visa: VisaMoved & { reason: string },
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const m = texts.t.visaRefused;
  return bookingEmail(texts, m, valuesOf(booking, visa), {
    to: booking.email,
    reference: booking.reference,
    kind: 'visa-refused',
    dedupeKey: `visa-refused:${visa.changeId}`,
    facts: [
      [m.traveller, visa.travellerName],
      [m.reason, visa.reason],
    ],
    blocks: [{ paragraph: m.next }, myTripsButton(publicUrl, texts)],
    footer: texts.t.common.bookingFooter,
  });
}
