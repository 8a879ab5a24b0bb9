import { openField, parseKeyRing, tripPassengerBinding } from '@rihla/db/traveller-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { economyClass, trainService } from '../../test/train-service.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Issue #31: a trip booking names every passenger, mails "booking received", and its checkout shows the journey. */

let t: TestApp;
let train: { id: number };
let ferry: { id: number };
const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);

let clients = 0;
/** A fresh client address: the booking rate limit and the cap on open seat holds count per client. */
const newClient = () => `192.0.${2 + (++clients >> 8)}.${clients & 255}`;

async function book(payload: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/trip-bookings',
    // The customer accepts the terms of booking, as the form requires.
    payload: { acceptTerms: true, ...payload },
    headers,
    remoteAddress: newClient(),
  });
  return { status: response.statusCode, body: response.json() };
}

const passport = (fullName: string, passportNumber: string) => ({
  fullName,
  dateOfBirth: '1988-02-11',
  nationality: 'EG',
  passportNumber,
});

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.db;
  train = await trainService(db, { seats: 40, baseFare: 10_000 });
  await economyClass(db);
  // A ferry from Jeddah to Safaga (Egypt): it crosses a border.
  const sea = await db.transportMode.create({ data: { code: 'FERRY', name: 'Ferry' } });
  const port = (name: string, country: string) => db.location.create({ data: { type: 'PORT', name, country } });
  const [jeddah, safaga] = [await port('Jeddah Islamic Port', 'Saudi Arabia'), await port('Safaga Port', 'Egypt')];
  const line = await db.operator.create({ data: { code: 'NAMMA', name: 'Namma Lines', modeId: sea.id } });
  ferry = await db.scheduledService.create({
    data: {
      operatorId: line.id,
      modeId: sea.id,
      originId: jeddah.id,
      destinationId: safaga.id,
      serviceNumber: 'NL 7',
      departureMinutes: 22 * 60,
      timezone: 'Asia/Riyadh',
      durationMin: 720,
      seats: 100,
      baseFare: 30_000,
      currency: 'SAR',
    },
  });
});
afterAll(async () => {
  await t.deps.queues
    .all()
    .find((queue) => queue.name === 'holds')!
    .obliterate({ force: true });
  await t.app.close();
});

describe('booking a trip for several passengers', () => {
  it('keeps each passenger’s name, mails “booking received” in Arabic and shows the journey at checkout', async () => {
    const { status, body } = await book(
      {
        optionId: `s${train.id}-${day}-ECONOMY`,
        passengers: 2,
        travellers: [{ fullName: ' Amina  Rahman ' }, { fullName: 'Bilal Rahman' }],
        email: 'amina@example.com',
      },
      { 'accept-language': 'ar' },
    );
    expect(status).toBe(201);
    const id = body.booking.id as number;
    expect(body.booking).toMatchObject({ name: 'Amina Rahman', passengers: 2, amount: 20_000 });
    const rows = await t.deps.db.tripPassenger.findMany({ where: { tripBookingId: id }, orderBy: { position: 'asc' } });
    expect(rows.map((p) => [p.position, p.fullName, p.passportNumberEnc])).toEqual([
      [1, 'Amina Rahman', null],
      [2, 'Bilal Rahman', null],
    ]);

    const [email] = await t.deps.db.outboxEmail.findMany({ where: { dedupeKey: `booking-received:TRIP:${id}` } });
    expect(email).toMatchObject({ to: 'amina@example.com', kind: 'booking-received' });
    expect(email.subject).toContain('تم استلام حجزك');
    for (const text of ['المسافرون', 'Amina Rahman, Bilal Rahman', 'Haramain HHR 1', 'Economy', '08:00'])
      expect(email.text).toContain(text);

    const checkout = await rest(t, 'GET', `/api/bookings/${id}/checkout?kind=TRIP`, {
      headers: { 'x-booking-token': body.accessToken },
    });
    expect(checkout.body.trip).toEqual({
      departs: `${day}T08:00:00+03:00`,
      service: 'Haramain HHR 1',
      serviceClass: 'Economy',
      passengers: ['Amina Rahman', 'Bilal Rahman'],
    });
  });

  it('lists the passengers of the customer’s trip booking in My trips', async () => {
    const { token } = await userWithToken(t, 'USER');
    const booked = await book(
      {
        optionId: `s${train.id}-${day}-ECONOMY`,
        passengers: 2,
        travellers: [{ fullName: 'Yusuf Ali' }, { fullName: 'Maryam Ali' }],
        email: 'yusuf@example.com',
      },
      { authorization: `Bearer ${token}` },
    );
    expect(booked.status).toBe(201);
    const mine = await rest(t, 'GET', '/api/my/bookings', { token });
    expect(mine.body.items).toEqual([
      expect.objectContaining({ kind: 'TRIP', id: booked.body.booking.id, passengers: ['Yusuf Ali', 'Maryam Ali'] }),
    ]);
  });

  it('still books one passenger by `name` alone, and asks every name for more', async () => {
    const one = await book({ optionId: `s${train.id}-${day}-ECONOMY`, passengers: 1, name: 'Omar', email: 'o@x.io' });
    expect(one.status).toBe(201);
    const passengers = await t.deps.db.tripPassenger.findMany({ where: { tripBookingId: one.body.booking.id } });
    expect(passengers.map((p) => p.fullName)).toEqual(['Omar']);

    const before = await t.deps.db.tripBooking.count();
    const refusals: [object, string][] = [
      [{ passengers: 2, name: 'Omar' }, 'Give the name of each of the 2 passengers, as on their passports.'],
      [
        { passengers: 3, travellers: [{ fullName: 'Omar Ali' }, { fullName: 'Sara Ali' }] },
        'Give the name of each of the 3 passengers, as on their passports.',
      ],
      [
        { passengers: 2, travellers: [{ fullName: 'Omar Ali' }, { fullName: 'S' }] },
        'Passenger 2: The full name as on the passport must be 2 to 100 characters.',
      ],
    ];
    for (const [input, error] of refusals) {
      const answer = await book({ optionId: `s${train.id}-${day}-ECONOMY`, email: 'o@x.io', ...input });
      expect(answer, error).toMatchObject({ status: 400, body: { error } });
    }
    expect(await t.deps.db.tripBooking.count()).toBe(before);
  });

  it('asks passport data where the route crosses a border, and stores the number only sealed', async () => {
    const optionId = `s${ferry.id}-${day}-ECONOMY`;
    const missing = await book({
      optionId,
      passengers: 2,
      travellers: [passport('Huda Salem', 'A1234567'), { fullName: 'Karim Salem' }],
      email: 'huda@example.com',
    });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        error: 'Passenger 2: this trip crosses a border, so give the date of birth, nationality and passport number.',
        reason: 'TRIP_PASSPORT_REQUIRED',
      },
    });
    const viaGraphql = await gql(t, `mutation($input: BookTripInput!) { bookTrip(input: $input) { booking { id } } }`, {
      input: { optionId, passengers: 1, name: 'Huda Salem', email: 'huda@example.com', acceptTerms: true },
    });
    expect(viaGraphql.errors?.[0]).toMatchObject({ extensions: { reason: 'TRIP_PASSPORT_REQUIRED' } });

    // The passport's name is its machine-readable one (Latin letters A–Z): Arabic script is refused, nothing written.
    const before = await t.deps.db.tripBooking.count();
    const arabic = await book({
      optionId,
      passengers: 2,
      travellers: [passport('Huda Salem', 'A1234567'), passport('كريم سالم', 'B7654321')],
      email: 'huda@example.com',
    });
    expect(arabic).toMatchObject({
      status: 400,
      body: {
        error:
          'Passenger 2: Type the name as printed in the passport’s machine-readable zone (its bottom lines), in Latin letters A–Z: for example MUHAMMAD ABDULLAH.',
        reason: 'TRIP_PASSENGER_ISSUE',
        params: { number: 2, detail: 'TRAVELLER_NAME_NOT_LATIN' },
      },
    });
    expect(await t.deps.db.tripBooking.count()).toBe(before);

    const booked = await book({
      optionId,
      passengers: 2,
      travellers: [passport('Huda Salem', 'a1234567'), passport('Karim Salem', 'B 765-4321')],
      email: 'huda@example.com',
    });
    expect(booked.status).toBe(201);
    const rows = await t.deps.db.tripPassenger.findMany({
      where: { tripBookingId: booked.body.booking.id },
      orderBy: { position: 'asc' },
    });
    const ring = parseKeyRing(t.deps.config.travellerDataKeys);
    expect(rows.map((p) => [p.nationality, p.dateOfBirth?.toISOString().slice(0, 10)])).toEqual([
      ['EG', '1988-02-11'],
      ['EG', '1988-02-11'],
    ]);
    expect(rows.map((p) => p.passportNumberEnc).join()).not.toMatch(/1234567|7654321/);
    expect(rows.map((p) => openField(ring, p.passportNumberEnc!, tripPassengerBinding(p)))).toEqual([
      'A1234567',
      'B7654321',
    ]);
  });
});

describe('the trip search', () => {
  it('refuses the same place as origin and destination, in REST and GraphQL', async () => {
    const message = 'The origin and the destination are the same place: choose where you are going.';
    const answer = await rest(t, 'GET', `/api/search/trips?origin=Jeddah&destination=jeddah&departDate=${day}`);
    expect(answer).toMatchObject({ status: 400, body: { error: message, reason: 'TRIP_SAME_PLACE' } });
    const viaGraphql = await gql(t, `query($input: TripSearchInput!) { searchTrips(input: $input) { allowedModes } }`, {
      input: { origin: 'Jeddah', destination: 'Jeddah', departDate: day },
    });
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', reason: 'TRIP_SAME_PLACE' },
    });
    // Two different places still search (an empty answer when nothing runs).
    expect((await rest(t, 'GET', `/api/search/trips?origin=Jeddah&destination=Madinah&departDate=${day}`)).status).toBe(
      200,
    );
  });
});
