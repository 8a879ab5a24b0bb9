import type { Stats } from '@rihla/db/stats';

import { bookingStatusChanges, statsChanges } from '../services/live.service.ts';
import type { CheckoutBooking } from '../services/payable-bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { BookingKindEnum, CheckoutBookingType } from './payments.ts';
import { StatsType } from './stats.ts';

/** Served over SSE at /graphql (Accept: text/event-stream); docs/decisions/0011. */
builder.subscriptionType({});

builder.subscriptionFields((t) => ({
  bookingStatusChanged: t.field({
    type: CheckoutBookingType,
    description:
      'The checkout view now, then on every status change. Needs the booking token (argument or X-Booking-Token), the owner’s session or staff.',
    args: {
      bookingId: t.arg.int({ required: true }),
      kind: t.arg({ type: BookingKindEnum, defaultValue: 'PACKAGE' }),
      token: t.arg.string(),
    },
    subscribe: (_r, args, ctx) => bookingStatusChanges(ctx, args),
    resolve: (booking: CheckoutBooking) => booking,
  }),
  statsChanged: t.field({
    type: StatsType,
    ...staffOnly,
    description: 'The dashboard figures now, then after every refresh of the aggregate.',
    subscribe: (_r, _a, ctx) => statsChanges(ctx),
    resolve: (stats: Stats) => stats,
  }),
}));
