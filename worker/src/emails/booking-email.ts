import type { MoneySummary } from '@rihla/db/booking-money';

import type { Texts } from './i18n/index.ts';
import { type Block, renderEmail } from './message.ts';
import type { EmailKind, OutboxMessage } from './outbox.ts';

/** A package booking as its emails name it. */
export type MailedBooking = {
  id: number;
  reference: string;
  name: string;
  email: string;
  /** What is booked: the package's name (in the customer's language when staff entered one). */
  title: string;
  /** The language the customer booked in (Booking.locale): every email about the booking is written in it. */
  locale?: string | null;
};

/** The texts every booking email has: subject, preview and intro are ICU messages of the email's values. */
type BookingTexts = { subject: string; preview: string; heading: string; intro: string };

type BookingMail = {
  to: string;
  reference: string;
  kind: EmailKind;
  /** Names the event that causes the email, so a repeat stores no second row (outbox.ts). */
  dedupeKey: string;
  /** Facts after the booking's reference, which always comes first. */
  facts?: [label: string, value: string][];
  /** What follows the facts: the email's own paragraphs and its button. */
  blocks: Block[];
  footer: string;
  /** A preview already written out, for a message whose preview takes no values. */
  preview?: string;
};

/**
 * The frame the booking emails share (balance reminder, cancellation, refund): the subject, preview and intro
 * formatted with `values`, the booking's reference first among the facts, the email's own blocks, one footer note.
 */
export function bookingEmail(
  { t, format, locale }: Texts,
  m: BookingTexts,
  values: Parameters<Texts['format']>[1],
  mail: BookingMail,
): OutboxMessage {
  const rendered = renderEmail({
    locale,
    subject: format(m.subject, values),
    preview: mail.preview ?? format(m.preview, values),
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, values) },
      { facts: [[t.common.booking, mail.reference], ...(mail.facts ?? [])] },
      ...mail.blocks,
    ],
    footer: [{ note: mail.footer }],
  });
  return { ...rendered, to: mail.to, kind: mail.kind, dedupeKey: mail.dedupeKey };
}

/**
 * What the booking's rows say of its money (@rihla/db/booking-money), as facts: what was paid, what went back and
 * is on its way back, and what was not refunded; nothing when nothing was paid. `owed` adds what is still to pay.
 */
export function moneyFacts(
  { t, money }: Texts,
  summary: MoneySummary,
  { owed = false } = {},
): [label: string, value: string][] {
  const { currency, paid, refunded, refundPending, netPaid, stillOwed } = summary;
  if (!currency) return [];
  const shown = (amount: number) => money(amount, currency);
  const facts: [string, string][] = [];
  if (paid > 0) facts.push([t.common.amountPaid, shown(paid)]);
  if (refunded > 0) facts.push([t.common.refunded, shown(refunded)]);
  if (refundPending > 0) facts.push([t.common.refundPending, shown(refundPending)]);
  if (paid > 0 && (refunded > 0 || refundPending > 0)) facts.push([t.common.notRefunded, shown(netPaid)]);
  if (owed && stillOwed) facts.push([t.common.stillToPay, shown(stillOwed)]);
  return facts;
}
