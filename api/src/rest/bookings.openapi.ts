import { z } from 'zod';

import { createBookingInput, quoteInput } from '../services/bookings.service.ts';
import { rows } from './openapi/models.ts';
import { operations } from './openapi/operation.ts';

export const bookingOperations = operations(() => {
  const { BookingWithPackage } = rows();

  return {
    createBooking: {
      operationId: 'createBooking',
      summary: 'Book a package (anyone); the answer carries the booking’s access token, shown once',
      tag: 'bookings',
      access: 'public',
      body: createBookingInput,
      response: z.object({
        message: z.string(),
        booking: BookingWithPackage,
        accessToken: z.string().meta({ description: 'Send it as X-Booking-Token to pay and follow the booking.' }),
      }),
      errors: [409, 429],
    },
    setBookingQuote: {
      operationId: 'setBookingQuote',
      summary: 'Set the amount due on a booking whose package has no price',
      tag: 'bookings',
      access: 'staff',
      body: quoteInput,
      response: BookingWithPackage,
      errors: [404, 409, 502],
    },
  };
});
