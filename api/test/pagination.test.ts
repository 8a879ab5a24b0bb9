import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage, aTripBooking } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
const ROWS = 30;

beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.deps;
  const { user, token } = await userWithToken(t, 'STAFF');
  staff = token;
  const pkg = await aPackage(db, { code: 'PAGE', name: 'Paged Umrah' });
  // Three rows per second: the cursor must break createdAt ties by id.
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 1000);
  for (let i = 0; i < ROWS; i += 1) {
    const createdAt = at(i);
    await db.booking.create({ data: { name: `B${i}`, email: `b${i}@example.com`, packageId: pkg.id, createdAt } });
    await db.review.create({ data: { rating: 4, packageId: pkg.id, userId: user.id, createdAt } });
    await db.consultation.create({ data: { name: `C${i}`, email: `c${i}@example.com`, message: 'Hi', createdAt } });
    await db.user.create({ data: { name: `U${i}`, email: `u${i}@example.com`, passwordHash: 'x', createdAt } });
    await aTripBooking(db, { name: `T${i}`, startDate: at(i), createdAt });
  }
});
afterAll(async () => t.app.close());

const LISTS = ['/api/bookings', '/api/consultations', '/api/reviews', '/api/users', '/api/custom-bookings'];
const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('REST lists', () => {
  it.each(LISTS)('%s keeps its page shape without limit/cursor', async (url) => {
    const page = await rest(t, 'GET', `${url}?page=2&pageSize=7`, { token: staff });
    expect(page.status).toBe(200);
    expect(Array.isArray(page.body)).toBe(true);
    expect(page.body).toHaveLength(7);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(ROWS);
    expect(page.headers['x-next-cursor']).toBeUndefined();
  });

  it.each(LISTS)('%s walks every row once with ?limit&cursor, newest first', async (url) => {
    const everything = ids((await rest(t, 'GET', `${url}?pageSize=100`, { token: staff })).body);
    const walked: number[] = [];
    let next: string | undefined = `${url}?limit=7`;
    while (next) {
      const page = await rest(t, 'GET', next, { token: staff });
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(7);
      expect(page.headers['x-total-count']).toBeUndefined();
      walked.push(...ids(page.body));
      const cursor = page.headers['x-next-cursor'] as string | undefined;
      const link = /^<([^>]+)>; rel="next"$/.exec((page.headers.link as string | undefined) ?? '')?.[1];
      if (cursor) expect(link).toBe(`${url}?limit=7&cursor=${cursor}`);
      next = link;
    }
    expect(walked).toEqual(everything);
  });

  it('refuses bad limits and cursors with 400, and anonymous callers with 401', async () => {
    const refused = async (query: string) => rest(t, 'GET', `/api/bookings?${query}`, { token: staff });
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5']) {
      expect(await refused(query)).toMatchObject({ status: 400, body: { error: 'Limit must be between 1 and 100.' } });
    }
    for (const query of ['cursor=abc', 'cursor=1-2-3', 'cursor=1-99999999999', 'limit=5&cursor=']) {
      expect(await refused(query)).toMatchObject({ status: 400, body: { error: 'Invalid cursor.' } });
    }
    expect(await refused('page=1&limit=5')).toMatchObject({
      status: 400,
      body: { error: 'Use either page and pageSize or limit and cursor.' },
    });
    expect((await rest(t, 'GET', '/api/bookings?limit=5')).status).toBe(401);
  });
});

describe('GraphQL connections', () => {
  const walk = async (field: string, selection: string) => {
    const walked: number[] = [];
    let after: string | null = null;
    for (;;) {
      const result = await gql(
        t,
        `query($after: String) { ${field}(first: 8, after: $after) { edges { node { ${selection} } } pageInfo { hasNextPage endCursor } } }`,
        { after },
        staff,
      );
      expect(result.errors).toBeUndefined();
      const connection = result.data[field];
      walked.push(...connection.edges.map((edge: { node: { id: number } }) => edge.node.id));
      if (!connection.pageInfo.hasNextPage) return walked;
      after = connection.pageInfo.endCursor;
    }
  };

  it.each([
    ['bookings', 'id package { name }', '/api/bookings'],
    ['consultations', 'id name', '/api/consultations'],
    ['reviews', 'id user { name }', '/api/reviews'],
    ['users', 'id email', '/api/users'],
    ['tripBookings', 'id transport { name }', '/api/custom-bookings'],
  ])('%sConnection pages through the same rows as the page list', async (name, selection, url) => {
    const everything = ids((await rest(t, 'GET', `${url}?pageSize=100`, { token: staff })).body);
    expect(await walk(`${name}Connection`, selection)).toEqual(everything);
  });

  it('is staff only, and the page lists the admin uses still answer', async () => {
    const anonymous = await gql(t, '{ bookingsConnection(first: 1) { edges { cursor } } }');
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const page = await gql(t, '{ bookings(page: 2, pageSize: 5) { total items { id } } }', {}, staff);
    expect(page.data.bookings.total).toBe(ROWS);
    expect(page.data.bookings.items).toHaveLength(5);
    const tooMany = await gql(t, '{ bookingsConnection(first: 500) { edges { cursor } } }', {}, staff);
    expect(tooMany.errors).toBeUndefined();
    expect(tooMany.data.bookingsConnection.edges).toHaveLength(ROWS);
  });
});
