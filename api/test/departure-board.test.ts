import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDocumentType, requireDocuments } from '../../test/support/documents.ts';
import { aBooking, aDeparture, aPackage, DAY_MS } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  customer = (await userWithToken(t, 'USER')).token;
});
afterAll(() => t.app.close());

/**
 * A departure of 40 seats, 12 of them off sale: a QUAD of 4 paid in full, a DOUBLE of 2 with its deposit paid, a
 * DOUBLE of 2 still held for its first payment, and 4 sold by phone before Rihla (in the ledger, no booking). A
 * cancelled booking and another departure's booking are not this departure's.
 */
async function soldDeparture() {
  const db = t.deps.db;
  const pkg = await aPackage(db, { currency: 'GBP' });
  const departure = await aDeparture(db, { packageId: pkg.id, seats: 40, seatsTaken: 12 });
  const onIt = { packageId: pkg.id, departureId: departure.id, currency: 'GBP', seatsHeld: true };
  const quad = await aBooking(db, { ...onIt, roomType: 'QUAD', travellerCount: 4, status: 'PAID', paid: true });
  const deposit = await aBooking(db, {
    ...onIt,
    roomType: 'DOUBLE',
    travellerCount: 2,
    status: 'DEPOSIT_PAID',
    amount: 300_000,
    paid: [60_000],
  });
  const held = await aBooking(db, {
    ...onIt,
    roomType: 'DOUBLE',
    travellerCount: 2,
    status: 'PENDING',
    amount: 300_000,
    holdExpiresAt: new Date(Date.now() + DAY_MS),
  });
  await aBooking(db, { ...onIt, seatsHeld: false, roomType: 'SINGLE', status: 'CANCELLED', cancelledAt: new Date() });
  await aBooking(db, { packageId: pkg.id, departureId: (await aDeparture(db, { packageId: pkg.id })).id });
  await db.traveller.createMany({
    data: [1, 2].map((position) => ({
      bookingId: quad.id,
      position,
      fullName: `TRAVELLER ${position}`,
      dateOfBirth: new Date('1980-01-01'),
      nationality: 'GB',
      passportNumberEnc: 'sealed elsewhere',
      passportExpiry: new Date('2035-01-01'),
      relation: position === 1 ? 'LEAD' : 'SPOUSE',
    })),
  });
  return { departure, quad, deposit, held };
}

describe('the departure board', () => {
  it('counts seats by room type, money and travellers from the travelling bookings’ rows', async () => {
    const { departure, quad, deposit, held } = await soldDeparture();
    const board = await rest(t, 'GET', `/api/departures/${departure.id}/board`, { token: staff });
    expect(board.status).toBe(200);
    expect(board.body.seats).toEqual({
      total: 40,
      taken: 12,
      free: 28,
      takenWithoutBooking: 4,
      byRoomType: [
        { roomType: 'QUAD', bookings: 1, sold: 4, held: 0 },
        { roomType: 'DOUBLE', bookings: 2, sold: 2, held: 2 },
      ],
    });
    // Paid: 1,000.00 in full and a 600.00 deposit; owed: the deposit booking's 2,400.00 and the held one's 3,000.00.
    expect(board.body.money).toEqual({ currency: 'GBP', netPaid: 160_000, stillOwed: 540_000, unpriced: 0 });
    expect(board.body.travellers).toEqual({ expected: 8, entered: 2 });
    expect(board.body.bookings.map((b: { reference: string }) => b.reference)).toEqual([
      quad.reference,
      deposit.reference,
      held.reference,
    ]);
    expect(board.body.bookings[0]).toMatchObject({ status: 'PAID', travellersEntered: 2, stillOwed: 0 });
  });

  it('lists what each traveller still lacks, the visas by status, rooming and groups', async () => {
    const db = t.deps.db;
    const { departure, quad } = await soldDeparture();
    const passport = await aDocumentType(db, `PASSPORT-${departure.id}`, 'Passport bio page');
    const photo = await aDocumentType(db, `PHOTO-${departure.id}`, 'Photo');
    await requireDocuments(db, departure.packageId, [passport.id, photo.id]);
    const [first, second] = await db.traveller.findMany({
      where: { bookingId: quad.id },
      orderBy: { position: 'asc' },
    });
    const file = { contentType: 'image/jpeg', size: 10 };
    await db.travellerDocument.createMany({
      data: [
        { travellerId: first.id, documentTypeId: passport.id, status: 'APPROVED', ...file },
        { travellerId: first.id, documentTypeId: photo.id, status: 'REJECTED', ...file },
        { travellerId: second.id, documentTypeId: photo.id, status: 'UPLOADED', ...file },
      ],
    });
    await db.travellerVisa.create({ data: { travellerId: first.id, status: 'SUBMITTED' } });

    const { body } = await rest(t, 'GET', `/api/departures/${departure.id}/board`, { token: staff });
    expect(body.documents).toEqual({
      required: ['Passport bio page', 'Photo'],
      travellersComplete: 0,
      travellers: 2,
      gaps: [
        expect.objectContaining({ fullName: 'TRAVELLER 1', missing: [], rejected: ['Photo'], toReview: [] }),
        expect.objectContaining({ fullName: 'TRAVELLER 2', missing: ['Passport bio page'], toReview: ['Photo'] }),
      ],
    });
    expect(body.visas).toEqual([
      { status: 'NOT_STARTED', count: 1 },
      { status: 'SUBMITTED', count: 1 },
      { status: 'ISSUED', count: 0 },
      { status: 'REFUSED', count: 0 },
    ]);
    expect(body.groups).toEqual({ count: 0, bookingsWithoutGroup: 3 });
    // Sold seats (paid or deposit paid) not yet named: 2 of the quad, both of the deposit booking.
    expect(body.rooming).toEqual({ stays: [], unnamedTravellers: 4 });
  });

  it('answers the same through GraphQL', async () => {
    const { departure } = await soldDeparture();
    const { data, errors } = await gql(
      t,
      `query Board($id: Int!) { departureBoard(departureId: $id) {
        departure { packageName status } seats { free byRoomType { roomType sold held } } money { netPaid stillOwed }
      } }`,
      { id: departure.id },
      staff,
    );
    expect(errors).toBeUndefined();
    expect(data.departureBoard).toMatchObject({
      departure: { packageName: 'Umrah Classic', status: 'OPEN' },
      seats: { free: 28, byRoomType: [{ roomType: 'QUAD', sold: 4, held: 0 }, { roomType: 'DOUBLE' }] },
      money: { netPaid: 160_000, stillOwed: 540_000 },
    });
  });

  it('is for staff only, and a missing departure is a worded 404', async () => {
    const { departure } = await soldDeparture();
    const url = `/api/departures/${departure.id}/board`;
    expect((await rest(t, 'GET', url)).status).toBe(401);
    expect((await rest(t, 'GET', url, { token: customer })).status).toBe(403);
    expect(await rest(t, 'GET', '/api/departures/999999/board', { token: staff })).toMatchObject({
      status: 404,
      body: { error: 'Departure not found.', reason: 'DEPARTURE_NOT_FOUND' },
    });
    expect((await rest(t, 'GET', '/api/departures/false/board', { token: staff })).status).toBe(400);
  });
});
