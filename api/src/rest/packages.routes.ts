import type { FastifyInstance } from 'fastify';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { AppDeps } from '../lib/context.ts';
import { withStoredImage } from '../lib/uploads.ts';
import { packageWithDeparturesEntry } from '../services/departures.service.ts';
import {
  createPackage,
  deletePackage,
  packagesEntry,
  setPackageArchived,
  updatePackage,
} from '../services/packages.service.ts';
import { readForm } from './multipart.ts';
import { packageOperations as ops } from './packages.openapi.ts';
import { OK, routes } from './route.ts';

export function packageRoutes(app: FastifyInstance, deps: AppDeps) {
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
}
