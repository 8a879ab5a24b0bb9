import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { stripeWebhooks } from '../src/payments/stripe-sdk.ts';

/**
 * Every payment event is verified by the SDK's webhook module loaded on its own (api/src/payments/stripe-sdk.ts),
 * through paths inside the package. These checks hold it to the whole SDK's behaviour: should an upgrade move or
 * change those modules, they fail here.
 */
const full = new Stripe('sk_test_only_for_signatures').webhooks;
const secret = 'whsec_test_only_for_this_file';
const payload = JSON.stringify({ id: 'evt_cross_check', object: 'event', type: 'payment_intent.succeeded' });

describe('Stripe webhook signatures without the whole SDK', () => {
  it('verifies what the whole SDK signs, and the whole SDK verifies what it signs', () => {
    const light = stripeWebhooks();
    expect(light).not.toBe(full);
    const signedByFull = full.generateTestHeaderString({ payload, secret });
    expect(light.constructEvent(payload, signedByFull, secret, 300).id).toBe('evt_cross_check');
    const signedByLight = light.generateTestHeaderString({ payload, secret });
    expect(full.constructEvent(payload, signedByLight, secret, 300).id).toBe('evt_cross_check');
    const timestamp = 1_790_000_000;
    expect(light.generateTestHeaderString({ payload, secret, timestamp })).toBe(
      full.generateTestHeaderString({ payload, secret, timestamp }),
    );
  });

  it('refuses a changed body, another secret and an old signature, as the whole SDK does', () => {
    const light = stripeWebhooks();
    const header = light.generateTestHeaderString({ payload, secret });
    const tampered = payload.replace('succeeded', 'canceled');
    const old = light.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 301 });
    for (const webhooks of [light, full]) {
      expect(() => webhooks.constructEvent(tampered, header, secret, 300)).toThrow(/signature/i);
      expect(() => webhooks.constructEvent(payload, header, 'whsec_another', 300)).toThrow(/signature/i);
      expect(() => webhooks.constructEvent(payload, old, secret, 300)).toThrow(/tolerance/i);
      expect(() => webhooks.constructEvent(payload, 't=1,v1=00', secret, 300)).toThrow();
    }
  });
});
