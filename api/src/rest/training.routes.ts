import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
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
import { trainingOperations as ops } from './training.openapi.ts';

export function trainingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/training/modules', ops('listModules'), (ctx) => modulesEntry(ctx));
  r.cached('/training/modules/:ref', ops('getModule'), (ctx, req) => moduleOr404(ctx, req.params.ref));
  r.post('/training/modules', ops('createModule'), (ctx, req) => createModule(ctx, req.body));
  // product-rules.md#calls: the path takes the module id; the admin area adds lessons by slug, so both are accepted.
  r.post('/training/modules/:ref/lessons', ops('addLesson'), (ctx, req) => addLesson(ctx, req.params.ref, req.body));
  r.patch('/training/modules/:ref', ops('updateModule'), (ctx, req) => updateModule(ctx, req.params.ref, req.body));
  r.delete(
    '/training/modules/:ref',
    ops('deleteModule'),
    async (ctx, req) => (await deleteModule(ctx, req.params.ref)) && OK,
  );
  r.patch('/training/lessons/:id', ops('updateLesson'), (ctx, req) => updateLesson(ctx, req.params.id, req.body));
  r.delete(
    '/training/lessons/:id',
    ops('deleteLesson'),
    async (ctx, req) => (await deleteLesson(ctx, req.params.id)) && OK,
  );
}
