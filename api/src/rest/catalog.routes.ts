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
import { catalogOperations as ops } from './openapi/catalog.ts';
import { OK, routes } from './route.ts';

export function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/packages', ops('listPackages'), (ctx) => packagesEntry(ctx));
  r.cached('/packages/:id', ops('getPackage'), (ctx, req) => packageWithDeparturesEntry(ctx, req.params.id));
  r.post('/packages', ops('createPackage'), async (ctx, req) => {
    requireStaff(ctx.viewer); // before reading a possibly large upload
    const form = await readForm(req, 'image');
    return withStoredImage(ctx.storage, form.image, (url) => createPackage(ctx, form.fields, url));
  });
  r.patch('/packages/:id', ops('updatePackage'), async (ctx, req) => {
    requireStaff(ctx.viewer);
    const form = await readForm(req, 'image');
    return withStoredImage(ctx.storage, form.image, (url) => updatePackage(ctx, req.params.id, form.fields, url));
  });
  // A delete answers { ok: true } (product-rules.md#calls); a package with bookings or reviews is archived, and the
  // answer says so: { ok: true, archived: true, message }.
  r.delete('/packages/:id', ops('deletePackage'), async (ctx, req) => {
    const { archived, message } = await deletePackage(ctx, req.params.id);
    return archived ? { ...OK, archived, message } : OK;
  });
  r.post(
    '/packages/:id/archive',
    ops('archivePackage'),
    (ctx, req) => setPackageArchived(ctx, req.params.id, true),
    200,
  );
  r.post(
    '/packages/:id/unarchive',
    ops('unarchivePackage'),
    (ctx, req) => setPackageArchived(ctx, req.params.id, false),
    200,
  );
  r.get('/packages/:id/departures', ops('listPackageDepartures'), (ctx, req) => staffDepartures(ctx, req.params.id));
  r.post('/packages/:id/departures', ops('createDeparture'), (ctx, req) =>
    createDeparture(ctx, req.params.id, req.body),
  );
  r.patch('/departures/:id', ops('updateDeparture'), (ctx, req) => updateDeparture(ctx, req.params.id, req.body));
  r.patch('/packages/:id/room-prices', ops('setRoomPrices'), async (ctx, req) => ({
    roomPrices: await setRoomPrices(ctx, req.params.id, req.body),
  }));

  r.cached('/transport-modes', ops('listTransportModes'), (ctx) => transportModesEntry(ctx));
  r.post('/transport-modes', ops('createTransportMode'), (ctx, req) => createTransportMode(ctx, req.body));
  r.patch('/transport-modes/:id', ops('updateTransportMode'), (ctx, req) =>
    updateTransportMode(ctx, req.params.id, req.body),
  );
  r.delete(
    '/transport-modes/:id',
    ops('deleteTransportMode'),
    async (ctx, req) => (await deleteTransportMode(ctx, req.params.id)) && OK,
  );

  r.cached('/service-classes', ops('listServiceClasses'), (ctx) => serviceClassesEntry(ctx));
  r.post('/service-classes', ops('createServiceClass'), (ctx, req) => createServiceClass(ctx, req.body));
  r.patch('/service-classes/:id', ops('updateServiceClass'), (ctx, req) =>
    updateServiceClass(ctx, req.params.id, req.body),
  );
  r.delete(
    '/service-classes/:id',
    ops('deleteServiceClass'),
    async (ctx, req) => (await deleteServiceClass(ctx, req.params.id)) && OK,
  );
}
