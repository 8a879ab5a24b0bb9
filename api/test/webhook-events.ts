import { signEvent } from '../src/services/webhooks.service.ts';
import { rest, type TestApp } from './helpers.ts';

/** A Stripe-style `payment_intent.*` event for one booking's intent, as the card network sends it (USD 1,899.00). */
export function paymentIntentEvent(
  type: string,
  bookingId: number,
  intentId: string,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: 189900,
        amount_received: 189900,
        currency: 'usd',
        metadata: { bookingId: String(bookingId) },
      },
    },
  });
}

/** Posts a payload to the webhook, signed with the install's secret unless another signature is given. */
export const deliverWebhook = (
  t: TestApp,
  payload: string,
  signature = signEvent(payload, t.deps.config.stripe.webhookSecret),
) =>
  rest(t, 'POST', '/api/payments/webhook', {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
