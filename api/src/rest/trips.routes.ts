import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { listScheduledServices, updateScheduledService } from '../services/scheduled-services.service.ts';
import { bookTrip, searchTrips } from '../services/trips.service.ts';
import { tripOperations as ops } from './openapi/trips.ts';
import { listBody, routes } from './route.ts';

export function tripRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/search/trips', ops('searchTrips'), (ctx, req) => searchTrips(ctx, req.query));
  r.post('/custom-bookings', ops('bookTrip'), (ctx, req) => bookTrip(ctx, req.body));

  r.get('/scheduled-services', ops('listScheduledServices'), async (ctx, req, reply) =>
    listBody(await listScheduledServices(ctx, req.query), req, reply),
  );
  r.patch('/scheduled-services/:id', ops('updateScheduledService'), (ctx, req) =>
    updateScheduledService(ctx, req.params.id, req.body),
  );
}
