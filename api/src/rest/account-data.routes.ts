import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { deleteMyAccount, exportMyData } from '../services/account-data.service.ts';
import { accountDataOperations as ops } from './account-data.openapi.ts';
import { routes } from './route.ts';

/** The signed-in customer's own data: a downloadable copy, and the deletion of their account. */
export function accountDataRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  // Passport numbers opened for their owner: no cache along the way or in the browser keeps a copy.
  r.get('/my/data-export', ops('exportMyData'), async (ctx, _req, reply) => {
    const data = await exportMyData(ctx);
    reply.header('Cache-Control', 'private, no-store');
    return data;
  });
  r.post('/my/account-deletion', ops('deleteMyAccount'), (ctx, req) => deleteMyAccount(ctx, req.body), 200);
}
