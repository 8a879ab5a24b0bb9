import { moneySummary } from '@rihla/db/booking-money';

import { dayOf, todayUtc } from './trip-times.ts';

/**
 * Deposit and balance (issue 14, item 3): what a booking of a package asking a deposit pays first, when the rest
 * is due, and what a booking has paid (the sum of its Payment rows, facts the worker recorded from the provider).
 */

const DAY_MS = 24 * 3600_000;

type DepositPolicy = { depositPercent: number | null; depositAmount: number | null; balanceDueDays: number };

/**
 * The deposit a new booking owes first and the day its balance is due (the departure day minus the package's
 * balanceDueDays): a percentage of the amount (rounded to minor units) or a fixed amount per traveller, never more
 * than the amount. Null (pay in full at once) without a deposit policy, or when the due day is today or past.
 */
export function depositTerms(
  policy: DepositPolicy,
  { amount, travellerCount, departDate }: { amount: number; travellerCount: number; departDate: Date },
  today = todayUtc(),
): { depositDue: number; balanceDueAt: Date } | null {
  const wanted =
    policy.depositPercent !== null
      ? Math.round((amount * policy.depositPercent) / 100)
      : policy.depositAmount !== null
        ? policy.depositAmount * travellerCount
        : null;
  if (wanted === null) return null;
  const balanceDueAt = new Date(Date.parse(dayOf(departDate)) - policy.balanceDueDays * DAY_MS);
  if (dayOf(balanceDueAt) <= today) return null;
  const depositDue = Math.min(wanted, amount);
  // A deposit of the whole amount is a payment in full.
  return depositDue < amount ? { depositDue, balanceDueAt } : null;
}

type Paid = { amount: number; currency: string };

export type BalanceView = {
  /** Minor units received (Payment rows in the booking's currency). */
  amountPaid: number;
  /** Minor units still owed overall (amount minus paid, never below 0); null while awaiting a quote. */
  balanceDue: number | null;
  /** YYYY-MM-DD the balance is due by; null when the booking is paid in one payment. */
  balanceDueAt: string | null;
  depositDue: number | null;
  /** The deposit is paid and the balance's due day has passed. */
  balanceOverdue: boolean;
};

type BookingMoney = {
  status: string;
  amount: number | null;
  currency: string | null;
  paidAt: Date | null;
  depositDue: number | null;
  balanceDueAt: Date | null;
};

/**
 * The money side of a booking as customers and staff see it: what was paid is the shared money summary's
 * (@rihla/db/booking-money); the balance is what the price still asks of it, so staff see it on any status.
 */
export function balanceView(booking: BookingMoney, payments: readonly Paid[], today = todayUtc()): BalanceView {
  const amountPaid = moneySummary(booking, payments).paid;
  const dueAt = booking.balanceDueAt ? dayOf(booking.balanceDueAt) : null;
  return {
    amountPaid,
    balanceDue: booking.amount === null ? null : Math.max(0, booking.amount - amountPaid),
    balanceDueAt: dueAt,
    depositDue: booking.depositDue,
    balanceOverdue: booking.status === 'DEPOSIT_PAID' && dueAt !== null && dueAt < today,
  };
}

/** A deposit may still be paid first: the booking asks one and its balance is not yet due. */
export const depositOpen = (booking: Pick<BookingMoney, 'depositDue' | 'balanceDueAt'>, today = todayUtc()) =>
  booking.depositDue !== null && booking.balanceDueAt !== null && dayOf(booking.balanceDueAt) > today;
