import type { Prisma } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedNetwork } from '../../prisma/seed/network.ts';
import { resetDatabase } from '../../test/db.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let user: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
const today = inDays(0);
const nextYear = new Date().getUTCFullYear() + 1;
/** A future date on the given ISO weekday (1 = Monday). */
function nextWeekday(isoDay: number) {
  for (let n = 7; ; n++) {
    if (((new Date(inDays(n)).getUTCDay() + 6) % 7) + 1 === isoDay) return inDays(n);
  }
}

type Ids = Record<'FLIGHT' | 'BUS' | 'TRAIN' | 'FERRY', number>;
let mode: Ids;
let op: Record<'sahara' | 'haramain' | 'coaches' | 'ferries', number>;
let place: Record<'lhr' | 'jed' | 'jedStation' | 'med' | 'medStation' | 'safaga' | 'jedPort' | 'cxi', number>;

async function network() {
  const db = t.deps.db;
  await db.transportMode.createMany({
    data: ['FLIGHT', 'BUS', 'TRAIN', 'FERRY'].map((code) => ({ code, name: code[0] + code.slice(1).toLowerCase() })),
  });
  mode = Object.fromEntries((await db.transportMode.findMany()).map((m) => [m.code, m.id])) as Ids;
  await db.serviceClass.createMany({
    data: [
      { code: 'COMMONER', name: 'Commoner', multiplier: '1.0' },
      { code: 'BUSINESS', name: 'Business', multiplier: '1.6' },
      { code: 'ROYAL', name: 'Royal', multiplier: '2.5' },
    ],
  });
  const loc = (data: Prisma.LocationCreateInput) => db.location.create({ data }).then((l) => l.id);
  const riyadh = 'Asia/Riyadh';
  place = {
    lhr: await loc({
      type: 'AIRPORT',
      name: 'London Heathrow Airport',
      city: 'London',
      iata: 'LHR',
      country: 'United Kingdom',
      timezone: 'Europe/London',
    }),
    jed: await loc({
      type: 'AIRPORT',
      name: 'King Abdulaziz International Airport',
      city: 'Jeddah',
      iata: 'JED',
      country: 'Saudi Arabia',
      timezone: riyadh,
    }),
    jedStation: await loc({
      type: 'STATION',
      name: 'Haramain Railway Jeddah Sulaimaniyah Station',
      city: 'Jeddah',
      country: 'Saudi Arabia',
      timezone: riyadh,
    }),
    med: await loc({
      type: 'AIRPORT',
      name: 'Prince Mohammad Bin Abdulaziz Airport',
      city: 'Madinah',
      iata: 'MED',
      country: 'Saudi Arabia',
      timezone: riyadh,
    }),
    medStation: await loc({
      type: 'STATION',
      name: 'Haramain Railway Madinah Station',
      city: 'Madinah',
      country: 'Saudi Arabia',
      timezone: riyadh,
    }),
    safaga: await loc({
      type: 'PORT',
      name: 'Safaga Port',
      city: 'Safaga',
      country: 'Egypt',
      timezone: 'Africa/Cairo',
    }),
    jedPort: await loc({
      type: 'PORT',
      name: 'Jeddah Islamic Port',
      city: 'Jeddah',
      country: 'Saudi Arabia',
      timezone: riyadh,
    }),
    cxi: await loc({
      type: 'AIRPORT',
      name: 'Cassidy International Airport',
      city: 'Kiritimati',
      iata: 'CXI',
      country: 'Kiribati',
      timezone: 'Pacific/Kiritimati',
    }),
  };
  const operator = (code: string, name: string, modeId: number) =>
    db.operator.create({ data: { code, name, modeId } }).then((o) => o.id);
  op = {
    sahara: await operator('SH', 'Sahara Air', mode.FLIGHT),
    haramain: await operator('HHR', 'Haramain High Speed Railway', mode.TRAIN),
    coaches: await operator('HJC', 'Hijaz Coaches', mode.BUS),
    ferries: await operator('RSF', 'Red Sea Ferries', mode.FERRY),
  };
}

/** A daily LHR -> JED flight unless overridden. */
async function service(data: Partial<Prisma.ScheduledServiceUncheckedCreateInput> = {}) {
  return t.deps.db.scheduledService.create({
    data: {
      operatorId: op.sahara,
      modeId: mode.FLIGHT,
      originId: place.lhr,
      destinationId: place.jed,
      serviceNumber: 'SH 112',
      departureMinutes: 21 * 60 + 40,
      timezone: 'Europe/London',
      durationMin: 370,
      seats: 300,
      baseFare: 12345,
      currency: 'GBP',
      ...data,
    },
  });
}

/** A Haramain train from Jeddah's station to Madinah's, SAR 240.00 a seat; tests give it a number, time and size. */
const haramainTrain = (data: Partial<Prisma.ScheduledServiceUncheckedCreateInput>) =>
  service({
    operatorId: op.haramain,
    modeId: mode.TRAIN,
    originId: place.jedStation,
    destinationId: place.medStation,
    timezone: 'Asia/Riyadh',
    durationMin: 117,
    baseFare: 24000,
    currency: 'SAR',
    ...data,
  });

const search = (query: Record<string, string | number>) =>
  rest(t, 'GET', `/api/search/trips?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

const SEARCH = `query($input: TripSearchInput!) { searchTrips(input: $input) {
  allowedModes
  flights { id depart arrive duration durationMin klass seats price currency supplier mode serviceNumber origin destination }
  bus { id klass seats price } train { id klass seats price } ferry { id klass price }
  returnLegs { flights { id depart price } bus { id } train { id } ferry { id } }
} }`;
const BOOK = `mutation($input: BookTripInput!) { bookTrip(input: $input) {
  message accessToken
  booking { id name email origin destination startDate passengers amount currency status serviceId departureDate holdExpiresAt transport { code } service { code } }
} }`;

let clients = 0;
/** A fresh client address: the booking rate limit and the cap on open seat holds count per client. */
const newClient = () => `198.51.${100 + (++clients >> 8)}.${clients & 255}`;

async function postFrom(ip: string, url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  return { status: response.statusCode, body: response.json() };
}
// The customer accepts the terms of booking, as the form requires (issue #31).
const bookFrom = (ip: string, json: Record<string, unknown>) =>
  postFrom(ip, '/api/custom-bookings', { acceptTerms: true, ...json });
const gqlFrom = (ip: string, query: string, variables: Record<string, unknown>) =>
  postFrom(ip, '/graphql', { query, variables }).then((r) => r.body);

/** Passengers of a flight from London to Jeddah, which crosses a border: each gives their passport data. */
const withPassports = (...names: string[]) =>
  names.map((fullName, i) => ({
    fullName,
    dateOfBirth: '1990-05-17',
    nationality: 'GB',
    passportNumber: `P${String(1000000 + i)}`,
  }));

/** Seats sold on a departure, all classes together. */
const seatsSold = async (serviceId: number, day: string) =>
  (
    await t.deps.db.seatInventory.aggregate({
      where: { serviceId, departureDate: new Date(`${day}T00:00:00Z`) },
      _sum: { seatsSold: true },
    })
  )._sum.seatsSold ?? 0;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  user = (await userWithToken(t, 'USER')).token;
  await network();
});
afterAll(async () => {
  // Booking schedules hold expiries; leave none behind for the next file, whose booking ids start again at 1.
  await t.deps.queues
    .all()
    .find((queue) => queue.name === 'holds')!
    .obliterate({ force: true });
  await t.app.close();
});

describe('searchTrips', () => {
  it('prices each class as baseFare x multiplier x passengers in exact minor units, with zoned times', async () => {
    const flight = await service();
    const day = `${nextYear}-01-14`;
    const { status, body } = await search({
      origin: 'LHR',
      destination: 'JED',
      departDate: day,
      passengers: 3,
      modes: 'FLIGHTS',
    });
    expect(status).toBe(200);
    const ofFlight = body.flights.filter((o: { id: string }) => o.id.startsWith(`s${flight.id}-`));
    expect(ofFlight.map((o: { klass: string; price: number }) => [o.klass, o.price])).toEqual([
      ['COMMONER', 37035], // 12345 x 1.0 x 3
      ['BUSINESS', 59256], // 12345 x 1.6 x 3
      ['ROYAL', 92588], // 12345 x 2.5 x 3 = 92587.5, rounded half up once
    ]);
    expect(ofFlight[1]).toEqual({
      id: `s${flight.id}-${day}-BUSINESS`,
      departureId: `s${flight.id}-${day}`,
      depart: `${day}T21:40:00+00:00`,
      arrive: `${nextYear}-01-15T06:50:00+03:00`,
      duration: '6h 10m',
      durationMin: 370,
      klass: 'BUSINESS',
      className: 'Business',
      seats: 300,
      price: 59256,
      currency: 'GBP',
      supplier: 'Sahara Air',
      mode: 'FLIGHTS',
      serviceNumber: 'SH 112',
      origin: 'London Heathrow Airport',
      destination: 'King Abdulaziz International Airport',
      originCity: 'London',
      destinationCity: 'Jeddah',
      originNearby: false,
      destinationNearby: false,
      crossesBorder: true,
    });
    // Summer time in London moves the departure's offset, not its wall-clock time.
    const summer = await search({
      origin: 'LHR',
      destination: 'JED',
      departDate: `${nextYear}-07-15`,
      klass: 'COMMONER',
    });
    expect(summer.body.flights.find((o: { id: string }) => o.id.startsWith(`s${flight.id}-`))).toMatchObject({
      depart: `${nextYear}-07-15T21:40:00+01:00`,
      arrive: `${nextYear}-07-16T05:50:00+03:00`,
    });
    await t.deps.db.scheduledService.delete({ where: { id: flight.id } });
  });

  it('reflects a multiplier change at once, rounding half up once for the whole party', async () => {
    const flight = await service();
    const business = await t.deps.db.serviceClass.findUniqueOrThrow({ where: { code: 'BUSINESS' } });
    const changed = await gql(
      t,
      `mutation { updateServiceClass(id: ${business.id}, input: {multiplier: 1.5}) { multiplier } }`,
      {},
      staff,
    );
    expect(changed.data.updateServiceClass.multiplier).toBe(1.5);
    const { data } = await gql(t, SEARCH, {
      input: { origin: 'lhr', destination: 'jed', departDate: inDays(10), passengers: 3, klass: 'BUSINESS' },
    });
    // 12345 x 1.5 x 3 = 55552.5 -> 55553 (rounding per passenger would give 3 x 18518 = 55554).
    expect(data.searchTrips.flights.map((o: { price: number }) => o.price)).toEqual([55553]);
    await gql(
      t,
      `mutation { updateServiceClass(id: ${business.id}, input: {multiplier: 1.6}) { multiplier } }`,
      {},
      staff,
    );
    await t.deps.db.scheduledService.delete({ where: { id: flight.id } });
  });

  it('filters by class, weekday, validity window and active flag', async () => {
    const daily = await service();
    const mondays = await service({ serviceNumber: 'SH 114', weekdays: 0b0000001 });
    const monday = nextWeekday(1);
    const tuesday = nextWeekday(2);
    const dated = await service({
      serviceNumber: 'SH 118',
      validFrom: new Date(`${monday}T00:00:00Z`),
      validTo: new Date(`${monday}T00:00:00Z`),
    });
    await service({ serviceNumber: 'SH 199', active: false });

    const numbersOn = async (day: string) =>
      (await search({ origin: 'LHR', destination: 'JED', departDate: day, klass: 'ROYAL' })).body.flights.map(
        (o: { serviceNumber: string; klass: string }) => `${o.serviceNumber} ${o.klass}`,
      );
    expect(await numbersOn(monday)).toEqual(['SH 112 ROYAL', 'SH 114 ROYAL', 'SH 118 ROYAL']);
    expect(await numbersOn(tuesday)).toEqual(['SH 112 ROYAL']);
    const all = await search({ origin: 'LHR', destination: 'JED', departDate: tuesday, klass: 'ALL' });
    expect(all.body.flights.map((o: { klass: string }) => o.klass)).toEqual(['COMMONER', 'BUSINESS', 'ROYAL']);
    await t.deps.db.scheduledService.deleteMany({ where: { id: { in: [daily.id, mondays.id, dated.id] } } });
    await t.deps.db.scheduledService.deleteMany({ where: { serviceNumber: 'SH 199' } });
  });

  it('never shows a disabled mode, nor lists it in allowedModes', async () => {
    const ferry = await service({
      operatorId: op.ferries,
      modeId: mode.FERRY,
      originId: place.safaga,
      destinationId: place.jedPort,
      serviceNumber: 'RSF 11',
      departureMinutes: 20 * 60,
      timezone: 'Africa/Cairo',
      durationMin: 660,
      seats: 800,
      baseFare: 9500,
      currency: 'USD',
    });
    const query = {
      origin: 'Safaga Port',
      destination: 'jeddah islamic port',
      departDate: inDays(5),
      klass: 'COMMONER',
    };
    const before = await search(query);
    expect(before.body.ferry).toHaveLength(1);
    expect(before.body.allowedModes).toEqual(['FLIGHTS', 'BUS', 'TRAIN', 'FERRY']);

    await rest(t, 'PATCH', `/api/transport-modes/${mode.FERRY}`, { token: staff, json: { enabled: false } });
    const after = await search({ ...query, modes: 'FERRY' });
    expect(after.status).toBe(200);
    expect(after.body.ferry).toEqual([]);
    expect(after.body.allowedModes).toEqual(['FLIGHTS', 'BUS', 'TRAIN']);
    const { data } = await gql(t, SEARCH, { input: query });
    expect(data.searchTrips).toMatchObject({ ferry: [], allowedModes: ['FLIGHTS', 'BUS', 'TRAIN'] });

    await rest(t, 'PATCH', `/api/transport-modes/${mode.FERRY}`, { token: staff, json: { enabled: true } });
    await t.deps.db.scheduledService.delete({ where: { id: ferry.id } });
  });

  it('searches only the requested modes and resolves IATA codes, ids, station names and cities', async () => {
    const train = await haramainTrain({ serviceNumber: 'HHR 201', departureMinutes: 6 * 60 + 3, seats: 417 });
    const flight = await service({
      originId: place.jed,
      destinationId: place.med,
      serviceNumber: 'SH 1420',
      timezone: 'Asia/Riyadh',
      durationMin: 65,
      baseFare: 39000,
      currency: 'SAR',
    });
    const day = inDays(3);
    const found = async (origin: string | number, destination: string | number, modes = '') =>
      (await search({ origin, destination, departDate: day, klass: 'COMMONER', ...(modes ? { modes } : {}) })).body;

    // JED is the airport and, like a city code, the rest of Jeddah: the train from the station is found too.
    expect(await found('JED', 'MED')).toMatchObject({
      flights: [{ serviceNumber: 'SH 1420' }],
      train: [{ serviceNumber: 'HHR 201' }],
    });
    expect(await found('JED', 'MED', 'TRAIN,BUS')).toMatchObject({
      flights: [],
      train: [{ serviceNumber: 'HHR 201' }],
    });
    expect(await found('jeddah', 'Madinah', 'FLIGHT')).toMatchObject({
      flights: [{ serviceNumber: 'SH 1420' }],
      train: [],
    });
    expect(await found('HARAMAIN RAILWAY JEDDAH SULAIMANIYAH STATION', place.medStation)).toMatchObject({
      flights: [],
      train: [
        {
          origin: 'Haramain Railway Jeddah Sulaimaniyah Station',
          destination: 'Haramain Railway Madinah Station',
          duration: '1h 57m',
        },
      ],
    });
    await t.deps.db.scheduledService.deleteMany({ where: { id: { in: [train.id, flight.id] } } });
  });

  it('returns the return legs of a round trip, and ignores a return date on a one-way search', async () => {
    const out = await service();
    const back = await service({
      originId: place.jed,
      destinationId: place.lhr,
      serviceNumber: 'SH 113',
      departureMinutes: 2 * 60 + 35,
      timezone: 'Asia/Riyadh',
      durationMin: 405,
      baseFare: 20000,
    });
    const [departDate, returnDate] = [`${nextYear}-01-10`, `${nextYear}-01-20`];
    const { data } = await gql(t, SEARCH, {
      input: { origin: 'LHR', destination: 'JED', departDate, returnDate, tripType: 'ROUNDTRIP', klass: 'COMMONER' },
    });
    expect(data.searchTrips.flights.map((o: { id: string }) => o.id)).toEqual([`s${out.id}-${departDate}-COMMONER`]);
    expect(data.searchTrips.returnLegs).toEqual({
      flights: [{ id: `s${back.id}-${returnDate}-COMMONER`, depart: `${returnDate}T02:35:00+03:00`, price: 20000 }],
      bus: [],
      train: [],
      ferry: [],
    });
    const oneway = await search({
      origin: 'LHR',
      destination: 'JED',
      departDate,
      returnDate: inDays(-3),
      tripType: 'ONEWAY',
    });
    expect(oneway.status).toBe(200);
    expect(oneway.body.returnLegs).toBeNull();
    expect(
      (await search({ origin: 'LHR', destination: 'JED', departDate, returnDate: 'soon', tripType: 'ONEWAY' })).status,
    ).toBe(200);
    expect(
      await search({ origin: 'LHR', destination: 'JED', departDate, returnDate: 'soon', tripType: 'ROUNDTRIP' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Return date must be a date (YYYY-MM-DD).' },
    });
    await t.deps.db.scheduledService.deleteMany({ where: { id: { in: [out.id, back.id] } } });
  });

  it('leaves out departures with fewer seats left than passengers, and ones that already left today', async () => {
    const small = await service({ serviceNumber: 'SH 5', seats: 5 });
    const day = inDays(4);
    const commoner = await t.deps.db.serviceClass.findUniqueOrThrow({ where: { code: 'COMMONER' } });
    await t.deps.db.seatInventory.create({
      data: { serviceId: small.id, departureDate: new Date(`${day}T00:00:00Z`), classId: commoner.id, seatsSold: 3 },
    });
    const seatsFor = async (passengers: number) =>
      (
        await search({ origin: 'LHR', destination: 'JED', departDate: day, passengers, klass: 'COMMONER' })
      ).body.flights.map((o: { seats: number }) => o.seats);
    expect(await seatsFor(2)).toEqual([2]);
    expect(await seatsFor(3)).toEqual([]);

    // Midnight today in UTC+14 was yesterday 10:00 UTC.
    const gone = await service({
      originId: place.cxi,
      serviceNumber: 'SH 77',
      departureMinutes: 0,
      timezone: 'Pacific/Kiritimati',
    });
    const later = await service({
      originId: place.cxi,
      serviceNumber: 'SH 78',
      departureMinutes: 0,
      timezone: 'Pacific/Kiritimati',
    });
    const empty = await search({ origin: 'CXI', destination: 'JED', departDate: today, klass: 'COMMONER' });
    expect(empty.status).toBe(200);
    expect(empty.body.flights).toEqual([]);
    expect(
      (await search({ origin: 'CXI', destination: 'JED', departDate: inDays(2), klass: 'COMMONER' })).body.flights,
    ).toHaveLength(2);
    await t.deps.db.scheduledService.deleteMany({ where: { id: { in: [small.id, gone.id, later.id] } } });
  });

  it('answers invalid searches with the form’s messages (400 / BAD_USER_INPUT)', async () => {
    const base = { origin: 'LHR', destination: 'JED', departDate: inDays(1) };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...base, origin: '' }, 'Please fill origin, destination and departure date.'],
      [{ origin: 'LHR', departDate: base.departDate }, 'Please fill origin, destination and departure date.'],
      [{ ...base, departDate: '' }, 'Please fill origin, destination and departure date.'],
      [{ ...base, departDate: inDays(-1) }, 'Departure date cannot be in the past.'],
      [{ ...base, departDate: '9999-12-31' }, 'Dates must be within the next two years.'],
      [
        { ...base, tripType: 'ROUNDTRIP', departDate: inDays(5), returnDate: inDays(731) },
        'Dates must be within the next two years.',
      ],
      [
        { ...base, tripType: 'ROUNDTRIP', departDate: inDays(5), returnDate: inDays(4) },
        'Return date cannot be before the departure date.',
      ],
      [{ ...base, passengers: 0 }, 'Passengers must be between 1 and 9.'],
      [{ ...base, passengers: 10 }, 'Passengers must be between 1 and 9.'],
      [{ ...base, passengers: 'two' }, 'Passengers must be between 1 and 9.'],
      [{ ...base, origin: 'Atlantis' }, 'Unknown origin.'],
      [{ ...base, destination: 'ZZZ' }, 'Unknown destination.'],
    ];
    for (const [query, message] of cases) {
      expect(await search(query), message).toMatchObject({ status: 400, body: { error: message } });
    }
    const viaGraphql = await gql(t, SEARCH, {
      input: { origin: null, destination: 'JED', departDate: base.departDate },
    });
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: 'Please fill origin, destination and departure date.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const past = await gql(t, SEARCH, { input: { ...base, departDate: inDays(-2) } });
    expect(past.errors?.[0]).toMatchObject({
      message: 'Departure date cannot be in the past.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('gives an empty result (not an error) when nothing runs that day', async () => {
    const { status, body } = await search({
      origin: 'Safaga Port',
      destination: 'Jeddah Islamic Port',
      departDate: inDays(6),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      flights: [],
      bus: [],
      train: [],
      ferry: [],
      allowedModes: ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'],
      returnLegs: null,
      operators: [],
    });
  });
});

describe('bookTrip', () => {
  it('books an option at the server’s price, holding its seats (REST, public)', async () => {
    const flight = await service();
    const day = `${nextYear}-02-03`;
    const { status, body } = await bookFrom(newClient(), {
      optionId: `s${flight.id}-${day}-ROYAL`,
      passengers: 2,
      travellers: withPassports(' Amina Rahman ', 'Bilal Rahman'),
      email: 'Amina@Example.com',
      amount: 1,
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Booking received');
    expect(body.booking).toMatchObject({
      name: 'Amina Rahman',
      email: 'amina@example.com',
      origin: 'London Heathrow Airport',
      destination: 'King Abdulaziz International Airport',
      startDate: `${day}T21:40:00.000Z`,
      passengers: 2,
      amount: 61725, // 12345 x 2.5 x 2
      currency: 'GBP',
      status: 'PENDING',
      serviceId: flight.id,
      transportId: mode.FLIGHT,
      transport: { code: 'FLIGHT' },
      serviceClass: { code: 'ROYAL' },
    });
    expect(await seatsSold(flight.id, day)).toBe(2);
    const again = await search({ origin: 'LHR', destination: 'JED', departDate: day, klass: 'ROYAL' });
    expect(again.body.flights[0].seats).toBe(298);
    await t.deps.db.tripBooking.deleteMany({});
    await t.deps.db.scheduledService.delete({ where: { id: flight.id } });
  });

  it('sells exactly the seats there are when 12 customers book a 5-seat departure at once', async () => {
    const train = await haramainTrain({ serviceNumber: 'HHR 203', departureMinutes: 8 * 60, seats: 5 });
    const day = inDays(8);
    const optionId = `s${train.id}-${day}-BUSINESS`;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gqlFrom(newClient(), BOOK, {
          input: { optionId, passengers: 1, name: `Pilgrim ${i}`, email: `pilgrim${i}@example.com`, acceptTerms: true },
        }),
      ),
    );
    const booked = results.filter((r) => r.data?.bookTrip);
    const refused = results.filter((r) => r.errors);
    expect(booked).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const r of refused)
      expect(r.errors![0]).toMatchObject({
        message: 'Not enough seats left on this departure.',
        extensions: { code: 'CONFLICT' },
      });
    expect(booked[0]!.data.bookTrip.booking).toMatchObject({
      amount: 38400,
      currency: 'SAR',
      departureDate: day,
      serviceId: train.id,
      service: { code: 'BUSINESS' },
    });
    expect(new Set(booked.map((r) => r.data.bookTrip.accessToken)).size).toBe(5);
    expect(await seatsSold(train.id, day)).toBe(5);
    expect(await t.deps.db.tripBooking.count({ where: { serviceId: train.id } })).toBe(5);
    // Business sold out: its option no longer appears (each class sells from its own seats, so the others still
    // do), and a REST booking of it is a 409.
    const left = (await search({ origin: 'Jeddah', destination: 'Madinah', departDate: day })).body.train;
    expect(left.map((option: { klass: string }) => option.klass)).toEqual(['COMMONER', 'ROYAL']);
    const late = await bookFrom(newClient(), { optionId, passengers: 1, name: 'Late', email: 'late@example.com' });
    expect(late).toMatchObject({ status: 409, body: { error: 'Not enough seats left on this departure.' } });
  });

  it('releases the seats when staff cancel, once, and keeps them when staff confirm', async () => {
    const flight = await service({ seats: 10 });
    const day = inDays(9);
    const book = async (passengers: number) =>
      (
        await bookFrom(newClient(), {
          optionId: `s${flight.id}-${day}-COMMONER`,
          passengers,
          travellers: withPassports(
            ...Array.from({ length: passengers }, (_, i) => `Yusuf ${String.fromCharCode(65 + i)}`),
          ),
          email: 'yusuf@example.com',
        })
      ).body.booking.id;
    const cancel = (id: number) =>
      rest(t, 'PATCH', `/api/custom-bookings/${id}/status`, { token: staff, json: { status: 'CANCELLED' } });
    const [first, second] = [await book(3), await book(4)];
    expect(await seatsSold(flight.id, day)).toBe(7);

    const cancelled = await cancel(first);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    expect(await seatsSold(flight.id, day)).toBe(4);
    const twice = await cancel(first);
    expect(twice.status).toBe(200);
    expect(await seatsSold(flight.id, day)).toBe(4);

    const confirmed = await gql(
      t,
      `mutation { updateTripBookingStatus(id: ${second}, status: CONFIRMED) { status } }`,
      {},
      staff,
    );
    expect(confirmed.data.updateTripBookingStatus.status).toBe('CONFIRMED');
    expect(await seatsSold(flight.id, day)).toBe(4);
    const late = await cancel(second);
    expect(late).toMatchObject({ status: 400, body: { error: 'This booking is already CONFIRMED.' } });
    expect(await seatsSold(flight.id, day)).toBe(4);
    await t.deps.db.scheduledService.delete({ where: { id: flight.id } });
  });

  it('rejects bad input and options that do not exist or do not run', async () => {
    const flight = await service({ weekdays: 0b0000001 });
    const monday = nextWeekday(1);
    const tuesday = nextWeekday(2);
    const client = newClient();
    const option = (day: string, klass = 'COMMONER') => `s${flight.id}-${day}-${klass}`;
    const book = (json: Record<string, unknown>) =>
      bookFrom(client, {
        optionId: option(monday),
        passengers: 1,
        travellers: withPassports('Omar Hassan'),
        email: 'omar@example.com',
        ...json,
      });
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ passengers: 10 }, 400, 'Passengers must be between 1 and 9.'],
      [{ travellers: undefined, name: ' ' }, 400, 'Please enter your name.'],
      [{ email: 'nope' }, 400, 'Please enter a valid email address.'],
      [{ optionId: 'garbage' }, 400, 'Unknown trip option.'],
      [{ optionId: option(inDays(-1)) }, 400, 'Departure date cannot be in the past.'],
      [{ optionId: option('9999-12-31') }, 400, 'Dates must be within the next two years.'],
      [{ optionId: option(tuesday) }, 404, 'This trip option is no longer available.'],
      [{ optionId: option(monday, 'ECONOMY') }, 404, 'This trip option is no longer available.'],
    ];
    for (const [json, status, error] of refusals) {
      expect(await book(json), error).toMatchObject({ status, body: { error } });
    }
    expect(await book({})).toMatchObject({ status: 201 });
    await t.deps.db.scheduledService.delete({ where: { id: flight.id } });
  });
});

describe('scheduled services (staff)', () => {
  it('lists and edits services through REST and GraphQL, and the search follows', async () => {
    const flight = await service({ serviceNumber: 'SH 900' });
    expect((await rest(t, 'GET', '/api/scheduled-services')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/scheduled-services', { token: user })).status).toBe(403);
    const list = await rest(t, 'GET', '/api/scheduled-services?pageSize=100', { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.find((s: { id: number }) => s.id === flight.id)).toMatchObject({
      serviceNumber: 'SH 900',
      operator: 'Sahara Air',
      mode: 'FLIGHT',
      origin: 'London Heathrow Airport',
      departureTime: '21:40',
      weekdays: 127,
      active: true,
    });
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

    const patched = await rest(t, 'PATCH', `/api/scheduled-services/${flight.id}`, {
      token: staff,
      json: { baseFare: 20000, departureMinutes: 600 },
    });
    expect(patched).toMatchObject({ status: 200, body: { baseFare: 20000, departureTime: '10:00', seats: 300 } });
    const day = inDays(12);
    const sh900 = async () =>
      (await search({ origin: 'LHR', destination: 'JED', departDate: day, klass: 'COMMONER' })).body.flights.filter(
        (o: { serviceNumber: string }) => o.serviceNumber === 'SH 900',
      );
    expect(await sh900()).toMatchObject([{ price: 20000, depart: `${day}T10:00:00+00:00` }]);

    const page = await gql(
      t,
      '{ scheduledServices(page: 1, pageSize: 1) { total items { id serviceNumber } } }',
      {},
      staff,
    );
    expect(page.data.scheduledServices.items).toHaveLength(1);
    const off = await gql(
      t,
      `mutation { updateScheduledService(id: ${flight.id}, input: {active: false}) { active baseFare } }`,
      {},
      staff,
    );
    expect(off.data.updateScheduledService).toEqual({ active: false, baseFare: 20000 });
    expect(await sh900()).toEqual([]);
    const denied = await gql(
      t,
      `mutation { updateScheduledService(id: ${flight.id}, input: {active: true}) { active } }`,
      {},
      user,
    );
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    expect(
      await rest(t, 'PATCH', `/api/scheduled-services/${flight.id}`, { token: staff, json: { seats: -1 } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Seats must be a whole number between 0 and 5000.' },
    });
    expect(
      (await rest(t, 'PATCH', '/api/scheduled-services/999999', { token: staff, json: { seats: 1 } })).status,
    ).toBe(404);
  });
});

describe('seedNetwork', () => {
  it('builds a searchable network around Jeddah, Makkah and Madinah on an empty database', async () => {
    await resetDatabase(t.deps.db);
    const db = t.deps.db;
    await db.serviceClass.create({ data: { code: 'COMMONER', name: 'Commoner', multiplier: 1 } });
    const count = await db.$transaction((tx) => seedNetwork(tx), { timeout: 60_000 });
    expect(count).toBeGreaterThan(300);
    expect(await db.scheduledService.count()).toBe(count);

    const day = nextWeekday(5);
    const jedMed = (await search({ origin: 'JED', destination: 'MED', departDate: day })).body;
    expect(jedMed.flights.length).toBeGreaterThan(0);
    expect(jedMed.train.length).toBeGreaterThan(10);
    expect(jedMed.bus.length).toBeGreaterThan(0);
    const makkah = (await search({ origin: 'Makkah', destination: 'Madinah', departDate: day, modes: 'TRAIN,BUS' }))
      .body;
    expect(new Set(makkah.train.map((o: { supplier: string }) => o.supplier))).toEqual(
      new Set(['Haramain High Speed Railway']),
    );
    expect(makkah.bus.length).toBeGreaterThan(0);
    for (const hub of ['LHR', 'IST', 'CAI', 'KUL', 'CGK', 'DXB', 'KHI', 'LOS']) {
      const week = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((d) => search({ origin: hub, destination: 'Jeddah', departDate: nextWeekday(d) })),
      );
      expect(
        week.some((r) => r.body.flights.length > 0),
        hub,
      ).toBe(true);
      expect((await db.location.findUnique({ where: { iata: hub } }))?.timezone, hub).toBeTruthy();
    }
  });
});
