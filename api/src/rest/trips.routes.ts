import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { bookTrip, searchTrips } from '../services/trips.service.ts';
import { routes } from './route.ts';
import { tripOperations as ops } from './trips.openapi.ts';

/** The trip search and booking a found option (a trip booking; staff manage them in trip-bookings.routes.ts). */
export function tripRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/search/trips', ops('searchTrips'), (ctx, req) => searchTrips(ctx, req.query));
  r.post('/custom-bookings', ops('bookTrip'), (ctx, req) => bookTrip(ctx, req.body));
}
