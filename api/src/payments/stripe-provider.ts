import Stripe from 'stripe';
import type { PaymentProvider } from './provider.ts';

type StripeSettings = { secretKey: string; publishableKey: string; apiHost: string };

/** `STRIPE_API_HOST` (e.g. http://127.0.0.1:12111) points the SDK at a local fake for tests. */
export function stripeClient({ secretKey, apiHost }: Pick<StripeSettings, 'secretKey' | 'apiHost'>): Stripe {
  if (!apiHost) return new Stripe(secretKey);
  const url = new URL(apiHost);
  return new Stripe(secretKey, { host: url.hostname, port: Number(url.port), protocol: url.protocol.replace(':', '') as 'http' | 'https' });
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

  return {
    name: 'STRIPE',
    publishableKey: settings.publishableKey || null,
    async createIntent({ bookingId, amount, currency, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { bookingId: String(bookingId) },
        },
        { idempotencyKey },
      );
      return view(pi);
    },
    async retrieveIntent(intentId) {
      try {
        return view(await stripe.paymentIntents.retrieve(intentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },
    async intentIdForSecret(clientSecret) {
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      if (!intentId.startsWith('pi_')) return null;
      const intent = await this.retrieveIntent(intentId);
      return intent?.clientSecret === clientSecret ? intentId : null;
    },
  };
}
