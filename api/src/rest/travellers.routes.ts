import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { bookingTravellers, saveTravellers } from '../services/travellers.service.ts';
import { routes } from './route.ts';
import { travellerOperations as ops } from './travellers.openapi.ts';

/**
 * A booking's travellers: staff, the owner's session or the X-Booking-Token header. `?reveal=true` answers whole
 * passport numbers (the edit form); PUT replaces the list (`{ travellers: [...] }`).
 */
export function travellerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/bookings/:id/travellers', ops('listTravellers'), (ctx, req) =>
    bookingTravellers(ctx, { bookingId: req.params.id, reveal: req.query.reveal }),
  );
  r.put('/bookings/:id/travellers', ops('saveTravellers'), (ctx, req) => saveTravellers(ctx, req.params.id, req.body));
}
