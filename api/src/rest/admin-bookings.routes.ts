import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { adminBookingDetail, adminBookingList } from '../services/admin-bookings.service.ts';
import { bookingsCsv } from '../services/admin-bookings-csv.ts';
import { adminBookingOperations as ops } from './admin-bookings.openapi.ts';
import { listBody, routes } from './route.ts';

/** The back-office's package bookings: the filtered list (GET /api/bookings), its CSV export and one booking's detail. */
export function adminBookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/bookings', ops('listBookings'), async (ctx, req, reply) =>
    listBody(await adminBookingList.rest(ctx, req.query), req, reply),
  );
  r.get('/admin/bookings.csv', ops('adminBookingsCsv'), (ctx, req, reply) => {
    // The service checks the viewer and the filters before the first byte, so refusals stay {"error"} answers.
    const csv = bookingsCsv(ctx, req.query);
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="rihla-bookings-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .header('Cache-Control', 'no-store');
    return Promise.resolve(csv);
  });
  r.get('/admin/bookings/:id', ops('adminBookingDetail'), async (ctx, req) => ({
    booking: await adminBookingDetail(ctx, req.params.id),
  }));
}
