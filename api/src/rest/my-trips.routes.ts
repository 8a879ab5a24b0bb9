import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { myBookings } from '../services/my-trips.service.ts';
import { myTripsOperations as ops } from './my-trips.openapi.ts';
import { routes } from './route.ts';

/** The signed-in customer's own bookings (My trips). `?first=&after=` page it like the GraphQL query. */
export function myTripsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/my/bookings', ops('myBookings'), (ctx, req) => myBookings(ctx, req.query));
}
