import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  agedReceivables,
  agedReceivablesFile,
  agencyStatement,
  agencyStatementFile,
  myAgencyStatement,
  myAgencyStatementFile,
  type StatementFile,
} from '../services/agency-statements.service.ts';
import { agencyStatementOperations as ops } from './agency-statements.openapi.ts';
import { routes } from './route.ts';

/** A file answer: its type, an attachment name, and kept out of every cache (money of one agency). */
function sendFile(reply: FastifyReply, file: StatementFile) {
  reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store');
  return file.body;
}

/**
 * Agencies' statements (staff: any agency; an agent: its own) and the aged receivables (staff), each as JSON or,
 * with `?format=`, as a download (decision 0065).
 */
export function agencyStatementRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/agencies/:id/statement', ops('agencyStatement'), async (ctx, req, reply) =>
    !('format' in req.query)
      ? agencyStatement(ctx, req.params.id, req.query)
      : sendFile(reply, await agencyStatementFile(ctx, req.params.id, req.query)),
  );
  r.get('/agent/statement', ops('myAgencyStatement'), async (ctx, req, reply) =>
    !('format' in req.query)
      ? myAgencyStatement(ctx, req.query)
      : sendFile(reply, await myAgencyStatementFile(ctx, req.query)),
  );
  r.get('/receivables/aged', ops('agedReceivables'), async (ctx, req, reply) =>
    !('format' in req.query)
      ? agedReceivables(ctx, req.query)
      : sendFile(reply, await agedReceivablesFile(ctx, req.query)),
  );
}
