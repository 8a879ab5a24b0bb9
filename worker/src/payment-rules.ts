// What a payment event does to a booking, decided from the locked booking, the intent we recorded and the
// event itself. Pure: payment-events.ts reads the rows and writes the outcome.
import type { BookingStatus, TripBookingStatus } from '@rihla/db';
import { assertNever } from '@rihla/db/booking-lifecycle';
import { formatMoney } from '@rihla/db/currencies';

import type { ReceivedMoney } from './stripe-event.ts';

export type BookingKind = 'PACKAGE' | 'TRIP';
export type PaymentPurpose = 'FULL' | 'DEPOSIT' | 'BALANCE';

/** A package Booking or a trip TripBooking, read under a row lock. `owed` is Booking.amount or TripBooking.price. */
export type LockedBooking = {
  kind: BookingKind;
  id: number;
  /** A BookingStatus for a package booking, a TripBookingStatus for a trip. */
  status: BookingStatus | TripBookingStatus;
  paymentIntentId: string | null;
  owed: number | null;
  currency: string | null;
  /** Package bookings: what the first payment must cover when the package asks a deposit (null: pay in full). */
  depositDue: number | null;
  /** The sum of the booking's Payment rows in its currency before this event. */
  paidBefore: number;
  /** Package bookings, for the receipt and the balance reminders. */
  balanceDueAt?: Date | null;
  reference?: string | null;
  name?: string | null;
  email?: string | null;
  /** The language the customer booked in (the receipt's). */
  locale?: string | null;
  /** The package's name, in that language when staff translated it. */
  title?: string | null;
};

/** A PaymentIntent row: every intent the API created, for which booking, and whether a re-quote cancelled it. */
export type RecordedIntent = {
  id: string;
  bookingId: number | null;
  tripBookingId: number | null;
  cancelledAt: Date | null;
  purpose: PaymentPurpose;
  provider: string;
};

export type Decision =
  // retakeSeats: the booking's hold expired before the money came; its seats are taken again if still there.
  | { to: 'PAID' | 'DEPOSIT_PAID'; retakeSeats: boolean }
  | { to: 'NEEDS_REVIEW'; reason: string }
  | { to: 'FAILED' | 'REFUNDED' };

export type SucceededFacts = {
  intentId: string | null;
  intent: RecordedIntent | null;
  received: ReceivedMoney;
  /** A Payment row already exists for this intent: the money was counted by an earlier event. */
  intentRecorded: boolean;
};

/**
 * What a success does: the booking's move (null: none), whether its money is recorded as a Payment row, and the
 * booking's paid total counting it. Money received for a booking (package or trip, docs/decisions/0047) on an
 * intent issued for it is always
 * recorded (it is a fact, even when it does not add up and the booking goes to review); the paid total counts
 * only payments in the booking's currency.
 */
export type Settlement = { decision: Decision | null; record: boolean; paidTotal: number };

export const SEATS_SOLD_REASON = 'Paid after the seat hold expired and the seats were sold.';
export const DEPARTED_REASON = 'Paid after the seat hold expired and the departure had begun.';

/**
 * A success pays the booking only when the payments issued for it, in its currency, add up to what it owes; a
 * deposit intent that covers the deposit moves it to DEPOSIT_PAID. Anything else is kept for staff as
 * NEEDS_REVIEW, never silently accepted. A redelivered success (its intent already recorded) changes nothing.
 *
 * A cancelled intent (replaced when staff changed the price) that still received at least the amount owed
 * counts as paid: the customer paid the current price in full, the cancellation only raced the payment.
 */
export function decideSucceeded(booking: LockedBooking, facts: SucceededFacts): Settlement {
  const { intentId, intent, received, intentRecorded } = facts;
  const issued = issuedFor(booking, intent, intentId);
  const record = issued && !intentRecorded && received.amount > 0;
  const counts = !intentRecorded && received.currency === booking.currency?.toUpperCase();
  const paidTotal = booking.paidBefore + (counts ? received.amount : 0);
  const settle = (decision: Decision | null): Settlement => ({ decision, record, paidTotal });
  if (intentRecorded) return settle(null);
  const id = intentId ?? '(no intent id)';
  switch (booking.status) {
    case 'PAID':
      // The same intent again is a redelivery; another intent took the money a second time.
      if (booking.paymentIntentId === intentId) return settle(null);
      return settle(review(`Paid twice (${booking.paymentIntentId ?? 'an earlier payment'} and ${id}): refund one.`));
    case 'CANCELLED':
      return settle(review(`Payment received for ${id} after the booking was cancelled: refund it.`));
    case 'PARTIALLY_REFUNDED':
      // Part of the booking's money already went back (a cancellation under its policy, or staff refunding): money
      // arriving now may be owed or may have to go back too, which only staff can tell, as for a cancelled booking.
      // Recorded without review it would count toward a total that was already partly refunded, unseen.
      return settle(review(`Payment received for ${id} after part of the booking was refunded: check it.`));
    case 'PENDING':
    case 'FAILED':
    case 'CONFIRMED':
    case 'EXPIRED':
    case 'DEPOSIT_PAID':
      break;
    case 'NEEDS_REVIEW': // already with staff
    case 'REFUNDED': // the refund overtook this success
      return settle(null);
    default:
      return assertNever(booking.status);
  }
  return settle(issued ? amountDecision(booking, facts, paidTotal) : review(neverIssued(id)));
}

function amountDecision(booking: LockedBooking, facts: SucceededFacts, paidTotal: number): Decision {
  const { intentId, intent, received } = facts;
  const id = intentId ?? '(no intent id)';
  if (booking.owed === null || booking.currency === null) {
    return review(`Payment of ${describeReceived(received)} received for ${id}, but the booking has no price set.`);
  }
  const currency = booking.currency.toUpperCase();
  if (received.currency !== currency)
    return review(`Payment in ${received.currency ?? 'an unknown currency'}, booking is in ${currency}.`);
  const money = (amount: number) => formatMoney(amount, currency);
  if (paidTotal >= booking.owed) {
    if (booking.paidBefore > 0 && paidTotal > booking.owed) {
      return review(
        `Overpaid: ${money(paidTotal)} received in all (last ${money(received.amount)} for ${id}), ` +
          `${money(booking.owed)} owed: refund ${money(paidTotal - booking.owed)}.`,
      );
    }
    return { to: 'PAID', retakeSeats: booking.status === 'EXPIRED' };
  }
  const deposit = booking.depositDue;
  // An expired hold was never paid either: its deposit, arriving late, is a first payment too.
  const firstPayment = booking.status === 'PENDING' || booking.status === 'FAILED' || booking.status === 'EXPIRED';
  if (intent?.purpose === 'DEPOSIT' && deposit !== null && firstPayment && paidTotal >= deposit) {
    return { to: 'DEPOSIT_PAID', retakeSeats: booking.status === 'EXPIRED' };
  }
  if (intent?.cancelledAt) return review(`Paid with intent ${id}, which was cancelled when the price changed.`);
  if (booking.paidBefore === 0 && intent?.purpose === 'DEPOSIT' && deposit !== null) {
    return review(`Payment of ${money(received.amount)} received for ${id}, but the deposit is ${money(deposit)}.`);
  }
  if (booking.paidBefore === 0) {
    return review(`Payment of ${money(received.amount)} received for ${id}, but ${money(booking.owed)} is owed.`);
  }
  return review(
    `Payment of ${money(received.amount)} received for ${id}: ${money(paidTotal)} paid in all, ` +
      `${money(booking.owed)} owed, ${money(booking.owed - paidTotal)} still due.`,
  );
}

const neverIssued = (id: string) => `Payment for intent ${id}, which was never issued for this booking.`;

/** A failure only matters while the booking waits for its first payment, and only for its own intent. */
export function decideFailed(
  booking: LockedBooking,
  intent: RecordedIntent | null,
  intentId: string | null,
): Decision | null {
  if (booking.status !== 'PENDING' || !issuedFor(booking, intent, intentId)) return null;
  return { to: 'FAILED' };
}

/** Recorded for this booking, or the booking's current intent (which only the API ever sets). */
function issuedFor(booking: LockedBooking, intent: RecordedIntent | null, intentId: string | null): boolean {
  if (intentId === null) return false;
  if (booking.paymentIntentId === intentId) return true;
  if (!intent) return false;
  return booking.kind === 'PACKAGE' ? intent.bookingId === booking.id : intent.tripBookingId === booking.id;
}

function review(reason: string): Decision {
  return { to: 'NEEDS_REVIEW', reason };
}

function describeReceived(received: ReceivedMoney): string {
  return received.currency ? formatMoney(received.amount, received.currency) : `${received.amount} minor units`;
}
