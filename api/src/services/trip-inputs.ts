import { z } from 'zod';

import { email, hasNoNul, int, trimmed } from '../lib/validation.ts';
import { TIMES_OF_DAY, TRIP_SORTS } from './trip-filters.ts';
import { isCalendarDate } from './trip-times.ts';

/** What a trip search and a trip booking accept (zod), with the form's own messages. */

/** Result tabs of the search screen and the transport-mode codes behind them. */
export const TRIP_MODES = ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'] as const;
export type TripMode = (typeof TRIP_MODES)[number];
export const MODE_CODE: Record<TripMode, string> = { FLIGHTS: 'FLIGHT', BUS: 'BUS', TRAIN: 'TRAIN', FERRY: 'FERRY' };
export const TAB_OF_CODE = new Map(TRIP_MODES.map((tab) => [MODE_CODE[tab], tab]));
const REQUIRED = 'Please fill origin, destination and departure date.';
const PASSENGERS = 'Passengers must be between 1 and 9.';

// Forms and query strings send '' (or null) for a field left empty.
const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const date = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
const passengers = z.preprocess(blank, int(PASSENGERS, { min: 1, max: 9 }).default(1));
// Timetables are published about a year ahead; two years bounds what a search or a booking may ask for.
const HORIZON_DAYS = 730;
export const TOO_FAR = 'Dates must be within the next two years.';
export const horizonDay = () => new Date(Date.now() + HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
// REST sends modes=TRAIN,BUS (or repeats the key); so do times and operators.
const commaList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : v;
const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
// Mode codes (FLIGHT) are accepted for their tab (FLIGHTS).
const modes = z.preprocess(
  commaList,
  z
    .array(
      z.preprocess(
        (m) => (typeof m === 'string' ? (TAB_OF_CODE.get(m.toUpperCase()) ?? m.toUpperCase()) : m),
        z.enum(TRIP_MODES, { error: 'Modes must be among FLIGHTS, BUS, TRAIN and FERRY.' }),
      ),
    )
    .optional(),
);
const times = z.preprocess(
  commaList,
  z
    .array(
      z.preprocess(
        upper,
        z.enum(TIMES_OF_DAY, { error: 'Times must be among NIGHT, MORNING, AFTERNOON and EVENING.' }),
      ),
    )
    .optional(),
);
const operators = z.preprocess(
  commaList,
  z
    .array(
      z
        .string()
        .trim()
        .max(100, { error: 'Operator names must be at most 100 characters.' })
        .refine(hasNoNul, { error: 'Operator names must not contain NUL characters.' }),
    )
    .max(20, { error: 'Choose at most 20 operators.' })
    .optional(),
);

const place = z
  .string({ error: REQUIRED })
  .trim()
  .max(200, { error: 'Origin and destination must be at most 200 characters.' })
  .refine(hasNoNul, { error: 'Origin and destination must not contain NUL characters.' });

export const searchInput = z.object({
  origin: z.preprocess(blank, place),
  destination: z.preprocess(blank, place),
  departDate: z.preprocess(
    blank,
    z.string({ error: REQUIRED }).pipe(date('Departure date must be a date (YYYY-MM-DD).')),
  ),
  // Checked only for round trips: a one-way search ignores whatever the hidden field holds.
  returnDate: z.preprocess(blank, z.string().trim().optional()),
  tripType: z.preprocess(
    blank,
    z.enum(['ONEWAY', 'ROUNDTRIP'], { error: 'Trip type must be ONEWAY or ROUNDTRIP.' }).default('ONEWAY'),
  ),
  passengers,
  modes,
  klass: z.preprocess(blank, z.string().trim().toUpperCase().default('ALL')),
  sort: z.preprocess(
    (v) => upper(blank(v)),
    z.enum(TRIP_SORTS, { error: 'Sort must be DEPARTURE, PRICE or DURATION.' }).default('DEPARTURE'),
  ),
  times,
  operators,
});

export const bookInput = z.object({
  optionId: z.preprocess(blank, z.string({ error: 'Please choose a trip option.' }).trim()),
  passengers,
  customer: trimmed('Please enter your name.').pipe(z.string().max(200)),
  email: email(),
});
