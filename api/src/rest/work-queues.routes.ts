import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { workQueues } from '../services/work-queues.service.ts';
import { routes } from './route.ts';
import { workQueueOperations as ops } from './work-queues.openapi.ts';

export function workQueueRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/work-queues', ops('listWorkQueues'), (ctx) => workQueues(ctx));
}
