import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newClientAddress, postBooking } from '../../test/support/booking-requests.ts';
import { aDeparture, aPackage, aTripBooking } from '../../test/support/factories.ts';
import { recordEvent } from '../../test/support/payment-events.ts';
import { sweepExpiredHolds } from '../../worker/src/holds.ts';
import { processPaymentEvent } from '../../worker/src/payment-events.ts';
import { DEPARTED_REASON, SEATS_SOLD_REASON } from '../../worker/src/payment-rules.ts';
import { buildApp } from '../src/app.ts';
import { configWithLimits, rest, startTestApp, type TestApp } from './helpers.ts';

/**
 * Seat holds of package bookings (issue #28 item 2, docs/decisions/0007 section 4): an unpaid booking of a departure
 * holds its seats for SEAT_HOLD_MINUTES, never past the start of its departure's day; one client keeps at most
 * MAX_OPEN_HOLDS open holds of packages and trips together; the deposit or the full payment turns a hold into a sale.
 */
let t: TestApp;

const DAY_MS = 24 * 3600_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
const CAP_MESSAGE =
  'You already hold seats on 3 unpaid bookings. Pay for one or wait for a hold to expire before booking more.';
const HOLD_EXPIRED = 'This booking’s seat hold has expired. Please book the departure again.';
const near = (actual: Date | null | undefined, expected: number, slackMs = 5_000) =>
  expect(Math.abs((actual?.getTime() ?? 0) - expected)).toBeLessThan(slackMs);

const holdsQueue = () => t.deps.queues.all().find((queue) => queue.name === 'holds')!;

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ booking: 10_000, payment: 10_000 }) });
  await holdsQueue().obliterate({ force: true });
});
afterAll(async () => {
  await holdsQueue().obliterate({ force: true });
  await t.app.close();
});

let codes = 0;
/** A USD 1,000.00-per-person package (DOUBLE) with one departure of `seats` seats `departIn` days ahead. */
async function departure({ seats = 45, departIn = 40, depositPercent }: Partial<Record<string, number>> = {}) {
  const db = t.deps.db;
  const pkg = await aPackage(db, {
    code: `HOLD-${++codes}`,
    name: 'Umrah Classic',
    price: 100_000,
    currency: 'USD',
    depositPercent,
  });
  await db.roomPrice.create({ data: { packageId: pkg.id, roomType: 'DOUBLE', amount: 100_000 } });
  const row = await aDeparture(db, {
    packageId: pkg.id,
    departDate: new Date(inDays(departIn)),
    returnDate: new Date(inDays(departIn + 10)),
    seats,
  });
  /** The booking form's fields for `travellerCount` travellers in a double room on this departure. */
  const order = (travellerCount = 1) => ({
    packageId: pkg.id,
    departureId: row.id,
    roomType: 'DOUBLE',
    travellerCount,
  });
  const seatsTaken = async () => (await db.departure.findUniqueOrThrow({ where: { id: row.id } })).seatsTaken;
  const bookings = () =>
    db.booking.findMany({ where: { departureId: row.id }, orderBy: { id: 'asc' }, omit: { holdClientKey: false } });
  return { order, seatsTaken, bookings, departureId: row.id, departDate: inDays(departIn) };
}

const lapse = (id: number) =>
  t.deps.db.booking.update({ where: { id }, data: { holdExpiresAt: new Date(Date.now() - 1_000) } });

describe('a package booking of a departure', () => {
  it('holds its seats for SEAT_HOLD_MINUTES, with its expiry job waiting in the queue', async () => {
    const trip = await departure();
    const ip = newClientAddress();
    const before = Date.now();
    const booked = await postBooking(t, trip.order(2), { ip });
    expect(booked.status).toBe(201);
    expect(booked.body.booking).not.toHaveProperty('holdClientKey');
    expect(booked.body.booking.holdExpiresAt).toEqual(expect.any(String));

    const [row] = await trip.bookings();
    near(row.holdExpiresAt, before + 20 * 60_000);
    expect(row.holdClientKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
    expect(await trip.seatsTaken()).toBe(2);

    const job = await holdsQueue().getJob(`package-hold-${row.id}`);
    expect(job).toMatchObject({ name: 'expire-hold', data: { bookingId: row.id } });
    expect(await job!.isDelayed()).toBe(true);
    near(new Date(job!.timestamp + job!.delay), row.holdExpiresAt!.getTime(), 1_000);
    await job!.remove();

    const checkout = await rest(t, 'GET', `/api/bookings/${row.id}/checkout`, {
      headers: { 'x-booking-token': booked.body.accessToken },
    });
    expect(checkout.body).toMatchObject({ status: 'PENDING', holdExpiresAt: row.holdExpiresAt!.toISOString() });
  });

  it('never holds past the start of its departure’s day, and is not taken on the day itself', async () => {
    const long = await buildApp({ config: { ...t.deps.config, seatHoldMinutes: 1440 }, db: t.deps.db });
    try {
      const tomorrow = await departure({ departIn: 1 });
      expect((await postBooking(t, tomorrow.order(1), { app: long.app })).status).toBe(201);
      const [row] = await tomorrow.bookings();
      expect(row.holdExpiresAt!.toISOString()).toBe(`${tomorrow.departDate}T00:00:00.000Z`);

      const today = await departure({ departIn: 0 });
      expect(await postBooking(t, today.order(1), { app: long.app })).toMatchObject({
        status: 409,
        body: { error: 'This departure is closed for booking.' },
      });
      expect(await today.seatsTaken()).toBe(0);
    } finally {
      await long.app.close();
    }
  });
});

describe('MAX_OPEN_HOLDS', () => {
  it('stops one client squatting a departure: the fourth hold is refused whole, other clients still book', async () => {
    const trip = await departure({ seats: 45 });
    const [squatter, customer] = [newClientAddress(), newClientAddress()];
    for (let i = 0; i < 3; i++) expect((await postBooking(t, trip.order(9), { ip: squatter })).status).toBe(201);
    const refused = await postBooking(t, trip.order(9), { ip: squatter });
    expect(refused).toMatchObject({ status: 429, body: { error: CAP_MESSAGE } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(19 * 60);
    expect(await trip.bookings()).toHaveLength(3);
    expect(await trip.seatsTaken()).toBe(27);
    expect((await postBooking(t, trip.order(2), { ip: customer })).status).toBe(201);

    // A lapsed hold (not yet swept) frees a place.
    await lapse((await trip.bookings())[0].id);
    expect((await postBooking(t, trip.order(1), { ip: squatter })).status).toBe(201);
  });

  it('counts package and trip holds together', async () => {
    const trip = await departure();
    const client = newClientAddress();
    for (let i = 0; i < 3; i++) expect((await postBooking(t, trip.order(), { ip: client })).status).toBe(201);
    const db = t.deps.db;
    const [held] = await trip.bookings();
    // The same client's trip hold, as bookTrip records it.
    await aTripBooking(db, {
      transportId: (await db.transportMode.create({ data: { code: 'BUS', name: 'Bus' } })).id,
      holdExpiresAt: new Date(Date.now() + 60_000),
      holdClientKey: held.holdClientKey,
      seatsHeld: false,
    });
    await lapse(held.id);
    expect(await postBooking(t, trip.order(), { ip: client })).toMatchObject({
      status: 429,
      body: { error: CAP_MESSAGE },
    });
  });

  it('holds under parallel requests from one client', async () => {
    const trip = await departure();
    const client = newClientAddress();
    const statuses = (
      await Promise.all(Array.from({ length: 8 }, () => postBooking(t, trip.order(), { ip: client })))
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await trip.seatsTaken()).toBe(3);
  });
});

describe('an expired package hold', () => {
  it('gives its seats back exactly once, however many sweeps run at the same time', async () => {
    const trip = await departure({ seats: 4 });
    const booked = await postBooking(t, trip.order(4));
    expect(await t.deps.db.departure.findUniqueOrThrow({ where: { id: trip.departureId } })).toMatchObject({
      seatsTaken: 4,
      status: 'SOLD_OUT',
    });
    await sweepExpiredHolds(t.deps.db); // the holds earlier tests left lapsed
    await lapse(booked.body.booking.id);
    const swept = await Promise.all([sweepExpiredHolds(t.deps.db), sweepExpiredHolds(t.deps.db)]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(await t.deps.db.departure.findUniqueOrThrow({ where: { id: trip.departureId } })).toMatchObject({
      seatsTaken: 0,
      status: 'OPEN',
    });
    const [row] = await trip.bookings();
    expect(row).toMatchObject({ status: 'EXPIRED', seatsHeld: false, holdExpiresAt: null });
    const transitions = await t.deps.db.bookingStatusChange.findMany({ where: { bookingId: row.id } });
    expect(transitions.map((c) => [c.from, c.to])).toEqual([['PENDING', 'EXPIRED']]);
  });

  it('is not swept while its hold runs, even when its access link has expired', async () => {
    const trip = await departure();
    const booked = await postBooking(t, trip.order());
    await t.deps.db.booking.update({
      where: { id: booked.body.booking.id },
      data: { accessExpiresAt: new Date(Date.now() - 1_000) },
    });
    await sweepExpiredHolds(t.deps.db);
    expect((await trip.bookings())[0]).toMatchObject({ status: 'PENDING', seatsHeld: true });
  });

  it('cannot be paid once lapsed: the checkout says EXPIRED and no intent is created', async () => {
    const trip = await departure();
    const booked = await postBooking(t, trip.order());
    const headers = { 'x-booking-token': booked.body.accessToken as string };
    await lapse(booked.body.booking.id);
    const intent = await rest(t, 'POST', '/api/payments/create-intent', {
      headers,
      json: { bookingId: booked.body.booking.id, amount: 100_000, currency: 'USD' },
    });
    expect(intent).toMatchObject({ status: 409, body: { error: HOLD_EXPIRED } });
    expect(await t.deps.db.paymentIntent.count({ where: { bookingId: booked.body.booking.id } })).toBe(0);
    const checkout = await rest(t, 'GET', `/api/bookings/${booked.body.booking.id}/checkout`, { headers });
    expect(checkout.body).toMatchObject({ status: 'EXPIRED', dueNow: null });
  });
});

describe('a payment of a package hold', () => {
  /** A booking of `travellers` seats whose checkout created an intent for `amount` (`purpose`), as the API does. */
  async function withIntent(trip: Awaited<ReturnType<typeof departure>>, travellers: number, purpose = 'FULL') {
    const booked = await postBooking(t, trip.order(travellers));
    const id = booked.body.booking.id as number;
    const amount = purpose === 'DEPOSIT' ? booked.body.booking.depositDue : booked.body.booking.amount;
    const intentId = `pi_hold_${id}`;
    await t.deps.db.paymentIntent.create({
      data: { id: intentId, bookingId: id, amount, currency: 'USD', purpose: purpose as 'FULL', provider: 'demo' },
    });
    await t.deps.db.booking.update({ where: { id }, data: { paymentIntentId: intentId } });
    const pay = async () =>
      processPaymentEvent(
        t.deps.db,
        await recordEvent(t.deps.db, 'payment_intent.succeeded', { bookingId: id, amountReceived: amount }),
      );
    return { id, pay };
  }
  const bookingOf = (id: number) => t.deps.db.booking.findUniqueOrThrow({ where: { id } });

  it('turns the hold into a sale with the deposit: no expiry left to sweep', async () => {
    const trip = await departure({ depositPercent: 20, departIn: 120 });
    const { id, pay } = await withIntent(trip, 2, 'DEPOSIT');
    expect(await pay()).toBe('applied');
    expect(await bookingOf(id)).toMatchObject({ status: 'DEPOSIT_PAID', holdExpiresAt: null, seatsHeld: true });
    await t.deps.db.booking.update({ where: { id }, data: { accessExpiresAt: new Date(Date.now() - 1_000) } });
    await sweepExpiredHolds(t.deps.db);
    expect(await bookingOf(id)).toMatchObject({ status: 'DEPOSIT_PAID', seatsHeld: true });
    expect(await trip.seatsTaken()).toBe(2);
  });

  it('after expiry re-takes the seats if they are still free', async () => {
    const trip = await departure({ seats: 5 });
    const { id, pay } = await withIntent(trip, 2);
    await lapse(id);
    await sweepExpiredHolds(t.deps.db);
    expect(await trip.seatsTaken()).toBe(0);
    expect(await pay()).toBe('applied');
    expect(await bookingOf(id)).toMatchObject({ status: 'PAID', seatsHeld: true, holdExpiresAt: null });
    expect(await trip.seatsTaken()).toBe(2);
  });

  it('after expiry goes to staff when the seats were sold meanwhile, and never oversells', async () => {
    const trip = await departure({ seats: 2 });
    const { id, pay } = await withIntent(trip, 2);
    await lapse(id);
    await sweepExpiredHolds(t.deps.db);
    expect((await postBooking(t, trip.order(2))).status).toBe(201);
    expect(await pay()).toBe('review');
    expect(await bookingOf(id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: SEATS_SOLD_REASON,
      seatsHeld: false,
    });
    expect(await trip.seatsTaken()).toBe(2);
  });

  it('after expiry goes to staff when the departure has begun, even with seats free', async () => {
    const trip = await departure({ seats: 5 });
    const { id, pay } = await withIntent(trip, 2);
    await lapse(id);
    await sweepExpiredHolds(t.deps.db);
    const row = await t.deps.db.booking.findUniqueOrThrow({ where: { id }, select: { departureId: true } });
    await t.deps.db.departure.update({ where: { id: row.departureId! }, data: { departDate: new Date(inDays(0)) } });
    expect(await pay()).toBe('review');
    expect(await bookingOf(id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: DEPARTED_REASON,
      seatsHeld: false,
    });
    expect(await trip.seatsTaken()).toBe(0);
  });
});
