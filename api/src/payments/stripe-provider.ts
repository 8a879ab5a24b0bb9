import type Stripe from 'stripe';

import { type PaymentProvider, providerUnreachable, RefundRefused } from './provider.ts';
import { stripeSdk } from './stripe-sdk.ts';

type StripeSettings = { secretKey: string; publishableKey: string; apiHost: string };

/** A checkout waits on this call: better a clear 502 after a few seconds than a spinner for Stripe's default 80 s. */
const REQUEST_TIMEOUT_MS = 10_000;

/** `STRIPE_API_HOST` (e.g. http://127.0.0.1:12111) points the SDK at a local fake for tests. */
function stripeClient({ secretKey, apiHost }: Pick<StripeSettings, 'secretKey' | 'apiHost'>): Stripe {
  const Sdk = stripeSdk();
  if (!apiHost) return new Sdk(secretKey, { timeout: REQUEST_TIMEOUT_MS });
  const url = new URL(apiHost);
  return new Sdk(secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  });
}

/** Stripe being down, slow or refusing our key is not the customer's fault: a 502 they can retry, never a 500. */
async function calling<T>(
  request: () => Promise<T>,
  recover?: (error: InstanceType<typeof Stripe.errors.StripeError>) => T | undefined,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof stripeSdk().errors.StripeError)) throw error;
    const recovered = recover?.(error);
    if (recovered !== undefined) return recovered;
    throw providerUnreachable();
  }
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  const view = (pi: Stripe.PaymentIntent) => ({
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status,
    amount: pi.amount,
    currency: pi.currency.toUpperCase(),
  });
  const isInvalidRequest = (error: unknown) => error instanceof stripeSdk().errors.StripeInvalidRequestError;

  return {
    name: 'STRIPE',
    publishableKey: settings.publishableKey || null,
    async createIntent({ metadata, amount, currency, idempotencyKey }) {
      const pi = await calling(() =>
        stripe.paymentIntents.create(
          { amount, currency: currency.toLowerCase(), automatic_payment_methods: { enabled: true }, metadata },
          { idempotencyKey },
        ),
      );
      return view(pi);
    },
    async retrieveIntent(intentId) {
      // An unknown id (e.g. from another Stripe account or a demo run) is no intent, not an outage.
      const pi = await calling<Stripe.PaymentIntent | null>(
        () => stripe.paymentIntents.retrieve(intentId),
        (e) => (isInvalidRequest(e) ? null : undefined),
      );
      return pi && view(pi);
    },
    async cancelIntent(intentId) {
      // Stripe refuses to cancel an intent that is already canceled or succeeded: either way it takes no new money.
      await calling<unknown>(
        () => stripe.paymentIntents.cancel(intentId),
        (e) => (isInvalidRequest(e) ? null : undefined),
      );
    },
    async createRefund({ paymentIntentId, amount, metadata, idempotencyKey }) {
      // Stripe refusing (the charge has less left, the intent is unknown) is not an outage: staff see its reason.
      const refund = await calling<Stripe.Refund | RefundRefused>(
        () => stripe.refunds.create({ payment_intent: paymentIntentId, amount, metadata }, { idempotencyKey }),
        (e) => (isInvalidRequest(e) ? new RefundRefused(e.message) : undefined),
      );
      if (refund instanceof RefundRefused) throw refund;
      return { id: refund.id, status: refund.status ?? 'pending' };
    },
  };
}
