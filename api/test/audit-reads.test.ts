import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { everyone, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

// Reading the audit log: admins only (REST GET /api/audit, GraphQL auditEntries), filters and keyset pages; the
// one-record trail (auditTrail) for the booking detail page. Writing is tested in audit.test.ts.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof everyone>>;
let admin: string;
let adminId: number;

type Row = { action: string; entityType: string; entityId: string; actorEmail: string | null; summary: string };

beforeAll(async () => {
  t = await startTestApp();
  tokens = await everyone(t);
  const a = await userWithToken(t, 'ADMIN', 'layla.admin@example.com');
  admin = a.token;
  adminId = a.user.id;
  const at = (iso: string) => new Date(iso);
  await t.deps.db.auditEntry.createMany({
    data: [
      {
        actorId: adminId,
        actorEmail: 'layla.admin@example.com',
        actorRole: 'ADMIN',
        action: 'package.update',
        entityType: 'Package',
        entityId: '1',
        summary: 'Changed the price of A',
        before: { price: 1 },
        after: { price: 2 },
        createdAt: at('2026-11-01T10:00:00Z'),
      },
      {
        actorId: null,
        actorEmail: 'sami@example.com',
        actorRole: 'STAFF',
        action: 'departure.create',
        entityType: 'Departure',
        entityId: '7',
        summary: 'Added a departure',
        createdAt: at('2026-11-02T10:00:00Z'),
      },
      {
        actorId: adminId,
        actorEmail: 'layla.admin@example.com',
        actorRole: 'ADMIN',
        action: 'package.archive',
        entityType: 'Package',
        entityId: '1',
        summary: 'Archived A',
        createdAt: at('2026-11-03T23:59:00Z'),
      },
      {
        actorId: adminId,
        actorEmail: 'layla.admin@example.com',
        actorRole: 'ADMIN',
        action: 'user.role',
        entityType: 'User',
        entityId: '9',
        summary: 'Changed the role of B',
        createdAt: at('2026-11-04T10:00:00Z'),
      },
      {
        actorId: null,
        actorEmail: null,
        actorRole: 'SYSTEM',
        action: 'booking.status',
        entityType: 'Booking',
        entityId: '42',
        summary: 'The booking was paid',
        createdAt: at('2026-11-05T10:00:00Z'),
      },
    ],
  });
});
afterAll(() => t.app.close());

const list = (query: string, token = admin) => rest(t, 'GET', `/api/audit${query}`, { token });
const summaries = (rows: Row[]) => rows.map((row) => row.summary);

describe('who may read the audit log', () => {
  it('admins only, over REST', async () => {
    expect((await list('', tokens.ADMIN)).status).toBe(200);
    expect(await list('', tokens.STAFF)).toMatchObject({
      status: 403,
      body: { error: 'Only an admin can read the activity log.' },
    });
    expect((await list('', tokens.USER)).status).toBe(403);
    expect((await rest(t, 'GET', '/api/audit')).status).toBe(401);
  });

  it('admins only, over GraphQL', async () => {
    const query = '{ auditEntries { items { summary } nextCursor } }';
    expect((await gql(t, query, {}, tokens.ADMIN)).data.auditEntries.items).toHaveLength(5);
    expect((await gql(t, query, {}, tokens.STAFF)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, query, {}, tokens.USER)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, query)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('the trail of a booking is open to staff; other records’ trails to admins only', async () => {
    const trail = (type: string, id: string, token?: string) =>
      gql(
        t,
        'query ($type: String!, $id: String!) { auditTrail(entityType: $type, entityId: $id) { summary actorRole } }',
        { type, id },
        token,
      );
    expect((await trail('Booking', '42', tokens.STAFF)).data.auditTrail).toEqual([
      { summary: 'The booking was paid', actorRole: 'SYSTEM' },
    ]);
    expect((await trail('User', '9', tokens.STAFF)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await trail('User', '9', admin)).data.auditTrail).toEqual([
      { summary: 'Changed the role of B', actorRole: 'ADMIN' },
    ]);
    expect((await trail('Booking', '42', tokens.USER)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await trail('Booking', '42')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('filters and pages', () => {
  it('newest first, filtered by entity, actor (id or email), action prefix and dates', async () => {
    expect(summaries((await list('')).body)).toEqual([
      'The booking was paid',
      'Changed the role of B',
      'Archived A',
      'Added a departure',
      'Changed the price of A',
    ]);
    expect(summaries((await list('?entityType=Package&entityId=1')).body)).toEqual([
      'Archived A',
      'Changed the price of A',
    ]);
    expect(summaries((await list(`?actor=${adminId}`)).body)).toHaveLength(3);
    expect(summaries((await list('?actor=SAMI@')).body)).toEqual(['Added a departure']);
    expect(summaries((await list('?action=package')).body)).toEqual(['Archived A', 'Changed the price of A']);
    expect(summaries((await list('?action=package.update')).body)).toEqual(['Changed the price of A']);
    // `to` includes its whole day (UTC).
    expect(summaries((await list('?from=2026-11-02&to=2026-11-03')).body)).toEqual(['Archived A', 'Added a departure']);
  });

  it('pages by cursor: X-Next-Cursor and Link until the last page', async () => {
    const first = await list('?limit=2');
    expect(summaries(first.body)).toEqual(['The booking was paid', 'Changed the role of B']);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(first.headers.link).toBe(`</api/audit?limit=2&cursor=${cursor}>; rel="next"`);
    const second = await list(`?limit=2&cursor=${cursor}`);
    expect(summaries(second.body)).toEqual(['Archived A', 'Added a departure']);
    const third = await list(`?limit=2&cursor=${second.headers['x-next-cursor'] as string}`);
    expect(summaries(third.body)).toEqual(['Changed the price of A']);
    expect(third.headers['x-next-cursor']).toBeUndefined();

    const page = await gql(
      t,
      'query ($cursor: String) { auditEntries(limit: 3, cursor: $cursor, entityType: "Package") { items { summary changes { field before after } } nextCursor } }',
      { cursor: null },
      admin,
    );
    expect(page.data.auditEntries).toEqual({
      items: [
        { summary: 'Archived A', changes: [] },
        { summary: 'Changed the price of A', changes: [{ field: 'price', before: '1', after: '2' }] },
      ],
      nextCursor: null,
    });
  });

  it('refuses bad filters with a readable 400', async () => {
    expect(await list('?from=2026-13-01')).toMatchObject({
      status: 400,
      body: { error: 'Dates are written YYYY-MM-DD.' },
    });
    expect(await list('?from=2026-11-05&to=2026-11-01')).toMatchObject({
      status: 400,
      body: { error: 'The end date cannot be before the start date.' },
    });
    expect((await list('?cursor=nope')).body).toMatchObject({ error: 'Invalid cursor.' });
    expect((await list('?limit=500')).status).toBe(400);
  });
});
