import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { tripBookingList, updateTripBookingStatus } from '../services/trip-bookings.service.ts';
import { listBody, routes } from './route.ts';
import { tripBookingOperations as ops } from './trip-bookings.openapi.ts';

/**
 * Trip bookings as staff manage them; customers book with POST /custom-bookings (trips.routes.ts). The URLs keep
 * their published name (docs/decisions/0032-api-filed-by-domain.md).
 */
export function tripBookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/custom-bookings', ops('listTripBookings'), async (ctx, req, reply) =>
    listBody(await tripBookingList.rest(ctx, req.query), req, reply),
  );
  r.patch('/custom-bookings/:id/status', ops('updateTripBookingStatus'), (ctx, req) =>
    updateTripBookingStatus(ctx, req.params.id, req.body),
  );
}
