import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { createDeparture, setRoomPrices, staffDepartures, updateDeparture } from '../services/departures.service.ts';
import { departureOperations as ops } from './departures.openapi.ts';
import { routes } from './route.ts';

/** A package's departures and room prices, as staff manage them (the public reads them with the package). */
export function departureRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/packages/:id/departures', ops('listPackageDepartures'), (ctx, req) => staffDepartures(ctx, req.params.id));
  r.post('/packages/:id/departures', ops('createDeparture'), (ctx, req) =>
    createDeparture(ctx, req.params.id, req.body),
  );
  r.patch('/departures/:id', ops('updateDeparture'), (ctx, req) => updateDeparture(ctx, req.params.id, req.body));
  r.patch('/packages/:id/room-prices', ops('setRoomPrices'), async (ctx, req) => ({
    roomPrices: await setRoomPrices(ctx, req.params.id, req.body),
  }));
}
