import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { dashboardMoney, documentsDueSoon, nextDepartures } from '../services/dashboard.service.ts';
import { dashboardOperations as ops } from './dashboard.openapi.ts';
import { routes } from './route.ts';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/dashboard/money', ops('dashboardMoney'), (ctx) => dashboardMoney(ctx));
  r.get('/dashboard/departures', ops('nextDepartures'), (ctx, req) => nextDepartures(ctx, req.query));
  r.get('/dashboard/documents-due', ops('documentsDueSoon'), (ctx) => documentsDueSoon(ctx));
}
