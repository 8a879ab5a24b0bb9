import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { packageHotelStays, saveHotelStays } from '../services/hotel-stays.service.ts';
import {
  addRoom,
  departureRooming,
  moveTraveller,
  removeRoom,
  suggestRooming,
  swapTravellers,
  unassignTraveller,
} from '../services/rooming.service.ts';
import { roomingCsv, roomingPdf } from '../services/rooming-exports.ts';
import { roomingOperations as ops } from './rooming.openapi.ts';
import { type Handler, routes } from './route.ts';

type Request = Parameters<Handler>[1];
const bodyObject = (req: Request) => (typeof req.body === 'object' && req.body !== null ? req.body : {});
/** The JSON body with the departure of the path: the service checks both together. */
const withDeparture = (req: Request) => ({ ...bodyObject(req), departureId: req.params.id });

/**
 * Hotel stays of a package and the rooming lists of a departure (issue #33 section 3), staff only. Every write
 * answers the departure's whole list as it now stands.
 */
export function roomingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/packages/:id/hotel-stays', ops('listHotelStays'), (ctx, req) => packageHotelStays(ctx, req.params.id));
  r.put('/packages/:id/hotel-stays', ops('saveHotelStays'), (ctx, req) =>
    saveHotelStays(ctx, { ...bodyObject(req), packageId: req.params.id }),
  );
  r.get('/departures/:id/rooming', ops('getRooming'), (ctx, req) => departureRooming(ctx, req.params.id));
  r.post('/departures/:id/rooming/rooms', ops('addRoom'), (ctx, req) => addRoom(ctx, withDeparture(req)));
  r.delete('/departures/:id/rooming/rooms/:roomId', ops('removeRoom'), (ctx, req) =>
    removeRoom(ctx, { departureId: req.params.id, roomId: req.params.roomId }),
  );
  r.post(
    '/departures/:id/rooming/move',
    ops('moveTraveller'),
    (ctx, req) => moveTraveller(ctx, withDeparture(req)),
    200,
  );
  r.post(
    '/departures/:id/rooming/unassign',
    ops('unassignTraveller'),
    (ctx, req) => unassignTraveller(ctx, withDeparture(req)),
    200,
  );
  r.post(
    '/departures/:id/rooming/swap',
    ops('swapTravellers'),
    (ctx, req) => swapTravellers(ctx, withDeparture(req)),
    200,
  );
  r.post(
    '/departures/:id/rooming/suggest',
    ops('suggestRooming'),
    (ctx, req) => suggestRooming(ctx, withDeparture(req)),
    200,
  );
  r.get('/departures/:id/rooming/stays/:stayId/rooming.csv', ops('roomingCsv'), async (ctx, req, reply) => {
    const { csv, fileName } = await roomingCsv(ctx, { departureId: req.params.id, stayId: req.params.stayId });
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store');
    return csv;
  });
  r.get('/departures/:id/rooming/stays/:stayId/rooming.pdf', ops('roomingPdf'), async (ctx, req, reply) => {
    const { pdf, fileName } = await roomingPdf(ctx, { departureId: req.params.id, stayId: req.params.stayId });
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  });
}
