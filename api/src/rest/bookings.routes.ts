import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { createBooking, setBookingQuote } from '../services/bookings.service.ts';
import { bookingOperations as ops } from './bookings.openapi.ts';
import { routes } from './route.ts';

/** Booking a package, and staff's quote on one without a price; staff's list and detail are admin-bookings'. */
export function bookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/bookings', ops('createBooking'), (ctx, req) => createBooking(ctx, req.body));
  r.patch('/bookings/:id/quote', ops('setBookingQuote'), (ctx, req) => setBookingQuote(ctx, req.params.id, req.body));
}
