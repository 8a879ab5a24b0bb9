import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { departureFlights, setDepartureFlights } from '../services/departure-flights.service.ts';
import { leaderGroup, myGroups } from '../services/group-leader.service.ts';
import {
  createDepartureGroup,
  deleteDepartureGroup,
  departureGroupBoard,
  groupLeaderCandidates,
  moveBookingToGroup,
  updateDepartureGroup,
} from '../services/groups.service.ts';
import { groupOperations as ops } from './groups.openapi.ts';
import { OK, routes } from './route.ts';

/**
 * Departure groups, leaders and flights (decision 0060): staff manage them under /departures/:id and
 * /departure-groups/:id; a leader reads their own groups under /my-groups.
 */
export function groupRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/departures/:id/groups', ops('departureGroupBoard'), (ctx, req) => departureGroupBoard(ctx, req.params.id));
  r.post('/departures/:id/groups', ops('createDepartureGroup'), (ctx, req) =>
    createDepartureGroup(ctx, req.params.id, req.body),
  );
  r.patch('/departure-groups/:id', ops('updateDepartureGroup'), (ctx, req) =>
    updateDepartureGroup(ctx, req.params.id, req.body),
  );
  r.delete(
    '/departure-groups/:id',
    ops('deleteDepartureGroup'),
    async (ctx, req) => (await deleteDepartureGroup(ctx, req.params.id)) && OK,
  );
  r.put('/bookings/:id/group', ops('moveBookingToGroup'), (ctx, req) =>
    moveBookingToGroup(ctx, req.params.id, req.body),
  );
  r.get('/group-leaders', ops('listGroupLeaderCandidates'), (ctx) => groupLeaderCandidates(ctx));
  r.get('/departures/:id/flights', ops('departureFlights'), (ctx, req) => departureFlights(ctx, req.params.id));
  r.put('/departures/:id/flights', ops('setDepartureFlights'), (ctx, req) =>
    setDepartureFlights(ctx, req.params.id, req.body),
  );
  r.get('/my-groups', ops('listMyGroups'), (ctx) => myGroups(ctx));
  r.get('/my-groups/:id', ops('leaderGroup'), (ctx, req) => leaderGroup(ctx, req.params.id));
}
