import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { getStats } from '../services/stats.service.ts';
import { routes } from './route.ts';
import { statsOperations as ops } from './stats.openapi.ts';

export function statsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/stats', ops('getStats'), (ctx) => getStats(ctx));
}
