import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../scripts/throwaway.ts';
import { signEvent } from '../src/services/webhooks.service.ts';
import { rest, startTestApp, type TestApp } from './helpers.ts';
import { checkRestContract } from './openapi-contract.ts';
import { paymentIntentEvent } from './webhook-events.ts';

/**
 * PostgreSQL down (restarting, failing over: issue #28). Nothing can be recorded, so nothing may be acknowledged:
 * the webhook answers 503 with Retry-After and the provider delivers again; other requests get the same worded
 * 503 rather than a 500, and /readyz takes the process out of a load balancer's rotation.
 */

let up: TestApp;
let down: TestApp;
let downDb: ReturnType<typeof createPrismaClient>;

beforeAll(async () => {
  up = await startTestApp();
  const { buildApp } = await import('../src/app.ts');
  downDb = createPrismaClient(`postgresql://postgres@127.0.0.1:${await freePort()}/rihla_down`);
  down = await buildApp({ db: downDb, config: up.deps.config }, { instrument: checkRestContract });
});
afterAll(async () => {
  await down.app.close();
  await downDb.$disconnect();
  await up.app.close();
});

const UNAVAILABLE = {
  error: 'The service is briefly unavailable. Please try again in a moment.',
  reason: 'SERVICE_UNAVAILABLE',
};

describe('with PostgreSQL down', () => {
  it('the webhook acknowledges nothing: 503 with Retry-After, so the provider delivers the event again', async () => {
    const payload = paymentIntentEvent('payment_intent.succeeded', 1, 'pi_down_1', 'evt_database_down');
    const call = await rest(down, 'POST', '/api/payments/webhook', {
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signEvent(payload, up.deps.config.stripe.webhookSecret),
      },
    });
    expect(call.status).toBe(503);
    expect(call.headers['retry-after']).toBe('5');
    expect(call.body).toEqual(UNAVAILABLE);
  });

  it('a page that reads the database answers the same worded 503, not a 500', async () => {
    const call = await rest(down, 'GET', '/api/packages');
    expect(call.status).toBe(503);
    expect(call.headers['retry-after']).toBe('5');
    expect(call.body).toEqual(UNAVAILABLE);
  });

  it('/readyz says which dependency is missing', async () => {
    const call = await rest(down, 'GET', '/readyz');
    expect(call.status).toBe(503);
    expect(call.body).toMatchObject({ status: 'unavailable', checks: { db: 'fail', redis: 'ok' } });
  });
});
