import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postBooking } from '../../test/support/booking-requests.ts';
import { aDeparture, aPackage } from '../../test/support/factories.ts';
import { gql, rest, startTestAppWithStaff, type TestApp } from './helpers.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  ({ t, staff } = await startTestAppWithStaff());
});

afterAll(async () => {
  await t.app.close();
});

type Offer = { id?: number; sale: string; fromPrice: number | null };
const offerOnly = ({ sale, fromPrice }: Offer) => ({ sale, fromPrice });

/** The package's offer as each public read shows it (the REST list and page, GraphQL's list and package), which agree. */
async function offerEverywhere(packageId: number) {
  const list = await rest(t, 'GET', '/api/packages');
  const page = await rest(t, 'GET', `/api/packages/${packageId}`);
  const graph = await gql(t, `{ packages { id fromPrice sale } package(id: ${packageId}) { fromPrice sale } }`);
  const offers = [
    offerOnly(list.body.find((p: Offer) => p.id === packageId)),
    offerOnly(page.body),
    offerOnly(graph.data.packages.find((p: Offer) => p.id === packageId)),
    offerOnly(graph.data.package),
  ];
  for (const offer of offers) expect(offer).toEqual(offers[0]);
  return offers[0];
}

/** "Family Umrah": a package price of €1,640 and a quad room at €1,395 per pilgrim (issue #31). */
async function familyUmrah() {
  const pkg = await aPackage(t.deps.db, { name: 'Family Umrah', price: 164_000, currency: 'EUR' });
  const prices = await rest(t, 'PATCH', `/api/packages/${pkg.id}/room-prices`, {
    token: staff,
    json: {
      prices: [
        { roomType: 'QUAD', amount: 139_500 },
        { roomType: 'DOUBLE', amount: 175_000 },
      ],
    },
  });
  expect(prices.status).toBe(200);
  return pkg;
}

describe('a package’s "from" price', () => {
  it('is the cheapest room of a departure on sale, not the package’s own price', async () => {
    const pkg = await familyUmrah();
    const created = await rest(t, 'POST', `/api/packages/${pkg.id}/departures`, {
      token: staff,
      json: { departDate: '2099-03-01', returnDate: '2099-03-11', seats: 20 },
    });
    expect(created.status).toBe(201);
    expect(await offerEverywhere(pkg.id)).toEqual({ sale: 'ON_SALE', fromPrice: 139_500 });

    // A departure's own cheaper quad counts while it is on sale; closed, it no longer does.
    const cheaper = await aDeparture(t.deps.db, { packageId: pkg.id, departIn: 90 });
    await t.deps.db.roomPrice.create({
      data: { packageId: pkg.id, departureId: cheaper.id, roomType: 'QUAD', amount: 120_000 },
    });
    const closeCheaper = await rest(t, 'PATCH', `/api/departures/${cheaper.id}`, {
      token: staff,
      json: { status: 'CLOSED' },
    });
    expect(closeCheaper.status).toBe(200);
    expect(await offerEverywhere(pkg.id)).toEqual({ sale: 'ON_SALE', fromPrice: 139_500 });
    await rest(t, 'PATCH', `/api/departures/${cheaper.id}`, { token: staff, json: { status: 'OPEN' } });
    expect(await offerEverywhere(pkg.id)).toEqual({ sale: 'ON_SALE', fromPrice: 120_000 });
  });

  it('ends with the booking that takes the last seats, at once', async () => {
    const pkg = await familyUmrah();
    const created = await rest(t, 'POST', `/api/packages/${pkg.id}/departures`, {
      token: staff,
      json: { departDate: '2099-05-01', returnDate: '2099-05-11', seats: 2 },
    });
    expect(await offerEverywhere(pkg.id)).toEqual({ sale: 'ON_SALE', fromPrice: 139_500 });
    const booked = await postBooking(t, {
      packageId: pkg.id,
      departureId: created.body.id,
      roomType: 'DOUBLE',
      travellerCount: 2,
    });
    expect(booked.status).toBe(201);
    expect(await offerEverywhere(pkg.id)).toEqual({ sale: 'NOT_ON_SALE', fromPrice: null });
  });

  it('says nothing can be booked when every upcoming departure is closed, full or leaving today', async () => {
    const pkg = await familyUmrah();
    const closed = await aDeparture(t.deps.db, { packageId: pkg.id, departIn: 30, status: 'CLOSED' });
    await aDeparture(t.deps.db, { packageId: pkg.id, departIn: 40, seats: 10, seatsTaken: 10, status: 'SOLD_OUT' });
    await aDeparture(t.deps.db, { packageId: pkg.id, departIn: 0 });
    // Staff's departure edits drop the cached offers; the rows above were written behind the API's back.
    await t.deps.catalog.invalidate('packages');
    expect(await offerEverywhere(pkg.id)).toEqual({ sale: 'NOT_ON_SALE', fromPrice: null });

    await rest(t, 'PATCH', `/api/departures/${closed.id}`, { token: staff, json: { status: 'OPEN' } });
    expect(await offerEverywhere(pkg.id)).toEqual({ sale: 'ON_SALE', fromPrice: 139_500 });
  });

  it('is the package’s own price without departures, and a quote without a price', async () => {
    const priced = await aPackage(t.deps.db, { price: 99_000 });
    const quoted = await aPackage(t.deps.db, { price: null });
    await t.deps.catalog.invalidate('packages');
    expect(await offerEverywhere(priced.id)).toEqual({ sale: 'ON_SALE', fromPrice: 99_000 });
    expect(await offerEverywhere(quoted.id)).toEqual({ sale: 'ON_REQUEST', fromPrice: null });
  });
});
