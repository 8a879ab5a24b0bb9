import { z } from 'zod';

import { email, hasNoNul, int, trimmed } from '../lib/validation.ts';
import { passportFields } from './traveller-inputs.ts';
import { TIMES_OF_DAY, TRIP_SORTS } from './trip-filters.ts';
import { isCalendarDate } from './trip-times.ts';

/** What a trip search and a trip booking accept (zod), with the form's own messages. */

/** Result tabs of the search screen and the transport-mode codes behind them. */
export const TRIP_MODES = ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'] as const;
export type TripMode = (typeof TRIP_MODES)[number];
export const MODE_CODE: Record<TripMode, string> = { FLIGHTS: 'FLIGHT', BUS: 'BUS', TRAIN: 'TRAIN', FERRY: 'FERRY' };
export const TAB_OF_CODE = new Map(TRIP_MODES.map((tab) => [MODE_CODE[tab], tab]));
const REQUIRED = 'TRIP_SEARCH_REQUIRED';
const PASSENGERS = 'PASSENGERS_INVALID';

// Forms and query strings send '' (or null) for a field left empty.
const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const date = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
const passengers = z.preprocess(blank, int(PASSENGERS, { min: 1, max: 9 }).default(1));
// Timetables are published about a year ahead; two years bounds what a search or a booking may ask for.
const HORIZON_DAYS = 730;
export const TOO_FAR = 'DATES_TOO_FAR';
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
        z.enum(TRIP_MODES, { error: 'TRIP_MODES_INVALID' }),
      ),
    )
    .optional(),
);
const times = z.preprocess(
  commaList,
  z.array(z.preprocess(upper, z.enum(TIMES_OF_DAY, { error: 'TRIP_TIMES_INVALID' }))).optional(),
);
const operators = z.preprocess(
  commaList,
  z
    .array(
      z
        .string()
        .trim()
        .max(100, { error: 'OPERATOR_NAME_TOO_LONG' })
        .refine(hasNoNul, { error: 'OPERATOR_NAME_HAS_NUL' }),
    )
    .max(20, { error: 'OPERATORS_TOO_MANY' })
    .optional(),
);

const place = z
  .string({ error: REQUIRED })
  .trim()
  .max(200, { error: 'PLACE_TOO_LONG' })
  .refine(hasNoNul, { error: 'PLACE_HAS_NUL' });

export const searchInput = z.object({
  origin: z.preprocess(blank, place),
  destination: z.preprocess(blank, place),
  departDate: z.preprocess(blank, z.string({ error: REQUIRED }).pipe(date('DEPARTURE_DATE_INVALID'))),
  // Checked only for round trips: a one-way search ignores whatever the hidden field holds.
  returnDate: z.preprocess(blank, z.string().trim().optional()),
  tripType: z.preprocess(blank, z.enum(['ONEWAY', 'ROUNDTRIP'], { error: 'TRIP_TYPE_INVALID' }).default('ONEWAY')),
  passengers,
  modes,
  klass: z.preprocess(blank, z.string().trim().toUpperCase().default('ALL')),
  sort: z.preprocess((v) => upper(blank(v)), z.enum(TRIP_SORTS, { error: 'TRIP_SORT_INVALID' }).default('DEPARTURE')),
  times,
  operators,
});

/**
 * One passenger as on their passport: the name always, the rest only where the route crosses a border
 * (trip-passengers.ts decides; the fields are the package travellers' own rules).
 */
const passengerInput = z.object(
  {
    fullName: passportFields.fullName,
    dateOfBirth: z.preprocess(blank, passportFields.dateOfBirth.optional()),
    nationality: z.preprocess(blank, passportFields.nationality.optional()),
    passportNumber: z.preprocess(blank, passportFields.passportNumber.optional()),
  },
  { error: 'TRAVELLER_DETAILS_REQUIRED' },
);
export type PassengerInput = z.infer<typeof passengerInput>;

export const bookInput = z.object({
  optionId: z.preprocess(blank, z.string({ error: 'TRIP_OPTION_REQUIRED' }).trim()),
  passengers,
  name: z
    .preprocess((v) => (v === null ? undefined : v), trimmed('NAME_REQUIRED').pipe(z.string().max(200)).optional())
    .meta({ description: 'The one passenger’s name: accepted instead of `travellers` when `passengers` is 1.' }),
  travellers: z
    .array(passengerInput, { error: 'TRAVELLER_DETAILS_REQUIRED' })
    .max(9, { error: 'PASSENGERS_INVALID' })
    .optional()
    .meta({
      description:
        'Every passenger, in order, as on their passport: as many as `passengers`. Date of birth, nationality and passport number are required when the route crosses a border.',
    }),
  email: email(),
  // The customer ticked "I accept the terms of booking" (issue #31): required, and recorded on the booking with the
  // version of the terms in their language current at that moment, as for package bookings.
  acceptTerms: z.literal(true, { error: 'TERMS_NOT_ACCEPTED' }).meta({
    description: 'Must be true: the customer accepts the current terms of booking (recorded on the booking).',
  }),
});
