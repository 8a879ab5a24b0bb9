import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { searchLocations } from '../services/locations.service.ts';
import {
  addLesson,
  createModule,
  deleteLesson,
  deleteModule,
  moduleOr404,
  modulesEntry,
  updateLesson,
  updateModule,
} from '../services/training.service.ts';
import { OK, routes } from './route.ts';

export function trainingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/training/modules', (ctx) => modulesEntry(ctx));
  r.cached('/training/modules/:ref', (ctx, req) => moduleOr404(ctx, req.params.ref));
  r.post('/training/modules', (ctx, req) => createModule(ctx, req.body));
  // The spec's path takes the module id; the admin area adds lessons by slug, so both are accepted.
  r.post('/training/modules/:ref/lessons', (ctx, req) => addLesson(ctx, req.params.ref, req.body));
  r.patch('/training/modules/:ref', (ctx, req) => updateModule(ctx, req.params.ref, req.body));
  r.delete('/training/modules/:ref', async (ctx, req) => (await deleteModule(ctx, req.params.ref)) && OK);
  r.patch('/training/lessons/:id', (ctx, req) => updateLesson(ctx, req.params.id, req.body));
  r.delete('/training/lessons/:id', async (ctx, req) => (await deleteLesson(ctx, req.params.id)) && OK);
  r.get('/locations/search', async (ctx, req) => ({ items: await searchLocations(ctx, req.query) }));
}
