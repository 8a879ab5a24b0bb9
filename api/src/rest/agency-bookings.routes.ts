import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { createAgencyBooking } from '../services/agency-booking-create.ts';
import { agencyBooking, agencyBookings, agentDepartures, myAgency } from '../services/agency-bookings.service.ts';
import { agencyBookingOperations as ops } from './agency-bookings.openapi.ts';
import { listBody, routes } from './route.ts';

/** The agent portal (decision 0065) under /agent: the agent's own agency only, never an agency id in the path. */
export function agencyBookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/agent/agency', ops('myAgency'), (ctx) => myAgency(ctx));
  r.get('/agent/departures', ops('listAgentDepartures'), async (ctx, req, reply) =>
    listBody(await agentDepartures(ctx, req.query), req, reply),
  );
  r.get('/agent/bookings', ops('listAgencyBookings'), async (ctx, req, reply) =>
    listBody(await agencyBookings(ctx, req.query), req, reply),
  );
  r.post('/agent/bookings', ops('createAgencyBooking'), (ctx, req) => createAgencyBooking(ctx, req.body));
  r.get('/agent/bookings/:id', ops('agencyBooking'), (ctx, req) => agencyBooking(ctx, req.params.id));
}
