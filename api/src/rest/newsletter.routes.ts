import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from '../services/newsletter.service.ts';
import { newsletterOperations as ops } from './newsletter.openapi.ts';
import { routes } from './route.ts';

export function newsletterRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/newsletter', ops('subscribeNewsletter'), (ctx, req) => subscribeNewsletter(ctx, req.body), 200);
  r.post('/newsletter/confirm', ops('confirmNewsletter'), (ctx, req) => confirmNewsletter(ctx, req.body), 200);
  r.post(
    '/newsletter/unsubscribe',
    ops('unsubscribeNewsletter'),
    (ctx, req) => unsubscribeNewsletter(ctx, req.body),
    200,
  );
}
