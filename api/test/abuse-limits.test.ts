import { randomUUID } from 'node:crypto';

import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { NO_HANG_MS } from '../../test/wait.ts';
import { buildApp } from '../src/app.ts';
import { createRedisLimits } from '../src/lib/rate-limits.ts';
import { configWithLimits, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Rate limits in Redis and the password-hashing cap (docs/decisions/0007 section 4). */
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
const opened: TestApp[] = [];
async function appWith(...args: Parameters<typeof configWithLimits>) {
  const t = await startTestApp({ config: configWithLimits(...args) });
  opened.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.app.close()));
});

const login = (t: TestApp, email = 'a@example.com', headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-password' },
    headers,
    remoteAddress,
  });

describe('login limits', () => {
  it('answers 429 with Retry-After past the per-IP limit', async () => {
    const t = await appWith({ auth: 3 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(t, `u${i}@example.com`));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429, 429]);
    expect(answers[3].json()).toMatchObject({ error: TOO_MANY });
    const retryAfter = Number(answers[3].headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('GraphQL answers the same 429 with Retry-After', async () => {
    const t = await appWith({ auth: 1 });
    const mutation = { query: 'mutation { login(email: "a@example.com", password: "wrong-password") { token } }' };
    await t.app.inject({ method: 'POST', url: '/graphql', payload: mutation });
    const limited = await t.app.inject({ method: 'POST', url: '/graphql', payload: mutation });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json().errors[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
  });

  it('by default ignores X-Forwarded-For: a fresh forwarded address per request does not lift the limit', async () => {
    const t = await appWith({ auth: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login(t, 'a@example.com', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('believes X-Forwarded-For only from the proxies listed in TRUST_PROXY', async () => {
    const t = await appWith({ auth: 1 }, { trustProxy: ['127.0.0.1'] });
    expect((await login(t, 'a@example.com', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(401);
    expect((await login(t, 'a@example.com', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(401);
    expect((await login(t, 'a@example.com', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(429);
    const untrusted = { 'x-forwarded-for': '203.0.113.3' };
    expect((await login(t, 'a@example.com', untrusted, '198.51.100.7')).statusCode).toBe(401);
    expect((await login(t, 'a@example.com', { 'x-forwarded-for': '203.0.113.4' }, '198.51.100.7')).statusCode).toBe(
      429,
    );
  });

  it('limits guesses per target account, whatever the number of client addresses', async () => {
    const t = await appWith({ auth: 1000 }, { loginAttemptsPerEmailPerHour: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await login(t, i % 2 ? 'Victim@Example.com' : 'victim@example.com', {}, `198.51.100.${i}`)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await login(t, 'someone-else@example.com', {}, '198.51.100.9')).statusCode).toBe(401);
  });

  it('counts only failed guesses: the owner may sign in often, but not once the account is under attack', async () => {
    const t = await appWith({ auth: 1000 }, { loginAttemptsPerEmailPerHour: 2 });
    const { user } = await userWithToken(t, 'USER');
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    for (let i = 0; i < 4; i++) expect((await signIn('correct-horse')).statusCode).toBe(200);
    expect([
      (await signIn('guess-1')).statusCode,
      (await signIn('guess-2')).statusCode,
      (await signIn('guess-3')).statusCode,
    ]).toEqual([401, 401, 429]);
    expect((await signIn('correct-horse')).statusCode).toBe(429);
  });
});

describe('limits are shared', () => {
  it('two API processes of one install count together (one Redis)', async () => {
    const config = configWithLimits({ auth: 3 }, { redisPrefix: `shared-${randomUUID()}` });
    const [one, two] = await Promise.all([buildApp({ config }), buildApp({ config })]);
    try {
      const statuses = [];
      for (const t of [one, two, one, two]) statuses.push((await login(t)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await Promise.all([one.app.close(), two.app.close()]);
    }
  });

  it('keeps limiting in memory while Redis is unreachable', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const limits = await createRedisLimits({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: randomUUID(),
      perMinute: { auth: 2, booking: 1, consultation: 1, newsletter: 1, payment: 1, receipt: 1 },
      loginAttemptsPerEmailPerHour: 1,
      claimLinksPerHour: 1,
      resetLinksPerHour: 1,
      dataExportsPerHour: 1,
      log,
    });
    try {
      const started = Date.now();
      await limits.consume('auth', '203.0.113.1');
      await limits.consume('auth', '203.0.113.1');
      await expect(limits.consume('auth', '203.0.113.1')).rejects.toMatchObject({ status: 429, message: TOO_MANY });
      await limits.consume('auth', '203.0.113.2');
      expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
    } finally {
      await limits.close();
    }
  });
});

describe('password hashing under load', () => {
  let t: TestApp;
  afterAll(async () => t.app.close());

  it('200 concurrent logins: a few hash, the rest are told the server is busy, and other requests stay fast', async () => {
    t = await startTestApp({ config: configWithLimits({ auth: 1000 }) });
    let burstAnswered = false;
    const burst = Promise.all(Array.from({ length: 200 }, (_, i) => login(t, `ghost${i}@example.com`))).finally(() => {
      burstAnswered = true;
    });
    const cheap = await t.app.inject({ method: 'GET', url: '/api/auth/setup-required' });
    expect(cheap.statusCode).toBe(200);
    // Answered while dozens of hashes still wait their turn: the hashing queue holds up no other request.
    expect(burstAnswered).toBe(false);

    const answers = await burst;
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 401).length + busy.length).toBe(200);
    expect(busy.length).toBeGreaterThanOrEqual(100);
    expect(busy[0].json()).toMatchObject({ error: 'The server is busy. Please try again in a moment.' });
  });
});
