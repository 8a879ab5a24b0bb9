import { z } from 'zod';

import { claimInput } from '../services/booking-claims.service.ts';
import { noticeFields } from './openapi/notice.ts';
import { operations } from './openapi/operation.ts';

export const bookingClaimOperations = operations(() => {
  return {
    requestBookingClaim: {
      operationId: 'requestBookingClaim',
      summary: "Mail a 30-minute link that adds the bookings made with the account's email",
      tag: 'my trips',
      access: 'signedIn',
      response: z.object({ email: z.string(), ...noticeFields }),
      errors: [403, 429],
    },
    claimBookings: {
      operationId: 'claimBookings',
      summary: 'Add the bookings made with the account’s email, with the mailed token',
      tag: 'my trips',
      access: 'signedIn',
      body: claimInput,
      response: z.object({ claimed: z.number().int().min(0), ...noticeFields }),
      errors: [403],
    },
  };
});
