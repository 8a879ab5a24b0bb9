import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { myBookings } from '../services/my-trips.service.ts';
import { routes } from './route.ts';

/** The signed-in customer's own bookings (My trips). `?first=&after=` page it like the GraphQL query. */
export function myTripsRoutes(app: FastifyInstance, deps: AppDeps) {
  routes(app, deps).get('/my/bookings', (ctx, req) => myBookings(ctx, req.query));
}
