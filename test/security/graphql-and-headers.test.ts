/**
 * Section 4 of docs/decisions/0007-public-safety.md: GraphQL refuses expensive documents before running them,
 * CORS only answers configured origins (none by default), and every response carries the security headers.
 */
import { describe, expect, it } from 'vitest';

import { inDays } from './support/catalogue.ts';
import { expectNoLeak, from } from './support/product.ts';

const attacker = from(101);
// Guards "refused before running", not speed: running 500 searches (two indexed queries each) takes
// seconds, a refusal at parse time milliseconds. The bound sits between the two with room for a busy machine.
const MAX_REFUSAL_MS = 1_000;
const TRIES = 3;

describe('GraphQL limits', () => {
  it(`a 500-alias searchTrips query is refused in under ${MAX_REFUSAL_MS} ms`, async () => {
    const search = `searchTrips(input: { origin: "JED", destination: "MED", departDate: "${inDays(7)}" }) { train { id } }`;
    const query = `{\n${Array.from({ length: 500 }, (_, i) => `a${i}: ${search}`).join('\n')}\n}`;
    // Warm the route once; then the fastest of a few tries, so a busy machine's scheduling is not measured.
    await attacker.graphql(`{ ${search} }`);
    const timings: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const reply = await attacker.graphql(query);
      expect([200, 400]).toContain(reply.status);
      expect(reply.body.data ?? null).toBeNull();
      expect(reply.body.errors?.[0]?.message).toMatch(/alias|token|cost|depth|limit/i);
      expectNoLeak(reply, 'alias refusal');
      timings.push(reply.ms);
    }
    expect(Math.min(...timings)).toBeLessThan(MAX_REFUSAL_MS);
  });
});

describe('CORS', () => {
  const EVIL = 'https://evil.example';

  it('does not answer a foreign origin on /graphql, preflight or not', async () => {
    const preflight = await attacker.request('OPTIONS', '/graphql', {
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const post = await attacker.graphql('{ setupRequired }', {}, { headers: { origin: EVIL } });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    expect(post.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('does not answer a foreign origin on the REST API', async () => {
    const reply = await attacker.get('/api/packages', { headers: { origin: EVIL } });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('the SPA and the API send a strict CSP, nosniff and no framing', async () => {
    for (const path of ['/', '/api/packages']) {
      const reply = await attacker.get(path, { headers: { accept: 'text/html' } });
      const csp = String(reply.headers['content-security-policy'] ?? '');
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});
