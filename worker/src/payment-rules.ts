// What a payment event does to a booking, decided from the locked booking, the intent we recorded and the
// event itself. Pure: payment-events.ts reads the rows and writes the outcome.
import { formatMoney } from '@rihla/db/currencies';

import type { ReceivedMoney } from './stripe-event.ts';

export type BookingKind = 'PACKAGE' | 'TRIP';

/** A package Booking or a trip CustomBooking, read under a row lock. `owed` is Booking.amount or CustomBooking.price. */
export type LockedBooking = {
  kind: BookingKind;
  id: number;
  status: string;
  paymentIntentId: string | null;
  owed: number | null;
  currency: string | null;
};

/** A PaymentIntent row: every intent the API created, for which booking, and whether a re-quote cancelled it. */
export type RecordedIntent = {
  id: string;
  bookingId: number | null;
  customBookingId: number | null;
  cancelledAt: Date | null;
};

export type Decision =
  { to: 'PAID'; retakeSeats: boolean } | { to: 'NEEDS_REVIEW'; reason: string } | { to: 'FAILED' | 'REFUNDED' };

export type SucceededFacts = { intentId: string | null; intent: RecordedIntent | null; received: ReceivedMoney };

export const SEATS_SOLD_REASON = 'Paid after the seat hold expired and the seats were sold.';

/**
 * A success pays the booking only when the intent was issued for it, in its currency, for at least what it
 * owes; anything else is kept for staff as NEEDS_REVIEW, never silently PAID. Returns null for a no-op.
 *
 * A cancelled intent (replaced when staff changed the price) that still received at least the amount owed
 * counts as paid: the customer paid the current price in full, the cancellation only raced the payment.
 */
export function decideSucceeded(booking: LockedBooking, facts: SucceededFacts): Decision | null {
  const intent = facts.intentId ?? '(no intent id)';
  switch (booking.status) {
    case 'PAID':
      // The same intent again is a redelivery; another intent took the money a second time.
      if (booking.paymentIntentId === facts.intentId) return null;
      return review(`Paid twice (${booking.paymentIntentId ?? 'an earlier payment'} and ${intent}): refund one.`);
    case 'CANCELLED':
      return review(`Payment received for ${intent} after the booking was cancelled: refund it.`);
    case 'PENDING':
    case 'FAILED':
    case 'CONFIRMED':
    case 'EXPIRED':
      break;
    default:
      // NEEDS_REVIEW is already with staff; REFUNDED means the refund overtook this success.
      return null;
  }
  const problem = paymentProblem(booking, facts);
  if (problem) return review(problem);
  if (booking.status !== 'EXPIRED') return { to: 'PAID', retakeSeats: false };
  // Only trips hold seats; a package booking has nothing to take back.
  if (booking.kind === 'TRIP') return { to: 'PAID', retakeSeats: true };
  return review(`Payment received for ${intent} after the booking expired.`);
}

/** A failure only matters while the booking waits for its first payment, and only for its own intent. */
export function decideFailed(
  booking: LockedBooking,
  intent: RecordedIntent | null,
  intentId: string | null,
): Decision | null {
  if (booking.status !== 'PENDING' || !issuedFor(booking, intent, intentId)) return null;
  return { to: 'FAILED' };
}

function paymentProblem(booking: LockedBooking, { intentId, intent, received }: SucceededFacts): string | null {
  const id = intentId ?? '(no intent id)';
  if (!issuedFor(booking, intent, intentId))
    return `Payment for intent ${id}, which was never issued for this booking.`;
  if (booking.owed === null || booking.currency === null) {
    return `Payment of ${describeReceived(received)} received for ${id}, but the booking has no price set.`;
  }
  const currency = booking.currency.toUpperCase();
  if (received.currency !== currency)
    return `Payment in ${received.currency ?? 'an unknown currency'}, booking is in ${currency}.`;
  if (received.amount >= booking.owed) return null;
  if (intent?.cancelledAt) return `Paid with intent ${id}, which was cancelled when the price changed.`;
  return `Payment of ${formatMoney(received.amount, currency)} received for ${id}, but ${formatMoney(booking.owed, currency)} is owed.`;
}

/** Recorded for this booking, or the booking's current intent (which only the API ever sets). */
function issuedFor(booking: LockedBooking, intent: RecordedIntent | null, intentId: string | null): boolean {
  if (intentId === null) return false;
  if (booking.paymentIntentId === intentId) return true;
  if (!intent) return false;
  return booking.kind === 'PACKAGE' ? intent.bookingId === booking.id : intent.customBookingId === booking.id;
}

function review(reason: string): Decision {
  return { to: 'NEEDS_REVIEW', reason };
}

function describeReceived(received: ReceivedMoney): string {
  return received.currency ? formatMoney(received.amount, received.currency) : `${received.amount} minor units`;
}
