import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import type { ManifestFormat, ManifestKind } from '../services/manifest-files.ts';
import { exportManifest, manifestCheck } from '../services/manifests.service.ts';
import { manifestOperations as ops } from './manifests.openapi.ts';
import { type Handler, routes } from './route.ts';

/**
 * A departure's manifest, staff only: the check (GET /api/admin/departures/:id/manifest) and the four files
 * (…/manifest/apis.csv, apis.xlsx, visa.csv, visa.xlsx; `?withGaps=true` exports an incomplete one, marked).
 */
export function manifestRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/admin/departures/:id/manifest', ops('departureManifestCheck'), (ctx, req) =>
    manifestCheck(ctx, { departureId: req.params.id }),
  );
  const download =
    (kind: ManifestKind, format: ManifestFormat): Handler =>
    async (ctx, req, reply) => {
      const input = { departureId: req.params.id, ...req.query };
      const { file, fileName, contentType } = await exportManifest(ctx, input, kind, format);
      reply
        .type(contentType)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store');
      return file;
    };
  r.get('/admin/departures/:id/manifest/apis.csv', ops('apisManifestCsv'), download('APIS', 'CSV'));
  r.get('/admin/departures/:id/manifest/apis.xlsx', ops('apisManifestXlsx'), download('APIS', 'XLSX'));
  r.get('/admin/departures/:id/manifest/visa.csv', ops('visaManifestCsv'), download('VISA', 'CSV'));
  r.get('/admin/departures/:id/manifest/visa.xlsx', ops('visaManifestXlsx'), download('VISA', 'XLSX'));
}
