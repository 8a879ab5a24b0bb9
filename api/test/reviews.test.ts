import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDeparture, aPackage } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Reviews after the trip: a customer reviews their own PAID booking once its departure has returned, once; staff
 * hide or delete; the package page shows the visible ones and their average, fresh after every write.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
});
afterAll(async () => t.app.close());

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) =>
  new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime() + days * DAY_MS;

async function newPackage() {
  return aPackage(t.deps.db, {
    code: `RV${Math.random().toString(36).slice(2, 8)}`,
    name: 'Umrah Gold',
    price: 189900,
    currency: 'USD',
  });
}

/** A booking of `userId` on a departure that returned `returnedDaysAgo` days ago (negative: still ahead). */
async function bookingOf(
  userId: number,
  {
    status = 'PAID',
    returnedDaysAgo = 3,
    packageId,
  }: { status?: 'PAID' | 'PENDING'; returnedDaysAgo?: number; packageId?: number } = {},
) {
  const pkg = packageId ?? (await newPackage()).id;
  const returnDate = new Date(dayFromToday(-returnedDaysAgo));
  const departure = await aDeparture(t.deps.db, {
    packageId: pkg,
    departDate: new Date(returnDate.getTime() - 10 * DAY_MS),
    returnDate,
    seats: 10,
  });
  return t.deps.db.booking.create({
    data: {
      name: 'Maryam Khan',
      email: 'maryam@example.com',
      packageId: pkg,
      departureId: departure.id,
      userId,
      status,
      amount: 189900,
      currency: 'USD',
      paidAt: status === 'PAID' ? new Date() : null,
    },
  });
}

const post = (token: string | undefined, json: unknown) => rest(t, 'POST', '/api/reviews', { token, json });
const publicReviews = (packageId: number, query = '') => rest(t, 'GET', `/api/packages/${packageId}/reviews${query}`);

describe('writing a review', () => {
  it('a customer reviews their own paid, ended trip once; the package page shows it at once', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const booking = await bookingOf(user.id);
    const packageId = booking.packageId as number;
    expect((await publicReviews(packageId)).body).toMatchObject({ average: null, count: 0, items: [] });

    const res = await post(token, { bookingId: booking.id, rating: 4, comment: '  Wonderful guides.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rating: 4, comment: 'Wonderful guides.', bookingId: booking.id, packageId });

    // The cached package read right after the write shows the new review.
    const page = await publicReviews(packageId);
    expect(page.body).toMatchObject({ average: 4, count: 1 });
    expect(page.body.items).toEqual([
      {
        id: res.body.id,
        rating: 4,
        comment: 'Wonderful guides.',
        firstName: 'user',
        createdAt: expect.any(String),
      },
    ]);

    const again = await post(token, { bookingId: booking.id, rating: 5 });
    expect(again).toMatchObject({ status: 409, body: { error: 'You have already reviewed this trip.' } });
    expect(await t.deps.db.review.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it('refuses another customer’s booking as if it did not exist', async () => {
    const owner = await userWithToken(t, 'USER');
    const other = await userWithToken(t, 'USER');
    const booking = await bookingOf(owner.user.id);
    expect(await post(other.token, { bookingId: booking.id, rating: 5 })).toMatchObject({
      status: 404,
      body: { error: 'Booking not found.' },
    });
    expect(await post(other.token, { bookingId: 2_000_000_000, rating: 5 })).toMatchObject({
      status: 404,
      body: { error: 'Booking not found.' },
    });
    expect(await post(undefined, { bookingId: booking.id, rating: 5 })).toMatchObject({ status: 401 });
  });

  it('refuses unpaid bookings and trips that have not ended', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const unpaid = await bookingOf(user.id, { status: 'PENDING' });
    expect(await post(token, { bookingId: unpaid.id, rating: 5 })).toMatchObject({
      status: 400,
      body: { error: 'Only paid bookings can be reviewed.' },
    });
    for (const returnedDaysAgo of [0, -5]) {
      const ongoing = await bookingOf(user.id, { returnedDaysAgo });
      expect(await post(token, { bookingId: ongoing.id, rating: 5 })).toMatchObject({
        status: 400,
        body: { error: 'You can review a trip once it has ended.' },
      });
    }
    expect(await t.deps.db.review.count({ where: { userId: user.id } })).toBe(0);
  });

  it('takes a whole rating from 1 to 5 and a comment of at most 2000 characters', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const booking = await bookingOf(user.id);
    for (const rating of [0, 6, 4.5, '5 stars', null]) {
      expect(await post(token, { bookingId: booking.id, rating })).toMatchObject({
        status: 400,
        body: { error: 'Rating must be a whole number from 1 to 5.' },
      });
    }
    expect(await post(token, { bookingId: booking.id, rating: 5, comment: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { error: 'Comments are at most 2000 characters.' },
    });
    expect((await post(token, { bookingId: booking.id, rating: 1 })).status).toBe(201);
  });

  it('works through GraphQL too, and My reviews lists it', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const booking = await bookingOf(user.id);
    const created = await gql(
      t,
      'mutation ($b: Int!) { createReview(bookingId: $b, rating: 5, comment: "Blessed") { id rating bookingId } }',
      { b: booking.id },
      token,
    );
    expect(created.data.createReview).toMatchObject({ rating: 5, bookingId: booking.id });
    const mine = await gql(t, '{ myReviews { bookingId rating comment } }', {}, token);
    expect(mine.data.myReviews).toEqual([{ bookingId: booking.id, rating: 5, comment: 'Blessed' }]);
  });
});

describe('moderation and the public list', () => {
  it('hidden reviews leave the package page and its average; staff may show them again', async () => {
    const pkg = await newPackage();
    const reviewers = await Promise.all([1, 2].map(() => userWithToken(t, 'USER')));
    const ids: number[] = [];
    for (const [i, rating] of [5, 2].entries()) {
      const booking = await bookingOf(reviewers[i].user.id, { packageId: pkg.id });
      ids.push((await post(reviewers[i].token, { bookingId: booking.id, rating })).body.id);
    }
    expect((await publicReviews(pkg.id)).body).toMatchObject({ average: 3.5, count: 2 });
    // Newest first.
    expect((await publicReviews(pkg.id)).body.items.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);

    const customerTry = await rest(t, 'PATCH', `/api/reviews/${ids[1]}`, {
      token: reviewers[1].token,
      json: { hidden: true },
    });
    expect(customerTry.status).toBe(403);

    const hidden = await rest(t, 'PATCH', `/api/reviews/${ids[1]}`, { token: staff, json: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.hiddenAt).toEqual(expect.any(String));
    const after = (await publicReviews(pkg.id)).body;
    expect(after).toMatchObject({ average: 5, count: 1 });
    expect(after.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    await rest(t, 'PATCH', `/api/reviews/${ids[1]}`, { token: staff, json: { hidden: false } });
    expect((await publicReviews(pkg.id)).body).toMatchObject({ average: 3.5, count: 2 });

    expect((await rest(t, 'DELETE', `/api/reviews/${ids[0]}`, { token: staff })).status).toBe(200);
    expect((await publicReviews(pkg.id)).body).toMatchObject({ average: 2, count: 1 });
  });

  it('pages the public list and answers 404 for an unknown package', async () => {
    const pkg = await newPackage();
    for (let i = 0; i < 3; i += 1) {
      const { user, token } = await userWithToken(t, 'USER');
      await post(token, { bookingId: (await bookingOf(user.id, { packageId: pkg.id })).id, rating: 3 });
    }
    const second = (await publicReviews(pkg.id, '?page=2&pageSize=2')).body;
    expect(second).toMatchObject({ count: 3, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(1);
    expect((await publicReviews(2_000_000_000)).status).toBe(404);
    const viaGraphql = await gql(t, 'query ($p: Int!) { packageReviews(packageId: $p) { count average } }', {
      p: pkg.id,
    });
    expect(viaGraphql.data.packageReviews).toEqual({ count: 3, average: 3 });
  });

  it('hiding is staff-only on GraphQL too', async () => {
    const { token } = await userWithToken(t, 'USER');
    const res = await gql(t, 'mutation { setReviewHidden(id: 1, hidden: true) { id } }', {}, token);
    expect(res.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
