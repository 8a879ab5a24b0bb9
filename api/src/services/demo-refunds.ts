import { randomBytes } from 'node:crypto';

import type { ServiceContext } from '../lib/context.ts';
import { receiveWebhook, signEvent } from './webhooks.service.ts';

/**
 * The demo provider's side of a refund: the signed charge.refunded event Stripe would send, delivered to the real
 * webhook path, so the worker settles demo refunds exactly as it settles Stripe's. The demo provider keeps no
 * state, so the charge's refunds are read from our rows: every refund of the payment the provider accepted.
 */
export async function deliverDemoRefundEvents(ctx: ServiceContext, paymentIds: number[]): Promise<void> {
  for (const paymentId of new Set(paymentIds)) {
    const payment = await ctx.db.payment.findUniqueOrThrow({
      where: { id: paymentId },
      include: {
        refunds: {
          where: { providerRefundId: { not: null }, status: { in: ['PENDING', 'SUCCEEDED'] } },
          orderBy: { id: 'asc' },
        },
      },
    });
    const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const amountRefunded = Math.min(payment.amount, refunded);
    const currency = payment.currency.toLowerCase();
    const metadata = payment.tripBookingId
      ? { tripBookingId: String(payment.tripBookingId) }
      : { bookingId: String(payment.bookingId) };
    const event = {
      id: `evt_demo_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: `ch_demo_${payment.intentId}`,
          object: 'charge',
          payment_intent: payment.intentId,
          amount: payment.amount,
          amount_refunded: amountRefunded,
          currency,
          refunded: amountRefunded >= payment.amount,
          metadata,
          refunds: {
            object: 'list',
            data: payment.refunds.map((refund) => ({
              id: refund.providerRefundId,
              object: 'refund',
              amount: refund.amount,
              currency,
              status: 'succeeded',
              metadata: { ...metadata, refundId: String(refund.id) },
            })),
          },
        },
      },
    };
    const payload = JSON.stringify(event);
    await receiveWebhook(ctx, payload, signEvent(payload, ctx.config.stripe.webhookSecret));
  }
}
