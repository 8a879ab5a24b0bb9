import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  createTransportMode,
  deleteTransportMode,
  transportModesEntry,
  updateTransportMode,
} from '../services/transport-modes.service.ts';
import { OK, routes } from './route.ts';
import { transportModeOperations as ops } from './transport-modes.openapi.ts';

export function transportModeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/transport-modes', ops('listTransportModes'), (ctx) => transportModesEntry(ctx));
  r.post('/transport-modes', ops('createTransportMode'), (ctx, req) => createTransportMode(ctx, req.body));
  r.patch('/transport-modes/:id', ops('updateTransportMode'), (ctx, req) =>
    updateTransportMode(ctx, req.params.id, req.body),
  );
  r.delete(
    '/transport-modes/:id',
    ops('deleteTransportMode'),
    async (ctx, req) => (await deleteTransportMode(ctx, req.params.id)) && OK,
  );
}
