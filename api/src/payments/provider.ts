/**
 * A payment provider creates card-payment intents for bookings. Stripe in production; the demo provider
 * (no keys configured) mimics Stripe's shapes and feeds signed events into the same webhook pipeline.
 */
export type PaymentProviderName = 'DEMO' | 'STRIPE';

export type Intent = { id: string; clientSecret: string; status: string; amount: number; currency: string };

export type CreateIntentArgs = { bookingId: number; amount: number; currency: string; idempotencyKey: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(args: CreateIntentArgs): Promise<Intent>;
  /** The intent behind an existing booking, to reuse it instead of creating another; null if unknown. */
  retrieveIntent(intentId: string): Promise<Intent | null>;
  /** The intent id a client secret belongs to, or null if the secret is not genuine. */
  intentIdForSecret(clientSecret: string): Promise<string | null>;
}

/** Intents that can still take a payment (Stripe's statuses; the demo provider uses the same words). */
export const OPEN_INTENT_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);
