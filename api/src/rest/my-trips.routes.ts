import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { claimBookings, requestBookingClaim } from '../services/booking-claims.service.ts';
import { myBookings } from '../services/my-trips.service.ts';
import { peopleOperations as ops } from './openapi/people.ts';
import { routes } from './route.ts';

/**
 * The signed-in customer's own bookings (My trips). `?first=&after=` page it like the GraphQL query. A claim request
 * mails a link; posting its token adds the bookings made with the account's email (booking-claims.service.ts).
 */
export function myTripsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/my/bookings', ops('myBookings'), (ctx, req) => myBookings(ctx, req.query));
  r.post('/my/booking-claims', ops('requestBookingClaim'), (ctx) => requestBookingClaim(ctx), 202);
  r.post('/my/booking-claims/confirm', ops('claimBookings'), (ctx, req) => claimBookings(ctx, req.body), 200);
}
