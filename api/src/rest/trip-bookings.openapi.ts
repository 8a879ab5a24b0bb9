import { z } from 'zod';

import { statusInput } from '../services/trip-bookings.service.ts';
import { rows } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const tripBookingOperations = operations(() => {
  const { TripBooking } = rows();

  return {
    listTripBookings: {
      operationId: 'listTripBookings',
      summary: 'Trip bookings, newest first',
      tag: 'trips',
      access: 'staff',
      paging: 'pageOrCursor',
      response: z.array(TripBooking),
    },
    updateTripBookingStatus: {
      operationId: 'updateTripBookingStatus',
      summary: 'Confirm or cancel a trip booking (seats are released once on cancel)',
      tag: 'trips',
      access: 'staff',
      body: statusInput,
      response: TripBooking,
      errors: [404, 409],
    },
  };
});
