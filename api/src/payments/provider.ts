import { AppError } from '../lib/errors.ts';

/**
 * A payment provider creates card-payment intents for bookings. Stripe in production; the demo provider
 * (no keys configured) mimics Stripe's shapes and feeds signed events into the same webhook pipeline.
 */
export type PaymentProviderName = 'DEMO' | 'STRIPE';

export type Intent = { id: string; clientSecret: string; status: string; amount: number; currency: string };

/** What an intent names as its booking: a package booking or a trip (custom) booking. */
export type IntentMetadata = { bookingId: string } | { customBookingId: string };

export type CreateIntentArgs = { metadata: IntentMetadata; amount: number; currency: string; idempotencyKey: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(args: CreateIntentArgs): Promise<Intent>;
  /** The intent behind an existing booking, to reuse it instead of creating another; null if unknown. */
  retrieveIntent(intentId: string): Promise<Intent | null>;
  /** Stops an intent from taking money (its amount is no longer owed); already final intents are left alone. */
  cancelIntent(intentId: string): Promise<void>;
}

/** The demo provider is also the card network: it reads which intent a client secret belongs to. */
export interface DemoPaymentProvider extends PaymentProvider {
  readonly name: 'DEMO';
  /** The intent id a client secret belongs to, or null if the secret is not genuine. */
  intentIdForSecret(clientSecret: string): Promise<string | null>;
}

export const isDemoProvider = (provider: PaymentProvider): provider is DemoPaymentProvider => provider.name === 'DEMO';

/** Intents that can still be confirmed by the customer and may be reused for the same amount. */
export const OPEN_INTENT_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export const providerUnreachable = () =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The payment provider could not be reached. Please try again in a moment.',
  );
