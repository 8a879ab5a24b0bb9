import { createRequire } from 'node:module';
import path from 'node:path';

import type Stripe from 'stripe';

const requireFromHere = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;

/**
 * The Stripe SDK, loaded on first use: it is 218 files (~11-14 MiB resident, ~70 ms), needed only by the Stripe
 * provider (keys set). Loaded synchronously (CommonJS build, one copy per process) so the provider stays plain.
 */
export function stripeSdk(): typeof Stripe {
  sdk ??= requireFromHere('stripe') as typeof Stripe;
  return sdk;
}

let webhooks: Stripe['webhooks'] | undefined;

/**
 * The SDK's webhook signature helpers (`constructEvent`, `generateTestHeaderString`): pure, they never call Stripe.
 * Every event is verified with them, also in demo mode, where the rest of the SDK is never used. So they come from
 * the SDK's own webhook module and Node platform (13 files, ~3 MiB resident) rather than the whole SDK, which
 * builds the same object from the same two modules (`Stripe.webhooks = createWebhooks(platformFunctions)`). They
 * are internal paths, past the package's exports map: api/test/stripe-webhooks.unit.test.ts checks the result against
 * the full SDK's `webhooks` both ways, so an SDK upgrade that moves them fails there, not in production.
 */
export function stripeWebhooks(): Stripe['webhooks'] {
  if (sdk) return sdk.webhooks;
  if (!webhooks) {
    const cjs = path.dirname(requireFromHere.resolve('stripe'));
    const { createWebhooks } = requireFromHere(path.join(cjs, 'Webhooks.js')) as {
      createWebhooks: (platform: unknown) => Stripe['webhooks'];
    };
    const { NodePlatformFunctions } = requireFromHere(path.join(cjs, 'platform', 'NodePlatformFunctions.js')) as {
      NodePlatformFunctions: new () => unknown;
    };
    webhooks = createWebhooks(new NodePlatformFunctions());
  }
  return webhooks;
}
