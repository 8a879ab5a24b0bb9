import { listScheduledServices, updateScheduledService } from '../services/scheduled-services.service.ts';
import { TIMES_OF_DAY, TRIP_SORTS } from '../services/trip-filters.ts';
import { bookTrip, searchTrips, TRIP_MODES } from '../services/trips.service.ts';
import { builder, type BuilderTypes } from './builder.ts';
import { inputMutation, staffPageQuery, staffUpdateMutation } from './fields.ts';
import { pageOf } from './pagination.ts';
import { TripBookingType } from './trip-bookings.ts';

const TripModeEnum = builder.enumType('TripMode', { values: TRIP_MODES });
const TripTypeEnum = builder.enumType('TripType', { values: ['ONEWAY', 'ROUNDTRIP'] as const });
const TripSortEnum = builder.enumType('TripSort', {
  values: TRIP_SORTS,
  description: 'Departures by time, by their cheapest class, or by journey time.',
});
const TimeOfDayEnum = builder.enumType('TimeOfDay', {
  values: TIMES_OF_DAY,
  description: 'Origin-local departure time: NIGHT 00:00-04:59, MORNING to 11:59, AFTERNOON to 17:59, EVENING after.',
});

const TravelOptionType = builder.simpleObject('TravelOption', {
  description: 'One departure in one service class, priced for the whole party.',
  fields: (t) => ({
    id: t.string({ description: "Stable: service, origin-local date and class, e.g. 's12-2026-12-01-BUSINESS'." }),
    departureId: t.string({
      description: "The departure this class is on, e.g. 's12-2026-12-01'; a departure's classes are listed together.",
    }),
    depart: t.string({ description: 'ISO 8601 with the origin’s UTC offset.' }),
    arrive: t.string({ description: 'ISO 8601 with the destination’s UTC offset.' }),
    duration: t.string({ description: "e.g. '2h 05m'" }),
    durationMin: t.int(),
    klass: t.string({ description: 'Service class code (COMMONER, BUSINESS, ROYAL...).' }),
    className: t.string(),
    seats: t.int({ description: 'Seats left in this class (today every class of a departure shares its seats).' }),
    price: t.int({ description: 'Minor units, for all passengers.' }),
    currency: t.string(),
    supplier: t.string({ description: 'Operator name.' }),
    mode: t.field({ type: TripModeEnum }),
    serviceNumber: t.string(),
    origin: t.string(),
    destination: t.string(),
    originCity: t.string(),
    destinationCity: t.string(),
    originNearby: t.boolean({
      description: 'Leaves from another place in the searched place’s city (e.g. a station when JED was searched).',
    }),
    destinationNearby: t.boolean({ description: 'Arrives at another place in the searched place’s city.' }),
    crossesBorder: t.boolean({
      description:
        'The route crosses a border: booking it asks each passenger’s date of birth, nationality and passport number.',
    }),
  }),
});

const TripOperatorType = builder.simpleObject('TripOperator', {
  fields: (t) => ({ mode: t.field({ type: TripModeEnum }), name: t.string() }),
});

// The fields TripOptionGroups and TripSearchResult share.
const groupFields = (t: PothosSchemaTypes.RootFieldBuilder<BuilderTypes, unknown, 'SimpleObject'>) => ({
  flights: t.field({ type: [TravelOptionType] }),
  bus: t.field({ type: [TravelOptionType] }),
  train: t.field({ type: [TravelOptionType] }),
  ferry: t.field({ type: [TravelOptionType] }),
});

const TripOptionGroupsType = builder.simpleObject('TripOptionGroups', { fields: groupFields });

const TripSearchResultType = builder.simpleObject('TripSearchResult', {
  fields: (t) => ({
    ...groupFields(t),
    allowedModes: t.field({
      type: [TripModeEnum],
      description: 'The enabled modes; a disabled one never has results.',
    }),
    returnLegs: t.field({
      type: TripOptionGroupsType,
      nullable: true,
      description: 'Round trips with a return date only.',
    }),
    operators: t.field({
      type: [TripOperatorType],
      description: 'Who runs the route in each mode (both legs), before the operator and time-of-day filters.',
    }),
  }),
});

const TripSearchInput = builder.inputType('TripSearchInput', {
  description:
    'Origin, destination and departDate are required; they are nullable so the server answers with the form’s own message.',
  fields: (t) => ({
    origin: t.string({
      description:
        'IATA code, location id, exact name, city or alias (Mecca, مكة); else text naming exactly one place.',
    }),
    destination: t.string(),
    departDate: t.string({ description: 'YYYY-MM-DD, origin-local.' }),
    returnDate: t.string({ description: 'YYYY-MM-DD; ROUNDTRIP only (ignored for ONEWAY).' }),
    tripType: t.field({ type: TripTypeEnum, defaultValue: 'ONEWAY' }),
    passengers: t.int({ defaultValue: 1 }),
    modes: t.field({ type: [TripModeEnum], description: 'Empty or omitted: all modes.' }),
    klass: t.string({ defaultValue: 'ALL', description: 'ALL or a service class code.' }),
    sort: t.field({ type: TripSortEnum, defaultValue: 'DEPARTURE' }),
    times: t.field({ type: [TimeOfDayEnum], description: 'Empty or omitted: any time of day.' }),
    operators: t.stringList({
      description: 'Operator names (TravelOption.supplier); each narrows its own mode only. Empty or omitted: all.',
    }),
  }),
});

const TripPassengerInput = builder.inputType('TripPassengerInput', {
  description: 'One passenger as on their passport; the passport fields are required when the route crosses a border.',
  fields: (t) => ({
    fullName: t.string({ required: true }),
    dateOfBirth: t.string({ description: 'YYYY-MM-DD.' }),
    nationality: t.string({ description: 'ISO 3166-1 alpha-2.' }),
    passportNumber: t.string(),
  }),
});

const BookTripInput = builder.inputType('BookTripInput', {
  fields: (t) => ({
    optionId: t.string({ required: true }),
    passengers: t.int({ required: true }),
    name: t.string({ description: 'The one passenger’s name: accepted instead of `travellers` for 1 passenger.' }),
    travellers: t.field({
      type: [TripPassengerInput],
      description: 'Every passenger, in order: as many as `passengers`.',
    }),
    email: t.string({ required: true }),
    acceptTerms: t.boolean({
      description: 'Must be true: the customer accepts the current terms of booking (recorded on the booking).',
    }),
  }),
});

const BookTripPayload = builder.simpleObject('BookTripPayload', {
  fields: (t) => ({
    message: t.string(),
    booking: t.field({ type: TripBookingType }),
    accessToken: t.string({
      description: 'Shown once: present it as the X-Booking-Token header to pay for this booking and see its checkout.',
    }),
  }),
});

const ScheduledServiceType = builder.simpleObject('ScheduledService', {
  fields: (t) => ({
    id: t.int(),
    serviceNumber: t.string(),
    operator: t.string(),
    mode: t.string({ description: 'Transport mode code.' }),
    origin: t.string(),
    destination: t.string(),
    weekdays: t.int({ description: 'Bit 0 = Monday ... bit 6 = Sunday.' }),
    validFrom: t.string({ nullable: true }),
    validTo: t.string({ nullable: true }),
    departureMinutes: t.int({ description: 'Local time at the origin, minutes after midnight.' }),
    departureTime: t.string({ description: 'HH:MM' }),
    timezone: t.string(),
    durationMin: t.int(),
    seats: t.int({ description: 'Capacity per departure.' }),
    baseFare: t.int({ description: 'Minor units, per passenger, before the class multiplier.' }),
    currency: t.string(),
    active: t.boolean(),
  }),
});

const ScheduledServiceUpdateInput = builder.inputType('ScheduledServiceUpdateInput', {
  fields: (t) => ({
    baseFare: t.int(),
    seats: t.int(),
    active: t.boolean(),
    departureMinutes: t.int(),
    durationMin: t.int(),
  }),
});

builder.queryField('searchTrips', (t) =>
  t.field({
    type: TripSearchResultType,
    args: { input: t.arg({ type: TripSearchInput, required: true }) },
    resolve: (_r, { input }, ctx) => searchTrips(ctx, input),
  }),
);
staffPageQuery('scheduledServices', pageOf('ScheduledServicePage', ScheduledServiceType), listScheduledServices);

inputMutation('bookTrip', BookTripPayload, BookTripInput, bookTrip);
staffUpdateMutation(
  'updateScheduledService',
  ScheduledServiceType,
  ScheduledServiceUpdateInput,
  updateScheduledService,
);
