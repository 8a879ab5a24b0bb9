// What a charge.refunded event says, and what it makes of a booking. Pure: refund-events.ts reads and writes rows.
import type { BookingStatus } from '@rihla/db';

import type { StripeObject } from './stripe-event.ts';

/** One refund listed on the charge (`refunds.data[]`); `refundId` is our Refund row's id from its metadata. */
export type ListedRefund = { id: string; amount: number; status: string; refundId: number | null };

export type ChargeRefundFacts = {
  /** What the charge took. */
  amount: number;
  /** Cumulative: everything refunded of this charge so far. */
  amountRefunded: number;
  currency: string | null;
  refunds: ListedRefund[];
};

/**
 * Statuses a refund event moves: a paid (or partly paid, or cancelled) booking whose money goes back. Not an unpaid
 * one (nothing to refund), nor NEEDS_REVIEW (it stays with staff), nor REFUNDED (it never goes back).
 */
const MOVED_BY_REFUND = {
  PENDING: false,
  FAILED: false,
  EXPIRED: false,
  PAID: true,
  DEPOSIT_PAID: true,
  PARTIALLY_REFUNDED: true,
  CANCELLED: true,
  NEEDS_REVIEW: false,
  REFUNDED: false,
} as const satisfies Record<BookingStatus, boolean>;

export const PROVIDER_REFUND_REASON = 'Refunded at the payment provider';

export function chargeRefundFacts(charge: StripeObject): ChargeRefundFacts {
  const amount = minorUnits(charge.amount);
  // Stripe always sends amount_refunded; a payload without it but marked refunded gave everything back.
  const refunded = minorUnits(charge.amount_refunded) ?? (charge.refunded === true ? amount : 0);
  const currency = charge.currency;
  return {
    amount: amount ?? 0,
    amountRefunded: refunded ?? 0,
    currency: typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null,
    refunds: listedRefunds(charge.refunds),
  };
}

/**
 * The booking's status from its payments once the refund is counted: every payment refunded in full -> REFUNDED,
 * some money back -> PARTIALLY_REFUNDED. Null when the booking is not one a refund moves (NEEDS_REVIEW stays with
 * staff, REFUNDED never goes back) or keeps its status.
 */
export function statusAfterRefund(
  status: BookingStatus,
  payments: { amount: number; refundedAmount: number }[],
): 'REFUNDED' | 'PARTIALLY_REFUNDED' | null {
  if (!MOVED_BY_REFUND[status] || payments.length === 0) return null;
  const refunded = payments.reduce((sum, p) => sum + p.refundedAmount, 0);
  if (refunded === 0) return null;
  const next = payments.every((p) => p.refundedAmount >= p.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  return next === status ? null : next;
}

function listedRefunds(list: unknown): ListedRefund[] {
  const data = isRecord(list) ? list.data : undefined;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item): ListedRefund[] => {
    if (!isRecord(item) || typeof item.id !== 'string') return [];
    const amount = minorUnits(item.amount);
    if (!amount) return [];
    const metadata = isRecord(item.metadata) ? item.metadata : {};
    const refundId = Number(metadata.refundId);
    return [
      {
        id: item.id,
        amount,
        status: typeof item.status === 'string' ? item.status : 'succeeded',
        refundId: Number.isInteger(refundId) && refundId > 0 && refundId <= 2_147_483_647 ? refundId : null,
      },
    ];
  });
}

function minorUnits(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
