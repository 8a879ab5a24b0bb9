import { z } from 'zod';

import { ACCESS_TOKEN_TTL_MS, newAccessToken } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { email, int, parseInput, trimmed } from '../lib/validation.ts';
import { customBookingSelect } from './custom-bookings.service.ts';
import { holdSeatsAndBook } from './seat-ledger.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { checkOpenHolds, holdClientKey } from './trip-holds.ts';
import { tripPrice } from './trip-pricing.ts';
import { type ClassRow, type DepartureRow, findDepartures, loadSearchScope } from './trip-queries.ts';
import { formatDuration, isCalendarDate, isoInZone, todayUtc, zonedInstant } from './trip-times.ts';

/** Result tabs of the search screen and the transport-mode codes behind them. */
export const TRIP_MODES = ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'] as const;
export type TripMode = (typeof TRIP_MODES)[number];
const MODE_CODE: Record<TripMode, string> = { FLIGHTS: 'FLIGHT', BUS: 'BUS', TRAIN: 'TRAIN', FERRY: 'FERRY' };
const TAB_OF_CODE = new Map(TRIP_MODES.map((tab) => [MODE_CODE[tab], tab]));
const GROUP: Record<TripMode, 'flights' | 'bus' | 'train' | 'ferry'> = {
  FLIGHTS: 'flights',
  BUS: 'bus',
  TRAIN: 'train',
  FERRY: 'ferry',
};

export type TravelOption = {
  id: string;
  depart: string;
  arrive: string;
  duration: string;
  durationMin: number;
  klass: string;
  className: string;
  seats: number;
  price: number;
  currency: string;
  supplier: string;
  mode: TripMode;
  serviceNumber: string;
  origin: string;
  destination: string;
};
export type TripOptionGroups = Record<'flights' | 'bus' | 'train' | 'ferry', TravelOption[]>;
export type TripSearchResult = TripOptionGroups & { allowedModes: TripMode[]; returnLegs: TripOptionGroups | null };

const REQUIRED = 'Please fill origin, destination and departure date.';
const PASSENGERS = 'Passengers must be between 1 and 9.';

// Forms and query strings send '' (or null) for a field left empty.
const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const date = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
const passengers = z.preprocess(blank, int(PASSENGERS, { min: 1, max: 9 }).default(1));
// Timetables are published about a year ahead; two years bounds what a search or a booking may ask for.
const HORIZON_DAYS = 730;
const TOO_FAR = 'Dates must be within the next two years.';
const horizonDay = () => new Date(Date.now() + HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
// REST sends modes=TRAIN,BUS (or repeats the key); mode codes (FLIGHT) are accepted for their tab (FLIGHTS).
const modes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((m) => m.trim().toUpperCase())
          .filter(Boolean)
      : v,
  z
    .array(
      z.preprocess(
        (m) => (typeof m === 'string' ? (TAB_OF_CODE.get(m) ?? m) : m),
        z.enum(TRIP_MODES, { error: 'Modes must be among FLIGHTS, BUS, TRAIN and FERRY.' }),
      ),
    )
    .optional(),
);

const place = z
  .string({ error: REQUIRED })
  .trim()
  .max(200, { error: 'Origin and destination must be at most 200 characters.' });

const searchInput = z.object({
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
});

const bookInput = z.object({
  optionId: z.preprocess(blank, z.string({ error: 'Please choose a trip option.' }).trim()),
  passengers,
  customer: trimmed('Please enter your name.').pipe(z.string().max(200)),
  email: email(),
});

/** Option ids name a departure and a class: 's12-2026-12-01-BUSINESS'. */
const optionId = (serviceId: number, day: string, klass: string) => `s${serviceId}-${day}-${klass}`;
const OPTION_ID = /^s(\d{1,9})-(\d{4}-\d{2}-\d{2})-([A-Z0-9_-]+)$/;

/** The bookable options of one departure: one per class, priced for the party. */
function optionsOf(row: DepartureRow, classes: ClassRow[], party: number): (TravelOption & { departAt: number })[] {
  const departAt = zonedInstant(row.day, row.departureMinutes, row.timezone);
  const common = {
    depart: isoInZone(departAt, row.timezone),
    arrive: isoInZone(departAt + row.durationMin * 60_000, row.arrivalTimezone),
    duration: formatDuration(row.durationMin),
    durationMin: row.durationMin,
    seats: Math.max(0, row.seatsLeft),
    currency: row.currency,
    supplier: row.supplier,
    mode: TAB_OF_CODE.get(row.modeCode)!,
    serviceNumber: row.serviceNumber,
    origin: row.origin,
    destination: row.destination,
  };
  return classes.map((c) => ({
    id: optionId(row.serviceId, row.day, c.code),
    ...common,
    klass: c.code,
    className: c.name,
    price: tripPrice(row.baseFare, c.multiplier, party),
    departAt,
  }));
}

function grouped(options: TravelOption[]): TripOptionGroups {
  const groups: TripOptionGroups = { flights: [], bus: [], train: [], ferry: [] };
  for (const option of options) groups[GROUP[option.mode]].push(option);
  return groups;
}

const departed = (departAt: number) => departAt <= Date.now();

/**
 * The custom trip search: departures between the two places on the date (and back on the return date for a
 * round trip), one option per service class, in the enabled modes only. Two queries whatever the input.
 */
export async function searchTrips(ctx: ServiceContext, input: unknown): Promise<TripSearchResult> {
  const q = parseInput(searchInput, input ?? {});
  if (q.departDate < todayUtc()) throw badRequest('Departure date cannot be in the past.');
  const returnDate = q.tripType === 'ROUNDTRIP' ? q.returnDate : undefined;
  if (returnDate && !isCalendarDate(returnDate)) throw badRequest('Return date must be a date (YYYY-MM-DD).');
  if (returnDate && returnDate < q.departDate) throw badRequest('Return date cannot be before the departure date.');
  if ((returnDate ?? q.departDate) > horizonDay()) throw badRequest(TOO_FAR);

  const scope = await loadSearchScope(ctx.db, q.origin, q.destination);
  if (!scope.origins.length) throw badRequest('Unknown origin.');
  if (!scope.destinations.length) throw badRequest('Unknown destination.');

  const allowedModes = TRIP_MODES.filter((tab) => scope.enabledModes.includes(MODE_CODE[tab]));
  const modeCodes = (q.modes?.length ? q.modes : TRIP_MODES)
    .filter((tab) => allowedModes.includes(tab))
    .map((tab) => MODE_CODE[tab]);
  const classes = q.klass === 'ALL' ? scope.classes : scope.classes.filter((c) => c.code === q.klass);

  const legs = [{ day: q.departDate, originIds: scope.origins, destinationIds: scope.destinations }];
  if (returnDate) legs.push({ day: returnDate, originIds: scope.destinations, destinationIds: scope.origins });
  const rows =
    modeCodes.length && classes.length ? await findDepartures(ctx.db, legs, { modeCodes, minSeats: q.passengers }) : [];

  const options = rows
    .flatMap((row) => optionsOf(row, classes, q.passengers).map((option) => ({ ...option, leg: row.leg })))
    .filter((option) => !departed(option.departAt))
    .sort((a, b) => a.departAt - b.departAt || a.price - b.price || a.id.localeCompare(b.id, 'en', { numeric: true }));
  const ofLeg = (leg: number) =>
    grouped(options.filter((o) => o.leg === leg).map(({ departAt: _at, leg: _leg, ...option }) => option));
  return { ...ofLeg(0), allowedModes, returnLegs: returnDate ? ofLeg(1) : null };
}

/**
 * Books a searched option for a customer (public): the price is recomputed here from the option id, and the
 * seats are held atomically with the booking insert until the hold expires unpaid (no seats left is a 409; a
 * client already holding `maxOpenHolds` unpaid bookings gets a 429). Answers with the booking's access token,
 * shown this once: it is what lets an anonymous customer pay.
 */
export async function bookTrip(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('booking', ctx.ip);
  const data = parseInput(bookInput, input ?? {});
  const [, serviceId, day, klass] = OPTION_ID.exec(data.optionId) ?? [];
  if (!serviceId || !day || !klass || !isCalendarDate(day)) throw badRequest('Unknown trip option.');
  if (day < todayUtc()) throw badRequest('Departure date cannot be in the past.');
  if (day > horizonDay()) throw badRequest(TOO_FAR);

  const [serviceClass, departures] = await Promise.all([
    ctx.db.serviceClass.findUnique({ where: { code: klass } }),
    findDepartures(ctx.db, [{ day, serviceId: Number(serviceId) }], {
      modeCodes: Object.values(MODE_CODE),
      minSeats: 0,
    }),
  ]);
  const departure = departures.at(0);
  if (!serviceClass || !departure) throw notFound('This trip option is no longer available.');
  const classRow = { ...serviceClass, multiplier: serviceClass.multiplier.toString() };
  const option = optionsOf(departure, [classRow], data.passengers)[0];
  if (departed(option.departAt)) throw conflict('This departure has already left.');

  const now = new Date();
  const access = newAccessToken();
  const clientKey = holdClientKey(ctx.config.jwtSecret, ctx.ip);
  const holdExpiresAt = new Date(now.getTime() + ctx.config.seatHoldMinutes * 60_000);
  const bookingId = await ctx.db.$transaction(
    async (tx) => {
      await checkOpenHolds(tx, clientKey, ctx.config.maxOpenHolds, now);
      return holdSeatsAndBook(tx, {
        serviceId: departure.serviceId,
        departureDate: day,
        passengers: data.passengers,
        customer: data.customer,
        email: data.email,
        origin: departure.origin,
        destination: departure.destination,
        startDate: new Date(option.departAt),
        transportId: departure.modeId,
        classId: serviceClass.id,
        price: option.price,
        currency: departure.currency,
        userId: ctx.viewer?.id ?? null,
        accessTokenHash: access.hash,
        accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
        holdExpiresAt,
        holdClientKey: clientKey,
      });
    },
    // Parallel bookings of one client queue on its lock; each waits only for the short transactions before it.
    { maxWait: 10_000, timeout: 10_000 },
  );
  if (bookingId === null) throw conflict('Not enough seats left on this departure.');
  requestStatsRefresh(ctx);
  // Not awaited: the booking never waits on Redis. Without it the job is not scheduled and the worker's
  // periodic sweep expires the hold instead.
  void ctx.queues.scheduleHoldExpiry(bookingId, holdExpiresAt).catch(() => undefined);
  const booking = await ctx.db.customBooking.findUniqueOrThrow({
    where: { id: bookingId },
    select: customBookingSelect,
  });
  return { message: 'Booking received', booking, accessToken: access.token };
}
