import { formatMoney } from '@rihla/db/currencies';

import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

/** A package booking as its cancellation and refund emails name it. */
type Booking = {
  id: number;
  reference: string;
  name: string;
  email: string;
  /** What is booked: the package's name. */
  title: string;
};

type Money = { amount: number; currency: string };

const myTrips = (publicUrl: string) => siteUrl(publicUrl, '/my-trips');
const FOOTER = [{ note: 'You receive this email because this address was given when booking on Rihla.' }];

/** The customer asked to cancel a paid booking: staff now handle it, with the refund the policy gives. */
export function cancellationRequestedEmail(
  publicUrl: string,
  booking: Booking,
  refund: Money & { percent: number },
): OutboxMessage {
  const refundLine =
    refund.amount > 0
      ? `Under the package's cancellation policy you will be refunded ${formatMoney(refund.amount, refund.currency)} (${refund.percent} % of what you paid).`
      : "Under the package's cancellation policy no refund is due at this date.";
  const rendered = renderEmail({
    subject: `We received your cancellation request (${booking.reference})`,
    preview: 'Our team will confirm your cancellation shortly.',
    heading: 'We received your cancellation request',
    blocks: [
      { paragraph: `Dear ${booking.name}, we received your request to cancel your booking for ${booking.title}.` },
      {
        facts: [
          ['Booking', booking.reference],
          ['Refund under the policy', formatMoney(refund.amount, refund.currency)],
        ],
      },
      { paragraph: `${refundLine} Our team will confirm the cancellation and the refund by email.` },
      { button: { label: 'Open My trips', href: myTrips(publicUrl) } },
    ],
    footer: FOOTER,
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
  const rendered = renderEmail({
    subject: `Your booking is cancelled (${booking.reference})`,
    preview: `Your booking for ${booking.title} is cancelled.`,
    heading: 'Your booking is cancelled',
    blocks: [
      { paragraph: `Dear ${booking.name}, your booking for ${booking.title} is cancelled.` },
      { facts: [['Booking', booking.reference]] },
      {
        paragraph: refund
          ? `A refund of ${formatMoney(refund.amount, refund.currency)} is on its way to your card; we email you when it is done.`
          : 'No payment was taken for this booking, so there is nothing to refund.',
      },
      { button: { label: 'Browse our packages', href: siteUrl(publicUrl, '/packages') } },
    ],
    footer: FOOTER,
  });
  return { ...rendered, to: booking.email, kind: 'booking-cancelled', dedupeKey: `booking-cancelled:${booking.id}` };
}

/** One refund reached the customer's card (the provider confirmed it): one email per refund, never two. */
export function refundConfirmedEmail(
  publicUrl: string,
  booking: Booking,
  refund: Money & { key: string; providerReference: string; settledAt: Date },
): OutboxMessage {
  const refunded = formatMoney(refund.amount, refund.currency);
  const rendered = renderEmail({
    subject: `Refund of ${refunded} for ${booking.title} (${booking.reference})`,
    preview: `We refunded ${refunded} to your card.`,
    heading: 'Your refund is on its way',
    blocks: [
      { paragraph: `Dear ${booking.name}, we refunded ${refunded} for your booking for ${booking.title}.` },
      {
        facts: [
          ['Booking', booking.reference],
          ['Amount refunded', refunded],
          ['Date', refund.settledAt.toISOString().slice(0, 10)],
          ['Refund reference', refund.providerReference],
        ],
      },
      { paragraph: 'Your bank usually shows it on your statement within 5 to 10 working days.' },
      { button: { label: 'Open My trips', href: myTrips(publicUrl) } },
    ],
    footer: [{ note: 'Keep this email as the record of your refund.' }],
  });
  return { ...rendered, to: booking.email, kind: 'refund-confirmed', dedupeKey: `refund-confirmed:${refund.key}` };
}
