import { z } from 'zod';

import { bookInput, searchInput, TRIP_MODES } from '../services/trip-inputs.ts';
import { rows } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

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
      crossesBorder: z
        .boolean()
        .meta({ description: 'Booking it asks each passenger’s date of birth, nationality and passport number.' }),
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

  const { TripBooking } = rows();

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
      response: z.object({ message: z.string(), booking: TripBooking, accessToken: z.string() }),
      errors: [404, 409, 429],
    },
    cancelTripBooking: {
      operationId: 'cancelTripBooking',
      summary: 'The customer cancels a paid trip booking before departure; all it paid is refunded',
      tag: 'trips',
      access: 'booking',
      response: z.object({
        refunded: z.number().int().meta({ description: 'Minor units asked back from the provider.' }),
      }),
      errors: [404, 409],
    },
  };
});
