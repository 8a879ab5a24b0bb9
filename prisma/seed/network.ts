import type { Prisma } from '../generated/client/client.ts';
import { airportLocations, groundLocations } from './locations.ts';
import { transportModes } from './transport.ts';

/**
 * The demo timetable behind the custom trip search: flights into and out of Jeddah and Madinah, the Haramain
 * high-speed railway, intercity coaches between the holy cities and Red Sea ferries. Operators are fictional;
 * times, durations and fares are close to real ones. Seed only an empty network (it creates, never updates).
 */

type Db = Prisma.TransactionClient;
type ModeCode = 'FLIGHT' | 'BUS' | 'TRAIN' | 'FERRY';
/** ISO weekday digits, 1 = Monday ... 7 = Sunday: '1357' runs Monday, Wednesday, Friday and Sunday. */
type Days = string;

const DAILY: Days = '1234567';
const FRIDAY: Days = '5';
const SEASON_DAYS = 180;
const MINUTES_PER_DAY = 24 * 60;

const operators: { code: string; name: string; mode: ModeCode }[] = [
  { code: 'SH', name: 'Sahara Air', mode: 'FLIGHT' },
  { code: 'CW', name: 'Crescent Airways', mode: 'FLIGHT' },
  { code: 'BZ', name: 'Bosphorus Air', mode: 'FLIGHT' },
  { code: 'NX', name: 'Nile Sky', mode: 'FLIGHT' },
  { code: 'ST', name: 'Straits Airways', mode: 'FLIGHT' },
  { code: 'NU', name: 'Nusantara Air', mode: 'FLIGHT' },
  { code: 'FK', name: 'Gulf Falcon', mode: 'FLIGHT' },
  { code: 'IU', name: 'Indus Air', mode: 'FLIGHT' },
  { code: 'SZ', name: 'Sahel Star Airlines', mode: 'FLIGHT' },
  { code: 'HHR', name: 'Haramain High Speed Railway', mode: 'TRAIN' },
  { code: 'HJC', name: 'Hijaz Coaches', mode: 'BUS' },
  { code: 'RWX', name: 'Rawahil Express', mode: 'BUS' },
  { code: 'RSF', name: 'Red Sea Ferries', mode: 'FERRY' },
  { code: 'SWM', name: 'Sawakin Marine', mode: 'FERRY' },
];

// Hub airports whose OpenFlights row may lack a zone (IST does); the timetable needs one for local times.
const airportZones: Record<string, string> = {
  JED: 'Asia/Riyadh',
  MED: 'Asia/Riyadh',
  LHR: 'Europe/London',
  IST: 'Europe/Istanbul',
  CAI: 'Africa/Cairo',
  KUL: 'Asia/Kuala_Lumpur',
  CGK: 'Asia/Jakarta',
  DXB: 'Asia/Dubai',
  KHI: 'Asia/Karachi',
  LOS: 'Africa/Lagos',
};

type Departure = {
  operator: string;
  number: number;
  dep: string;
  days: Days;
  dur: number;
  fare: number;
  seats: number;
};
/** A route flown or sailed both ways: `out` from `from` to `to`, `back` the return with its own times. */
type Route = { from: string; to: string; currency: string; out: Departure[]; back: Departure[]; seasonal?: boolean };

const wide = 300;
const narrow = 174;

// Fares are economy base fares in minor units; a class multiplier applies on top.
const flights: Route[] = [
  {
    from: 'LHR',
    to: 'JED',
    currency: 'GBP',
    out: [
      { operator: 'SH', number: 112, dep: '21:40', days: DAILY, dur: 370, fare: 41500, seats: wide },
      { operator: 'CW', number: 301, dep: '14:25', days: '1357', dur: 375, fare: 38900, seats: wide },
    ],
    back: [
      { operator: 'SH', number: 113, dep: '02:35', days: DAILY, dur: 405, fare: 41500, seats: wide },
      { operator: 'CW', number: 302, dep: '08:10', days: '1357', dur: 410, fare: 38900, seats: wide },
    ],
  },
  {
    from: 'LHR',
    to: 'MED',
    currency: 'GBP',
    out: [{ operator: 'SH', number: 118, dep: '10:15', days: '246', dur: 360, fare: 43500, seats: wide }],
    back: [{ operator: 'SH', number: 119, dep: '19:30', days: '246', dur: 400, fare: 43500, seats: wide }],
  },
  {
    from: 'IST',
    to: 'JED',
    currency: 'EUR',
    out: [
      { operator: 'BZ', number: 92, dep: '01:50', days: DAILY, dur: 225, fare: 26900, seats: wide },
      { operator: 'CW', number: 331, dep: '11:05', days: '12457', dur: 230, fare: 24900, seats: narrow },
    ],
    back: [
      { operator: 'BZ', number: 93, dep: '07:20', days: DAILY, dur: 240, fare: 26900, seats: wide },
      { operator: 'CW', number: 332, dep: '16:40', days: '12457', dur: 245, fare: 24900, seats: narrow },
    ],
  },
  {
    from: 'IST',
    to: 'MED',
    currency: 'EUR',
    out: [{ operator: 'BZ', number: 96, dep: '09:45', days: '1346', dur: 200, fare: 27900, seats: narrow }],
    back: [{ operator: 'BZ', number: 97, dep: '15:15', days: '1346', dur: 215, fare: 27900, seats: narrow }],
  },
  {
    from: 'CAI',
    to: 'JED',
    currency: 'USD',
    out: [
      { operator: 'NX', number: 671, dep: '08:00', days: DAILY, dur: 130, fare: 21500, seats: narrow },
      { operator: 'NX', number: 673, dep: '19:45', days: DAILY, dur: 130, fare: 19900, seats: narrow },
      { operator: 'SH', number: 302, dep: '13:10', days: DAILY, dur: 135, fare: 22900, seats: wide },
    ],
    back: [
      { operator: 'NX', number: 672, dep: '11:30', days: DAILY, dur: 140, fare: 21500, seats: narrow },
      { operator: 'NX', number: 674, dep: '23:15', days: DAILY, dur: 140, fare: 19900, seats: narrow },
      { operator: 'SH', number: 303, dep: '16:50', days: DAILY, dur: 145, fare: 22900, seats: wide },
    ],
  },
  {
    from: 'CAI',
    to: 'MED',
    currency: 'USD',
    out: [{ operator: 'NX', number: 681, dep: '06:30', days: '12356', dur: 125, fare: 22500, seats: narrow }],
    back: [{ operator: 'NX', number: 682, dep: '09:55', days: '12356', dur: 135, fare: 22500, seats: narrow }],
  },
  {
    from: 'KUL',
    to: 'JED',
    currency: 'MYR',
    out: [{ operator: 'ST', number: 150, dep: '23:55', days: DAILY, dur: 575, fare: 289000, seats: wide }],
    back: [{ operator: 'ST', number: 151, dep: '13:20', days: DAILY, dur: 515, fare: 289000, seats: wide }],
  },
  {
    from: 'KUL',
    to: 'MED',
    currency: 'MYR',
    out: [{ operator: 'ST', number: 154, dep: '11:40', days: '2357', dur: 550, fare: 299000, seats: wide }],
    back: [{ operator: 'ST', number: 155, dep: '23:10', days: '2357', dur: 500, fare: 299000, seats: wide }],
  },
  {
    from: 'CGK',
    to: 'JED',
    currency: 'USD',
    out: [
      { operator: 'NU', number: 980, dep: '17:30', days: DAILY, dur: 590, fare: 79500, seats: wide },
      { operator: 'SH', number: 817, dep: '09:20', days: '247', dur: 595, fare: 82500, seats: wide },
    ],
    back: [
      { operator: 'NU', number: 981, dep: '21:15', days: DAILY, dur: 530, fare: 79500, seats: wide },
      { operator: 'SH', number: 816, dep: '20:05', days: '247', dur: 535, fare: 82500, seats: wide },
    ],
  },
  {
    from: 'CGK',
    to: 'MED',
    currency: 'USD',
    out: [{ operator: 'NU', number: 984, dep: '08:50', days: '146', dur: 570, fare: 81500, seats: wide }],
    back: [{ operator: 'NU', number: 985, dep: '18:40', days: '146', dur: 515, fare: 81500, seats: wide }],
  },
  {
    from: 'DXB',
    to: 'JED',
    currency: 'AED',
    out: [
      { operator: 'FK', number: 801, dep: '03:15', days: DAILY, dur: 170, fare: 129000, seats: wide },
      { operator: 'FK', number: 803, dep: '15:40', days: DAILY, dur: 170, fare: 119000, seats: wide },
      { operator: 'CW', number: 215, dep: '09:00', days: DAILY, dur: 175, fare: 99500, seats: narrow },
    ],
    back: [
      { operator: 'FK', number: 802, dep: '07:35', days: DAILY, dur: 160, fare: 129000, seats: wide },
      { operator: 'FK', number: 804, dep: '20:10', days: DAILY, dur: 160, fare: 119000, seats: wide },
      { operator: 'CW', number: 216, dep: '13:05', days: DAILY, dur: 165, fare: 99500, seats: narrow },
    ],
  },
  {
    from: 'DXB',
    to: 'MED',
    currency: 'AED',
    out: [{ operator: 'FK', number: 811, dep: '10:25', days: DAILY, dur: 160, fare: 135000, seats: narrow }],
    back: [{ operator: 'FK', number: 812, dep: '14:05', days: DAILY, dur: 150, fare: 135000, seats: narrow }],
  },
  {
    from: 'KHI',
    to: 'JED',
    currency: 'USD',
    out: [
      { operator: 'IU', number: 741, dep: '04:30', days: DAILY, dur: 245, fare: 38500, seats: narrow },
      { operator: 'SH', number: 705, dep: '22:50', days: '1356', dur: 240, fare: 41000, seats: wide },
    ],
    back: [
      { operator: 'IU', number: 742, dep: '09:40', days: DAILY, dur: 220, fare: 38500, seats: narrow },
      { operator: 'SH', number: 706, dep: '16:20', days: '1356', dur: 215, fare: 41000, seats: wide },
    ],
  },
  {
    from: 'KHI',
    to: 'MED',
    currency: 'USD',
    out: [{ operator: 'IU', number: 743, dep: '06:10', days: '2467', dur: 235, fare: 39500, seats: narrow }],
    back: [{ operator: 'IU', number: 744, dep: '11:25', days: '2467', dur: 210, fare: 39500, seats: narrow }],
  },
  {
    from: 'LOS',
    to: 'JED',
    currency: 'USD',
    out: [
      { operator: 'SZ', number: 401, dep: '22:15', days: '136', dur: 365, fare: 72500, seats: wide },
      { operator: 'SH', number: 507, dep: '11:40', days: '57', dur: 360, fare: 76000, seats: wide },
    ],
    back: [
      { operator: 'SZ', number: 402, dep: '14:45', days: '136', dur: 380, fare: 72500, seats: wide },
      { operator: 'SH', number: 508, dep: '02:20', days: '57', dur: 375, fare: 76000, seats: wide },
    ],
  },
  {
    from: 'LOS',
    to: 'MED',
    currency: 'USD',
    out: [{ operator: 'SZ', number: 405, dep: '21:30', days: '25', dur: 360, fare: 74500, seats: wide }],
    back: [{ operator: 'SZ', number: 406, dep: '13:10', days: '25', dur: 375, fare: 74500, seats: wide }],
  },
  {
    // Winter-season extra section: dated validity (the next six months from the day the demo is seeded).
    from: 'LHR',
    to: 'MED',
    currency: 'GBP',
    seasonal: true,
    out: [{ operator: 'CW', number: 351, dep: '12:50', days: '35', dur: 365, fare: 40500, seats: narrow }],
    back: [{ operator: 'CW', number: 352, dep: '21:05', days: '35', dur: 405, fare: 40500, seats: narrow }],
  },
  {
    from: 'JED',
    to: 'MED',
    currency: 'SAR',
    out: ['07:00', '11:30', '16:15', '21:00'].map((dep, i) => ({
      operator: 'SH',
      number: 1420 + 2 * i,
      dep,
      days: DAILY,
      dur: 65,
      fare: 39000,
      seats: narrow,
    })),
    back: ['08:45', '13:20', '18:05', '22:50'].map((dep, i) => ({
      operator: 'SH',
      number: 1421 + 2 * i,
      dep,
      days: DAILY,
      dur: 65,
      fare: 39000,
      seats: narrow,
    })),
  },
];

const rail = {
  makkah: 'Haramain Railway Makkah Station',
  sulaimaniyah: 'Haramain Railway Jeddah Sulaimaniyah Station',
  airport: 'Haramain Railway King Abdulaziz Airport Station',
  kaec: 'Haramain Railway King Abdullah Economic City Station',
  madinah: 'Haramain Railway Madinah Station',
};

/** A train run: its stops with minutes from the first departure; every ordered pair of stops is a bookable service. */
type TrainRun = { number: number; dep: string; days: Days; stops: [string, number][] };

const northbound: [string, number][] = [
  [rail.makkah, 0],
  [rail.sulaimaniyah, 33],
  [rail.airport, 48],
  [rail.kaec, 88],
  [rail.madinah, 150],
];
const southbound: [string, number][] = [
  [rail.madinah, 0],
  [rail.kaec, 62],
  [rail.airport, 102],
  [rail.sulaimaniyah, 117],
  [rail.makkah, 150],
];
const expressNorth: [string, number][] = [
  [rail.makkah, 0],
  [rail.sulaimaniyah, 33],
  [rail.madinah, 135],
];
const expressSouth: [string, number][] = [
  [rail.madinah, 0],
  [rail.sulaimaniyah, 102],
  [rail.makkah, 135],
];

const runs = (first: number, deps: string[], days: Days, stops: [string, number][]): TrainRun[] =>
  deps.map((dep, i) => ({ number: first + 2 * i, dep, days, stops }));

const trainRuns: TrainRun[] = [
  ...runs(
    201,
    ['05:30', '07:00', '08:30', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'],
    DAILY,
    northbound,
  ),
  ...runs(
    202,
    ['05:45', '07:15', '08:45', '10:15', '12:15', '14:15', '16:15', '18:15', '20:15', '22:15'],
    DAILY,
    southbound,
  ),
  ...runs(301, ['09:15', '17:15'], DAILY, expressNorth),
  ...runs(302, ['11:00', '19:00'], DAILY, expressSouth),
  // Friday extras for the crowds after Jumu'ah.
  ...runs(401, ['15:00', '23:00'], FRIDAY, northbound),
  ...runs(402, ['15:30', '23:15'], FRIDAY, southbound),
  // Jeddah-Makkah shuttles.
  ...runs(501, ['06:15', '09:45', '13:15', '16:45', '19:45', '23:30'], DAILY, [
    [rail.sulaimaniyah, 0],
    [rail.makkah, 33],
  ]),
  ...runs(502, ['07:00', '10:30', '14:00', '17:30', '21:00', '00:15'], DAILY, [
    [rail.makkah, 0],
    [rail.sulaimaniyah, 33],
  ]),
];

/** Economy rail fare in halalas: a boarding charge plus a per-minute rate, rounded to whole 5 SAR. */
const railFare = (minutes: number) => Math.round((2500 + 80 * minutes) / 500) * 500;

const bus = {
  jeddah: 'Jeddah Central Bus Station',
  makkah: 'Makkah Central Bus Station',
  madinah: 'Madinah Central Bus Station',
};

const coach = (operator: string, first: number, deps: string[], dur: number, fare: number): Departure[] =>
  deps.map((dep, i) => ({ operator, number: first + i, dep, days: DAILY, dur, fare, seats: 49 }));

const coaches: Route[] = [
  {
    from: bus.jeddah,
    to: bus.makkah,
    currency: 'SAR',
    out: coach('HJC', 101, ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'], 80, 2500),
    back: coach(
      'HJC',
      151,
      ['06:30', '08:30', '10:30', '12:30', '14:30', '16:30', '18:30', '20:30', '22:30'],
      80,
      2500,
    ),
  },
  {
    from: bus.makkah,
    to: bus.madinah,
    currency: 'SAR',
    out: [
      ...coach('HJC', 201, ['07:00', '11:00', '15:00', '23:00'], 330, 11000),
      ...coach('RWX', 11, ['09:30', '21:30'], 315, 13500),
    ],
    back: [
      ...coach('HJC', 251, ['06:30', '10:30', '14:30', '22:30'], 330, 11000),
      ...coach('RWX', 12, ['08:00', '20:00'], 315, 13500),
    ],
  },
  {
    from: bus.madinah,
    to: bus.jeddah,
    currency: 'SAR',
    out: [
      ...coach('HJC', 301, ['06:00', '10:00', '14:00', '18:00'], 300, 10000),
      ...coach('RWX', 21, ['23:45'], 285, 12000),
    ],
    back: [
      ...coach('HJC', 351, ['07:00', '11:00', '15:00', '19:00'], 300, 10000),
      ...coach('RWX', 22, ['23:30'], 285, 12000),
    ],
  },
];

const ferries: Route[] = [
  {
    from: 'Safaga Port',
    to: 'Jeddah Islamic Port',
    currency: 'USD',
    out: [{ operator: 'RSF', number: 11, dep: '20:00', days: '247', dur: 660, fare: 9500, seats: 800 }],
    back: [{ operator: 'RSF', number: 12, dep: '21:00', days: '136', dur: 660, fare: 9500, seats: 800 }],
  },
  {
    from: 'Suakin Port',
    to: 'Jeddah Islamic Port',
    currency: 'USD',
    out: [{ operator: 'SWM', number: 3, dep: '18:00', days: '15', dur: 720, fare: 8000, seats: 600 }],
    back: [{ operator: 'SWM', number: 4, dep: '19:30', days: '26', dur: 720, fare: 8000, seats: 600 }],
  },
];

const bitmask = (days: Days) => [...days].reduce((mask, d) => mask | (1 << (Number(d) - 1)), 0);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const isIata = (place: string) => /^[A-Z]{3}$/.test(place);
const serviceNumber = (operator: string, number: number) => `${operator} ${number}`;
/** The weekday mask of a departure `days` days after the run's first one (a night train reaching a stop after midnight). */
function laterDays(mask: number, days: number): number {
  const shift = days % 7;
  return shift ? ((mask << shift) | (mask >> (7 - shift))) & 127 : mask;
}

type Place = { id: number; timezone: string };

/** The airport by IATA code, created from the bundled airport data if missing; its zone filled in if absent. */
async function airport(db: Db, iata: string): Promise<Place> {
  const timezone = airportZones[iata];
  const found = await db.location.findUnique({ where: { iata } });
  if (!found) {
    const data = airportLocations().find((a) => a.iata === iata);
    if (!data) throw new Error(`No airport data for ${iata}`);
    return { id: (await db.location.create({ data: { ...data, timezone } })).id, timezone };
  }
  if (!found.timezone) await db.location.update({ where: { id: found.id }, data: { timezone } });
  return { id: found.id, timezone: found.timezone ?? timezone };
}

/** A station or port by exact name, created from the ground-location seed list if the catalogue lacks it. */
async function namedPlace(db: Db, name: string): Promise<Place> {
  let found = await db.location.findFirst({ where: { name } });
  if (!found) {
    const data = groundLocations.find((l) => l.name === name);
    if (!data) throw new Error(`No location data for ${name}`);
    found = await db.location.create({ data });
  }
  return { id: found.id, timezone: found.timezone ?? 'Asia/Riyadh' };
}

async function modeIds(db: Db): Promise<Record<ModeCode, number>> {
  const ids = {} as Record<ModeCode, number>;
  for (const mode of transportModes) {
    const row = await db.transportMode.upsert({ where: { code: mode.code }, update: {}, create: mode });
    ids[row.code as ModeCode] = row.id;
  }
  return ids;
}

/** Creates operators and every scheduled service; returns how many services it made. */
export async function seedNetwork(db: Db, today = new Date()): Promise<number> {
  const modes = await modeIds(db);
  const operatorRows = await db.operator.createManyAndReturn({
    data: operators.map((o) => ({ code: o.code, name: o.name, modeId: modes[o.mode] })),
  });
  const operatorId = (code: string) => operatorRows.find((o) => o.code === code)!.id;

  const places = new Map<string, Place>();
  const place = async (key: string) => {
    if (!places.has(key)) places.set(key, isIata(key) ? await airport(db, key) : await namedPlace(db, key));
    return places.get(key)!;
  };

  const seasonStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const seasonEnd = new Date(seasonStart.getTime() + SEASON_DAYS * 24 * 60 * 60 * 1000);
  const services: Prisma.ScheduledServiceCreateManyInput[] = [];

  const addRoutes = async (routes: Route[], mode: ModeCode) => {
    for (const route of routes) {
      for (const [from, to, departures] of [
        [route.from, route.to, route.out],
        [route.to, route.from, route.back],
      ] as const) {
        const [origin, destination] = [await place(from), await place(to)];
        for (const s of departures) {
          services.push({
            operatorId: operatorId(s.operator),
            modeId: modes[mode],
            originId: origin.id,
            destinationId: destination.id,
            serviceNumber: serviceNumber(s.operator, s.number),
            weekdays: bitmask(s.days),
            validFrom: route.seasonal ? seasonStart : null,
            validTo: route.seasonal ? seasonEnd : null,
            departureMinutes: minutesOf(s.dep),
            timezone: origin.timezone,
            durationMin: s.dur,
            seats: s.seats,
            baseFare: s.fare,
            currency: route.currency,
          });
        }
      }
    }
  };
  await addRoutes(flights, 'FLIGHT');
  await addRoutes(coaches, 'BUS');
  await addRoutes(ferries, 'FERRY');

  for (const run of trainRuns) {
    for (let i = 0; i < run.stops.length; i++) {
      for (let j = i + 1; j < run.stops.length; j++) {
        const [[fromName, fromMin], [toName, toMin]] = [run.stops[i], run.stops[j]];
        const origin = await place(fromName);
        const leaves = minutesOf(run.dep) + fromMin;
        services.push({
          operatorId: operatorId('HHR'),
          modeId: modes.TRAIN,
          originId: origin.id,
          destinationId: (await place(toName)).id,
          serviceNumber: serviceNumber('HHR', run.number),
          weekdays: laterDays(bitmask(run.days), Math.floor(leaves / MINUTES_PER_DAY)),
          departureMinutes: leaves % MINUTES_PER_DAY,
          timezone: origin.timezone,
          durationMin: toMin - fromMin,
          // One train's seats, offered per station pair: segment-level capacity is out of scope for the demo.
          seats: 417,
          baseFare: railFare(toMin - fromMin),
          currency: 'SAR',
        });
      }
    }
  }

  await db.scheduledService.createMany({ data: services });
  return services.length;
}
