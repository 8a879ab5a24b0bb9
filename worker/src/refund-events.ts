// charge.refunded: money went back to the customer at the provider. Applied in the payment event's transaction
// (payment-events.ts claims the event and locks the booking), so a duplicate is never applied twice.
import type { BookingStatus, TransactionClient } from '@rihla/db';
import { moveBooking, type MoveCause } from '@rihla/db/booking-lifecycle';
import { readMoneySummary } from '@rihla/db/booking-money';
import { formatMoney } from '@rihla/db/currencies';
import { releaseDepartureSeats } from '@rihla/db/seat-ledger';

import { publicUrl } from './config.ts';
import { packageTitle } from './emails/i18n/index.ts';
import { queueEmail } from './emails/outbox.ts';
import { refundConfirmedEmail } from './emails/templates/cancellation.ts';
import type { LockedBooking } from './payment-rules.ts';
import {
  type ChargeRefundFacts,
  chargeRefundFacts,
  type ListedRefund,
  PROVIDER_REFUND_REASON,
  statusAfterRefund,
} from './refund-rules.ts';
import type { StripeObject } from './stripe-event.ts';
import { applyTripChargeRefunded } from './trip-refund-events.ts';

type Tx = TransactionClient;

/** What the event did: its outcome (a move of the booking is published through `moved`, see moveBooking). */
export type RefundApplied = {
  outcome: 'applied' | 'review' | 'noop';
  /** The refund confirmations queued, for the sender's wake-up once the transaction committed. */
  emailIds: number[];
};

export type LockedPayment = {
  id: number;
  bookingId: number | null;
  tripBookingId: number | null;
  amount: number;
  refundedAmount: number;
  currency: string;
};
export type SettledRefund = { id: number; amount: number; currency: string; providerRefundId: string };

export async function applyChargeRefunded(
  tx: Tx,
  eventId: string,
  booking: LockedBooking,
  charge: StripeObject,
  intentId: string | null,
  moved: MoveCause['moved'],
): Promise<RefundApplied> {
  if (booking.kind === 'TRIP') return applyTripChargeRefunded(tx, booking, charge, intentId);
  const facts = chargeRefundFacts(charge);
  const payment = intentId ? await lockPayment(tx, intentId, booking.id) : undefined;
  if (!payment) return flagUnknownPayment(tx, booking, intentId, facts, { by: 'refund', eventId, moved });

  // Stripe's amount_refunded is cumulative: keeping the greatest seen means a duplicate or an older event
  // delivered late never lowers the figure nor counts a refund twice.
  const refundedAmount = Math.min(payment.amount, Math.max(payment.refundedAmount, facts.amountRefunded));
  const counted = refundedAmount !== payment.refundedAmount;
  if (counted) await tx.payment.update({ where: { id: payment.id }, data: { refundedAmount } });
  const settled = await settleRefunds(tx, payment, facts.refunds, refundedAmount);

  const current = await tx.booking.findUniqueOrThrow({
    where: { id: booking.id },
    select: {
      reference: true,
      name: true,
      email: true,
      cancelledAt: true,
      locale: true,
      package: { select: { name: true, translations: true } },
      payments: { select: { amount: true, refundedAmount: true } },
    },
  });
  // A package booking (checked above): its status is a BookingStatus.
  const next = statusAfterRefund(booking.status as BookingStatus, current.payments);
  // Conditional on the locked status; one transition row per real change.
  if (next) await moveBooking(tx, booking, next, { by: 'refund', eventId, moved });
  // A cancelled or fully refunded booking is over: its seats go back on sale (once, whatever replays).
  if (current.cancelledAt || next === 'REFUNDED') await releaseDepartureSeats(tx, booking.id);

  // In the customer's language when booking (current.locale), the package's name too when translated.
  const forEmail = { ...current, id: booking.id, title: packageTitle(current.package, current.locale) };
  const paid = settled.length > 0 ? await readMoneySummary(tx, booking.id) : null;
  const emailIds: number[] = [];
  for (const refund of settled) {
    const message = refundConfirmedEmail(
      publicUrl(),
      forEmail,
      {
        key: String(refund.id),
        amount: refund.amount,
        currency: refund.currency,
        providerReference: refund.providerRefundId,
        settledAt: new Date(),
      },
      paid!,
    );
    emailIds.push(await queueEmail(tx, message));
  }
  return { outcome: counted || settled.length > 0 || next ? 'applied' : 'noop', emailIds };
}

async function lockPayment(tx: Tx, intentId: string, bookingId: number): Promise<LockedPayment | undefined> {
  const rows = await tx.$queryRaw<LockedPayment[]>`
    SELECT id, "bookingId", "tripBookingId", amount, "refundedAmount", currency FROM "Payment"
    WHERE "intentId" = ${intentId} AND "bookingId" = ${bookingId} FOR UPDATE`;
  return rows.at(0);
}

/**
 * Our Refund rows of the listed refunds become SUCCEEDED (found by the provider's id, or by the row id our
 * metadata carries when the provider answered after its event), a failed one FAILED; a refund made at the provider
 * without a row gets one. Charges of newer Stripe API versions list no refunds: then our requested refunds settle
 * oldest first as far as the refunded total covers them. Answers the refunds settled by this event.
 */
export async function settleRefunds(
  tx: Tx,
  payment: LockedPayment,
  listed: ListedRefund[],
  refundedAmount: number,
): Promise<SettledRefund[]> {
  const settled: SettledRefund[] = [];
  for (const refund of listed) {
    const ours = await tx.refund.findFirst({
      where: {
        paymentId: payment.id,
        OR: [
          { providerRefundId: refund.id },
          ...(refund.refundId ? [{ id: refund.refundId, providerRefundId: null }] : []),
        ],
      },
      select: { id: true, status: true, amount: true, currency: true },
    });
    if (refund.status === 'failed' || refund.status === 'canceled') {
      if (ours?.status === 'PENDING')
        await tx.refund.update({ where: { id: ours.id }, data: { status: 'FAILED', providerRefundId: refund.id } });
      continue;
    }
    if (refund.status !== 'succeeded' || ours?.status === 'SUCCEEDED') continue;
    const row = ours
      ? await tx.refund.update({
          where: { id: ours.id },
          data: { status: 'SUCCEEDED', providerRefundId: refund.id, settledAt: new Date() },
        })
      : await tx.refund.create({
          data: {
            bookingId: payment.bookingId,
            tripBookingId: payment.tripBookingId,
            paymentId: payment.id,
            providerRefundId: refund.id,
            amount: refund.amount,
            currency: payment.currency,
            reason: PROVIDER_REFUND_REASON,
            status: 'SUCCEEDED',
            settledAt: new Date(),
          },
        });
    settled.push({ id: row.id, amount: row.amount, currency: row.currency, providerRefundId: refund.id });
  }
  if (listed.length === 0) settled.push(...(await settleInOrder(tx, payment.id, refundedAmount)));
  return settled;
}

async function settleInOrder(tx: Tx, paymentId: number, refundedAmount: number): Promise<SettledRefund[]> {
  const rows = await tx.refund.findMany({
    where: { paymentId, status: { in: ['PENDING', 'SUCCEEDED'] } },
    orderBy: { id: 'asc' },
  });
  let covered = rows.filter((r) => r.status === 'SUCCEEDED').reduce((sum, r) => sum + r.amount, 0);
  const settled: SettledRefund[] = [];
  for (const row of rows) {
    if (row.status !== 'PENDING' || row.providerRefundId === null || covered + row.amount > refundedAmount) continue;
    covered += row.amount;
    await tx.refund.update({ where: { id: row.id }, data: { status: 'SUCCEEDED', settledAt: new Date() } });
    settled.push({ id: row.id, amount: row.amount, currency: row.currency, providerRefundId: row.providerRefundId });
  }
  return settled;
}

/**
 * Money went back for a payment we never recorded on this booking (a refund that overtook its payment, or one made
 * for another charge): kept for staff as NEEDS_REVIEW with the reason, never ignored.
 */
async function flagUnknownPayment(
  tx: Tx,
  booking: LockedBooking,
  intentId: string | null,
  facts: ChargeRefundFacts,
  cause: MoveCause,
): Promise<RefundApplied> {
  const money = facts.currency
    ? formatMoney(facts.amountRefunded, facts.currency)
    : `${facts.amountRefunded} minor units`;
  const reason = `Refund of ${money} reported by the payment provider for ${intentId ?? 'a charge without payment intent'}, but no payment of this booking is recorded for it: check the provider's dashboard.`;
  if (booking.status !== 'NEEDS_REVIEW') {
    await moveBooking(tx, booking, 'NEEDS_REVIEW', { ...cause, data: { reviewReason: reason } });
    return { outcome: 'review', emailIds: [] };
  }
  // Already with staff: the reason joins the earlier ones, no move.
  const before = await tx.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { reviewReason: true } });
  const reviewReason = [before.reviewReason, reason].filter(Boolean).join('\n');
  await tx.booking.update({ where: { id: booking.id }, data: { reviewReason } });
  return { outcome: 'review', emailIds: [] };
}
