import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { legalDocument, legalDocumentVersions, saveLegalDocument } from '../services/legal.service.ts';
import { legalOperations as ops } from './legal.openapi.ts';
import { routes } from './route.ts';

/** The privacy policy and the terms of booking: read by anyone, edited by ADMINs as new versions. */
export function legalRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/legal', ops('legalDocument'), (ctx, req) => legalDocument(ctx, req.query));
  r.get('/legal/versions', ops('legalDocumentVersions'), (ctx, req) => legalDocumentVersions(ctx, req.query));
  r.post('/legal', ops('saveLegalDocument'), (ctx, req) => saveLegalDocument(ctx, req.body));
}
