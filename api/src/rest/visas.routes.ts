import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { bookingVisas, changeVisa, changeVisas, departureVisas } from '../services/visas.service.ts';
import { routes } from './route.ts';
import { visaOperations as ops } from './visas.openapi.ts';

/** Visas: a booking's (staff, owner, X-Booking-Token), a departure's (staff), and staff moves, one or many. */
export function visaRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/bookings/:id/visas', ops('listBookingVisas'), (ctx, req) => bookingVisas(ctx, { bookingId: req.params.id }));
  r.get('/departures/:id/visas', ops('listDepartureVisas'), (ctx, req) =>
    departureVisas(ctx, { departureId: req.params.id }),
  );
  r.put('/travellers/:id/visa', ops('changeVisa'), (ctx, req) => changeVisa(ctx, req.params.id, req.body));
  r.post('/visas/bulk', ops('changeVisas'), (ctx, req) => changeVisas(ctx, req.body), 200);
}
