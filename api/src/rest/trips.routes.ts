import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { cancelTripBooking } from '../services/trip-cancellations.service.ts';
import { bookTrip, searchTrips } from '../services/trips.service.ts';
import { deprecatedAlias } from './openapi/operation.ts';
import { type Handler, routes } from './route.ts';
import { tripOperations as ops } from './trips.openapi.ts';

/**
 * The trip search, booking a found option (a trip booking; staff manage them in trip-bookings.routes.ts) and the
 * customer's cancellation of a paid one.
 */
export function tripRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/search/trips', ops('searchTrips'), (ctx, req) => searchTrips(ctx, req.query));
  const book: Handler = (ctx, req) => bookTrip(ctx, req.body);
  r.post('/trip-bookings', ops('bookTrip'), book);
  // The old address (docs/decisions/0037-trip-booking-names.md): same handler, same JSON, documented as deprecated.
  r.post('/custom-bookings', deprecatedAlias(ops('bookTrip'), 'bookTripAtCustomBookings', '/api/trip-bookings'), book);
  r.post('/trip-bookings/:id/cancel', ops('cancelTripBooking'), (ctx, req) => cancelTripBooking(ctx, req.params.id));
}
