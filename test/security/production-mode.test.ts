/**
 * What the internet sees of an API process started with NODE_ENV=production (docs/decisions/0007-public-safety.md
 * sections 3 and 4): no schema map (introspection, "did you mean" hints), HSTS, and CORS for the configured
 * origin only.
 */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Client, client } from './support/http.ts';
import { expectNoLeak, startSecondApi } from './support/product.ts';

const OWN_ORIGIN = 'https://rihla.example';
let production: { baseUrl: string; stop: () => Promise<void> } | undefined;
let visitor: Client;

beforeAll(async () => {
  production = await startSecondApi('api-production', {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    TRAVELLER_DATA_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    DEMO_PAYMENTS: '1',
    CORS_ORIGINS: OWN_ORIGIN,
  });
  visitor = client(production.baseUrl, '127.0.0.200');
}, 120_000);
afterAll(async () => production?.stop());

describe('an API in production', () => {
  it('refuses introspection', async () => {
    const reply = await visitor.graphql('{ __schema { types { name } } }');
    expect(reply.body.data ?? null).toBeNull();
    expect(reply.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('gives no field suggestions', async () => {
    const reply = await visitor.graphql('{ packagez { id } }');
    expect(reply.body.errors?.[0]?.message).toBeTruthy();
    expect(reply.text).not.toMatch(/did you mean/i);
    expectNoLeak(reply, 'unknown field');
  });

  it('sends HSTS', async () => {
    const reply = await visitor.get('/api/packages');
    expect(String(reply.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
  });

  it('answers CORS for its configured origin only', async () => {
    const preflight = (origin: string) =>
      visitor.request('OPTIONS', '/graphql', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(OWN_ORIGIN)).headers['access-control-allow-origin']).toBe(OWN_ORIGIN);
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const simple = await visitor.get('/api/packages', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});
