/**
 * Section 4 of docs/decisions/0007-public-safety.md: login attempts are limited per client address (10 a minute
 * by default, AUTH_RATE_LIMIT), a forged X-Forwarded-For does not make a new client (TRUST_PROXY is unset), and
 * the count lives in Redis, so every API process of the install shares it.
 */
import { afterAll, describe, expect, it } from 'vitest';

import { type Client, client, type Reply } from './support/http.ts';
import { from, fromAddress, startSecondApi } from './support/product.ts';

const AUTH_RATE_LIMIT = 10;
const ATTEMPTS = AUTH_RATE_LIMIT + 2;

let stopSecondApi: (() => Promise<void>) | undefined;
afterAll(async () => stopSecondApi?.());

/** A failed login; each guesses another account, so only the per-address limit can stop the run. */
const guess = (c: Client, i: number, headers: Record<string, string> = {}) =>
  c.post(
    '/api/auth/login',
    { email: `guess-${c.address}-${i}@security.example`, password: `Wrong-password-${i}` },
    { headers },
  );

function expectLimitedAfter(replies: Reply[], allowed: number) {
  expect(replies.map((r) => r.status)).toEqual([
    ...Array(allowed).fill(401),
    ...Array(replies.length - allowed).fill(429),
  ]);
  const limited = replies.at(-1)!;
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.body.error).toMatch(/too many/i);
}

describe('login rate limit', () => {
  it('rotating X-Forwarded-For does not lift the limit', async () => {
    const attacker = from(81);
    const replies: Reply[] = [];
    for (let i = 0; i < ATTEMPTS; i++)
      replies.push(await guess(attacker, i, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expectLimitedAfter(replies, AUTH_RATE_LIMIT);
  });

  it('GraphQL login shares the limit of the address', async () => {
    const reply = await from(81).graphql(
      'mutation { login(email: "graph@security.example", password: "Wrong-password") { token } }',
    );
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a burst of logins from many addresses is bounded: the excess is told the server is busy', async () => {
    // 60 clients at once, one guess each: under every rate limit, but far past the hashing queue.
    const burst = Array.from({ length: 60 }, (_, i) => fromAddress(`127.0.1.${i + 1}`));
    const replies = await Promise.all(burst.map((c, i) => guess(c, i)));
    const statuses = new Set(replies.map((r) => r.status));
    expect([...statuses].sort()).toEqual([401, 503]);
    expect(replies.find((r) => r.status === 503)!.body.error).toMatch(/busy/i);
  });

  it('two API processes of one install share the limit', async () => {
    const second = await startSecondApi('api-2');
    stopSecondApi = second.stop;
    const onFirst = from(82);
    const onSecond = client(second.baseUrl, onFirst.address);
    const replies: Reply[] = [];
    for (let i = 0; i < ATTEMPTS; i++) replies.push(await guess(i % 2 === 0 ? onFirst : onSecond, i));
    expectLimitedAfter(replies, AUTH_RATE_LIMIT);
  }, 120_000);
});
