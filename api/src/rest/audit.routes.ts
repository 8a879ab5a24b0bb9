import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { listAuditEntries } from '../services/audit.service.ts';
import { auditOperations as ops } from './audit.openapi.ts';
import { listBody, routes } from './route.ts';

/** GET /api/audit?limit&cursor&entityType&entityId&actor&action&from&to: the log, admins only (audit.service.ts). */
export function auditRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/audit', ops('listAuditEntries'), async (ctx, req, reply) =>
    listBody(await listAuditEntries(ctx, req.query), req, reply),
  );
}
