import {
  currencyCode,
  flag,
  integer,
  listOf,
  matching,
  object,
  oneOf,
  optional,
  readDataFile,
  recordOf,
  text,
} from './data-file.ts';

/**
 * The demo timetable in `data/timetable.json` (described in data/README.md): flights into and out of Jeddah and
 * Madinah, Red Sea ferries, intercity coaches and the Haramain high-speed railway. Operators are fictional; times,
 * durations and fares are close to real ones.
 */

const modeCodes = ['FLIGHT', 'BUS', 'TRAIN', 'FERRY'] as const;
export type ModeCode = (typeof modeCodes)[number];

const clockTime = matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time hh:mm');
/** ISO weekday digits, 1 = Monday ... 7 = Sunday: '1357' runs Monday, Wednesday, Friday and Sunday. */
const weekdays = matching(/^[1-7]+$/, 'weekday digits 1-7');

const departure = object({
  operator: text,
  number: integer,
  dep: clockTime,
  days: weekdays,
  dur: integer,
  // Economy base fare in minor units; a class multiplier applies on top.
  fare: integer,
  seats: integer,
});

/**
 * A route run both ways: `out` from `from` to `to`, `back` the return with its own times. Places are IATA codes
 * for airports, exact location names otherwise. A seasonal route runs for a season from the day of seeding.
 */
const route = object({
  from: text,
  to: text,
  currency: currencyCode,
  seasonal: optional(flag),
  out: listOf(departure),
  back: listOf(departure),
});
export type Route = ReturnType<typeof route>;

/** A train's stops with the minutes from its first departure; every ordered pair of stops is a bookable service. */
const stop = object({ station: text, minutes: integer });
const trainRun = object({ number: integer, dep: clockTime, days: weekdays, stops: text });

const timetableFile = object({
  operators: listOf(object({ code: text, name: text, mode: oneOf(modeCodes) })),
  // Hub airports whose OpenFlights row may lack a zone (IST does); the timetable needs one for local times.
  airportZones: recordOf(text),
  flights: listOf(route),
  coaches: listOf(route),
  ferries: listOf(route),
  trains: object({
    operator: text,
    currency: currencyCode,
    seats: integer,
    stopPatterns: recordOf(listOf(stop)),
    runs: listOf(trainRun),
  }),
});

type TrainRun = ReturnType<typeof trainRun>;
type Stop = ReturnType<typeof stop>;

/** The run with its stop pattern's stops in place of the pattern's name. */
function withStops(run: TrainRun, patterns: Record<string, Stop[]>): Omit<TrainRun, 'stops'> & { stops: Stop[] } {
  if (!Object.hasOwn(patterns, run.stops))
    throw new Error(`timetable.json: train ${run.number} has no stop pattern ${run.stops}`);
  return { ...run, stops: patterns[run.stops] };
}

const {
  trains: { stopPatterns, runs, ...railway },
  ...routes
} = readDataFile('timetable.json', timetableFile);

export const timetable = { ...routes, trains: { ...railway, runs: runs.map((run) => withStops(run, stopPatterns)) } };
