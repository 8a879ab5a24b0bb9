import type { Prisma } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { airportLocations, groundLocations } from './locations.ts';
import { type ModeCode, type Route, timetable } from './timetable.ts';
import { transportModes } from './transport.ts';

/**
 * Turns the demo timetable (timetable.ts, data/timetable.json) into operators and scheduled services. Seed only an
 * empty network (it creates, never updates).
 */

type Db = TransactionClient;

const SEASON_DAYS = 180;
const MINUTES_PER_DAY = 24 * 60;

/** Economy rail fare in halalas: a boarding charge plus a per-minute rate, rounded to whole 5 SAR. */
const railFare = (minutes: number) => Math.round((2500 + 80 * minutes) / 500) * 500;

const bitmask = (days: string) => [...days].reduce((mask, d) => mask | (1 << (Number(d) - 1)), 0);
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
  const timezone = timetable.airportZones[iata];
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
    data: timetable.operators.map((o) => ({ code: o.code, name: o.name, modeId: modes[o.mode] })),
  });
  const operatorIds = new Map(operatorRows.map((o) => [o.code, o.id]));
  const operatorId = (code: string) => {
    const id = operatorIds.get(code);
    if (id === undefined) throw new Error(`timetable.json: no operator ${code}`);
    return id;
  };

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
  await addRoutes(timetable.flights, 'FLIGHT');
  await addRoutes(timetable.coaches, 'BUS');
  await addRoutes(timetable.ferries, 'FERRY');

  const { trains } = timetable;
  for (const run of trains.runs) {
    for (let i = 0; i < run.stops.length; i++) {
      for (let j = i + 1; j < run.stops.length; j++) {
        const [from, to] = [run.stops[i], run.stops[j]];
        const origin = await place(from.station);
        const leaves = minutesOf(run.dep) + from.minutes;
        services.push({
          operatorId: operatorId(trains.operator),
          modeId: modes.TRAIN,
          originId: origin.id,
          destinationId: (await place(to.station)).id,
          serviceNumber: serviceNumber(trains.operator, run.number),
          weekdays: laterDays(bitmask(run.days), Math.floor(leaves / MINUTES_PER_DAY)),
          departureMinutes: leaves % MINUTES_PER_DAY,
          timezone: origin.timezone,
          durationMin: to.minutes - from.minutes,
          // One train's seats, offered per station pair: segment-level capacity is out of scope for the demo.
          seats: trains.seats,
          baseFare: railFare(to.minutes - from.minutes),
          currency: trains.currency,
        });
      }
    }
  }

  await db.scheduledService.createMany({ data: services });
  return services.length;
}
