import { createHmac, timingSafeEqual } from 'node:crypto';

import type { CreateIntentArgs, CreateRefundArgs, DemoPaymentProvider, Intent } from './provider.ts';

/**
 * Stateless demo intents: the intent id derives from the idempotency key and the client secret from the
 * intent id, both HMAC'd with the webhook secret, so retries return the same intent and secrets cannot
 * be forged. Amount, currency and cancellation live in the PaymentIntent table, not here.
 */
export function createDemoProvider(secret: string): DemoPaymentProvider {
  const mac = (text: string, length: number) =>
    createHmac('sha256', secret).update(text).digest('hex').slice(0, length);
  const secretFor = (intentId: string) => `${intentId}_secret_${mac(`secret:${intentId}`, 24)}`;
  const intent = (id: string, amount = 0, currency = ''): Intent => ({
    id,
    clientSecret: secretFor(id),
    status: 'requires_payment_method',
    amount,
    currency,
  });

  return {
    name: 'DEMO',
    publishableKey: null,
    createIntent: ({ amount, currency, idempotencyKey }: CreateIntentArgs) =>
      Promise.resolve(intent(`pi_demo_${mac(`intent:${idempotencyKey}`, 24)}`, amount, currency)),
    retrieveIntent: (intentId) => Promise.resolve(intentId.startsWith('pi_demo_') ? intent(intentId) : null),
    // Nothing to stop: a demo payment is only confirmed through confirmDemoPayment, which refuses cancelled intents.
    async cancelIntent() {},
    // A demo card refund always succeeds; its charge.refunded event is delivered by services/demo-refunds.ts,
    // which reads the charge's refunds from our rows (the demo provider keeps no state).
    createRefund: ({ idempotencyKey }: CreateRefundArgs) =>
      Promise.resolve({ id: `re_demo_${mac(`refund:${idempotencyKey}`, 24)}`, status: 'succeeded' }),
    intentIdForSecret(clientSecret) {
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      const expected = Buffer.from(secretFor(intentId));
      const given = Buffer.from(clientSecret);
      const genuine =
        intentId.startsWith('pi_demo_') && expected.length === given.length && timingSafeEqual(expected, given);
      return Promise.resolve(genuine ? intentId : null);
    },
  };
}
