import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  adminTripBookingDetail,
  adminTripBookingList,
  revealTripPassports,
} from '../services/admin-trip-bookings.service.ts';
import { staffRefundTripBooking } from '../services/settlements.service.ts';
import { updateTripBookingStatus } from '../services/trip-bookings.service.ts';
import { deprecatedAlias } from './openapi/operation.ts';
import { type Handler, listBody, routes } from './route.ts';
import { tripBookingOperations as ops } from './trip-bookings.openapi.ts';

/**
 * Trip bookings as staff manage them; customers book with POST /trip-bookings (trips.routes.ts). The old
 * `/custom-bookings` addresses answer the same, documented as deprecated (docs/decisions/0037-trip-booking-names.md).
 */
export function tripBookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  const list: Handler = async (ctx, req, reply) =>
    listBody(await adminTripBookingList.rest(ctx, req.query), req, reply);
  r.get('/trip-bookings', ops('listTripBookings'), list);
  r.get('/custom-bookings', deprecatedAlias(ops('listTripBookings'), 'listCustomBookings', '/api/trip-bookings'), list);
  const setStatus: Handler = (ctx, req) => updateTripBookingStatus(ctx, req.params.id, req.body);
  r.patch('/trip-bookings/:id/status', ops('updateTripBookingStatus'), setStatus);
  r.patch(
    '/custom-bookings/:id/status',
    deprecatedAlias(ops('updateTripBookingStatus'), 'updateCustomBookingStatus', '/api/trip-bookings/{id}/status'),
    setStatus,
  );
  r.get('/admin/trip-bookings/:id', ops('adminTripBookingDetail'), async (ctx, req) => ({
    tripBooking: await adminTripBookingDetail(ctx, req.params.id),
  }));
  // An audited read of whole passport numbers (decision 0055): POST, and never kept by a cache.
  r.post(
    '/admin/trip-bookings/:id/passports',
    ops('revealTripPassports'),
    async (ctx, req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return revealTripPassports(ctx, req.params.id);
    },
    200,
  );
  r.post('/trip-bookings/:id/refunds', ops('refundTripBooking'), (ctx, req) =>
    staffRefundTripBooking(ctx, req.params.id, req.body),
  );
}
