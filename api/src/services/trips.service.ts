import { ACCESS_TOKEN_TTL_MS, newAccessToken } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import type { Locale } from '../lib/locale.ts';
import { queueTripReceivedEmail } from '../lib/outbox.ts';
import { parseInput } from '../lib/validation.ts';
import { readerField } from './content-translations.ts';
import { currentLegalDocument } from './legal.service.ts';
import { placesContaining } from './locations.service.ts';
import { checkOpenHolds, holdClientKey } from './seat-holds.ts';
import { holdSeatsAndBook } from './seat-ledger.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { tripBookingSelect } from './trip-bookings.service.ts';
import { sortedByDeparture, timeOfDay } from './trip-filters.ts';
import { horizonDay, MODE_CODE, searchInput, TAB_OF_CODE, TOO_FAR, TRIP_MODES, type TripMode } from './trip-inputs.ts';
import { parseTripBooking, requirePassports, savePassengers } from './trip-passengers.ts';
import { tripPrice } from './trip-pricing.ts';
import { type ClassRow, type DepartureRow, findDepartures, loadSearchScope, type SearchScope } from './trip-queries.ts';
import { formatDuration, isCalendarDate, isoInZone, todayUtc, zonedInstant } from './trip-times.ts';

export { TRIP_MODES };

const GROUP: Record<TripMode, 'flights' | 'bus' | 'train' | 'ferry'> = {
  FLIGHTS: 'flights',
  BUS: 'bus',
  TRAIN: 'train',
  FERRY: 'ferry',
};

export type TravelOption = {
  id: string;
  departureId: string;
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
  originCity: string;
  destinationCity: string;
  /** Leaves from / arrives at another place of the searched place's city (a transfer across the city). */
  originNearby: boolean;
  destinationNearby: boolean;
  /** The route crosses a border: booking it asks each passenger's date of birth, nationality and passport number. */
  crossesBorder: boolean;
};
export type TripOptionGroups = Record<'flights' | 'bus' | 'train' | 'ferry', TravelOption[]>;
export type TripOperator = { mode: TripMode; name: string };
export type TripSearchResult = TripOptionGroups & {
  allowedModes: TripMode[];
  returnLegs: TripOptionGroups | null;
  /** Who runs the searched route(s) in each mode, before the operator and time-of-day filters. */
  operators: TripOperator[];
};

/** A departure is 's12-2026-12-01'; an option, its class on it: 's12-2026-12-01-BUSINESS'. */
const departureId = (serviceId: number, day: string) => `s${serviceId}-${day}`;
const OPTION_ID = /^s(\d{1,9})-(\d{4}-\d{2}-\d{2})-([A-Z0-9_-]+)$/;

type Nearby = Pick<SearchScope, 'nearbyOrigins' | 'nearbyDestinations'>;
const NONE_NEARBY: Nearby = { nearbyOrigins: [], nearbyDestinations: [] };

/**
 * The options of one departure: one per class with at least `minSeats` seats left in it (a search asks for the
 * party; a booking takes its one class whatever the count, and the ledger decides), priced for the party.
 */
function optionsOf(
  row: DepartureRow,
  classes: ClassRow[],
  party: number,
  nearby: Nearby,
  minSeats = party,
  locale?: Locale,
): (TravelOption & { departAt: number })[] {
  // Places and classes in the reader's language where translated (a booking keeps the English: no locale).
  const origin = { name: row.origin, city: row.originCity, translations: row.originTranslations };
  const destination = { name: row.destination, city: row.destinationCity, translations: row.destinationTranslations };
  const departAt = zonedInstant(row.day, row.departureMinutes, row.timezone);
  // On the way back the searched destination is the origin, so a leg's ends are checked against both lists.
  const isNearby = (id: number) => nearby.nearbyOrigins.includes(id) || nearby.nearbyDestinations.includes(id);
  const common = {
    departureId: departureId(row.serviceId, row.day),
    depart: isoInZone(departAt, row.timezone),
    arrive: isoInZone(departAt + row.durationMin * 60_000, row.arrivalTimezone),
    duration: formatDuration(row.durationMin),
    durationMin: row.durationMin,
    currency: row.currency,
    supplier: row.supplier,
    mode: TAB_OF_CODE.get(row.modeCode)!,
    serviceNumber: row.serviceNumber,
    origin: readerField(origin, 'name', locale),
    destination: readerField(destination, 'name', locale),
    originCity: readerField(origin, 'city', locale),
    destinationCity: readerField(destination, 'city', locale),
    originNearby: isNearby(row.originId),
    destinationNearby: isNearby(row.destinationId),
    crossesBorder: row.crossesBorder,
  };
  const seatsIn = (c: ClassRow) => Math.max(0, row.classSeats[c.code] ?? 0);
  return classes
    .filter((c) => seatsIn(c) >= minSeats)
    .map((c) => ({
      id: `${common.departureId}-${c.code}`,
      ...common,
      klass: c.code,
      className: readerField(c, 'name', locale),
      seats: seatsIn(c),
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
 * The places a search names, with a second chance for free text: when nothing matches the text exactly, the one
 * place whose name, city or alias contains it is taken ("Heathrow"); none is "Unknown …", several are ambiguous.
 */
async function resolvePlaces(ctx: ServiceContext, origin: string, destination: string): Promise<SearchScope> {
  const scope = await loadSearchScope(ctx.db, origin, destination);
  for (const [role, term, key] of [
    ['origin', origin, 'origins'],
    ['destination', destination, 'destinations'],
  ] as const) {
    if (scope[key].length) continue;
    const ids = await placesContaining(ctx.db, term);
    if (!ids.length) throw badRequest(role === 'origin' ? 'ORIGIN_UNKNOWN' : 'DESTINATION_UNKNOWN');
    if (ids.length > 1) throw badRequest(role === 'origin' ? 'PLACE_AMBIGUOUS_ORIGIN' : 'PLACE_AMBIGUOUS_DESTINATION');
    scope[key] = ids;
  }
  return scope;
}

/**
 * The same place both ways (one place under two names too: "JED" and "Jeddah Airport") has no trip: said rather
 * than answered with nothing. Places only added as the city's neighbours do not count (airport to station is a trip).
 */
function samePlace(scope: SearchScope): boolean {
  const named = (ids: number[], nearby: number[]) => ids.filter((id) => !nearby.includes(id));
  const destinations = named(scope.destinations, scope.nearbyDestinations);
  return named(scope.origins, scope.nearbyOrigins).some((id) => destinations.includes(id));
}

/**
 * The custom trip search: departures between the two places on the date (and back on the return date for a
 * round trip), one option per service class, in the enabled modes only, sorted and filtered as asked. Two queries
 * whenever both places are named exactly.
 */
export async function searchTrips(ctx: ServiceContext, input: unknown): Promise<TripSearchResult> {
  const q = parseInput(searchInput, input ?? {});
  if (q.departDate < todayUtc()) throw badRequest('DEPARTURE_DATE_PAST');
  const returnDate = q.tripType === 'ROUNDTRIP' ? q.returnDate : undefined;
  if (returnDate && !isCalendarDate(returnDate)) throw badRequest('RETURN_DATE_INVALID');
  if (returnDate && returnDate < q.departDate) throw badRequest('RETURN_BEFORE_DEPARTURE');
  if ((returnDate ?? q.departDate) > horizonDay()) throw badRequest(TOO_FAR);

  const scope = await resolvePlaces(ctx, q.origin, q.destination);
  if (samePlace(scope)) throw badRequest('TRIP_SAME_PLACE');
  const allowedModes = TRIP_MODES.filter((tab) => scope.enabledModes.includes(MODE_CODE[tab]));
  const modeCodes = (q.modes?.length ? q.modes : TRIP_MODES)
    .filter((tab) => allowedModes.includes(tab))
    .map((tab) => MODE_CODE[tab]);
  const classes = q.klass === 'ALL' ? scope.classes : scope.classes.filter((c) => c.code === q.klass);

  const legs = [{ day: q.departDate, originIds: scope.origins, destinationIds: scope.destinations }];
  if (returnDate) legs.push({ day: returnDate, originIds: scope.destinations, destinationIds: scope.origins });
  const rows =
    modeCodes.length && classes.length ? await findDepartures(ctx.db, legs, { modeCodes, minSeats: q.passengers }) : [];

  const available = rows
    .flatMap((row) =>
      optionsOf(row, classes, q.passengers, scope, q.passengers, ctx.locale).map((option) => ({
        ...option,
        leg: row.leg,
        timeOfDay: timeOfDay(row.departureMinutes),
      })),
    )
    .filter((option) => !departed(option.departAt));
  const operators = [...new Map(available.map((o) => [`${o.mode}|${o.supplier}`, { mode: o.mode, name: o.supplier }]))]
    .map(([, operator]) => operator)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  // Operators are chosen per mode: picking a coach company narrows the coaches and leaves the trains alone.
  const narrowedModes = new Set(operators.filter((o) => q.operators?.includes(o.name)).map((o) => o.mode));
  const chosen = sortedByDeparture(
    available.filter(
      (o) =>
        (!q.times?.length || q.times.includes(o.timeOfDay)) &&
        (!narrowedModes.has(o.mode) || q.operators!.includes(o.supplier)),
    ),
    q.sort,
  );
  const ofLeg = (leg: number) =>
    grouped(
      chosen.filter((o) => o.leg === leg).map(({ departAt: _at, leg: _leg, timeOfDay: _part, ...option }) => option),
    );
  return { ...ofLeg(0), allowedModes, returnLegs: returnDate ? ofLeg(1) : null, operators };
}

/**
 * Books a searched option for a customer (public): the price is recomputed here from the option id, and the
 * seats are held atomically with the booking insert until the hold expires unpaid (no seats left is a 409; a
 * client already holding `maxOpenHolds` unpaid bookings gets a 429). Answers with the booking's access token,
 * shown this once: it is what lets an anonymous customer pay.
 */
export async function bookTrip(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('booking', ctx.ip);
  const data = parseTripBooking(input);
  const [, serviceId, day, klass] = OPTION_ID.exec(data.optionId) ?? [];
  if (!serviceId || !day || !klass || !isCalendarDate(day)) throw badRequest('TRIP_OPTION_UNKNOWN');
  if (day < todayUtc()) throw badRequest('DEPARTURE_DATE_PAST');
  if (day > horizonDay()) throw badRequest(TOO_FAR);

  const [serviceClass, departures] = await Promise.all([
    ctx.db.serviceClass.findUnique({ where: { code: klass } }),
    findDepartures(ctx.db, [{ day, serviceId: Number(serviceId) }], {
      modeCodes: Object.values(MODE_CODE),
      minSeats: 0,
    }),
  ]);
  const departure = departures.at(0);
  if (!serviceClass || !departure) throw notFound('TRIP_OPTION_UNAVAILABLE');
  const classRow = { ...serviceClass, multiplier: serviceClass.multiplier.toString() };
  const option = optionsOf(departure, [classRow], data.passengers, NONE_NEARBY, 0)[0];
  if (departed(option.departAt)) throw conflict('DEPARTURE_LEFT');
  requirePassports(data.travellers, departure.crossesBorder);

  const now = new Date();
  const access = newAccessToken();
  const clientKey = holdClientKey(ctx.config.jwtSecret, ctx.ip);
  const holdExpiresAt = new Date(now.getTime() + ctx.config.seatHoldMinutes * 60_000);
  const bookingId = await ctx.db.$transaction(
    async (tx) => {
      await checkOpenHolds(tx, clientKey, ctx.config.maxOpenHolds, now);
      // The customer's language (its emails follow it) and the current terms in it, which they accepted.
      const locale = ctx.locale ?? 'en';
      const terms = await currentLegalDocument(tx, 'TERMS', locale);
      const held = await holdSeatsAndBook(tx, {
        serviceId: departure.serviceId,
        departureDate: day,
        passengers: data.passengers,
        // The first passenger names the booking in the lists; every passenger is a TripPassenger row.
        name: data.travellers[0].fullName,
        email: data.email,
        origin: departure.origin,
        destination: departure.destination,
        startDate: new Date(option.departAt),
        transportId: departure.modeId,
        classId: serviceClass.id,
        amount: option.price,
        currency: departure.currency,
        userId: ctx.viewer?.id ?? null,
        accessTokenHash: access.hash,
        accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
        holdExpiresAt,
        holdClientKey: clientKey,
        locale,
        termsDocumentId: terms.id,
        termsAcceptedAt: now,
      });
      if (held === null) return null;
      await savePassengers(tx, ctx.config, held, data.travellers);
      const booked = await tx.tripBooking.findUniqueOrThrow({ where: { id: held } });
      await queueTripReceivedEmail(ctx, tx, booked, {
        departs: option.depart,
        service: `${departure.supplier} ${departure.serviceNumber}`,
        serviceClass: serviceClass.name,
        passengers: data.travellers.map((p) => p.fullName),
      });
      return held;
    },
    // Parallel bookings of one client queue on its lock; each waits only for the short transactions before it.
    { maxWait: 10_000, timeout: 10_000 },
  );
  if (bookingId === null) throw conflict('SEATS_NOT_ENOUGH');
  requestStatsRefresh(ctx);
  // Not awaited: the booking never waits on Redis. Without it the job is not scheduled and the worker's
  // periodic sweep expires the hold instead.
  void ctx.queues.scheduleHoldExpiry({ tripBookingId: bookingId }, holdExpiresAt).catch(() => undefined);
  const booking = await ctx.db.tripBooking.findUniqueOrThrow({
    where: { id: bookingId },
    select: tripBookingSelect,
  });
  return { message: 'Booking received', booking, accessToken: access.token };
}
