import type { RoomType } from '@rihla/db';

import { emailTexts, type Texts } from '../i18n/index.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

/** One agent's booking at once (decision 0065): the departure, a booking per room, and the invoice that bills them. */
export type AgencyBookingMail = {
  agencyName: string;
  /** The package's name in the email's language. */
  title: string;
  departDate: Date;
  returnDate: Date;
  /** The email's language: the agent's request's for its confirmation, the agency's for its pilgrim's notice. */
  locale: string;
  bookings: { reference: string; leadName: string; roomType: RoomType; travellers: number }[];
  invoice: { id: number; number: string; total: number; currency: string; dueOn: Date };
};

const datesOf = ({ format, date, t }: Texts, mail: AgencyBookingMail) =>
  format(t.receiptPdf.datesRange, { from: date(mail.departDate), to: date(mail.returnDate) });

/** To the agent who booked: each booking's reference and room, the invoice's number, total and due date. */
export function agencyBookingConfirmedEmail(
  publicUrl: string,
  agent: { name: string; email: string },
  mail: AgencyBookingMail,
): OutboxMessage {
  const texts = emailTexts(mail.locale);
  const { t, format, money } = texts;
  const m = t.agencyBookingConfirmed;
  const values = {
    name: agent.name,
    title: mail.title,
    dates: datesOf(texts, mail),
    invoice: mail.invoice.number,
    total: money(mail.invoice.total, mail.invoice.currency),
    dueOn: texts.date(mail.invoice.dueOn),
    count: mail.bookings.length,
  };
  const rendered = renderEmail({
    locale: texts.locale,
    subject: format(m.subject, values),
    preview: format(m.preview, values),
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, values) },
      {
        facts: mail.bookings.map((booking) => [
          booking.reference,
          `${booking.leadName}: ${format(t.common.roomWithPilgrims, { room: t.receiptPdf.rooms[booking.roomType], count: booking.travellers })}`,
        ]),
      },
      {
        facts: [
          [m.invoice, mail.invoice.number],
          [m.total, values.total],
          [m.dueOn, values.dueOn],
        ],
      },
      { paragraph: m.next },
      { button: { label: m.openPortal, href: siteUrl(publicUrl, texts.path('/agent/bookings')) } },
    ],
    footer: [{ note: m.footer }],
  });
  return {
    ...rendered,
    to: agent.email,
    kind: 'agency-booking-confirmed',
    dedupeKey: `agency-booking:${mail.invoice.id}`,
  };
}

/**
 * To the pilgrim, when their agency chose to email its pilgrims: that their place is booked and who will ask for
 * their documents. No price (what the agency charges them is the agency's business) and no link to the booking.
 */
export function agencyPilgrimBookedEmail(pilgrimEmail: string, mail: AgencyBookingMail): OutboxMessage {
  const texts = emailTexts(mail.locale);
  const m = texts.t.agencyPilgrimBooked;
  const values = { agency: mail.agencyName, title: mail.title, dates: datesOf(texts, mail) };
  const rendered = renderEmail({
    locale: texts.locale,
    subject: texts.format(m.subject, values),
    preview: texts.format(m.preview, values),
    heading: m.heading,
    blocks: [{ paragraph: texts.format(m.intro, values) }, { paragraph: m.next }],
    footer: [{ note: m.footer }],
  });
  return {
    ...rendered,
    to: pilgrimEmail,
    kind: 'agency-pilgrim-booked',
    dedupeKey: `agency-pilgrim-booked:${mail.invoice.id}`,
  };
}
