import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookedPackage, postBooking, TRAVELLER } from '../../test/support/booking-requests.ts';
import { aPackage, aTripBooking } from '../../test/support/factories.ts';
import { hashAccessToken, newAccessToken } from '../src/lib/booking-access.ts';
import type { Limits } from '../src/lib/rate-limits.ts';
import { rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Who may see and pay a booking (docs/decisions/0007 section 1): its access token, its owner's session or
 * staff. Everyone else gets the same 404 as for a booking that does not exist, and learns nothing.
 */
let t: TestApp;
const consumed: Parameters<Limits['consume']>[] = [];

beforeAll(async () => {
  // Records which limit each call counts; the limits themselves are tested with the real limiter elsewhere.
  t = await startTestApp({
    limits: {
      consume: (bucket, key) => {
        consumed.push([bucket, key]);
        return Promise.resolve();
      },
      forgive: async () => {},
      close: () => Promise.resolve(),
    },
  });
});
afterAll(async () => t.app.close());

const NOT_FOUND = { status: 404, body: { error: 'Booking not found.' } };

async function priced(price = 189900, currency = 'USD') {
  return aPackage(t.deps.db, {
    code: `ACC${Math.random().toString(36).slice(2, 8)}`,
    name: 'Umrah Gold',
    price,
    currency,
  });
}

/** The trip booking this file pays and looks up: USD 45.90, holding its seats for `holdMinutes`. */
const tripBooking = (holdMinutes = 20) =>
  aTripBooking(t.deps.db, {
    amount: 4590,
    currency: 'USD',
    holdExpiresAt: new Date(Date.now() + holdMinutes * 60_000),
  });

const asToken = (token: string) => ({ 'x-booking-token': token });
const intentFor = (bookingId: number, token?: string, body: Record<string, unknown> = {}) =>
  rest(t, 'POST', '/api/payments/create-intent', {
    headers: token ? asToken(token) : {},
    json: { bookingId, amount: 189900, currency: 'USD', ...body },
  });

async function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return res.json();
}

describe('creating a booking hands out its access token', () => {
  it('REST answers {message, booking, accessToken}; only the hash is stored, with an expiry, under the booking limit', async () => {
    const pkg = await priced();
    consumed.length = 0;
    const { id, token } = await bookedPackage(t, { packageId: pkg.id }, { ip: '192.0.2.7' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{27,}$/);
    const row = await t.deps.db.booking.findUniqueOrThrow({ where: { id }, omit: { accessTokenHash: false } });
    expect(row.accessTokenHash).toBe(hashAccessToken(token));
    expect(row.userId).toBeNull();
    expect(row.accessExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(consumed).toEqual([['booking', '192.0.2.7']]);
  });

  it('GraphQL createBooking has accessToken; a signed-in booker is recorded as the owner', async () => {
    const { user, token: session } = await userWithToken(t, 'USER');
    const created = await graphql(
      'mutation($i: CreateBookingInput!) { createBooking(input: $i) { accessToken booking { id } } }',
      { i: { acceptTerms: true, name: 'Hassan', email: 'hassan@example.com' } },
      { authorization: `Bearer ${session}` },
    );
    const { accessToken, booking } = created.data.createBooking;
    const row = await t.deps.db.booking.findUniqueOrThrow({
      where: { id: booking.id },
      omit: { accessTokenHash: false },
    });
    expect(row).toMatchObject({ userId: user.id, accessTokenHash: hashAccessToken(accessToken) });
  });
});

describe('the id walk', () => {
  it('anonymous create-intent, checkout and status on every id answer 404 and reveal nothing', async () => {
    const pkg = await priced();
    const made = [
      await bookedPackage(t, { packageId: pkg.id }),
      await bookedPackage(t, { packageId: pkg.id }),
      await bookedPackage(t, {}),
    ];
    await t.deps.db.booking.update({ where: { id: made[1].id }, data: { status: 'FAILED' } });
    const maxId = (await t.deps.db.booking.aggregate({ _max: { id: true } }))._max.id! + 2;
    for (let bookingId = 1; bookingId <= maxId; bookingId++) {
      const answers = [
        await intentFor(bookingId),
        await rest(t, 'GET', `/api/bookings/${bookingId}/checkout`),
        await rest(t, 'GET', `/api/payments/status?bookingId=${bookingId}`),
      ];
      for (const answer of answers) expect(answer).toMatchObject(NOT_FOUND);
      const gql = [
        await graphql('query($id: Int!) { checkoutBooking(id: $id) { customerName } }', { id: bookingId }),
        await graphql('query($id: Int!) { paymentStatus(bookingId: $id) }', { id: bookingId }),
      ];
      for (const answer of gql)
        expect(answer).toMatchObject({
          data: null,
          errors: [{ message: 'Booking not found.', extensions: { code: 'NOT_FOUND' } }],
        });
      expect(JSON.stringify([answers, gql])).not.toMatch(/Amina|amina@|1,899|189900/);
    }
    expect(await t.deps.db.paymentIntent.count()).toBe(0);
    expect(await t.deps.db.booking.count({ where: { paymentIntentId: { not: null } } })).toBe(0);
  });

  it('another booking’s token, a made-up token and an expired token are all 404', async () => {
    const pkg = await priced();
    const mine = await bookedPackage(t, { packageId: pkg.id });
    const theirs = await bookedPackage(t, { packageId: pkg.id });
    expect(await intentFor(mine.id, theirs.token)).toMatchObject(NOT_FOUND);
    expect(await intentFor(mine.id, newAccessToken().token)).toMatchObject(NOT_FOUND);
    await t.deps.db.booking.update({ where: { id: mine.id }, data: { accessExpiresAt: new Date(Date.now() - 1000) } });
    expect(await rest(t, 'GET', `/api/bookings/${mine.id}/checkout`, { headers: asToken(mine.token) })).toMatchObject(
      NOT_FOUND,
    );
  });
});

describe('who may pay', () => {
  it('the token holder sees the checkout, pays and follows the status, on REST and GraphQL', async () => {
    const pkg = await priced();
    const { id, token } = await bookedPackage(t, { packageId: pkg.id });
    const checkout = await rest(t, 'GET', `/api/bookings/${id}/checkout?kind=PACKAGE`, { headers: asToken(token) });
    expect(checkout.body).toEqual({
      id,
      kind: 'PACKAGE',
      reference: expect.stringMatching(/^RH-\w{4}-\w{2}$/),
      status: 'PENDING',
      title: 'Umrah Gold',
      customerName: TRAVELLER.name,
      amount: 189900,
      currency: 'USD',
      holdExpiresAt: null,
      paidAt: null,
      amountPaid: 0,
      balanceDue: 189900,
      balanceDueAt: null,
      depositDue: null,
      balanceOverdue: false,
      dueNow: { purpose: 'FULL', amount: 189900 },
      payableNow: true,
      // A booking of a package without departures: no days or room; one traveller, none entered yet.
      departDate: null,
      returnDate: null,
      roomType: null,
      travellerCount: 1,
      travellerNames: [],
      receipts: [],
      // A package booking: no trip journey.
      trip: null,
    });
    const gqlCheckout = await graphql(
      'query($id: Int!) { checkoutBooking(id: $id, kind: PACKAGE) { id kind status title amount } }',
      { id },
      asToken(token),
    );
    expect(gqlCheckout.data.checkoutBooking).toEqual({
      id,
      kind: 'PACKAGE',
      status: 'PENDING',
      title: 'Umrah Gold',
      amount: 189900,
    });

    const paid = await intentFor(id, token);
    expect(paid.status).toBe(200);
    expect(paid.body.checkout).toMatchObject({ id, kind: 'PACKAGE', amount: 189900 });
    const row = await t.deps.db.booking.findUniqueOrThrow({ where: { id } });
    expect(await t.deps.db.paymentIntent.findUniqueOrThrow({ where: { id: row.paymentIntentId! } })).toMatchObject({
      bookingId: id,
      tripBookingId: null,
      amount: 189900,
      currency: 'USD',
      provider: 'DEMO',
      cancelledAt: null,
    });
    expect(
      (await rest(t, 'GET', `/api/payments/status?bookingId=${id}&kind=PACKAGE`, { headers: asToken(token) })).body,
    ).toEqual({ status: 'PENDING' });
  });

  it('the signed-in owner and staff need no token; another customer gets 404', async () => {
    const { token: owner } = await userWithToken(t, 'USER');
    const { token: stranger } = await userWithToken(t, 'USER');
    const { token: staff } = await userWithToken(t, 'STAFF');
    const pkg = await priced();
    const { id } = await bookedPackage(t, { packageId: pkg.id }, { token: owner });
    const checkout = (session: string) => rest(t, 'GET', `/api/bookings/${id}/checkout`, { token: session });
    expect((await checkout(owner)).status).toBe(200);
    expect((await checkout(staff)).status).toBe(200);
    expect(await checkout(stranger)).toMatchObject(NOT_FOUND);
    expect(
      (
        await rest(t, 'POST', '/api/payments/create-intent', {
          token: owner,
          json: { bookingId: id, amount: 189900, currency: 'USD' },
        })
      ).status,
    ).toBe(200);
  });

  it('a wrong amount is refused without naming the amount owed; payments count under the payment limit', async () => {
    const pkg = await priced();
    const { id, token } = await bookedPackage(t, { packageId: pkg.id });
    consumed.length = 0;
    expect(await intentFor(id, token, { amount: 100 })).toMatchObject({
      status: 400,
      body: { error: 'The amount does not match what this booking owes.' },
    });
    expect(await intentFor(id, token, { currency: 'EUR' })).toMatchObject({
      status: 400,
      body: { error: 'The amount does not match what this booking owes.' },
    });
    expect(await intentFor(id, token, { kind: 'HOTEL' })).toMatchObject({
      status: 400,
      body: { error: 'kind must be PACKAGE or TRIP.' },
    });
    expect(consumed).toEqual([
      ['payment', '127.0.0.1'],
      ['payment', '127.0.0.1'],
      ['payment', '127.0.0.1'],
    ]);
    expect(await t.deps.db.paymentIntent.count({ where: { bookingId: id } })).toBe(0);
  });
});

describe('trip bookings are payable like package bookings', () => {
  it('creates and records an intent for the trip, scoped to its kind', async () => {
    const trip = await tripBooking();
    const paid = await rest(t, 'POST', '/api/payments/create-intent', {
      headers: asToken(trip.accessToken),
      json: { bookingId: trip.id, amount: 4590, currency: 'USD', kind: 'TRIP' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      booking: null,
      checkout: { id: trip.id, kind: 'TRIP', title: 'Jeddah → Makkah', customerName: 'Yusuf Ali', status: 'PENDING' },
    });
    const intentId = paid.body.clientSecret.split('_secret_')[0];
    expect((await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).paymentIntentId).toBe(intentId);
    expect(await t.deps.db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).toMatchObject({
      tripBookingId: trip.id,
      bookingId: null,
      amount: 4590,
    });
    // The trip's token is no key to the package booking that happens to share its id.
    expect(await intentFor(trip.id, trip.accessToken)).toMatchObject(NOT_FOUND);

    const confirmed = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret: paid.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(confirmed.body).toEqual({ status: 'PENDING', message: null });
    const event = await t.deps.db.paymentEvent.findFirstOrThrow({
      where: { type: 'payment_intent.succeeded' },
      orderBy: { receivedAt: 'desc' },
    });
    expect((event.payload as { data: { object: unknown } }).data.object).toMatchObject({
      id: intentId,
      object: 'payment_intent',
      amount: 4590,
      amount_received: 4590,
      currency: 'usd',
      status: 'succeeded',
      metadata: { tripBookingId: String(trip.id) },
    });
  });

  it('a lapsed seat hold cannot be paid, even before the worker has marked it EXPIRED', async () => {
    const trip = await tripBooking(-1);
    const paid = await rest(t, 'POST', '/api/payments/create-intent', {
      headers: asToken(trip.accessToken),
      json: { bookingId: trip.id, amount: 4590, currency: 'USD', kind: 'TRIP' },
    });
    expect(paid).toMatchObject({
      status: 409,
      body: { error: 'This booking’s seat hold has expired. Please search again and book a new option.' },
    });
    const status = await graphql(
      'query($id: Int!) { paymentStatus(bookingId: $id, kind: TRIP) }',
      { id: trip.id },
      asToken(trip.accessToken),
    );
    expect(status.data.paymentStatus).toBe('EXPIRED');
    expect(await t.deps.db.paymentIntent.count({ where: { tripBookingId: trip.id } })).toBe(0);
  });
});

describe('a new quote retires the old intent', () => {
  it('cancels the old intent, so its client secret can no longer pay, and the new amount gets a new intent', async () => {
    const { token: staff } = await userWithToken(t, 'STAFF');
    const { id, token } = await bookedPackage(t, {});
    const quote = (amount: number) =>
      rest(t, 'PATCH', `/api/bookings/${id}/quote`, { token: staff, json: { amount, currency: 'USD' } });
    await quote(1000);
    const cheap = await intentFor(id, token, { amount: 1000 });
    const cheapIntent = cheap.body.clientSecret.split('_secret_')[0];
    expect((await quote(500000)).status).toBe(200);
    expect(
      (await t.deps.db.paymentIntent.findUniqueOrThrow({ where: { id: cheapIntent } })).cancelledAt,
    ).not.toBeNull();
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id } })).paymentIntentId).toBeNull();
    const late = await rest(t, 'POST', '/api/payments/demo/confirm', {
      json: { clientSecret: cheap.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(late).toMatchObject({
      status: 409,
      body: { error: 'This payment was replaced because the amount changed. Please reload the checkout.' },
    });
    expect(
      await t.deps.db.paymentEvent.count({
        where: { payload: { path: ['data', 'object', 'id'], equals: cheapIntent } },
      }),
    ).toBe(0);

    // Back to the first amount: a fresh intent, never the cancelled one.
    await quote(1000);
    const again = await intentFor(id, token, { amount: 1000 });
    expect(again.status).toBe(200);
    expect(again.body.clientSecret).not.toBe(cheap.body.clientSecret);
  });
});

// Last in the file: it leaves a payment intent behind, which the id walk above counts on being absent.
describe("the access token's hash", () => {
  it("never shows the token's hash: not in the booking's answer, not in its payment intent's", async () => {
    const pkg = await priced();
    const booked = await postBooking(t, { packageId: pkg.id });
    const token = booked.body.accessToken as string;
    const intent = await intentFor(booked.body.booking.id as number, token);
    expect(intent.status).toBe(200);
    for (const answer of [booked.body, intent.body]) {
      expect(answer.booking).toMatchObject({ id: booked.body.booking.id });
      expect(answer.booking).not.toHaveProperty('accessTokenHash');
      expect(JSON.stringify(answer)).not.toContain(hashAccessToken(token));
    }
  });
});
