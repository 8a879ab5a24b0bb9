import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postBooking } from '../../test/support/booking-requests.ts';
import { aPackage } from '../../test/support/factories.ts';
import { recordEvent, recordIntent } from '../../test/support/payment-events.ts';
import { sweepExpiredHolds } from '../../worker/src/holds.ts';
import { processPaymentEvent } from '../../worker/src/payment-events.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let customer: string;

const DAY_MS = 24 * 3600_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);

/** A priced package with package-wide DOUBLE and QUAD prices and one departure of `seats` seats. */
async function datedPackage(seats = 20) {
  const pkg = await aPackage(t.deps.db, {
    name: 'Umrah in Ramadan',
    price: 150000,
    currency: 'GBP',
  });
  const prices = await rest(t, 'PATCH', `/api/packages/${pkg.id}/room-prices`, {
    token: staff,
    json: {
      prices: [
        { roomType: 'DOUBLE', amount: 180000 },
        { roomType: 'QUAD', amount: 140000 },
      ],
    },
  });
  expect(prices.status).toBe(200);
  const created = await rest(t, 'POST', `/api/packages/${pkg.id}/departures`, {
    token: staff,
    json: { departDate: inDays(40), returnDate: inDays(50), seats },
  });
  expect(created.status).toBe(201);
  return { pkg, departureId: created.body.id as number };
}

const seatsOf = async (id: number) => t.deps.db.departure.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ booking: 10_000 }) });
  staff = (await userWithToken(t, 'STAFF')).token;
  customer = (await userWithToken(t, 'USER')).token;
});

afterAll(async () => {
  await t.app.close();
});

describe('booking a departure', () => {
  it('shows departures and room prices on the public package, and prices the booking by room and travellers', async () => {
    const { pkg, departureId } = await datedPackage(20);
    const page = await rest(t, 'GET', `/api/packages/${pkg.id}`);
    expect(page.body.roomPrices).toEqual([
      { roomType: 'QUAD', amount: 140000 },
      { roomType: 'DOUBLE', amount: 180000 },
    ]);
    expect(page.body.departures).toEqual([
      expect.objectContaining({ id: departureId, departDate: inDays(40), seatsLeft: 20, status: 'OPEN' }),
    ]);

    const missing = await postBooking(t, { packageId: pkg.id });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Please choose a departure.' } });

    // Anonymous catalogue reads are cached whole; one that selects departures is read live every time.
    const seatsQuery = `{ package(id: ${pkg.id}) { departures { seatsLeft roomPrices { roomType amount } } } }`;
    expect((await gql(t, seatsQuery)).data.package.departures[0].seatsLeft).toBe(20);

    const booked = await postBooking(t, { packageId: pkg.id, departureId, roomType: 'DOUBLE', travellerCount: 2 });
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({
      amount: 360000,
      currency: 'GBP',
      roomType: 'DOUBLE',
      travellerCount: 2,
    });
    expect((await seatsOf(departureId)).seatsTaken).toBe(2);
    const again = await rest(t, 'GET', `/api/packages/${pkg.id}`);
    expect(again.body.departures[0].seatsLeft).toBe(18);

    const graph = await gql(
      t,
      `{ package(id: ${pkg.id}) { departures { seatsLeft roomPrices { roomType amount } } } }`,
    );
    expect(graph.data.package.departures[0].seatsLeft).toBe(18);
  });

  it('refuses a room type the package does not price, and another package’s departure', async () => {
    const { pkg, departureId } = await datedPackage(5);
    const other = await datedPackage(5);
    const single = { packageId: pkg.id, departureId, roomType: 'SINGLE', travellerCount: 1 };
    expect(await postBooking(t, single)).toMatchObject({
      status: 400,
      body: { error: 'This room type is not offered on this departure.' },
    });
    const foreign = { ...single, roomType: 'DOUBLE', departureId: other.departureId };
    expect((await postBooking(t, foreign)).body.error).toBe('The selected departure is not one of this package’s.');
    expect((await seatsOf(departureId)).seatsTaken).toBe(0);
  });

  it('books a package without departures exactly as before', async () => {
    const pkg = await aPackage(t.deps.db, { code: 'NODEP-1', name: 'Classic', price: 99000 });
    const booked = await postBooking(t, { packageId: pkg.id });
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ amount: 99000, travellerCount: 1, roomType: null });
    const extra = await postBooking(t, {
      packageId: pkg.id,
      departureId: 1,
      roomType: 'DOUBLE',
      travellerCount: 1,
    });
    expect(extra).toMatchObject({ status: 400, body: { error: 'This package is not sold by departure.' } });
  });

  it('says how many seats are left when there are not enough', async () => {
    const { pkg, departureId } = await datedPackage(3);
    const tooMany = await postBooking(t, { packageId: pkg.id, departureId, roomType: 'QUAD', travellerCount: 4 });
    expect(tooMany).toMatchObject({ status: 409, body: { error: 'Only 3 seats left on this departure.' } });
    expect((await seatsOf(departureId)).seatsTaken).toBe(0);
  });

  it('sells the last 10 seats to exactly 10 of 50 concurrent bookings', async () => {
    const { pkg, departureId } = await datedPackage(40);
    await t.deps.db.departure.update({ where: { id: departureId }, data: { seatsTaken: 30 } });
    const attempt = { packageId: pkg.id, departureId, roomType: 'QUAD', travellerCount: 1 };
    const results = await Promise.all(Array.from({ length: 50 }, () => postBooking(t, attempt)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ error: 'This departure is sold out.' });
    const after = await seatsOf(departureId);
    expect(after).toMatchObject({ seatsTaken: 40, status: 'SOLD_OUT' });
    expect(await t.deps.db.booking.count({ where: { departureId, seatsHeld: true } })).toBe(10);
  });

  it('gives the seats back once when an unpaid booking expires, and reopens a sold-out departure', async () => {
    const { pkg, departureId } = await datedPackage(2);
    const booked = await postBooking(t, { packageId: pkg.id, departureId, roomType: 'DOUBLE', travellerCount: 2 });
    expect(await seatsOf(departureId)).toMatchObject({ seatsTaken: 2, status: 'SOLD_OUT' });
    const bookingId = booked.body.booking.id as number;
    await t.deps.db.booking.update({
      where: { id: bookingId },
      data: { holdExpiresAt: new Date(Date.now() - 1000) },
    });

    expect(await sweepExpiredHolds(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredHolds(t.deps.db)).toBe(0);
    expect(await seatsOf(departureId)).toMatchObject({ seatsTaken: 0, status: 'OPEN' });
    const booking = await t.deps.db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(booking).toMatchObject({ status: 'EXPIRED', seatsHeld: false });
    const transitions = await t.deps.db.bookingStatusChange.findMany({ where: { bookingId } });
    expect(transitions.map((c) => [c.from, c.to])).toEqual([['PENDING', 'EXPIRED']]);
  });
});

describe('seats of a refunded booking', () => {
  it('come back once, however often the refund is delivered', async () => {
    const { pkg, departureId } = await datedPackage(4);
    const booked = await postBooking(t, { packageId: pkg.id, departureId, roomType: 'DOUBLE', travellerCount: 2 });
    const bookingId = booked.body.booking.id as number;
    const intentId = `pi_departure_${bookingId}`;
    const db = t.deps.db;
    await recordIntent(db, { id: intentId, bookingId, amount: 360000, currency: 'GBP' });
    // Paid, as the payment path leaves it: the booking PAID and its payment recorded (what a refund is checked against).
    await db.booking.update({ where: { id: bookingId }, data: { paymentIntentId: intentId, status: 'PAID' } });
    const payment = { intentId, purpose: 'FULL' as const, amount: 360000, currency: 'GBP', provider: 'demo' };
    await db.payment.create({ data: { ...payment, bookingId, receivedAt: new Date() } });
    expect((await seatsOf(departureId)).seatsTaken).toBe(2);

    const refund = { paymentIntentId: intentId, amountReceived: 360000, currency: 'gbp' };
    expect(await processPaymentEvent(db, await recordEvent(db, 'charge.refunded', refund))).toBe('applied');
    expect(await processPaymentEvent(db, await recordEvent(db, 'charge.refunded', refund))).toBe('noop');
    expect(await seatsOf(departureId)).toMatchObject({ seatsTaken: 0, status: 'OPEN' });
    expect(await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
      status: 'REFUNDED',
      seatsHeld: false,
    });
  });
});

describe('staff manage departures', () => {
  it('lets only staff write departures and room prices', async () => {
    const { pkg, departureId } = await datedPackage(5);
    const payload = { json: { departDate: inDays(60), returnDate: inDays(70), seats: 30 } };
    expect((await rest(t, 'POST', `/api/packages/${pkg.id}/departures`, payload)).status).toBe(401);
    const asCustomer = await rest(t, 'POST', `/api/packages/${pkg.id}/departures`, { ...payload, token: customer });
    expect(asCustomer.status).toBe(403);
    const closing = { token: customer, json: { status: 'CLOSED' } };
    expect((await rest(t, 'PATCH', `/api/departures/${departureId}`, closing)).status).toBe(403);
    const prices = { token: customer, json: { prices: [{ roomType: 'SINGLE', amount: 1 }] } };
    expect((await rest(t, 'PATCH', `/api/packages/${pkg.id}/room-prices`, prices)).status).toBe(403);
  });

  it('never lowers seats below those taken, and closes and reopens a departure', async () => {
    const { pkg, departureId } = await datedPackage(10);
    await postBooking(t, { packageId: pkg.id, departureId, roomType: 'QUAD', travellerCount: 4 });

    const lower = await rest(t, 'PATCH', `/api/departures/${departureId}`, { token: staff, json: { seats: 3 } });
    expect(lower).toMatchObject({ status: 409, body: { error: 'Seats cannot go below the 4 already taken.' } });
    const exact = await rest(t, 'PATCH', `/api/departures/${departureId}`, { token: staff, json: { seats: 4 } });
    expect(exact.body).toMatchObject({ seats: 4, seatsLeft: 0, status: 'SOLD_OUT' });

    const closed = await rest(t, 'PATCH', `/api/departures/${departureId}`, {
      token: staff,
      json: { seats: 12, status: 'CLOSED' },
    });
    expect(closed.body).toMatchObject({ seats: 12, seatsLeft: 8, status: 'CLOSED' });
    const refused = await postBooking(t, { packageId: pkg.id, departureId, roomType: 'QUAD', travellerCount: 1 });
    expect(refused).toMatchObject({ status: 409, body: { error: 'This departure is closed for booking.' } });
    const page = await rest(t, 'GET', `/api/packages/${pkg.id}`);
    expect(page.body.departures[0].status).toBe('CLOSED');

    const reopened = await rest(t, 'PATCH', `/api/departures/${departureId}`, {
      token: staff,
      json: { status: 'OPEN' },
    });
    expect(reopened.body.status).toBe('OPEN');
  });

  it('validates new departures', async () => {
    const { pkg } = await datedPackage(5);
    const backwards = await rest(t, 'POST', `/api/packages/${pkg.id}/departures`, {
      token: staff,
      json: { departDate: inDays(30), returnDate: inDays(20), seats: 10 },
    });
    expect(backwards).toMatchObject({
      status: 400,
      body: { error: 'The return date cannot be before the departure date.' },
    });
  });
});
