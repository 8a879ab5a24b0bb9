import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { searchLocations } from '../services/locations.service.ts';
import { locationOperations as ops } from './locations.openapi.ts';
import { routes } from './route.ts';

/** Places for the trip search box. */
export function locationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/locations/search', ops('searchLocations'), async (ctx, req) => ({
    items: await searchLocations(ctx, req.query),
  }));
}
