// charge.refunded for a trip booking (docs/decisions/0047): its Payment row's refunded total and Refund rows settle
// as a package booking's do (refund-events.ts); a cancelled trip whose payments all went back becomes REFUNDED, and
// the customer is told of each refund in their language. A trip paid before its payments were rows has none: its
// refunds stay staff's, at the provider, as before.
import type { Prisma, TransactionClient } from '@rihla/db';
import { moneySummary } from '@rihla/db/booking-money';
import { moveTripBooking } from '@rihla/db/trip-booking-lifecycle';

import { publicUrl } from './config.ts';
import { queueEmail } from './emails/outbox.ts';
import { refundConfirmedEmail } from './emails/templates/cancellation.ts';
import type { LockedBooking } from './payment-rules.ts';
import { type LockedPayment, type RefundApplied, settleRefunds } from './refund-events.ts';
import { chargeRefundFacts } from './refund-rules.ts';
import type { StripeObject } from './stripe-event.ts';

type Tx = TransactionClient;

export async function applyTripChargeRefunded(
  tx: Tx,
  booking: LockedBooking,
  charge: StripeObject,
  intentId: string | null,
): Promise<RefundApplied> {
  const rows = intentId
    ? await tx.$queryRaw<LockedPayment[]>`
        SELECT id, "bookingId", "tripBookingId", amount, "refundedAmount", currency FROM "Payment"
        WHERE "intentId" = ${intentId} AND "tripBookingId" = ${booking.id} FOR UPDATE`
    : [];
  const payment = rows.at(0);
  if (!payment) return { outcome: 'noop', emailIds: [] };
  const facts = chargeRefundFacts(charge);
  // Cumulative at the provider: the greatest figure seen wins, so a replay never counts a refund twice.
  const refundedAmount = Math.min(payment.amount, Math.max(payment.refundedAmount, facts.amountRefunded));
  const counted = refundedAmount !== payment.refundedAmount;
  if (counted) await tx.payment.update({ where: { id: payment.id }, data: { refundedAmount } });
  const settled = await settleRefunds(tx, payment, facts.refunds, refundedAmount);

  const trip = await tx.tripBooking.findUniqueOrThrow({ where: { id: booking.id }, include: tripMoney });
  const allBack = trip.payments.every((p) => p.refundedAmount >= p.amount);
  const refunded =
    trip.status === 'CANCELLED' && allBack
      ? await moveTripBooking(tx, { id: trip.id, status: trip.status }, 'REFUNDED', 'refund')
      : false;

  const mailed = { ...trip, title: `${trip.origin} → ${trip.destination}` };
  const paid = moneySummary(trip, trip.payments, trip.refunds);
  const emailIds: number[] = [];
  for (const refund of settled) {
    const money = { ...refund, key: String(refund.id), providerReference: refund.providerRefundId };
    emailIds.push(
      await queueEmail(tx, refundConfirmedEmail(publicUrl(), mailed, { ...money, settledAt: new Date() }, paid)),
    );
  }
  return { outcome: counted || settled.length > 0 || refunded ? 'applied' : 'noop', emailIds };
}

const tripMoney = {
  payments: { select: { amount: true, currency: true, refundedAmount: true } },
  refunds: { select: { amount: true, currency: true, status: true } },
} satisfies Prisma.TripBookingInclude;
