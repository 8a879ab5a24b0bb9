import { Prisma, type TransactionClient } from '@rihla/db';
import { formatMoney } from '@rihla/db/currencies';
import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import { AppError, conflict } from '../lib/errors.ts';
import { int, trimmed } from '../lib/validation.ts';
import { isDemoProvider, RefundRefused } from '../payments/provider.ts';
import { deliverDemoRefundEvents } from './demo-refunds.ts';
import type { BookingKind } from './payable-bookings.ts';

/**
 * Refunds (issue #14, item 4). A refund is first a PENDING Refund row, written under the booking's and its
 * payments' row locks with the audit entry, so two staff members can never together refund more than was paid;
 * then the provider is asked (idempotency key per row). The booking's status and the row's SUCCEEDED come only
 * from the provider's charge.refunded event, applied by the worker (worker/src/refund-events.ts). Staff reach these
 * through the one settlement flow (settlements.service.ts, decision 0049), which decides how much may go back.
 */

type Tx = TransactionClient;

/** A payment of the booking, locked, with what its PENDING refunds already promise back. */
type LockedPayment = {
  id: number;
  intentId: string;
  amount: number;
  refundedAmount: number;
  currency: string;
  pending: number;
};

export type LockedBooking = {
  /** Which table `id` names: Payment and Refund rows name a package or a trip booking (decision 0047). */
  kind: BookingKind;
  id: number;
  reference: string;
  name: string;
  email: string;
  status: string;
  currency: string | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  payments: LockedPayment[];
};

/** A Refund row written here, still to be sent to the provider. */
export type RequestedRefund = {
  id: number;
  kind: BookingKind;
  bookingId: number;
  paymentId: number;
  intentId: string;
  amount: number;
};

export const refundInput = z.object({
  amount: int('REFUND_AMOUNT_INVALID', { min: 1 }),
  reason: trimmed('REFUND_REASON_REQUIRED', 500),
});

/** Locks the booking and its payments (newest first) until the transaction ends; null when there is none. */
export async function lockBookingMoney(tx: Tx, bookingId: number): Promise<LockedBooking | null> {
  const rows = await tx.$queryRaw<Omit<LockedBooking, 'payments' | 'kind'>[]>`
    SELECT id, reference, name, email, status::text AS status, currency, "cancelledAt", "cancellationReason"
    FROM "Booking" WHERE id = ${bookingId} FOR UPDATE`;
  const booking = rows.at(0);
  if (!booking) return null;
  return { ...booking, kind: 'PACKAGE', payments: await lockPayments(tx, Prisma.sql`p."bookingId" = ${bookingId}`) };
}

/** The same for a trip booking (decision 0047): it keeps no cancellation fields, its status says it. */
export async function lockTripBookingMoney(tx: Tx, tripBookingId: number): Promise<LockedBooking | null> {
  const rows = await tx.$queryRaw<Omit<LockedBooking, 'payments' | 'kind' | 'cancelledAt' | 'cancellationReason'>[]>`
    SELECT id, reference, name, email, status::text AS status, currency
    FROM "TripBooking" WHERE id = ${tripBookingId} FOR UPDATE`;
  const booking = rows.at(0);
  if (!booking) return null;
  const payments = await lockPayments(tx, Prisma.sql`p."tripBookingId" = ${tripBookingId}`);
  return { ...booking, kind: 'TRIP', cancelledAt: null, cancellationReason: null, payments };
}

async function lockPayments(tx: Tx, owner: Prisma.Sql): Promise<LockedPayment[]> {
  return tx.$queryRaw<LockedPayment[]>`
    SELECT p.id, p."intentId", p.amount, p."refundedAmount", p.currency,
      COALESCE((SELECT sum(r.amount) FROM "Refund" r WHERE r."paymentId" = p.id AND r.status = 'PENDING'), 0)::int
        AS pending
    FROM "Payment" p WHERE ${owner} ORDER BY p.id DESC FOR UPDATE OF p`;
}

/** What is left to refund of a payment: paid, minus refunded, minus refunds on their way. */
const leftOf = (p: LockedPayment) => Math.max(0, p.amount - p.refundedAmount - p.pending);

/** What the booking's payments have left to refund, in minor units. */
export const refundableOf = (booking: Pick<LockedBooking, 'payments'>) =>
  booking.payments.reduce((sum, p) => sum + leftOf(p), 0);

/** Everything the booking's payments took, in minor units (refunds not deducted). */
export const paidOf = (booking: Pick<LockedBooking, 'payments'>) =>
  booking.payments.reduce((sum, p) => sum + p.amount, 0);

/** What went back or is on its way back: confirmed refunds plus PENDING Refund rows, in minor units. */
export const alreadyRefundedOf = (booking: Pick<LockedBooking, 'payments'>) =>
  booking.payments.reduce((sum, p) => sum + p.refundedAmount + p.pending, 0);

/**
 * Writes PENDING Refund rows for `amount`, taken from the newest payments first (a refund goes back on the charge
 * that took the money, so a refund larger than the balance payment also draws on the deposit). Refuses more than
 * the payments have left to refund.
 */
export async function createRefundRows(
  tx: Tx,
  booking: LockedBooking,
  amount: number,
  reason: string,
  requestedById: number | null,
): Promise<RequestedRefund[]> {
  const refundable = refundableOf(booking);
  const currency = booking.currency ?? booking.payments.at(0)?.currency ?? 'USD';
  if (refundable === 0) throw conflict('NOTHING_TO_REFUND');
  if (amount > refundable) {
    const paid = booking.payments.reduce((sum, p) => sum + p.amount, 0);
    throw conflict('REFUND_TOO_MUCH', {
      refundable: formatMoney(refundable, currency),
      paid: formatMoney(paid, currency),
      taken: formatMoney(paid - refundable, currency),
    });
  }
  const rows: RequestedRefund[] = [];
  let rest = amount;
  for (const payment of booking.payments) {
    const part = Math.min(rest, leftOf(payment));
    if (part === 0) continue;
    const row = await tx.refund.create({
      data: {
        ...(booking.kind === 'TRIP' ? { tripBookingId: booking.id } : { bookingId: booking.id }),
        paymentId: payment.id,
        amount: part,
        currency: payment.currency,
        reason,
        requestedById,
      },
    });
    rows.push({
      id: row.id,
      kind: booking.kind,
      bookingId: booking.id,
      paymentId: payment.id,
      intentId: payment.intentId,
      amount: part,
    });
    rest -= part;
    if (rest === 0) break;
  }
  return rows;
}

/**
 * Asks the provider for each refund, after the rows committed. An accepted refund keeps its provider id (unless the
 * worker already settled it from the provider's event); a refused or unreachable one is marked FAILED and staff
 * are told why. Demo refunds then get their charge.refunded event.
 */
export async function sendRefunds(ctx: ServiceContext, refunds: RequestedRefund[]): Promise<void> {
  let failure: AppError | null = null;
  const accepted: number[] = [];
  for (const refund of refunds) {
    try {
      const made = await ctx.payments.createRefund({
        paymentIntentId: refund.intentId,
        amount: refund.amount,
        metadata: {
          ...(refund.kind === 'TRIP'
            ? { tripBookingId: String(refund.bookingId) }
            : { bookingId: String(refund.bookingId) }),
          refundId: String(refund.id),
        },
        idempotencyKey: `refund-${refund.id}`,
      });
      await ctx.db.refund.updateMany({
        where: { id: refund.id, providerRefundId: null },
        data: { providerRefundId: made.id },
      });
      accepted.push(refund.paymentId);
    } catch (error) {
      await ctx.db.refund.updateMany({ where: { id: refund.id, status: 'PENDING' }, data: { status: 'FAILED' } });
      failure ??= refundFailure(error);
    }
  }
  if (accepted.length > 0 && isDemoProvider(ctx.payments)) await deliverDemoRefundEvents(ctx, accepted);
  if (failure) throw failure;
}

function refundFailure(error: unknown): AppError {
  if (error instanceof RefundRefused) return conflict('REFUND_REFUSED', { detail: error.message });
  if (error instanceof AppError)
    return new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'REFUND_PROVIDER_UNREACHABLE');
  throw error;
}
