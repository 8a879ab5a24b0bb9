import { z } from 'zod';

import { staffRefundInput } from '../services/settlements.service.ts';
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
    refundTripBooking: {
      operationId: 'refundTripBooking',
      summary: 'Staff cancel a paid trip booking and refund it (above the policy only with an override and its reason)',
      tag: 'trips',
      access: 'staff',
      body: staffRefundInput,
      response: z.object({
        refunded: z.number().int().meta({ description: 'Minor units asked back from the provider.' }),
      }),
      errors: [404, 409],
    },
  };
});
