import { AppError } from '../lib/errors.ts';

/**
 * A payment provider creates card-payment intents for bookings. Stripe in production; the demo provider
 * (no keys configured) mimics Stripe's shapes and feeds signed events into the same webhook pipeline.
 */
/** The card providers, as GET /api/payments/config names them. */
export const PAYMENT_PROVIDER_NAMES = ['DEMO', 'STRIPE'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export type Intent = { id: string; clientSecret: string; status: string; amount: number; currency: string };

/** What an intent names as its booking: a package booking or a trip (custom) booking. */
export type IntentMetadata = { bookingId: string } | { tripBookingId: string };

export type CreateIntentArgs = { metadata: IntentMetadata; amount: number; currency: string; idempotencyKey: string };

/** A refund of (part of) one confirmed intent; the metadata lets the worker match the provider's event to our row. */
export type CreateRefundArgs = {
  paymentIntentId: string;
  amount: number;
  // The booking the refunded payment belongs to: a package booking, or a trip booking (decision 0047).
  metadata: ({ bookingId: string } | { tripBookingId: string }) & { refundId: string };
  idempotencyKey: string;
};

export type ProviderRefund = { id: string; status: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(args: CreateIntentArgs): Promise<Intent>;
  /** The intent behind an existing booking, to reuse it instead of creating another; null if unknown. */
  retrieveIntent(intentId: string): Promise<Intent | null>;
  /** Stops an intent from taking money (its amount is no longer owed); already final intents are left alone. */
  cancelIntent(intentId: string): Promise<void>;
  /**
   * Asks the provider to give money back; it confirms with a charge.refunded event. Throws RefundRefused when the
   * provider says no (with its reason), providerUnreachable when it cannot be asked.
   */
  createRefund(args: CreateRefundArgs): Promise<ProviderRefund>;
}

/** The provider refused a refund (e.g. more than the charge has left): its message is shown to staff. */
export class RefundRefused extends Error {}

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
  new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'PAYMENT_PROVIDER_UNREACHABLE');
