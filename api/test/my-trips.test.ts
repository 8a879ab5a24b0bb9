import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { datedBooking } from '../../test/support/booked-departures.ts';
import { bookedPackage } from '../../test/support/booking-requests.ts';
import { aDeparture, aPackage, aTripBooking } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Booking references (RH-7KQ2-M9) and My trips: a signed-in customer's package and trip bookings, newest first,
 * and never anyone else's.
 */
let t: TestApp;
beforeAll(async () => {
  // The booking rate limit is tested elsewhere; these tests book more than one client may in a minute.
  t = await startTestApp({
    limits: { consume: () => Promise.resolve(), forgive: async () => {}, close: () => Promise.resolve() },
  });
});
afterAll(async () => t.app.close());

const REFERENCE = /^RH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;
const DAY_MS = 86_400_000;

const MY_BOOKINGS = /* GraphQL */ `
  query ($first: Int, $after: String) {
    myBookings(first: $first, after: $after) {
      nextCursor
      items {
        kind
        id
        reference
        title
        status
        departDate
        travellers
        amount
        currency
        amountPaid
        amountDue
        payable
      }
    }
  }
`;

async function priced(price: number | null = 189900) {
  return aPackage(t.deps.db, {
    code: `MT${Math.random().toString(36).slice(2, 8)}`,
    name: 'Umrah Gold',
    price,
    currency: 'USD',
  });
}

async function tripFor(userId: number | null, createdAt = new Date()) {
  return aTripBooking(t.deps.db, {
    name: 'Maryam Khan',
    email: 'maryam@example.com',
    startDate: new Date('2027-03-04T09:00:00Z'),
    departureDate: new Date('2027-03-04'),
    passengers: 2,
    amount: 4590,
    userId,
    createdAt,
  });
}

describe('booking references', () => {
  it('every new package and trip booking gets a distinct RH-XXXX-XX reference, stored as answered', async () => {
    const pkg = await priced();
    const booked = await Promise.all(Array.from({ length: 12 }, () => bookedPackage(t, { packageId: pkg.id })));
    const trip = await tripFor(null);
    const references = [...booked.map((b) => b.reference), trip.reference];
    for (const reference of references) expect(reference).toMatch(REFERENCE);
    expect(new Set(references).size).toBe(references.length);
    const stored = await t.deps.db.booking.findUniqueOrThrow({ where: { id: booked[0].id } });
    expect(stored.reference).toBe(booked[0].reference);
  });

  it('a reference is random, not the next in a sequence', async () => {
    const pkg = await priced();
    const [a, b] = [await bookedPackage(t, { packageId: pkg.id }), await bookedPackage(t, { packageId: pkg.id })];
    expect(b.id).toBe(a.id + 1);
    const symbols = (r: string) => r.replace(/-/g, '').slice(2);
    // Two consecutive draws agree in at most a couple of the six symbols by chance (this fails once in ~10^5 runs).
    const same = [...symbols(a.reference)].filter((c, i) => c === symbols(b.reference)[i]).length;
    expect(same).toBeLessThan(4);
  });

  it('the checkout view carries the reference', async () => {
    const { token } = await userWithToken(t, 'USER');
    const pkg = await priced();
    const booking = await bookedPackage(t, { packageId: pkg.id }, { token });
    const res = await rest(t, 'GET', `/api/bookings/${booking.id}/checkout`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: booking.id, reference: booking.reference });
  });
});

describe('My trips', () => {
  it('asks to sign in first, on GraphQL and REST', async () => {
    const answer = await gql(t, MY_BOOKINGS);
    expect(answer.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const res = await rest(t, 'GET', '/api/my/bookings');
    expect(res.status).toBe(401);
  });

  it('lists the customer’s package and trip bookings together, newest first, with what is paid and due', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const trip = await tripFor(user.id, new Date(Date.now() - DAY_MS));
    const pkg = await priced();
    const unpaid = await bookedPackage(t, { packageId: pkg.id }, { token });
    const paid = await bookedPackage(t, { packageId: pkg.id }, { token });
    await t.deps.db.booking.update({ where: { id: paid.id }, data: { status: 'PAID', paidAt: new Date() } });
    const quoted = await bookedPackage(t, { packageId: (await priced(null)).id }, { token });

    const answer = await gql(t, MY_BOOKINGS, {}, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.myBookings).toEqual({
      nextCursor: null,
      items: [
        expect.objectContaining({
          id: quoted.id,
          reference: quoted.reference,
          amount: null,
          amountDue: null,
          payable: false,
        }),
        expect.objectContaining({ id: paid.id, status: 'PAID', amountPaid: 189900, amountDue: 0, payable: false }),
        expect.objectContaining({
          kind: 'PACKAGE',
          id: unpaid.id,
          reference: unpaid.reference,
          title: 'Umrah Gold',
          status: 'PENDING',
          departDate: null,
          travellers: 1,
          amount: 189900,
          currency: 'USD',
          amountPaid: 0,
          amountDue: 189900,
          payable: true,
        }),
        expect.objectContaining({
          kind: 'TRIP',
          id: trip.id,
          reference: trip.reference,
          title: 'Jeddah → Makkah',
          departDate: '2027-03-04',
          travellers: 2,
          amountDue: 4590,
          payable: true,
        }),
      ],
    });

    const res = await rest(t, 'GET', '/api/my/bookings', { token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((b: { reference: string }) => b.reference)).toEqual(
      answer.data.myBookings.items.map((b: { reference: string }) => b.reference),
    );
  });

  it('never shows another customer’s bookings, nor anonymous ones made with the same email', async () => {
    const pkg = await priced();
    const owner = await userWithToken(t, 'USER');
    const other = await userWithToken(t, 'USER', `other-${Date.now()}@example.com`);
    await bookedPackage(t, { packageId: pkg.id }, { token: owner.token });
    await tripFor(owner.user.id);
    await bookedPackage(t, { packageId: pkg.id });
    const mine = await bookedPackage(t, { packageId: pkg.id }, { token: other.token });

    const answer = await gql(t, MY_BOOKINGS, {}, other.token);
    expect(answer.data.myBookings.items.map((b: { id: number }) => b.id)).toEqual([mine.id]);
    const res = await rest(t, 'GET', '/api/my/bookings', { token: other.token });
    expect(res.body.items.map((b: { id: number }) => b.id)).toEqual([mine.id]);
  });

  it('a booking of a departure shows its dates, its travellers and the total for all of them', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const pkg = await priced();
    const departure = await aDeparture(t.deps.db, {
      packageId: pkg.id,
      departDate: new Date('2027-02-10'),
      returnDate: new Date('2027-02-24'),
      seats: 40,
    });
    const booking = await t.deps.db.booking.create({
      data: {
        name: 'Maryam Khan',
        email: 'maryam@example.com',
        packageId: pkg.id,
        departureId: departure.id,
        roomType: 'DOUBLE',
        travellerCount: 2,
        amount: 379800,
        currency: 'USD',
        userId: user.id,
      },
    });
    const res = await rest(t, 'GET', '/api/my/bookings', { token });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: booking.id,
        reference: booking.reference,
        departDate: '2027-02-10',
        returnDate: '2027-02-24',
        travellers: 2,
        amountDue: 379800,
      }),
    ]);
  });

  it('a trip whose seat hold lapsed shows as EXPIRED with nothing to pay', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const trip = await tripFor(user.id);
    await t.deps.db.tripBooking.update({
      where: { id: trip.id },
      data: { holdExpiresAt: new Date(Date.now() - 1000) },
    });
    const res = await rest(t, 'GET', '/api/my/bookings', { token });
    expect(res.body.items[0]).toMatchObject({ id: trip.id, status: 'EXPIRED', amountDue: 0, payable: false });
  });

  it('a package departure whose seat hold lapsed shows as EXPIRED with nothing to pay', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const { booking } = await datedBooking(t, { userId: user.id });
    await t.deps.db.booking.update({ where: { id: booking.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    const res = await rest(t, 'GET', '/api/my/bookings', { token });
    expect(res.body.items[0]).toMatchObject({ id: booking.id, status: 'EXPIRED', amountDue: 0, payable: false });
  });

  it('pages by cursor across both kinds without skipping or repeating, 20 to a page by default', async () => {
    const { user, token } = await userWithToken(t, 'USER');
    const pkg = await priced();
    const at = new Date('2026-06-01T10:00:00Z');
    // Same instant for several rows of both kinds, so the order's tie-breaks are exercised.
    await t.deps.db.booking.createMany({
      data: Array.from({ length: 14 }, (_, i) => ({
        name: 'Maryam Khan',
        email: 'maryam@example.com',
        packageId: pkg.id,
        userId: user.id,
        createdAt: new Date(at.getTime() - (i % 3) * 1000),
      })),
    });
    for (let i = 0; i < 11; i++) await tripFor(user.id, new Date(at.getTime() - (i % 3) * 1000));

    const first = await rest(t, 'GET', '/api/my/bookings', { token });
    expect(first.body.items).toHaveLength(20);
    const second = await rest(t, 'GET', `/api/my/bookings?after=${first.body.nextCursor}`, { token });
    expect(second.body.items).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();
    const seen = [...first.body.items, ...second.body.items].map(
      (b: { kind: string; id: number }) => `${b.kind}${b.id}`,
    );
    expect(new Set(seen).size).toBe(25);

    const paged: string[] = [];
    let after: string | null | undefined;
    do {
      const answer = await gql(t, MY_BOOKINGS, { first: 4, after }, token);
      const page = answer.data.myBookings;
      paged.push(...page.items.map((b: { kind: string; id: number }) => `${b.kind}${b.id}`));
      after = page.nextCursor;
    } while (after);
    expect(paged).toEqual(seen);

    const bad = await rest(t, 'GET', '/api/my/bookings?after=nonsense', { token });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid cursor.' } });
  });
});
