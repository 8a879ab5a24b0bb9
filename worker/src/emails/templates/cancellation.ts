import type { MoneySummary } from '@rihla/db/booking-money';

import { bookingEmail, type MailedBooking, moneyFacts } from '../booking-email.ts';
import { emailTexts, type Texts } from '../i18n/index.ts';
import { siteUrl } from '../message.ts';
import type { EmailKind, OutboxMessage } from '../outbox.ts';

type Money = { amount: number; currency: string };

const myTrips = (publicUrl: string, { path }: Texts) => siteUrl(publicUrl, path('/my-trips'));

/** The values the cancellation and refund texts name the booking by. */
const titled = (booking: MailedBooking) => ({ reference: booking.reference, name: booking.name, title: booking.title });

const addressed = (booking: MailedBooking, kind: EmailKind, dedupeKey: string) => ({
  to: booking.email,
  reference: booking.reference,
  kind,
  dedupeKey,
});

/**
 * The customer asked to cancel a paid booking: staff now handle it, with the refund the policy gives. `paid`: the
 * booking's money rows as they stand (what was paid, and any refund already made).
 */
export function cancellationRequestedEmail(
  publicUrl: string,
  booking: MailedBooking,
  paid: MoneySummary,
  refund: Money & { percent: number },
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, money } = texts;
  const m = t.cancellationRequested;
  const amount = money(refund.amount, refund.currency);
  return bookingEmail(texts, m, titled(booking), {
    ...addressed(booking, 'cancellation-request', `cancellation-request:${booking.id}`),
    preview: m.preview,
    facts: [...moneyFacts(texts, paid), [m.refundUnderPolicy, amount]],
    blocks: [
      { paragraph: refund.amount > 0 ? format(m.refundDue, { amount, percent: refund.percent }) : m.noRefund },
      { button: { label: t.common.openMyTrips, href: myTrips(publicUrl, texts) } },
    ],
    footer: t.common.bookingFooter,
  });
}

/**
 * The booking is cancelled (by the customer before paying, or by staff). `paid`: its money rows once the
 * cancellation's refund rows are written, so the email states what was paid, refunded and on its way back.
 */
export function bookingCancelledEmail(
  publicUrl: string,
  booking: MailedBooking,
  paid: MoneySummary,
  // A trip booking's ids overlap package bookings': its key says trip (decision 0047).
  dedupeKey = `booking-cancelled:${booking.id}`,
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, money, path } = texts;
  const m = t.bookingCancelled;
  const shown = (amount: number) => money(amount, paid.currency ?? '');
  const refundText =
    paid.paid === 0
      ? m.nothingToRefund
      : paid.refundPending > 0
        ? format(m.refund, { amount: shown(paid.refundPending) })
        : paid.refunded > 0
          ? format(m.refunded, { amount: shown(paid.refunded) })
          : format(m.noRefundOfPaid, { paid: shown(paid.paid) });
  return bookingEmail(texts, m, titled(booking), {
    ...addressed(booking, 'booking-cancelled', dedupeKey),
    facts: moneyFacts(texts, paid),
    blocks: [
      { paragraph: refundText },
      { button: { label: t.common.browsePackages, href: siteUrl(publicUrl, path('/packages')) } },
    ],
    footer: t.common.bookingFooter,
  });
}

/**
 * One refund reached the customer's card (the provider confirmed it): one email per refund, never two. `paid`: the
 * booking's money rows with this refund settled, for what was paid and refunded in all.
 */
export function refundConfirmedEmail(
  publicUrl: string,
  booking: MailedBooking,
  refund: Money & { key: string; providerReference: string; settledAt: Date },
  paid: MoneySummary,
): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, money, date } = texts;
  const m = t.refundConfirmed;
  const refunded = money(refund.amount, refund.currency);
  return bookingEmail(
    texts,
    m,
    { ...titled(booking), amount: refunded },
    {
      ...addressed(booking, 'refund-confirmed', `refund-confirmed:${refund.key}`),
      facts: [
        [m.amountRefunded, refunded],
        [t.common.date, date(refund.settledAt)],
        [m.refundReference, refund.providerReference],
        ...(paid.currency && paid.paid > 0
          ? [[t.common.amountPaid, money(paid.paid, paid.currency)] as [string, string]]
          : []),
        ...(paid.currency && paid.refunded > refund.amount
          ? [[m.refundedInAll, money(paid.refunded, paid.currency)] as [string, string]]
          : []),
      ],
      blocks: [{ paragraph: m.bank }, { button: { label: t.common.openMyTrips, href: myTrips(publicUrl, texts) } }],
      footer: m.footer,
    },
  );
}
