/**
 * Seats per class on searched trips (issue #13, section 2): each class sells its share of a departure's seats from
 * its own ledger row, so a full Business class leaves Commoner on sale, results say each class's own count, and
 * concurrent bookings never oversell a class.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trainService } from '../../test/train-service.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let serviceId: number;
const day = new Date(Date.now() + 12 * 24 * 3600_000).toISOString().slice(0, 10);
const NOT_ENOUGH = 'Not enough seats left on this departure.';

let clients = 0;
const book = (klass: string, passengers = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/custom-bookings',
    remoteAddress: `198.51.100.${++clients}`,
    payload: {
      optionId: `s${serviceId}-${day}-${klass}`,
      passengers,
      travellers: Array.from({ length: passengers }, (_, i) => ({ fullName: `Amina Rahman ${i + 1}` })),
      email: 'a@example.com',
      acceptTerms: true,
    },
  });

/** Seats left per class as the search answers them, for one passenger. */
async function seatsByClass(): Promise<Record<string, number>> {
  const query = new URLSearchParams({ origin: 'Jeddah', destination: 'Madinah', departDate: day, passengers: '1' });
  const { body } = await rest(t, 'GET', `/api/search/trips?${query}`);
  return Object.fromEntries(
    (body.train as { klass: string; seats: number }[]).map((option) => [option.klass, option.seats]),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  // 20 seats: Commoner 75 % (15), Business 20 % (4), Royal 5 % (1).
  const service = await trainService(t.deps.db, { seats: 20, baseFare: 10000 });
  serviceId = service.id;
  await t.deps.db.serviceClass.createMany({
    data: [
      { code: 'COMMONER', name: 'Commoner', multiplier: 1, seatShare: 75 },
      { code: 'BUSINESS', name: 'Business', multiplier: 1.6, seatShare: 20 },
      { code: 'ROYAL', name: 'Royal', multiplier: 2.5, seatShare: 5 },
    ],
  });
});
afterAll(() => t.app.close());

describe('seats per class', () => {
  it("search says each class's own seats, and a class sold out is left out while the others stay on sale", async () => {
    expect(await seatsByClass()).toEqual({ COMMONER: 15, BUSINESS: 4, ROYAL: 1 });
    expect((await book('ROYAL')).statusCode).toBe(201);
    expect(await seatsByClass()).toEqual({ COMMONER: 15, BUSINESS: 4 });
    const second = await book('ROYAL');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: NOT_ENOUGH });
    expect((await book('COMMONER', 3)).statusCode).toBe(201);
    expect(await seatsByClass()).toEqual({ COMMONER: 12, BUSINESS: 4 });
  });

  it('never oversells a class under concurrent bookings: 12 parallel requests for 4 Business seats', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => book('BUSINESS')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(4);
    expect(codes.filter((code) => code === 409)).toHaveLength(8);
    const business = await t.deps.db.serviceClass.findUniqueOrThrow({ where: { code: 'BUSINESS' } });
    const row = await t.deps.db.seatInventory.findUniqueOrThrow({
      where: {
        serviceId_departureDate_classId: {
          serviceId,
          departureDate: new Date(`${day}T00:00:00Z`),
          classId: business.id,
        },
      },
    });
    expect(row.seatsSold).toBe(4);
  });

  it("refuses shares that would promise more seats than a departure has, and keeps the class's share", async () => {
    const business = await t.deps.db.serviceClass.findUniqueOrThrow({ where: { code: 'BUSINESS' } });
    const refused = await rest(t, 'PATCH', `/api/service-classes/${business.id}`, {
      token: staff,
      json: { seatShare: 30 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: "The classes' seat shares would add up to 110 % of a departure's seats; at most 100 %.",
      reason: 'SEAT_SHARES_OVER_100',
      params: { total: 110 },
    });
    expect((await t.deps.db.serviceClass.findUniqueOrThrow({ where: { id: business.id } })).seatShare).toBe(20);

    const changed = await gql(
      t,
      `mutation { updateServiceClass(id: ${business.id}, input: { seatShare: 15 }) { seatShare } }`,
      {},
      staff,
    );
    expect(changed.data.updateServiceClass).toEqual({ seatShare: 15 });
    const invalid = await rest(t, 'PATCH', `/api/service-classes/${business.id}`, {
      token: staff,
      json: { seatShare: -1 },
    });
    expect(invalid.body).toEqual({ error: 'Seat share must be between 0 and 100 %.', reason: 'SEAT_SHARE_RANGE' });
  });
});
