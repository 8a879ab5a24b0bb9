import type { FastifyInstance, FastifyRequest } from 'fastify';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { AppDeps } from '../lib/context.ts';
import { eVisaFile, type EVisaUpload, uploadEVisa } from '../services/e-visas.service.ts';
import { bookingVisas, changeVisa, changeVisas, departureVisas } from '../services/visas.service.ts';
import { routes } from './route.ts';
import { visaOperations as ops } from './visas.openapi.ts';

/** Visas: a booking's (staff, owner, X-Booking-Token), a departure's (staff), and staff moves, one or many. */
export function visaRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/bookings/:id/visas', ops('listBookingVisas'), (ctx, req) => bookingVisas(ctx, { bookingId: req.params.id }));
  r.get('/departures/:id/visas', ops('listDepartureVisas'), (ctx, req) =>
    departureVisas(ctx, { departureId: req.params.id }),
  );
  r.put('/travellers/:id/visa', ops('changeVisa'), (ctx, req) => changeVisa(ctx, req.params.id, req.body));
  r.post('/visas/bulk', ops('changeVisas'), (ctx, req) => changeVisas(ctx, req.body), 200);
  r.put('/travellers/:id/visa/e-visa', ops('uploadEVisa'), async (ctx, req) => {
    requireStaff(ctx.viewer); // before reading a possibly large upload
    return uploadEVisa(ctx, req.params.id, await readPdf(req));
  });
  r.get('/travellers/:id/visa/e-visa.pdf', ops('downloadEVisa'), async (ctx, req, reply) => {
    const { pdf, fileName } = await eVisaFile(ctx, req.params.id);
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  });
}

/**
 * The form's `file` part, read whole; any other file part is drained. Past the upload limit it comes back
 * `truncated`, which the service answers with the e-visa's own 413. Not a multipart form: no file.
 */
async function readPdf(request: FastifyRequest): Promise<EVisaUpload | undefined> {
  if (!request.isMultipart()) return undefined;
  let upload: EVisaUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !upload) upload = { bytes, fileName: part.filename, truncated: false };
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    return { bytes: Buffer.alloc(0), fileName: '', truncated: true };
  }
  return upload;
}
