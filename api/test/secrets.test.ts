import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig, parseTrustProxy } from '../src/config.ts';
import { db as sharedDb } from '../src/lib/db.ts';
import { resolveSecrets } from '../src/lib/install-secrets.ts';

/** Secrets without public defaults (docs/decisions/0007 section 3). */
const db = sharedDb();
beforeAll(async () => resetDatabase(db));
afterAll(async () => resetDatabase(db));

describe('the environment rules (refuse to start)', () => {
  const production = {
    NODE_ENV: 'production',
    DEMO_PAYMENTS: '1',
    TRAVELLER_DATA_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  };

  it('production needs a JWT_SECRET of at least 32 bytes', () => {
    const message = 'JWT_SECRET must be set to at least 32 random bytes in production (e.g. openssl rand -base64 48)';
    expect(() => loadConfig(production)).toThrow(message);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(message);
    expect(loadConfig({ ...production, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('a Stripe key without its webhook secret stops the start', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).demoPayments).toBe(false);
  });

  it('leaves secrets empty outside production when unset (filled per install, never a constant)', () => {
    const config = loadConfig({});
    expect(config.jwtSecret).toBe('');
    expect(config.stripe.webhookSecret).toBe('');
  });

  it('TRUST_PROXY: off by default, a hop count or a list of proxies, never "anyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12')).toEqual(['10.0.0.1', '172.16.0.0/12']);
    const oneHop = parseTrustProxy('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true/);
  });

  it('rejects rate limits that are not positive whole numbers', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'lots' })).toThrow(
      'AUTH_RATE_LIMIT must be a positive whole number, got "lots"',
    );
    expect(loadConfig({ PAYMENT_RATE_LIMIT: '7' }).rateLimits.payment).toBe(7);
  });
});

describe('per-install secrets', () => {
  beforeEach(async () => db.installSecret.deleteMany());

  it('generates each missing secret once and keeps it in the database', async () => {
    const keys = { TRAVELLER_DATA_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}` };
    const first = await resolveSecrets(db, loadConfig(keys));
    expect(first.config.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.config.stripe.webhookSecret).toMatch(/^whsec_/);
    expect(first.notes).toEqual([
      'JWT secret: generated for this install (stored in the database)',
      'Webhook secret: generated demo secret (stored in the database)',
      'Traveller data keys: from TRAVELLER_DATA_KEYS',
    ]);
    const again = await resolveSecrets(db, loadConfig(keys));
    expect(again.config.jwtSecret).toBe(first.config.jwtSecret);
    expect(again.config.stripe.webhookSecret).toBe(first.config.stripe.webhookSecret);
    expect(await db.installSecret.count()).toBe(2);
  });

  it('concurrent processes of one install agree on the same secret', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => resolveSecrets(db, loadConfig({}))));
    expect(new Set(results.map((r) => r.config.jwtSecret)).size).toBe(1);
    expect(new Set(results.map((r) => r.config.stripe.webhookSecret)).size).toBe(1);
  });

  it('uses the environment when set and stores nothing', async () => {
    const resolved = await resolveSecrets(
      db,
      loadConfig({
        JWT_SECRET: 'j'.repeat(40),
        STRIPE_WEBHOOK_SECRET: 'whsec_from_env',
        TRAVELLER_DATA_KEYS: `k1:${Buffer.alloc(32, 2).toString('base64')}`,
      }),
    );
    expect(resolved.config.jwtSecret).toBe('j'.repeat(40));
    expect(resolved.config.stripe.webhookSecret).toBe('whsec_from_env');
    expect(resolved.notes).toEqual([
      'JWT secret: from JWT_SECRET',
      'Webhook secret: from STRIPE_WEBHOOK_SECRET',
      'Traveller data keys: from TRAVELLER_DATA_KEYS',
    ]);
    expect(await db.installSecret.count()).toBe(0);
  });

  it('the startup log says where each secret comes from, never its value', async () => {
    const lines: string[] = [];
    const config = { ...loadConfig({}), logLevel: 'info' };
    const { app, deps } = await buildApp({ config }, { logStream: { write: (line) => lines.push(line) } });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('JWT secret: generated for this install (stored in the database)');
    expect(log).toContain('Webhook secret: generated demo secret (stored in the database)');
    expect(log).not.toContain(deps.config.jwtSecret);
    expect(log).not.toContain(deps.config.stripe.webhookSecret);
  });
});
