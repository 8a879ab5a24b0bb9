import { emailTexts, type Texts } from '../i18n/index.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

/** A package booking as its cancellation and refund emails name it. */
type Booking = {
  id: number;
  reference: string;
  name: string;
  email: string;
  /** What is booked: the package's name (in the customer's language when staff entered one). */
  title: string;
  /** The language the customer booked in (Booking.locale): staff's cancellations too are mailed in it. */
  locale?: string | null;
};

type Money = { amount: number; currency: string };

const myTrips = (publicUrl: string, { path }: Texts) => siteUrl(publicUrl, path('/my-trips'));

/** The customer asked to cancel a paid booking: staff now handle it, with the refund the policy gives. */
export function cancellationRequestedEmail(
  publicUrl: string,
  booking: Booking,
  refund: Money & { percent: number },
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, money, locale } = texts;
  const m = t.cancellationRequested;
  const amount = money(refund.amount, refund.currency);
  const values = { reference: booking.reference, name: booking.name, title: booking.title };
  const rendered = renderEmail({
    locale,
    subject: format(m.subject, values),
    preview: m.preview,
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, values) },
      {
        facts: [
          [t.common.booking, booking.reference],
          [m.refundUnderPolicy, amount],
        ],
      },
      { paragraph: refund.amount > 0 ? format(m.refundDue, { amount, percent: refund.percent }) : m.noRefund },
      { button: { label: t.common.openMyTrips, href: myTrips(publicUrl, texts) } },
    ],
    footer: [{ note: t.common.bookingFooter }],
  });
  return {
    ...rendered,
    to: booking.email,
    kind: 'cancellation-request',
    dedupeKey: `cancellation-request:${booking.id}`,
  };
}

/** The booking is cancelled (by the customer before paying, or by staff); a refund, if any, is mailed on its own. */
export function bookingCancelledEmail(publicUrl: string, booking: Booking, refund: Money | null): OutboxMessage {
  const { t, format, money, path, locale } = emailTexts(booking.locale);
  const m = t.bookingCancelled;
  const values = { reference: booking.reference, name: booking.name, title: booking.title };
  const rendered = renderEmail({
    locale,
    subject: format(m.subject, values),
    preview: format(m.preview, values),
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, values) },
      { facts: [[t.common.booking, booking.reference]] },
      {
        paragraph: refund ? format(m.refund, { amount: money(refund.amount, refund.currency) }) : m.nothingToRefund,
      },
      { button: { label: t.common.browsePackages, href: siteUrl(publicUrl, path('/packages')) } },
    ],
    footer: [{ note: t.common.bookingFooter }],
  });
  return { ...rendered, to: booking.email, kind: 'booking-cancelled', dedupeKey: `booking-cancelled:${booking.id}` };
}

/** One refund reached the customer's card (the provider confirmed it): one email per refund, never two. */
export function refundConfirmedEmail(
  publicUrl: string,
  booking: Booking,
  refund: Money & { key: string; providerReference: string; settledAt: Date },
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, money, date, locale } = texts;
  const m = t.refundConfirmed;
  const refunded = money(refund.amount, refund.currency);
  const values = { amount: refunded, reference: booking.reference, name: booking.name, title: booking.title };
  const rendered = renderEmail({
    locale,
    subject: format(m.subject, values),
    preview: format(m.preview, values),
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, values) },
      {
        facts: [
          [t.common.booking, booking.reference],
          [m.amountRefunded, refunded],
          [t.common.date, date(refund.settledAt)],
          [m.refundReference, refund.providerReference],
        ],
      },
      { paragraph: m.bank },
      { button: { label: t.common.openMyTrips, href: myTrips(publicUrl, texts) } },
    ],
    footer: [{ note: m.footer }],
  });
  return { ...rendered, to: booking.email, kind: 'refund-confirmed', dedupeKey: `refund-confirmed:${refund.key}` };
}
