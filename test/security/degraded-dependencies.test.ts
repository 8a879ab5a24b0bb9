/**
 * Section 4 of docs/decisions/0007-public-safety.md: a dependency that is down fails fast and clearly. An API
 * process whose Redis and Stripe are unreachable (closed local ports) still takes a booking promptly, and a
 * payment attempt gets a 502 it can retry instead of a 500 or a hang.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../scripts/throwaway.ts';
import { pricedPackage } from './support/catalogue.ts';
import { bookPricedPackage, checkout } from './support/checkout.ts';
import { type Client, client } from './support/http.ts';
import { expectNoLeak, startSecondApi } from './support/product.ts';

// Guards "does not hang", not speed: with Redis down a write must not wait for a queue that never drains
// (an offline queue) or a connection that never times out. A healthy answer takes milliseconds; the bound
// leaves a busy machine all the room it needs and is still far below the request timeout. That no write
// waits on the stats refresh at all is shown without a clock in api/test/http-hardening.test.ts.
const WRITE_BOUND_MS = 10_000;

let degraded: { baseUrl: string; stop: () => Promise<void> } | undefined;
let customer: Client;

beforeAll(async () => {
  const [deadRedis, deadStripe] = await Promise.all([freePort(), freePort()]);
  degraded = await startSecondApi('api-degraded', {
    REDIS_URL: `redis://127.0.0.1:${deadRedis}`,
    STRIPE_SECRET_KEY: 'sk_test_security_suite_unreachable',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_security_suite_unreachable',
    STRIPE_WEBHOOK_SECRET: 'whsec_security_suite_unreachable',
    STRIPE_API_HOST: `http://127.0.0.1:${deadStripe}`,
  });
  customer = client(degraded.baseUrl, '127.0.0.131');
}, 120_000);
afterAll(async () => degraded?.stop());

describe('degraded dependencies', () => {
  it(`with Redis down a booking is still taken within ${WRITE_BOUND_MS} ms`, async () => {
    const { id } = await pricedPackage(customer);
    const reply = await customer.post('/api/bookings', {
      acceptTerms: true,
      name: 'No Redis',
      email: 'no.redis@security.example',
      packageId: id,
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.ms).toBeLessThan(WRITE_BOUND_MS);
  });

  it('with Stripe unreachable paying answers 502 with a clear message', async () => {
    const booking = await bookPricedPackage(customer, { name: 'No Stripe', email: 'no.stripe@security.example' });
    const reply = await checkout(customer, booking);
    expect(reply.status, reply.text).toBe(502);
    expect(reply.body.error).toMatch(/payment provider/i);
    expectNoLeak(reply, 'Stripe unreachable');
  });
});
