import { emailTexts, type Texts } from '../i18n/index.ts';
import { secretLinks } from '../links.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type BookingKind = 'PACKAGE' | 'TRIP';

/** What a trip booking's emails say of the journey (issue #31). */
export type TripFacts = {
  /** Origin-local departure, 'YYYY-MM-DDTHH:MM' (an offset after it is ignored). */
  departs: string;
  /** Who runs it and its number, e.g. 'Saudia SV 1234'. */
  service: string;
  serviceClass: string;
  /** Every passenger's name as on their passport, in order. */
  passengers: string[];
};
type Booking = {
  id: number;
  kind: BookingKind;
  name: string;
  email: string;
  /** What is booked, e.g. the package's name (i18n/index.ts packageTitle: in the customer's language). */
  title: string;
  /** Owed, in minor units; null while the price awaits the team's quote. */
  amount: number | null;
  currency: string | null;
  /** The human reference when the booking has one, otherwise its number. */
  reference?: string | null;
  /** The language the customer booked in (Booking.locale): the email is written in it. English by default. */
  locale?: string | null;
  /** The departure's day, when the booking has one: shown with the Hijri date beside it in Arabic. */
  departDate?: Date | null;
  /** A trip booking's journey and passengers. */
  trip?: TripFacts | null;
};

const referenceOf = (booking: Booking) => booking.reference ?? `#${booking.id}`;

/** The journey's rows of a trip booking's email: when it leaves (local time), what, in which class, who travels. */
function tripRows({ t, dayWithHijri }: Texts, trip: TripFacts | null | undefined): [string, string][] {
  if (!trip) return [];
  const day = new Date(`${trip.departs.slice(0, 10)}T00:00:00Z`);
  return [
    [t.tripFacts.departs, `${dayWithHijri(day)} ${trip.departs.slice(11, 16)}`],
    [t.tripFacts.service, trip.service],
    [t.tripFacts.serviceClass, trip.serviceClass],
    [t.tripFacts.passengers, trip.passengers.join(', ')],
  ];
}

/**
 * "Booking received", with the payment link as the site builds it: an access token of its own (minted when the
 * email is sent, links.ts) rides in the fragment, never sent to a server log; the page is in the customer's
 * language ('/ar/checkout...'; English pages have no prefix).
 */
export function bookingReceivedEmail(publicUrl: string, booking: Booking): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, money, dayWithHijri, path, locale } = texts;
  const m = t.bookingReceived;
  const secret = secretLinks();
  const payLink = secret.add(siteUrl(publicUrl, path(`/checkout?booking=${booking.id}&kind=${booking.kind}#token=`)), {
    purpose: 'booking-access',
    bookingId: booking.id,
  });
  const priced = booking.amount != null && booking.currency != null;
  const values = { title: booking.title, reference: referenceOf(booking), name: booking.name };
  const rendered = renderEmail({
    locale,
    subject: format(m.subject, values),
    preview: priced ? m.previewPriced : m.previewQuote,
    heading: format(m.heading, values),
    blocks: [
      { paragraph: format(m.received, values) },
      {
        facts: [
          [t.common.booking, referenceOf(booking)],
          ...(booking.departDate ? [[m.departure, dayWithHijri(booking.departDate)] as [string, string]] : []),
          ...tripRows(texts, booking.trip),
          [m.amount, priced ? money(booking.amount!, booking.currency!) : m.quoteToFollow],
        ],
      },
      { paragraph: priced ? m.payPriced : m.payQuote },
      {
        button: {
          label: priced ? m.payNow : m.openBooking,
          href: payLink,
        },
      },
    ],
    footer: [{ note: t.common.bookingFooter }],
  });
  return {
    ...rendered,
    to: booking.email,
    kind: 'booking-received',
    dedupeKey: `booking-received:${booking.kind}:${booking.id}`,
    links: secret.links,
  };
}

type Payment = {
  /** Names the payment once (its provider intent or event), so a replayed event mails no second receipt. */
  key: string;
  amount: number;
  currency: string;
  paidAt: Date;
  providerReference: string;
  /** What the payment was for; without it, a payment of the whole amount. */
  purpose?: 'FULL' | 'DEPOSIT' | 'BALANCE';
  /** What remains to pay after this payment (minor units, the payment's currency), and by when. */
  remaining?: number;
  balanceDueAt?: Date | null;
};

export function paymentReceiptEmail(publicUrl: string, booking: Booking, payment: Payment): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, money, date, dayWithHijri, path, locale } = texts;
  const m = t.paymentReceipt;
  const paid = money(payment.amount, payment.currency);
  const purpose = payment.purpose ?? 'FULL';
  const heading = { FULL: m.headingFull, DEPOSIT: m.headingDeposit, BALANCE: m.headingBalance }[purpose];
  const remaining = payment.remaining ?? 0;
  const dueDate = payment.balanceDueAt ? dayWithHijri(payment.balanceDueAt) : null;
  const facts: [string, string][] = [
    [t.common.booking, referenceOf(booking)],
    ...tripRows(texts, booking.trip),
    [purpose === 'DEPOSIT' ? m.depositPaid : purpose === 'BALANCE' ? m.balancePaid : m.amountPaid, paid],
    [t.common.date, date(payment.paidAt)],
    [m.paymentReference, payment.providerReference],
  ];
  if (payment.remaining !== undefined) {
    const left = money(remaining, payment.currency);
    facts.push([
      m.stillToPay,
      remaining > 0 ? (dueDate ? format(m.remainingBy, { amount: left, date: dueDate }) : left) : m.paidInFull,
    ]);
  }
  const values = { heading, paid, title: booking.title, reference: referenceOf(booking), name: booking.name };
  const rendered = renderEmail({
    locale,
    subject: format(m.subject, values),
    preview:
      remaining > 0
        ? dueDate
          ? format(m.previewBalanceBy, { paid, date: dueDate })
          : format(m.previewBalance, { paid })
        : format(m.previewPaid, { paid }),
    heading,
    blocks: [
      { paragraph: format(m.thanks, values) },
      { facts },
      ...(remaining > 0 ? [{ paragraph: m.payBalance }] : []),
      remaining > 0
        ? { button: { label: t.common.openMyTrips, href: siteUrl(publicUrl, path('/my-trips')) } }
        : { button: { label: t.common.browsePackages, href: siteUrl(publicUrl, path('/packages')) } },
    ],
    footer: [{ note: m.footer }],
  });
  return { ...rendered, to: booking.email, kind: 'payment-receipt', dedupeKey: `payment-receipt:${payment.key}` };
}
