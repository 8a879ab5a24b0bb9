import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  createServiceClass,
  deleteServiceClass,
  serviceClassesEntry,
  updateServiceClass,
} from '../services/service-classes.service.ts';
import { OK, routes } from './route.ts';
import { serviceClassOperations as ops } from './service-classes.openapi.ts';

export function serviceClassRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/service-classes', ops('listServiceClasses'), (ctx) => serviceClassesEntry(ctx));
  r.post('/service-classes', ops('createServiceClass'), (ctx, req) => createServiceClass(ctx, req.body));
  r.patch('/service-classes/:id', ops('updateServiceClass'), (ctx, req) =>
    updateServiceClass(ctx, req.params.id, req.body),
  );
  r.delete(
    '/service-classes/:id',
    ops('deleteServiceClass'),
    async (ctx, req) => (await deleteServiceClass(ctx, req.params.id)) && OK,
  );
}
