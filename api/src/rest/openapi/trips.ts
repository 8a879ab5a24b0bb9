import { z } from 'zod';

import { statusInput as customStatusInput } from '../../services/custom-bookings.service.ts';
import { queryInput as locationQuery } from '../../services/locations.service.ts';
import { updateInput as serviceUpdateInput } from '../../services/scheduled-services.service.ts';
import { TRIP_MODES } from '../../services/trip-inputs.ts';
import { bookInput, searchInput } from '../../services/trip-inputs.ts';
import { modelRow } from './models.ts';
import { calendarDay, operations } from './operation.ts';

export const tripOperations = operations(() => {
  const TravelOption = z
    .object({
      id: z.string().meta({ description: 'The option to book: departure and class (`s12-2026-12-01-BUSINESS`).' }),
      departureId: z.string(),
      depart: z.string().meta({ description: 'Local departure time with its offset.' }),
      arrive: z.string(),
      duration: z.string(),
      durationMin: z.number().int(),
      klass: z.string(),
      className: z.string(),
      seats: z.number().int(),
      price: z.number().int().meta({ description: 'For the whole party, minor units.' }),
      currency: z.string(),
      supplier: z.string(),
      mode: z.enum(TRIP_MODES),
      serviceNumber: z.string(),
      origin: z.string(),
      destination: z.string(),
      originCity: z.string(),
      destinationCity: z.string(),
      originNearby: z.boolean(),
      destinationNearby: z.boolean(),
    })
    .meta({ id: 'TravelOption' });

  const OptionGroups = {
    flights: z.array(TravelOption),
    bus: z.array(TravelOption),
    train: z.array(TravelOption),
    ferry: z.array(TravelOption),
  };

  const TripSearchResult = z
    .object({
      ...OptionGroups,
      allowedModes: z.array(z.enum(TRIP_MODES)),
      returnLegs: z.object(OptionGroups).nullable(),
      operators: z.array(z.object({ mode: z.enum(TRIP_MODES), name: z.string() })),
    })
    .meta({ id: 'TripSearchResult' });

  /** A trip booking as anyone is shown it: every column but the access token's hash and the client key. */
  const CustomBooking = modelRow('CustomBooking', ['seatsHeld', 'locale'])
    .extend({
      transport: modelRow('TransportMode').nullable(),
      serviceClass: modelRow('ServiceClass').nullable(),
    })
    .meta({ id: 'CustomBooking' });

  const ScheduledService = z
    .object({
      id: z.number().int(),
      serviceNumber: z.string(),
      operator: z.string(),
      mode: z.string(),
      origin: z.string(),
      destination: z.string(),
      weekdays: z.number().int().meta({ description: 'Bit mask, Monday = 1 … Sunday = 64.' }),
      validFrom: calendarDay.nullable(),
      validTo: calendarDay.nullable(),
      departureMinutes: z.number().int(),
      departureTime: z.string().meta({ description: 'HH:MM, local to the timezone.' }),
      timezone: z.string(),
      durationMin: z.number().int(),
      seats: z.number().int(),
      baseFare: z.number().int(),
      currency: z.string(),
      active: z.boolean(),
    })
    .meta({ id: 'ScheduledService' });

  const Location = modelRow('Location')
    .pick({ id: true, type: true, name: true, city: true, iata: true, country: true })
    .meta({ id: 'Location' });

  return {
    searchTrips: {
      operationId: 'searchTrips',
      summary: 'Search trips by air, bus, train and ferry',
      tag: 'trips',
      access: 'public',
      query: searchInput,
      response: TripSearchResult,
    },
    bookTrip: {
      operationId: 'bookTrip',
      summary: 'Book a trip option; its seats are held while the customer pays',
      tag: 'trips',
      access: 'public',
      body: bookInput,
      response: z.object({ message: z.string(), booking: CustomBooking, accessToken: z.string() }),
      errors: [404, 409, 429],
    },
    listScheduledServices: {
      operationId: 'listScheduledServices',
      summary: 'The timetable (staff)',
      tag: 'trips',
      access: 'staff',
      paging: 'page',
      response: z.array(ScheduledService),
    },
    updateScheduledService: {
      operationId: 'updateScheduledService',
      summary: 'Change fares, capacity, times or take a service off sale',
      tag: 'trips',
      access: 'staff',
      body: serviceUpdateInput,
      response: ScheduledService,
      errors: [404],
    },
    listCustomBookings: {
      operationId: 'listCustomBookings',
      summary: 'Trip bookings, newest first',
      tag: 'trips',
      access: 'staff',
      paging: 'pageOrCursor',
      response: z.array(CustomBooking),
    },
    updateCustomBookingStatus: {
      operationId: 'updateCustomBookingStatus',
      summary: 'Confirm or cancel a trip booking (seats are released once on cancel)',
      tag: 'trips',
      access: 'staff',
      body: customStatusInput,
      response: CustomBooking,
      errors: [404, 409],
    },
    searchLocations: {
      operationId: 'searchLocations',
      summary: 'Places for the trip search box',
      tag: 'trips',
      access: 'public',
      query: locationQuery,
      response: z.object({ items: z.array(Location) }),
    },
  };
});
