import { bookingEmail, type MailedBooking } from '../booking-email.ts';
import { emailTexts } from '../i18n/index.ts';
import { siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Booking = MailedBooking & {
  /** The booker has an account: My trips shows the booking once signed in. */
  hasAccount: boolean;
  /** The payment link of the booking email still works (its access token has not expired). */
  linkValid: boolean;
};

/** `amount`: still owed, `paid`: received so far (the booking's money summary, @rihla/db/booking-money). */
type Balance = { amount: number; paid: number; currency: string; dueAt: Date; daysBefore: number };

/**
 * A reminder that the balance is due (14, 7 and 2 days before). The token of the booking email's payment link is
 * never stored (only its hash), so the reminder points to that email while its link works, and to My trips.
 */
export function balanceReminderEmail(publicUrl: string, booking: Booking, balance: Balance): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, money, dayWithHijri, path } = texts;
  const m = t.balanceReminder;
  const due = money(balance.amount, balance.currency);
  const dueDate = dayWithHijri(balance.dueAt);
  const how = booking.hasAccount ? m.howAccount : booking.linkValid ? m.howLink : m.howSignIn;
  const values = {
    due,
    date: dueDate,
    title: booking.title,
    reference: booking.reference,
    name: booking.name,
    days: balance.daysBefore,
  };
  return bookingEmail(texts, m, values, {
    to: booking.email,
    reference: booking.reference,
    kind: 'balance-reminder',
    dedupeKey: `balance-reminder:${booking.id}:${balance.daysBefore}`,
    facts: [
      [t.common.amountPaid, money(balance.paid, balance.currency)],
      [m.balanceDue, due],
      [m.dueBy, dueDate],
    ],
    blocks: [{ paragraph: how }, { button: { label: m.button, href: siteUrl(publicUrl, path('/my-trips')) } }],
    footer: m.footer,
  });
}
