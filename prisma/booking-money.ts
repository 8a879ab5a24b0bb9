/**
 * What a booking's money rows say, the one way every email, page and receipt computes it: what was paid (Payment
 * rows), what went back (SUCCEEDED Refund rows) and is on its way back (PENDING ones), what the customer keeps
 * paid, and what is still owed. Only rows in the booking's currency count (payments in another currency are with
 * staff). A booking paid before Payment rows existed (none, paidAt set) counts as paid in full.
 */
import type { TransactionClient } from './index.ts';

type Row = { amount: number; currency: string };
type RefundRow = Row & { status: 'PENDING' | 'SUCCEEDED' | 'FAILED' };

export type BookingMoneyOf = {
  status: string;
  amount: number | null;
  currency: string | null;
  paidAt: Date | null;
};

export type MoneySummary = {
  currency: string | null;
  /** Received, in minor units. */
  paid: number;
  /** Confirmed back on the customer's card. */
  refunded: number;
  /** Asked of the provider, not yet confirmed. */
  refundPending: number;
  /** Paid minus refunded and refunds on their way: what the booking keeps. */
  netPaid: number;
  /** Still to pay: 0 once the booking is over (cancelled, refunded, expired); null while awaiting a quote. */
  stillOwed: number | null;
};

/** Statuses after which nothing more is owed. */
const OVER = new Set(['CANCELLED', 'REFUNDED', 'EXPIRED']);

const sumOf = (rows: readonly Row[], currency: string | null) =>
  rows.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.amount, 0);

export function moneySummary(
  booking: BookingMoneyOf,
  payments: readonly Row[],
  refunds: readonly RefundRow[] = [],
): MoneySummary {
  const { currency } = booking;
  const legacyPaid = payments.length === 0 && booking.paidAt !== null && booking.amount !== null;
  const paid = legacyPaid ? booking.amount! : sumOf(payments, currency);
  const refunded = sumOf(
    refunds.filter((r) => r.status === 'SUCCEEDED'),
    currency,
  );
  const refundPending = sumOf(
    refunds.filter((r) => r.status === 'PENDING'),
    currency,
  );
  const stillOwed = booking.amount === null ? null : OVER.has(booking.status) ? 0 : Math.max(0, booking.amount - paid);
  return { currency, paid, refunded, refundPending, netPaid: Math.max(0, paid - refunded - refundPending), stillOwed };
}

/**
 * What a package or trip booking's summary is read from: its status and price, its Payment and Refund rows (the two
 * models name these columns alike, so one select serves both).
 */
export const MONEY_COLUMNS = {
  status: true,
  amount: true,
  currency: true,
  paidAt: true,
  payments: { select: { amount: true, currency: true } },
  refunds: { select: { amount: true, currency: true, status: true } },
} as const;

/** The summary of a package booking as its rows stand in `tx` (after this transaction's own writes). */
export async function readMoneySummary(tx: TransactionClient, bookingId: number): Promise<MoneySummary> {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: MONEY_COLUMNS,
  });
  return moneySummary(booking, booking.payments, booking.refunds);
}
