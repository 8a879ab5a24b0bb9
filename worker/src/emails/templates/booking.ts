import { formatMoney } from '@rihla/db/currencies';

import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type BookingKind = 'PACKAGE' | 'TRIP';
type Booking = {
  id: number;
  kind: BookingKind;
  name: string;
  email: string;
  /** What is booked, e.g. the package's name. */
  title: string;
  /** Owed, in minor units; null while the price awaits the team's quote. */
  amount: number | null;
  currency: string | null;
  /** The human reference when the booking has one, otherwise its number. */
  reference?: string | null;
};

const referenceOf = (booking: Booking) => booking.reference ?? `#${booking.id}`;

/** The payment link as the site builds it: the access token rides in the fragment, never sent to a server log. */
export function checkoutUrl(publicUrl: string, booking: Pick<Booking, 'id' | 'kind'>, accessToken: string): string {
  return siteUrl(publicUrl, `/checkout?booking=${booking.id}&kind=${booking.kind}#token=${accessToken}`);
}

export function bookingReceivedEmail(publicUrl: string, booking: Booking, accessToken: string): OutboxMessage {
  const priced = booking.amount != null && booking.currency != null;
  const rendered = renderEmail({
    subject: `Booking received: ${booking.title} (${referenceOf(booking)})`,
    preview: priced ? 'Your payment link is inside.' : 'Our team will send you a quote.',
    heading: `Thank you, ${booking.name}`,
    blocks: [
      { paragraph: `We received your booking for ${booking.title}.` },
      {
        facts: [
          ['Booking', referenceOf(booking)],
          ['Amount', priced ? formatMoney(booking.amount!, booking.currency!) : 'Quote to follow'],
        ],
      },
      {
        paragraph: priced
          ? 'Pay with the link below. Keep this email: the link is your access to this booking.'
          : 'Our team will contact you shortly with a quote. Once it is set, the link below lets you pay it.',
      },
      { button: { label: priced ? 'Pay now' : 'Open my booking', href: checkoutUrl(publicUrl, booking, accessToken) } },
    ],
    footer: [{ note: 'You receive this email because this address was given when booking on Rihla.' }],
  });
  return {
    ...rendered,
    to: booking.email,
    kind: 'booking-received',
    dedupeKey: `booking-received:${booking.kind}:${booking.id}`,
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

const RECEIVED: Record<NonNullable<Payment['purpose']>, string> = {
  FULL: 'Payment received',
  DEPOSIT: 'Deposit received',
  BALANCE: 'Balance received',
};

export function paymentReceiptEmail(publicUrl: string, booking: Booking, payment: Payment): OutboxMessage {
  const paid = formatMoney(payment.amount, payment.currency);
  const heading = RECEIVED[payment.purpose ?? 'FULL'];
  const remaining = payment.remaining ?? 0;
  const dueBy = payment.balanceDueAt ? ` by ${payment.balanceDueAt.toISOString().slice(0, 10)}` : '';
  const facts: [string, string][] = [
    ['Booking', referenceOf(booking)],
    [
      payment.purpose === 'DEPOSIT' ? 'Deposit paid' : payment.purpose === 'BALANCE' ? 'Balance paid' : 'Amount paid',
      paid,
    ],
    ['Date', payment.paidAt.toISOString().slice(0, 10)],
    ['Payment reference', payment.providerReference],
  ];
  if (payment.remaining !== undefined) {
    facts.push([
      'Still to pay',
      remaining > 0 ? `${formatMoney(remaining, payment.currency)}${dueBy}` : 'Nothing: paid in full',
    ]);
  }
  const rendered = renderEmail({
    subject: `${heading}: ${paid} for ${booking.title} (${referenceOf(booking)})`,
    preview: remaining > 0 ? `We received ${paid}. The balance is due${dueBy}.` : `We received ${paid}. Thank you.`,
    heading,
    blocks: [
      { paragraph: `Thank you, ${booking.name}. We received your payment for ${booking.title}.` },
      { facts },
      ...(remaining > 0
        ? [
            {
              paragraph:
                'Pay the balance from My trips when signed in, or with the payment link in your booking email.',
            },
          ]
        : []),
      remaining > 0
        ? { button: { label: 'Open My trips', href: siteUrl(publicUrl, '/my-trips') } }
        : { button: { label: 'Browse our packages', href: siteUrl(publicUrl, '/packages') } },
    ],
    footer: [{ note: 'Keep this email as your receipt.' }],
  });
  return { ...rendered, to: booking.email, kind: 'payment-receipt', dedupeKey: `payment-receipt:${payment.key}` };
}
