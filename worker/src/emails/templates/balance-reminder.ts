import { formatMoney } from '@rihla/db/currencies';

import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Booking = {
  id: number;
  reference: string;
  name: string;
  email: string;
  /** The package's name. */
  title: string;
  /** The booker has an account: My trips shows the booking once signed in. */
  hasAccount: boolean;
  /** The payment link of the booking email still works (its access token has not expired). */
  linkValid: boolean;
};

type Balance = { amount: number; currency: string; dueAt: Date; daysBefore: number };

/**
 * A reminder that the balance is due (14, 7 and 2 days before). The token of the booking email's payment link is
 * never stored (only its hash), so the reminder points to that email while its link works, and to My trips.
 */
export function balanceReminderEmail(publicUrl: string, booking: Booking, balance: Balance): OutboxMessage {
  const due = formatMoney(balance.amount, balance.currency);
  const dueDate = balance.dueAt.toISOString().slice(0, 10);
  const how = booking.hasAccount
    ? 'Pay it from My trips: sign in and choose "Pay balance" on this booking.'
    : booking.linkValid
      ? 'Pay it with the payment link in your booking email, or from My trips once signed in with this email address.'
      : 'Sign in (or create an account) with this email address and pay it from My trips.';
  const rendered = renderEmail({
    subject: `Balance of ${due} due by ${dueDate}: ${booking.title} (${booking.reference})`,
    preview: `Your balance of ${due} is due in ${balance.daysBefore} days.`,
    heading: 'Your balance is due soon',
    blocks: [
      { paragraph: `Dear ${booking.name}, the balance of your booking for ${booking.title} is due by ${dueDate}.` },
      {
        facts: [
          ['Booking', booking.reference],
          ['Balance due', due],
          ['Due by', dueDate],
        ],
      },
      { paragraph: how },
      { button: { label: 'Pay balance in My trips', href: siteUrl(publicUrl, '/my-trips') } },
    ],
    footer: [{ note: 'You receive this email because a deposit was paid for this booking on Rihla.' }],
  });
  return {
    ...rendered,
    to: booking.email,
    kind: 'balance-reminder',
    dedupeKey: `balance-reminder:${booking.id}:${balance.daysBefore}`,
  };
}
