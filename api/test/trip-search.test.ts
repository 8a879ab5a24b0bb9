import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { airportLocations, groundLocations } from '../../prisma/seed/locations.ts';
import { seedNetwork } from '../../prisma/seed/network.ts';
import { gql, pastPressure, rest, startTestApp, type TestApp } from './helpers.ts';

/**
 * The search as pilgrims use it, on the real seeded places (every OpenFlights airport, the holy cities and their
 * stations) and the demo timetable: other names and Arabic, ranking, free text, sorting and filtering.
 */
let t: TestApp;

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
/** A date at least a week ahead on the given ISO weekday (1 = Monday). */
function nextWeekday(isoDay: number) {
  for (let n = 7; ; n++) {
    if (((new Date(inDays(n)).getUTCDay() + 6) % 7) + 1 === isoDay) return inDays(n);
  }
}

type Place = { id: number; type: string; name: string; city: string; iata: string | null; country: string };
type Option = {
  id: string;
  departureId: string;
  depart: string;
  durationMin: number;
  price: number;
  klass: string;
  seats: number;
  supplier: string;
  origin: string;
  originCity: string;
  originNearby: boolean;
  destinationNearby: boolean;
};

const suggestions = async (q: string) => {
  const answer = await rest(t, 'GET', `/api/locations/search?q=${encodeURIComponent(q)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items as Place[];
};
const search = (query: Record<string, string | number>) =>
  rest(t, 'GET', `/api/search/trips?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.db;
  await db.serviceClass.createMany({
    data: [
      { code: 'COMMONER', name: 'Commoner', multiplier: '1.0' },
      { code: 'BUSINESS', name: 'Business', multiplier: '1.6' },
    ],
  });
  await db.location.createMany({ data: [...airportLocations(), ...groundLocations] });
  await db.$transaction((tx) => seedNetwork(tx), { timeout: 60_000 });
  // The seeding ran on the app's own event loop: on a busy machine its delay can pass the pressure guard's limit
  // (lib/health.ts), which then sheds requests until its next sample. Start once a request reaches its route.
  await pastPressure(() => rest(t, 'GET', '/api/locations/search?q=Jeddah'));
}, 60_000);
afterAll(() => t.app.close());

describe('place suggestions', () => {
  it('finds the holy cities by their other names, Arabic included', async () => {
    for (const name of ['Mecca', 'Makkah', 'mecca', 'مكة', 'مكة المكرمة']) {
      const found = await suggestions(name);
      expect(found[0], name).toMatchObject({ type: 'CITY', name: 'Makkah' });
      expect(
        found.every((p) => p.city === 'Makkah'),
        name,
      ).toBe(true);
    }
    for (const name of ['Medina', 'Madinah', 'المدينة']) {
      const found = await suggestions(name);
      // The city first (searching it covers its airport and stations), then each of them.
      expect(found[0], name).toMatchObject({ type: 'CITY', name: 'Madinah' });
      expect(found.map((p) => p.iata ?? p.name)).toEqual(
        expect.arrayContaining(['MED', 'Haramain Railway Madinah Station', 'Madinah Central Bus Station']),
      );
    }
    // Part of an alias is enough for a suggestion.
    expect((await suggestions('Mecc'))[0]).toMatchObject({ name: 'Makkah' });
  });

  it('ranks an exact city first, bigger airports first, before places that only start with the text', async () => {
    const london = (await suggestions('London')).map((p) => p.iata);
    expect(london.slice(0, 2)).toEqual(['LHR', 'LGW']);
    expect(new Set(london.slice(2, 5))).toEqual(new Set(['STN', 'LTN', 'LCY']));
    // London (Ontario) is an exact city match, so after the London airports; Londonderry only starts with it.
    expect(london.indexOf('YXU')).toBeGreaterThan(4);
    expect(london.indexOf('LDY')).toBeGreaterThan(london.indexOf('YXU'));
    expect((await suggestions('JED'))[0]).toMatchObject({ iata: 'JED' });
  });
});

describe('trip search places', () => {
  const day = nextWeekday(3);

  it('searches from and to the holy cities by any of their names', async () => {
    for (const [origin, destination] of [
      ['Mecca', 'Medina'],
      ['مكة', 'المدينة'],
      ['Makkah', 'Madinah'],
    ]) {
      const found = await search({ origin, destination, departDate: day, modes: 'TRAIN' });
      expect(found.status, origin).toBe(200);
      expect(found.body.train.length, origin).toBeGreaterThan(0);
      expect(found.body.train[0].origin).toBe('Haramain Railway Makkah Station');
    }
  });

  it('accepts free text that names exactly one place, and says when it names several', async () => {
    const heathrow = await search({ origin: 'Heathrow', destination: 'Jeddah', departDate: nextWeekday(1) });
    expect(heathrow.status).toBe(200);
    expect(heathrow.body.flights.length).toBeGreaterThan(0);
    expect(heathrow.body.flights[0].origin).toBe('London Heathrow Airport');

    const sulaimaniyah = await search({ origin: 'Sulaimaniyah', destination: 'Medina', departDate: day });
    expect(sulaimaniyah.status).toBe(200);
    expect(sulaimaniyah.body.train[0].origin).toBe('Haramain Railway Jeddah Sulaimaniyah Station');

    expect(await search({ origin: 'Airport', destination: 'Jeddah', departDate: day })).toMatchObject({
      status: 400,
      body: {
        error:
          'More than one place matches the origin: choose one from the suggestions, or type its full name or airport code.',
      },
    });
    expect(await search({ origin: 'Jeddah', destination: 'Qqqzz', departDate: day })).toMatchObject({
      status: 400,
      body: { error: 'Unknown destination.' },
    });
  });

  it('marks departures from another place of the searched city (JED by train leaves from a station)', async () => {
    const jed = (await search({ origin: 'JED', destination: 'MED', departDate: day })).body;
    const trains = jed.train as Option[];
    expect(trains.length).toBeGreaterThan(0);
    expect(trains.every((o) => o.originNearby && o.originCity === 'Jeddah')).toBe(true);
    expect(new Set(trains.map((o) => o.origin))).toEqual(
      new Set(['Haramain Railway Jeddah Sulaimaniyah Station', 'Haramain Railway King Abdulaziz Airport Station']),
    );
    expect((jed.flights as Option[]).every((o) => !o.originNearby && !o.destinationNearby)).toBe(true);
    // Searching the city itself names every station, so none is "another place".
    const city = (await search({ origin: 'Jeddah', destination: 'Madinah', departDate: day, modes: 'TRAIN' })).body;
    expect((city.train as Option[]).some((o) => o.originNearby)).toBe(false);
  });
});

describe('sorting and filtering', () => {
  const day = nextWeekday(3);
  const trains = async (query: Record<string, string> = {}) => {
    const found = await search({ origin: 'Makkah', destination: 'Madinah', departDate: day, modes: 'TRAIN', ...query });
    expect(found.status).toBe(200);
    return found.body.train as Option[];
  };
  /** The departures in order, with each departure's classes listed together. */
  function departures(options: Option[]) {
    const ids = options.map((o) => o.departureId);
    const order = ids.filter((id, i) => ids.indexOf(id) === i);
    // A departure's classes are adjacent: no departure id comes back after another one started.
    expect(order).toEqual(ids.filter((id, i) => i === 0 || id !== ids[i - 1]));
    return order.map((id) => options.filter((o) => o.departureId === id));
  }
  const hour = (o: Option) => Number(o.depart.slice(11, 13));

  it('lists each departure with its classes cheapest first, by departure time unless asked otherwise', async () => {
    const byTime = departures(await trains());
    expect(byTime.length).toBeGreaterThan(3);
    for (const classes of byTime) {
      expect(classes.map((o) => o.klass)).toEqual(['COMMONER', 'BUSINESS']);
      expect(new Set(classes.map((o) => o.seats)).size).toBe(1);
    }
    const times = byTime.map((classes) => classes[0].depart);
    expect(times).toEqual([...times].sort());
  });

  it('sorts departures by their cheapest class or by journey time', async () => {
    const byPrice = departures(await trains({ sort: 'PRICE' })).map((classes) => classes[0].price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byDuration = departures(await trains({ sort: 'duration' })).map((classes) => classes[0].durationMin);
    expect(byDuration).toEqual([...byDuration].sort((a, b) => a - b));
    expect(new Set(byDuration).size).toBeGreaterThan(1);
  });

  it('filters by time of day and by operator within its mode, and lists the operators to choose from', async () => {
    const all = await trains();
    const morning = await trains({ times: 'MORNING' });
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.every((o) => hour(o) >= 5 && hour(o) < 12)).toBe(true);
    const late = await trains({ times: 'AFTERNOON,EVENING' });
    expect(late.every((o) => hour(o) >= 12)).toBe(true);
    expect(morning.length + late.length + (await trains({ times: 'NIGHT' })).length).toBe(all.length);

    const both = (await search({ origin: 'Makkah', destination: 'Madinah', departDate: day, modes: 'TRAIN,BUS' })).body;
    expect(both.operators).toEqual([
      { mode: 'TRAIN', name: 'Haramain High Speed Railway' },
      { mode: 'BUS', name: 'Hijaz Coaches' },
      { mode: 'BUS', name: 'Rawahil Express' },
    ]);
    const coachesOnly = (
      await search({
        origin: 'Makkah',
        destination: 'Madinah',
        departDate: day,
        modes: 'TRAIN,BUS',
        operators: 'Hijaz Coaches',
      })
    ).body;
    // Operators narrow their own mode only: the trains stay.
    expect(coachesOnly.train).toEqual(both.train);
    expect(coachesOnly.bus.length).toBeGreaterThan(0);
    expect(coachesOnly.bus.length).toBeLessThan(both.bus.length);
    expect(new Set(coachesOnly.bus.map((o: Option) => o.supplier))).toEqual(new Set(['Hijaz Coaches']));
    // The operator list is what could be chosen, so a filter does not shrink it.
    expect(coachesOnly.operators).toEqual(both.operators);
  });

  it('takes the same sort and filters through GraphQL, and refuses unknown ones with the message', async () => {
    const { data } = await gql(
      t,
      `query($input: TripSearchInput!) { searchTrips(input: $input) { train { departureId depart price } operators { mode name } } }`,
      {
        input: {
          origin: 'Mecca',
          destination: 'Medina',
          departDate: day,
          modes: ['TRAIN'],
          sort: 'PRICE',
          times: ['MORNING'],
          operators: ['Haramain High Speed Railway'],
        },
      },
    );
    const prices = (data.searchTrips.train as Option[]).map((o) => o.price);
    expect(prices.length).toBeGreaterThan(0);
    expect((data.searchTrips.train as Option[]).every((o) => hour(o) >= 5 && hour(o) < 12)).toBe(true);
    expect(await search({ origin: 'Makkah', destination: 'Madinah', departDate: day, sort: 'cheapest' })).toMatchObject(
      { status: 400, body: { error: 'Sort must be DEPARTURE, PRICE or DURATION.' } },
    );
    expect(await search({ origin: 'Makkah', destination: 'Madinah', departDate: day, times: 'LUNCH' })).toMatchObject({
      status: 400,
      body: { error: 'Times must be among NIGHT, MORNING, AFTERNOON and EVENING.' },
    });
  });
});
