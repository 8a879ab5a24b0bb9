import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { claimBookings, requestBookingClaim } from '../services/booking-claims.service.ts';
import { bookingClaimOperations as ops } from './booking-claims.openapi.ts';
import { routes } from './route.ts';

/**
 * A claim request mails a link; posting its token adds the bookings made with the account's email to My trips
 * (booking-claims.service.ts).
 */
export function bookingClaimRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/my/booking-claims', ops('requestBookingClaim'), (ctx) => requestBookingClaim(ctx), 202);
  r.post('/my/booking-claims/confirm', ops('claimBookings'), (ctx, req) => claimBookings(ctx, req.body), 200);
}
