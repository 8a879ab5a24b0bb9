import { createRequire } from 'node:module';

import type Stripe from 'stripe';

const requireFromHere = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;

/**
 * The Stripe SDK, loaded on first use: it is 218 files (~11 MiB resident, ~70 ms), and an API in demo mode needs it
 * only when a payment event is signed or verified. Loaded synchronously (CommonJS build, one copy per process) so
 * that signing stays a plain function; the first event pays the load once.
 */
export function stripeSdk(): typeof Stripe {
  sdk ??= requireFromHere('stripe') as typeof Stripe;
  return sdk;
}

let signer: Stripe | undefined;

/** The SDK's webhook signature helpers (`constructEvent`, `generateTestHeaderString`): pure, they never call Stripe. */
export function stripeWebhooks(): Stripe['webhooks'] {
  signer ??= new (stripeSdk())('sk_test_signature_helpers_only');
  return signer.webhooks;
}
