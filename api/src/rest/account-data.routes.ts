import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { deleteMyAccount, exportMyData } from '../services/account-data.service.ts';
import { accountDataOperations as ops } from './account-data.openapi.ts';
import { routes } from './route.ts';

/** The signed-in customer's own data: a downloadable copy, and the deletion of their account. */
export function accountDataRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/my/data-export', ops('exportMyData'), (ctx) => exportMyData(ctx));
  r.post('/my/account-deletion', ops('deleteMyAccount'), (ctx, req) => deleteMyAccount(ctx, req.body), 200);
}
