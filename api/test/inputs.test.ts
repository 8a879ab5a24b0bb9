import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage } from '../../test/support/factories.ts';
import { rest, startTestAppWithStaff, type TestApp } from './helpers.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => ({ t, staff } = await startTestAppWithStaff()));
afterAll(async () => t.app.close());

const PRICE = 'Price must be a whole number of minor units from 0 to 2147483647 (e.g. 189900 for 1,899.00).';

describe('strict booleans: "false" is false', () => {
  it('clearPrice "false" keeps the price, "true" removes it, anything else is a 400', async () => {
    const pkg = await aPackage(t.deps.db, { code: 'BOOL', name: 'Bool', price: 5000 });
    const patch = (json: unknown) => rest(t, 'PATCH', `/api/packages/${pkg.id}`, { token: staff, json });
    expect(await patch({ clearPrice: 'false' })).toMatchObject({ status: 200, body: { price: 5000 } });
    expect(await patch({ clearPrice: 'yes' })).toMatchObject({
      status: 400,
      body: { error: 'clearPrice must be true or false.' },
    });
    expect(await patch({ clearPrice: 1 })).toMatchObject({ status: 400 });
    expect(await patch({ clearPrice: 'true' })).toMatchObject({ status: 200, body: { price: null } });
  });

  it('a transport mode created with enabled "false" is disabled; [1] or "no" is refused', async () => {
    const made = await rest(t, 'POST', '/api/transport-modes', {
      token: staff,
      json: { code: 'CART', name: 'Cart', enabled: 'false' },
    });
    expect(made).toMatchObject({ status: 201, body: { enabled: false } });
    for (const enabled of [[1], 'no', 0]) {
      expect(
        await rest(t, 'PATCH', `/api/transport-modes/${made.body.id}`, { token: staff, json: { enabled } }),
      ).toMatchObject({
        status: 400,
        body: { error: 'Enabled must be true or false.' },
      });
    }
  });
});

describe('numbers stay within int4 and are never coerced from booleans or arrays', () => {
  it('prices', async () => {
    for (const price of [2 ** 31, -1, true, [1], '1e3', 12.5]) {
      const response = await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'P1', name: 'P', price } });
      expect(response, JSON.stringify(price)).toMatchObject({ status: 400, body: { error: PRICE } });
    }
    expect(
      (await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'P1', name: 'P', price: '2147483647' } }))
        .body.price,
    ).toBe(2 ** 31 - 1);
  });

  it('ids in paths and bodies, module references included', async () => {
    for (const url of ['/api/packages/2147483648', '/api/packages/-3', '/api/training/modules/99999999999']) {
      expect(await rest(t, 'GET', url), url).toMatchObject({ status: 400, body: { error: 'Invalid id.' } });
    }
    expect((await rest(t, 'GET', '/api/training/modules/not_a%20slug')).status).toBe(404);
  });

  it('multipliers, lesson order and timetable numbers', async () => {
    for (const multiplier of [true, [2], '2x', 1000]) {
      const response = await rest(t, 'POST', '/api/service-classes', {
        token: staff,
        json: { code: 'M', name: 'M', multiplier },
      });
      expect(response.status, JSON.stringify(multiplier)).toBe(400);
    }
    expect(
      (
        await rest(t, 'POST', '/api/service-classes', {
          token: staff,
          json: { code: 'M', name: 'M', multiplier: '1.5' },
        })
      ).body.multiplier,
    ).toBe(1.5);

    await rest(t, 'POST', '/api/training/modules', { token: staff, json: { title: 'Order', slug: 'order' } });
    const lesson = await rest(t, 'POST', '/api/training/modules/order/lessons', {
      token: staff,
      json: { title: 'L', order: '99999999999' },
    });
    expect(lesson).toMatchObject({ status: 201, body: { order: 1 } });
  });
});

describe('text is bounded and NUL-free', () => {
  it('a NUL byte in a searched place or operator is a 400 in words, not a database error (found by the fuzz test)', async () => {
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const search = (query: Record<string, string>) =>
      rest(t, 'GET', `/api/search/trips?${new URLSearchParams({ destination: 'MED', departDate: day, ...query })}`);
    expect(await search({ origin: 'a\u0000b' })).toMatchObject({
      status: 400,
      body: { error: 'Origin and destination must not contain NUL characters.' },
    });
    expect(await search({ origin: 'JED', operators: 'Saudia\u0000' })).toMatchObject({
      status: 400,
      body: { error: 'Operator names must not contain NUL characters.' },
    });
  });

  it('a NUL byte in a name, a 3 KB email or an over-long text is a 400 and nothing is stored', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/packages', { code: 'NUL', name: 'Umrah\u0000' }, 'Text must not contain NUL characters.'],
      [
        '/api/packages',
        { code: 'LONG', name: 'L', description: 'd'.repeat(5001) },
        'Description must be at most 5000 characters.',
      ],
      [
        '/api/consultations',
        { name: 'A\u0000', email: 'a@example.com', message: 'Hi' },
        'Text must not contain NUL characters.',
      ],
      ['/api/newsletter', { email: `${'a'.repeat(3000)}@example.com` }, 'Email addresses are at most 254 characters.'],
      [
        '/api/training/modules',
        { title: 'T', slug: 'nul', description: 'x\u0000' },
        'Text must not contain NUL characters.',
      ],
    ];
    for (const [url, json, error] of cases) {
      expect(await rest(t, 'POST', url, { token: staff, json }), url).toMatchObject({ status: 400, body: { error } });
    }
    const module = await rest(t, 'POST', '/api/training/modules', {
      token: staff,
      json: { title: 'Content', slug: 'content' },
    });
    const long = await rest(t, 'POST', '/api/training/modules/content/lessons', {
      token: staff,
      json: { title: 'L', content: 'c'.repeat(20_001) },
    });
    expect(long).toMatchObject({ status: 400, body: { error: 'Lesson content must be at most 20000 characters.' } });
    expect(await t.deps.db.package.count({ where: { code: { in: ['NUL', 'LONG'] } } })).toBe(0);
    expect(await t.deps.db.consultation.count()).toBe(0);
    expect(await t.deps.db.newsletterSubscriber.count()).toBe(0);
    expect(await t.deps.db.lesson.count({ where: { moduleId: module.body.id } })).toBe(0);
  });

  it('a location search with a NUL byte is a 400, not a database error', async () => {
    expect(await rest(t, 'GET', '/api/locations/search?q=je%00d')).toMatchObject({
      status: 400,
      body: { error: 'Text must not contain NUL characters.' },
    });
  });
});
