import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  agencies,
  agency,
  createAgency,
  inviteAgent,
  removeAgencyPackageTerms,
  setAgencyPackageTerms,
  updateAgency,
} from '../services/agencies.service.ts';
import {
  createSeatAllocation,
  releaseSeatAllocation,
  updateSeatAllocation,
} from '../services/seat-allocations.service.ts';
import { agencyOperations as ops } from './agencies.openapi.ts';
import { listBody, OK, routes } from './route.ts';

/** Agencies, their terms, agents and seat allocations (decision 0065): staff only. */
export function agencyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/agencies', ops('listAgencies'), async (ctx, req, reply) =>
    listBody(await agencies(ctx, req.query), req, reply),
  );
  r.post('/agencies', ops('createAgency'), (ctx, req) => createAgency(ctx, req.body));
  r.get('/agencies/:id', ops('agency'), (ctx, req) => agency(ctx, req.params.id));
  r.patch('/agencies/:id', ops('updateAgency'), (ctx, req) => updateAgency(ctx, req.params.id, req.body));
  r.put('/agencies/:id/terms/:packageId', ops('setAgencyPackageTerms'), (ctx, req) =>
    setAgencyPackageTerms(ctx, req.params.id, req.params.packageId, req.body),
  );
  r.delete(
    '/agencies/:id/terms/:packageId',
    ops('removeAgencyPackageTerms'),
    async (ctx, req) => (await removeAgencyPackageTerms(ctx, req.params.id, req.params.packageId)) && OK,
  );
  r.post('/agencies/:id/agents', ops('inviteAgent'), (ctx, req) => inviteAgent(ctx, req.params.id, req.body));
  r.post('/seat-allocations', ops('createSeatAllocation'), (ctx, req) => createSeatAllocation(ctx, req.body));
  r.patch('/seat-allocations/:id', ops('updateSeatAllocation'), (ctx, req) =>
    updateSeatAllocation(ctx, req.params.id, req.body),
  );
  r.post(
    '/seat-allocations/:id/release',
    ops('releaseSeatAllocation'),
    (ctx, req) => releaseSeatAllocation(ctx, req.params.id),
    200,
  );
}
