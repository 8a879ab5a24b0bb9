import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let admin: string;
let customer: string;
let customerId: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  admin = (await userWithToken(t, 'ADMIN')).token;
  const user = await userWithToken(t, 'USER');
  customer = user.token;
  customerId = user.user.id;
});
afterAll(() => t.app.close());

let codes = 0;
async function newPackage(fields: Record<string, unknown> = {}) {
  codes += 1;
  const created = await rest(t, 'POST', '/api/packages', {
    token: staff,
    json: { code: `HIST-${codes}`, name: `History ${codes}`, price: 100_000, ...fields },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; code: string; name: string };
}

const PUBLIC_PACKAGES = '{ packages { id } }';
const PUBLIC_PACKAGE = 'query ($id: Int!) { package(id: $id) { id } }';
const STAFF_PACKAGES = '{ staffPackages { id archivedAt } }';

/** Every public read of the catalogue: REST list and item, GraphQL list and item (anonymous, so cached). */
async function publicReads(id: number) {
  const list = await rest(t, 'GET', '/api/packages');
  const one = await rest(t, 'GET', `/api/packages/${id}`);
  const gqlList = await gql(t, PUBLIC_PACKAGES);
  const gqlOne = await gql(t, PUBLIC_PACKAGE, { id });
  return {
    inRestList: (list.body as { id: number }[]).some((p) => p.id === id),
    restItemStatus: one.status,
    inGraphqlList: (gqlList.data.packages as { id: number }[]).some((p) => p.id === id),
    graphqlItem: gqlOne.data.package,
  };
}

describe('deleting a package never damages history', () => {
  it('a package with a PAID booking and a review is archived: the booking keeps its package, the review stays', async () => {
    const pkg = await newPackage();
    // Warm every public cache entry first, so the test proves the archive drops them.
    expect(await publicReads(pkg.id)).toMatchObject({ inRestList: true, restItemStatus: 200, inGraphqlList: true });
    const booking = await t.deps.db.booking.create({
      data: { name: 'Amina', email: 'amina@example.com', packageId: pkg.id, status: 'PAID', amount: 100_000 },
    });
    const review = await t.deps.db.review.create({
      data: { rating: 5, comment: 'Blessed trip', packageId: pkg.id, userId: customerId },
    });

    const deleted = await rest(t, 'DELETE', `/api/packages/${pkg.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      ok: true,
      archived: true,
      message:
        'Package archived, not deleted: it has 1 booking and 1 review, which keep it. It no longer shows on the site.',
    });

    const after = await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { package: true } });
    expect(after.packageId).toBe(pkg.id);
    expect(after.package?.name).toBe(pkg.name);
    expect(after.status).toBe('PAID');
    expect(await t.deps.db.review.findUnique({ where: { id: review.id } })).not.toBeNull();

    // Gone from every public read at once, though each was cached a moment ago.
    expect(await publicReads(pkg.id)).toEqual({
      inRestList: false,
      restItemStatus: 404,
      inGraphqlList: false,
      graphqlItem: null,
    });
    // Staff still see it, marked archived, and the bookings list still names it.
    const listed = (await gql(t, STAFF_PACKAGES, {}, staff)).data.staffPackages as { id: number; archivedAt: string }[];
    expect(listed.find((p) => p.id === pkg.id)?.archivedAt).toEqual(expect.any(String));
    const bookings = await gql(t, '{ bookings { items { id package { name } } } }', {}, staff);
    expect(bookings.data.bookings.items).toContainEqual({ id: booking.id, package: { name: pkg.name } });
    // An archived package cannot be booked any more.
    const booked = await rest(t, 'POST', '/api/bookings', {
      json: {
        acceptTerms: true,
        name: 'Late',
        email: 'late@example.com',
        phone: '+44 20 0000 0000',
        packageId: pkg.id,
      },
    });
    expect(booked.status).toBe(400);
    expect(booked.body).toMatchObject({ error: 'The selected package does not exist.' });
  });

  it('GraphQL deletePackage says what it did; staff see the history first', async () => {
    const pkg = await newPackage();
    await t.deps.db.booking.create({ data: { name: 'B', email: 'b@example.com', packageId: pkg.id } });
    await t.deps.db.booking.create({ data: { name: 'C', email: 'c@example.com', packageId: pkg.id } });
    const history = await gql(t, `{ packageHistory(id: ${pkg.id}) { bookings reviews } }`, {}, staff);
    expect(history.data.packageHistory).toEqual({ bookings: 2, reviews: 0 });
    expect(
      (await gql(t, `{ packageHistory(id: ${pkg.id}) { bookings } }`, {}, customer)).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');

    const removed = await gql(
      t,
      `mutation { deletePackage(id: ${pkg.id}) { archived message bookings reviews } }`,
      {},
      admin,
    );
    expect(removed.data.deletePackage).toEqual({
      archived: true,
      message: 'Package archived, not deleted: it has 2 bookings, which keep it. It no longer shows on the site.',
      bookings: 2,
      reviews: 0,
    });
    expect(await t.deps.db.package.findUnique({ where: { id: pkg.id } })).not.toBeNull();
  });

  it('a package without bookings or reviews is deleted, and the answer stays the spec’s', async () => {
    const pkg = await newPackage();
    const deleted = await rest(t, 'DELETE', `/api/packages/${pkg.id}`, { token: admin });
    expect(deleted.body).toEqual({ ok: true });
    expect(await t.deps.db.package.findUnique({ where: { id: pkg.id } })).toBeNull();
  });

  it('only an admin deletes or archives; staff restore; customers and visitors do neither', async () => {
    const pkg = await newPackage();
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
      [staff, 403],
    ] as const) {
      expect((await rest(t, 'DELETE', `/api/packages/${pkg.id}`, { token })).status).toBe(status);
      expect((await rest(t, 'POST', `/api/packages/${pkg.id}/archive`, { token })).status).toBe(status);
    }
    expect((await rest(t, 'POST', `/api/packages/${pkg.id}/archive`, { token: admin })).body.archivedAt).toEqual(
      expect.any(String),
    );
    expect((await publicReads(pkg.id)).inRestList).toBe(false);

    expect((await rest(t, 'POST', `/api/packages/${pkg.id}/unarchive`)).status).toBe(401);
    expect((await rest(t, 'POST', `/api/packages/${pkg.id}/unarchive`, { token: customer })).status).toBe(403);
    const restored = await gql(t, `mutation { unarchivePackage(id: ${pkg.id}) { archivedAt } }`, {}, staff);
    expect(restored.data.unarchivePackage).toEqual({ archivedAt: null });
    expect(await publicReads(pkg.id)).toMatchObject({ inRestList: true, restItemStatus: 200, inGraphqlList: true });
    expect((await gql(t, STAFF_PACKAGES, {}, customer)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await rest(t, 'POST', '/api/packages/999999/unarchive', { token: staff })).status).toBe(404);
  });
});

describe('staff edit every field of a package', () => {
  it('description, nights, hotel, distance, inclusions, code and price, seen at once by public reads', async () => {
    const pkg = await newPackage();
    await rest(t, 'GET', `/api/packages/${pkg.id}`); // cached before the edit
    const edit = {
      code: 'HAJ-NEW-20',
      description: 'Twenty nights with a scholar.',
      nights: 20,
      hotel: 'Aziziyah Residence',
      haramDistanceM: 2500,
      inclusions: ['Hajj permit and visa processing', '  Tents in Mina and Arafat ', ''],
    };
    const saved = await gql(
      t,
      'mutation ($id: Int!, $input: PackageUpdateInput!) { updatePackage(id: $id, input: $input) { code inclusions } }',
      { id: pkg.id, input: edit },
      staff,
    );
    expect(saved.data.updatePackage).toEqual({
      code: 'HAJ-NEW-20',
      inclusions: ['Hajj permit and visa processing', 'Tents in Mina and Arafat'],
    });
    expect((await rest(t, 'GET', `/api/packages/${pkg.id}`)).body).toMatchObject({
      code: 'HAJ-NEW-20',
      description: 'Twenty nights with a scholar.',
      nights: 20,
      hotel: 'Aziziyah Residence',
      haramDistanceM: 2500,
      inclusions: ['Hajj permit and visa processing', 'Tents in Mina and Arafat'],
    });

    // A form clears a field with an empty value and sends inclusions one a line (a repeated line counts once).
    const cleared = await rest(t, 'PATCH', `/api/packages/${pkg.id}`, {
      token: staff,
      json: { nights: '', hotel: '', haramDistanceM: '', inclusions: 'Visa\nHotel\n\nVisa\n' },
    });
    expect(cleared.body).toMatchObject({
      nights: null,
      hotel: null,
      haramDistanceM: null,
      inclusions: ['Visa', 'Hotel'],
    });
    const pub = await gql(t, 'query ($id: Int!) { package(id: $id) { nights inclusions } }', { id: pkg.id });
    expect(pub.data.package).toEqual({ nights: null, inclusions: ['Visa', 'Hotel'] });
  });

  it('refuses bad values with the rule, and customers and visitors outright', async () => {
    const pkg = await newPackage();
    const other = await newPackage();
    const patch = (json: unknown, token = staff) => rest(t, 'PATCH', `/api/packages/${pkg.id}`, { token, json });
    expect((await patch({ nights: 0 })).body).toEqual({
      error: 'Nights must be a whole number from 1 to 365.',
      reason: 'NIGHTS_INVALID',
    });
    expect((await patch({ haramDistanceM: -5 })).body).toEqual({
      error: 'Distance to the Haram must be a whole number of metres from 0 to 100000.',
      reason: 'DISTANCE_INVALID',
    });
    expect((await patch({ inclusions: ['x'.repeat(201)] })).body).toEqual({
      error: 'Each inclusion must be at most 200 characters.',
      reason: 'INCLUSION_TOO_LONG',
      params: { max: 200 },
    });
    const taken = await patch({ code: other.code });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: `A package with code ${other.code} already exists.`,
      reason: 'PACKAGE_CODE_TAKEN',
      params: { code: other.code },
    });
    expect((await patch({ description: 'Hacked' }, customer)).status).toBe(403);
    expect((await rest(t, 'PATCH', `/api/packages/${pkg.id}`, { json: { description: 'Hacked' } })).status).toBe(401);
    const viaGraphql = await gql(
      t,
      `mutation { updatePackage(id: ${pkg.id}, input: { inclusions: ["Free"] }) { id } }`,
      {},
      customer,
    );
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await t.deps.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).description).toBe('');
  });

  it('a new package takes its details and inclusions too', async () => {
    const pkg = await newPackage({ nights: 7, hotel: 'Al Kiswa', haramDistanceM: 100, inclusions: ['Umrah visa'] });
    expect((await rest(t, 'GET', `/api/packages/${pkg.id}`)).body).toMatchObject({
      nights: 7,
      hotel: 'Al Kiswa',
      haramDistanceM: 100,
      inclusions: ['Umrah visa'],
    });
  });
});
