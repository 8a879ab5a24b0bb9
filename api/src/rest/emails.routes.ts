import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { outboxEmail, outboxEmailList } from '../services/emails.service.ts';
import { emailOperations as ops } from './emails.openapi.ts';
import { listBody, routes } from './route.ts';

/** The email outbox as staff read it. */
export function emailRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/emails', ops('listEmails'), async (ctx, req, reply) =>
    listBody(await outboxEmailList(req.query).rest(ctx, req.query), req, reply),
  );
  r.get('/emails/:id', ops('getEmail'), async (ctx, req) => ({ email: await outboxEmail(ctx, req.params.id) }));
}
