import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { searchLocations } from '../services/locations.service.ts';
import { addLesson, createModule, moduleOr404, modulesEntry } from '../services/training.service.ts';
import { routes } from './route.ts';

export function trainingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/training/modules', (ctx) => modulesEntry(ctx));
  r.cached('/training/modules/:ref', (ctx, req) => moduleOr404(ctx, req.params.ref));
  r.post('/training/modules', (ctx, req) => createModule(ctx, req.body));
  // The spec's path takes the module id; the admin area adds lessons by slug, so both are accepted.
  r.post('/training/modules/:ref/lessons', (ctx, req) => addLesson(ctx, req.params.ref, req.body));
  r.get('/locations/search', async (ctx, req) => ({ items: await searchLocations(ctx, req.query) }));
}
