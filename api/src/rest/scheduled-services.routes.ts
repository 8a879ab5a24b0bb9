import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { listScheduledServices, updateScheduledService } from '../services/scheduled-services.service.ts';
import { listBody, routes } from './route.ts';
import { scheduledServiceOperations as ops } from './scheduled-services.openapi.ts';

/** The timetable the trip search reads, as staff manage it. */
export function scheduledServiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/scheduled-services', ops('listScheduledServices'), async (ctx, req, reply) =>
    listBody(await listScheduledServices(ctx, req.query), req, reply),
  );
  r.patch('/scheduled-services/:id', ops('updateScheduledService'), (ctx, req) =>
    updateScheduledService(ctx, req.params.id, req.body),
  );
}
