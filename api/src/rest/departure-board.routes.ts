import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { departureBoard } from '../services/departure-board.service.ts';
import { remindDepartureDocuments } from '../services/document-reminders.service.ts';
import { departureBoardOperations as ops } from './departure-board.openapi.ts';
import { routes } from './route.ts';

export function departureBoardRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/departures/:id/board', ops('getDepartureBoard'), (ctx, req) => departureBoard(ctx, req.params.id));
  // Nothing is created that has an address: the answer is the counts.
  r.post(
    '/departures/:id/document-reminders',
    ops('remindDepartureDocuments'),
    (ctx, req) => remindDepartureDocuments(ctx, req.params.id),
    200,
  );
}
