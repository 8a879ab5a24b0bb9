import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { economyClass, trainService } from '../../test/train-service.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Issue #31 §6: a trip booking, like a package booking, records the terms of booking its customer accepted. */

let t: TestApp;
let optionId: string;

let clients = 0;
/** A fresh client address: the booking rate limit and the cap on open seat holds count per client. */
const newClient = () => `192.0.${40 + (++clients >> 8)}.${clients & 255}`;

async function book(url: string, fields: object, options: { token?: string; locale?: string } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: { optionId, passengers: 1, name: 'Omar Haddad', email: 'omar@example.com', ...fields },
    headers: {
      ...(options.locale ? { 'accept-language': options.locale } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    remoteAddress: newClient(),
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await startTestApp();
  const train = await trainService(t.deps.db, { seats: 40, baseFare: 10_000 });
  await economyClass(t.deps.db);
  const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  optionId = `s${train.id}-${day}-ECONOMY`;
});
afterAll(() => t.app.close());

describe('trip booking consent', () => {
  it('a trip booking without accepting the terms is a worded 400 and writes nothing, on both addresses', async () => {
    for (const url of ['/api/trip-bookings', '/api/custom-bookings'])
      for (const acceptTerms of [undefined, false, 'yes']) {
        const refused = await book(url, { acceptTerms });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          error: 'Please accept the terms of booking to book.',
          reason: 'TERMS_NOT_ACCEPTED',
        });
      }
    expect(await t.deps.db.tripBooking.count()).toBe(0);
    expect(await t.deps.db.tripPassenger.count()).toBe(0);
    expect(await t.deps.db.seatInventory.count()).toBe(0);
  });

  it('GraphQL bookTrip asks the same: without acceptTerms the answer is the same worded error', async () => {
    const refused = await gql(t, `mutation($input: BookTripInput!) { bookTrip(input: $input) { message } }`, {
      input: { optionId, passengers: 1, name: 'Omar Haddad', email: 'omar@example.com' },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Please accept the terms of booking to book.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'TERMS_NOT_ACCEPTED' },
    });
    expect(await t.deps.db.tripBooking.count()).toBe(0);
  });

  it('records the terms version current in the customer’s language, and when it was accepted', async () => {
    const before = Date.now();
    const booked = await book('/api/trip-bookings', { acceptTerms: true }, { locale: 'id' });
    expect(booked.status).toBe(201);
    const row = await t.deps.db.tripBooking.findUniqueOrThrow({
      where: { id: booked.body.booking.id },
      include: { termsDocument: true },
    });
    expect(row.termsDocument).toMatchObject({ kind: 'TERMS', locale: 'id', version: 1 });
    expect(row.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(booked.body.booking).toMatchObject({ termsDocumentId: row.termsDocumentId });

    const admin = await userWithToken(t, 'ADMIN');
    await rest(t, 'POST', '/api/legal', {
      token: admin.token,
      json: { kind: 'TERMS', locale: 'id', title: 'Syarat pemesanan', body: 'Teks baru' },
    });
    const later = await book('/api/trip-bookings', { acceptTerms: true }, { locale: 'id' });
    const laterRow = await t.deps.db.tripBooking.findUniqueOrThrow({
      where: { id: later.body.booking.id },
      include: { termsDocument: true },
    });
    expect(laterRow.termsDocument).toMatchObject({ locale: 'id', version: 2 });
  });

  it('the database keeps the accepted terms and their moment together', async () => {
    const booked = await book('/api/trip-bookings', { acceptTerms: true });
    await expect(
      t.deps.db.tripBooking.update({ where: { id: booked.body.booking.id }, data: { termsAcceptedAt: null } }),
    ).rejects.toThrow(/TripBooking_terms_accepted_check/);
  });

  it('the customer’s data export names the terms each trip booking accepted', async () => {
    const customer = await userWithToken(t, 'USER');
    const booked = await book('/api/trip-bookings', { acceptTerms: true }, { token: customer.token, locale: 'ar' });
    expect(booked.status).toBe(201);
    const exported = await rest(t, 'GET', '/api/my/data-export', { token: customer.token });
    expect(exported.status).toBe(200);
    expect(exported.body.tripBookings).toEqual([
      expect.objectContaining({
        id: booked.body.booking.id,
        termsAcceptedAt: expect.any(String),
        termsDocument: { kind: 'TERMS', locale: 'ar', version: 1, title: 'شروط الحجز' },
      }),
    ]);
  });
});
