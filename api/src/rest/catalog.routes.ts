import type { FastifyInstance } from 'fastify';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { AppDeps } from '../lib/context.ts';
import { withStoredImage } from '../lib/uploads.ts';
import {
  createDeparture,
  packageWithDeparturesEntry,
  setRoomPrices,
  staffDepartures,
  updateDeparture,
} from '../services/departures.service.ts';
import {
  createPackage,
  deletePackage,
  packagesEntry,
  setPackageArchived,
  updatePackage,
} from '../services/packages.service.ts';
import {
  createServiceClass,
  deleteServiceClass,
  serviceClassesEntry,
  updateServiceClass,
} from '../services/service-classes.service.ts';
import {
  createTransportMode,
  deleteTransportMode,
  transportModesEntry,
  updateTransportMode,
} from '../services/transport-modes.service.ts';
import { readForm } from './multipart.ts';
import { OK, routes } from './route.ts';

export function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/packages', (ctx) => packagesEntry(ctx));
  r.cached('/packages/:id', (ctx, req) => packageWithDeparturesEntry(ctx, req.params.id));
  r.post('/packages', async (ctx, req) => {
    requireStaff(ctx.viewer); // before reading a possibly large upload
    const form = await readForm(req, 'image');
    return withStoredImage(ctx.storage, form.image, (url) => createPackage(ctx, form.fields, url));
  });
  r.patch('/packages/:id', async (ctx, req) => {
    requireStaff(ctx.viewer);
    const form = await readForm(req, 'image');
    return withStoredImage(ctx.storage, form.image, (url) => updatePackage(ctx, req.params.id, form.fields, url));
  });
  // The spec's answer to a delete is { ok: true }; a package with bookings or reviews is archived instead, and the
  // answer says so: { ok: true, archived: true, message }.
  r.delete('/packages/:id', async (ctx, req) => {
    const { archived, message } = await deletePackage(ctx, req.params.id);
    return archived ? { ...OK, archived, message } : OK;
  });
  r.post('/packages/:id/archive', (ctx, req) => setPackageArchived(ctx, req.params.id, true), 200);
  r.post('/packages/:id/unarchive', (ctx, req) => setPackageArchived(ctx, req.params.id, false), 200);
  r.get('/packages/:id/departures', (ctx, req) => staffDepartures(ctx, req.params.id));
  r.post('/packages/:id/departures', (ctx, req) => createDeparture(ctx, req.params.id, req.body));
  r.patch('/departures/:id', (ctx, req) => updateDeparture(ctx, req.params.id, req.body));
  r.patch('/packages/:id/room-prices', async (ctx, req) => ({
    roomPrices: await setRoomPrices(ctx, req.params.id, req.body),
  }));

  r.cached('/transport-modes', (ctx) => transportModesEntry(ctx));
  r.post('/transport-modes', (ctx, req) => createTransportMode(ctx, req.body));
  r.patch('/transport-modes/:id', (ctx, req) => updateTransportMode(ctx, req.params.id, req.body));
  r.delete('/transport-modes/:id', async (ctx, req) => (await deleteTransportMode(ctx, req.params.id)) && OK);

  r.cached('/service-classes', (ctx) => serviceClassesEntry(ctx));
  r.post('/service-classes', (ctx, req) => createServiceClass(ctx, req.body));
  r.patch('/service-classes/:id', (ctx, req) => updateServiceClass(ctx, req.params.id, req.body));
  r.delete('/service-classes/:id', async (ctx, req) => (await deleteServiceClass(ctx, req.params.id)) && OK);
}
