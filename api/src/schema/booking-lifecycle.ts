import { movesOf } from '@rihla/db/booking-lifecycle';

import { BookingStatusEnum } from './bookings.ts';
import { builder } from './builder.ts';

/**
 * What staff may do to a booking's status, from the lifecycle table (prisma/booking-lifecycle.ts): the admin shows
 * its actions from this list rather than from a copy of the rule.
 */
builder.prismaObjectFields('Booking', (t) => ({
  staffMoves: t.field({
    type: [BookingStatusEnum],
    select: { status: true, cancelledAt: true },
    description:
      'The statuses staff may move this booking to now: CANCELLED by cancelling it; PAID, FAILED or CANCELLED by resolving its review.',
    resolve: (booking) => movesOf(booking, 'staff'),
  }),
}));
