import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aBooking, aDeparture, aPackage, aTripBooking, DAY_MS, daysFromToday } from '../../test/support/factories.ts';
import { everyone, gql, rest, startTestApp, type TestApp } from './helpers.ts';

/**
 * The morning work queues (issue #32, item 3): each queue's count and the bookings list it opens agree (one
 * where-clause), staff only; the money panel from the Payment and Refund rows, per currency; the next departures'
 * fill. One database for the file: every figure below is exact.
 */
let t: TestApp;
let roles: Awaited<ReturnType<typeof everyone>>;
const inQueue: Record<string, number[]> = {};

const HOUR_MS = 3600_000;
// "About to expire" (work-queues.service.ts): within 24 hours.
const HOLD_EXPIRING_WITHIN_MS = 24 * HOUR_MS;

async function queues(token = roles.STAFF) {
  const answer = await rest(t, 'GET', '/api/work-queues', { token });
  expect(answer.status).toBe(200);
  return answer.body as { key: string; label: string; hint: string; count: number; path: string }[];
}

/** The ids the admin bookings list shows for a queue, by REST and by GraphQL (they must be the same). */
async function listed(slug: string) {
  const viaRest = await rest(t, 'GET', `/api/bookings?queue=${slug}&pageSize=100`, { token: roles.STAFF });
  expect(viaRest.status).toBe(200);
  const viaGraphql = await gql(
    t,
    `query ($filter: BookingFilter) { bookings(pageSize: 100, filter: $filter) { total items { id } } }`,
    { filter: { queue: slug } },
    roles.STAFF,
  );
  expect(viaGraphql.errors).toBeUndefined();
  const restIds = (viaRest.body as { id: number }[]).map((b) => b.id).sort((a, b) => a - b);
  const gqlIds = (viaGraphql.data.bookings.items as { id: number }[]).map((b) => b.id).sort((a, b) => a - b);
  expect(gqlIds).toEqual(restIds);
  expect(viaGraphql.data.bookings.total).toBe(restIds.length);
  expect(Number(viaRest.headers['x-total-count'])).toBe(restIds.length);
  return restIds;
}

beforeAll(async () => {
  t = await startTestApp();
  roles = await everyone(t);
  const db = t.deps.db;
  const now = Date.now();
  const departure = await aDeparture(db, { departIn: 90 });
  const dated = { packageId: departure.packageId, departureId: departure.id, roomType: 'DOUBLE' as const };

  // Cancellation requests: a paid booking whose customer asked; not one already cancelled, refunded or never asked.
  const asked = await aBooking(db, { status: 'PAID', paid: true, cancellationRequestedAt: new Date(), ...dated });
  const askedPartly = await aBooking(db, {
    status: 'PARTIALLY_REFUNDED',
    paid: true,
    cancellationRequestedAt: new Date(),
    cancellationReason: 'Visa refused',
  });
  await aBooking(db, { status: 'CANCELLED', paid: true, cancellationRequestedAt: new Date(), cancelledAt: new Date() });
  await aBooking(db, { status: 'REFUNDED', paid: true, cancellationRequestedAt: new Date() });
  await aBooking(db, { status: 'PAID', paid: true });
  inQueue['cancellation-requests'] = [asked.id, askedPartly.id];

  // Payments needing review: NEEDS_REVIEW package bookings (the trip booking is not on this list).
  const review = await aBooking(db, { status: 'NEEDS_REVIEW', reviewReason: 'Amount mismatch', paid: [50_000] });
  await aTripBooking(db, { status: 'NEEDS_REVIEW' });
  inQueue['payments-needing-review'] = [review.id];

  // Holds: unpaid and lapsing within the window; not one lapsed already, one beyond it, nor a paid one's.
  const lapsing = await aBooking(db, { ...dated, status: 'PENDING', holdExpiresAt: new Date(now + 15 * 60_000) });
  const retried = await aBooking(db, { ...dated, status: 'FAILED', holdExpiresAt: new Date(now + 20 * HOUR_MS) });
  await aBooking(db, { ...dated, status: 'PENDING', holdExpiresAt: new Date(now - 60_000) });
  await aBooking(db, {
    ...dated,
    status: 'PENDING',
    holdExpiresAt: new Date(now + HOLD_EXPIRING_WITHIN_MS + HOUR_MS),
  });
  await aBooking(db, { ...dated, status: 'DEPOSIT_PAID', paid: [30_000], holdExpiresAt: new Date(now + HOUR_MS) });
  inQueue['holds-expiring'] = [lapsing.id, retried.id];

  // Balances: due yesterday and short by the rows; not one due today, one paid up, nor a cancelled one.
  const yesterday = daysFromToday(-1);
  const short = await aBooking(db, {
    status: 'DEPOSIT_PAID',
    amount: 100_000,
    paid: [30_000],
    balanceDueAt: yesterday,
  });
  // The status says paid, the rows say short by 10.00: the rows decide.
  const shortPaid = await aBooking(db, { status: 'PAID', amount: 100_000, paid: [90_000], balanceDueAt: yesterday });
  await aBooking(db, { status: 'DEPOSIT_PAID', amount: 100_000, paid: [30_000], balanceDueAt: daysFromToday(0) });
  await aBooking(db, { status: 'PAID', amount: 100_000, paid: [30_000, 70_000], balanceDueAt: yesterday });
  await aBooking(db, {
    status: 'CANCELLED',
    amount: 100_000,
    paid: [30_000],
    balanceDueAt: yesterday,
    cancelledAt: new Date(),
  });
  inQueue['balances-overdue'] = [short.id, shortPaid.id];
});

afterAll(async () => {
  await t.app.close();
});

describe('work queues', () => {
  it('count exactly the bookings the list filtered by the queue shows, for every bookings queue', async () => {
    const answer = await queues();
    expect(answer.map((q) => q.key)).toEqual([
      'CANCELLATION_REQUESTS',
      'PAYMENTS_NEEDING_REVIEW',
      'HOLDS_EXPIRING',
      'BALANCES_OVERDUE',
      'CONSULTATIONS_NOT_ANSWERED',
    ]);
    // The bookings queues (consultations not answered opens the Consultations list: consultation-work.test.ts).
    for (const queue of answer.filter((q) => q.path.startsWith('/admin/bookings'))) {
      const slug = new URL(queue.path, 'http://x').searchParams.get('queue')!;
      expect(queue.path).toBe(`/admin/bookings?queue=${slug}`);
      const ids = await listed(slug);
      expect(ids, slug).toEqual([...inQueue[slug]].sort((a, b) => a - b));
      expect(queue.count, slug).toBe(ids.length);
    }
  });

  it('words each queue for the dashboard', async () => {
    const byKey = Object.fromEntries((await queues(roles.ADMIN)).map((q) => [q.key, q]));
    expect(byKey.CANCELLATION_REQUESTS).toMatchObject({ label: 'Cancellation requests waiting', count: 2 });
    expect(byKey.HOLDS_EXPIRING).toMatchObject({
      label: 'Unpaid holds about to expire',
      hint: 'Seats held by unpaid bookings that go back on sale within 24 hours.',
    });
    const viaGraphql = await gql(t, '{ workQueues { key label count path } }', {}, roles.STAFF);
    expect(viaGraphql.data.workQueues).toEqual(
      Object.values(byKey).map(({ key, label, count, path }) => ({ key, label, count, path })),
    );
  });

  it('a queue combines with the other filters', async () => {
    const answer = await rest(t, 'GET', `/api/bookings?queue=cancellation-requests&status=PAID`, {
      token: roles.STAFF,
    });
    expect((answer.body as { id: number }[]).map((b) => b.id)).toEqual([inQueue['cancellation-requests'][0]]);
  });

  it('downloads as CSV exactly the rows of the queue the list shows', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings.csv?queue=payments-needing-review',
      headers: { authorization: `Bearer ${roles.STAFF}` },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    const references = await t.deps.db.booking.findMany({
      where: { id: { in: inQueue['payments-needing-review'] } },
      select: { reference: true },
    });
    expect(lines).toHaveLength(1 + references.length);
    expect(lines[1]).toContain(references[0].reference);
  });

  it('refuses an unknown queue in words', async () => {
    const answer = await rest(t, 'GET', '/api/bookings?queue=everything', { token: roles.STAFF });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      reason: 'BOOKING_QUEUE_INVALID',
      error: 'Queue must be one of: cancellation-requests, payments-needing-review, holds-expiring, balances-overdue.',
    });
  });

  it('is for staff and admins only', async () => {
    for (const url of ['/api/work-queues', '/api/dashboard/money', '/api/dashboard/departures']) {
      expect((await rest(t, 'GET', url)).status, url).toBe(401);
      expect((await rest(t, 'GET', url, { token: roles.USER })).status, url).toBe(403);
    }
    const customer = await gql(t, '{ workQueues { count } }', {}, roles.USER);
    expect(customer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('dashboard money and departures', () => {
  let money: TestApp;
  let staff: string;

  beforeAll(async () => {
    // A fresh database (startTestApp empties it): the queues' bookings above carry payments too.
    money = await startTestApp();
    staff = (await everyone(money)).STAFF;
  });

  afterAll(async () => {
    await money.app.close();
  });

  it('sums payments and refunds of this month per currency, and what running bookings still owe', async () => {
    const db = money.deps.db;
    // This month: USD 1,000 + 300 (a deposit), SAR 2,500 (a trip), a USD refund of 200 settled, one pending.
    const full = await aBooking(db, { status: 'PAID', paid: [100_000] });
    const deposit = await aBooking(db, { status: 'DEPOSIT_PAID', amount: 120_000, paid: [30_000] });
    const trip = await aTripBooking(db, { status: 'PAID', currency: 'SAR', amount: 250_000 });
    await db.paymentIntent.create({
      data: { id: `pi_trip_${trip.id}`, tripBookingId: trip.id, amount: 250_000, currency: 'SAR', provider: 'DEMO' },
    });
    await db.payment.create({
      data: {
        tripBookingId: trip.id,
        intentId: `pi_trip_${trip.id}`,
        purpose: 'FULL',
        amount: 250_000,
        currency: 'SAR',
        provider: 'DEMO',
        receivedAt: new Date(),
      },
    });
    const fullPayment = await db.payment.findFirstOrThrow({ where: { bookingId: full.id } });
    const refund = { bookingId: full.id, paymentId: fullPayment.id, currency: 'USD', reason: 'Goodwill' };
    await db.refund.create({ data: { ...refund, amount: 20_000, status: 'SUCCEEDED', settledAt: new Date() } });
    await db.refund.create({ data: { ...refund, amount: 5_000, status: 'PENDING' } });
    // Last month: a payment and a refund that must not count.
    const old = await aBooking(db, { status: 'PAID', paid: [70_000] });
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - DAY_MS);
    await db.payment.updateMany({ where: { bookingId: old.id }, data: { receivedAt: lastMonth } });
    const oldPayment = await db.payment.findFirstOrThrow({ where: { bookingId: old.id } });
    await db.refund.create({
      data: { bookingId: old.id, paymentId: oldPayment.id, currency: 'USD', reason: 'Old', amount: 1_000 },
    });
    await db.refund.updateMany({ where: { bookingId: old.id }, data: { status: 'SUCCEEDED', settledAt: lastMonth } });
    // Owing: a SAR deposit booking short by 600; not an unpaid booking, nor a cancelled one that paid a deposit.
    await aBooking(db, { status: 'DEPOSIT_PAID', currency: 'SAR', amount: 100_000, paid: [40_000] });
    await aBooking(db, { status: 'PENDING', amount: 500_000 });
    await aBooking(db, { status: 'CANCELLED', amount: 100_000, paid: [10_000], cancelledAt: new Date() });

    const answer = await rest(money, 'GET', '/api/dashboard/money', { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      month: new Date().toISOString().slice(0, 7),
      paid: [
        { currency: 'SAR', amount: 250_000 + 40_000 },
        { currency: 'USD', amount: 100_000 + 30_000 + 10_000 },
      ],
      refunded: [{ currency: 'USD', amount: 20_000 }],
      outstanding: [
        { currency: 'SAR', amount: 60_000 },
        { currency: 'USD', amount: 120_000 - 30_000 },
      ],
    });
    expect(deposit.id).toBeGreaterThan(0);
    const viaGraphql = await gql(
      money,
      '{ dashboardMoney { month paid { currency amount } refunded { currency amount } outstanding { currency amount } } }',
      {},
      staff,
    );
    expect(viaGraphql.data.dashboardMoney).toEqual(answer.body);
  });

  it('lists the next departures soonest first with seats sold, held and the fill rate', async () => {
    const db = money.deps.db;
    const pkg = await aPackage(db, { name: 'Umrah Ramadan' });
    await aDeparture(db, { packageId: pkg.id, departIn: -3 });
    const soon = await aDeparture(db, { packageId: pkg.id, departIn: 10, seats: 40, seatsTaken: 13 });
    const later = await aDeparture(db, { packageId: pkg.id, departIn: 30, seats: 0 });
    const sold = { packageId: pkg.id, departureId: soon.id, seatsHeld: true, roomType: 'DOUBLE' as const };
    await aBooking(db, { ...sold, status: 'PAID', travellerCount: 4, paid: true });
    await aBooking(db, { ...sold, status: 'DEPOSIT_PAID', travellerCount: 6, paid: [10_000] });
    await aBooking(db, { ...sold, status: 'PENDING', travellerCount: 3, holdExpiresAt: new Date(Date.now() + 60_000) });

    const answer = await rest(money, 'GET', '/api/dashboard/departures?limit=2', { token: staff });
    expect(answer.status).toBe(200);
    const rows = answer.body as Record<string, unknown>[];
    expect(rows.map((d) => d.id)).toEqual([soon.id, later.id]);
    expect(rows[0]).toMatchObject({
      package: { id: pkg.id, name: 'Umrah Ramadan' },
      departDate: soon.departDate.toISOString().slice(0, 10),
      seats: 40,
      seatsSold: 10,
      seatsHeld: 3,
      fillPercent: 25,
    });
    expect(rows[1]).toMatchObject({ seats: 0, seatsSold: 0, fillPercent: 0 });
    const tooMany = await rest(money, 'GET', '/api/dashboard/departures?limit=500', { token: staff });
    expect(tooMany.body).toMatchObject({ reason: 'LIMIT_INVALID', error: 'Limit must be between 1 and 100.' });
    const viaGraphql = await gql(
      money,
      '{ nextDepartures(limit: 1) { id packageName seatsSold seatsHeld fillPercent } }',
      {},
      staff,
    );
    expect(viaGraphql.data.nextDepartures).toEqual([
      { id: soon.id, packageName: 'Umrah Ramadan', seatsSold: 10, seatsHeld: 3, fillPercent: 25 },
    ]);
  });
});
