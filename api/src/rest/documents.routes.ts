import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { readDocumentUpload } from '../lib/document-files.ts';
import {
  createDocumentType,
  documentTypes,
  packageDocumentTypes,
  setPackageDocumentTypes,
  updateDocumentType,
} from '../services/document-types.service.ts';
import { bookingDocuments, documentFile, reviewDocument, uploadDocument } from '../services/documents.service.ts';
import { documentOperations as ops } from './documents.openapi.ts';
import { routes } from './route.ts';

/**
 * Travellers' documents (decision 0057): the booking's list, the upload (multipart field `file`) and the download
 * for staff, the owner and the token holder; the review and the document types for staff.
 */
export function documentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/bookings/:id/documents', ops('bookingDocuments'), (ctx, req) => bookingDocuments(ctx, req.params.id));
  r.post(
    '/bookings/:id/travellers/:travellerId/documents/:documentTypeId',
    ops('uploadDocument'),
    (ctx, req) =>
      uploadDocument(
        ctx,
        { bookingId: req.params.id, travellerId: req.params.travellerId, documentTypeId: req.params.documentTypeId },
        () => readDocumentUpload(req),
      ),
    200,
  );
  r.get('/bookings/:id/documents/:documentId/file', ops('documentFile'), async (ctx, req, reply) => {
    const file = await documentFile(ctx, req.params.id, req.params.documentId);
    reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff');
    return file.bytes;
  });
  r.post(
    '/documents/:id/review',
    ops('reviewDocument'),
    (ctx, req) => reviewDocument(ctx, req.params.id, req.body),
    200,
  );
  r.get('/document-types', ops('listDocumentTypes'), (ctx) => documentTypes(ctx));
  r.post('/document-types', ops('createDocumentType'), (ctx, req) => createDocumentType(ctx, req.body));
  r.patch('/document-types/:id', ops('updateDocumentType'), (ctx, req) =>
    updateDocumentType(ctx, req.params.id, req.body),
  );
  r.get('/packages/:id/document-types', ops('packageDocumentTypes'), (ctx, req) =>
    packageDocumentTypes(ctx, req.params.id),
  );
  r.put('/packages/:id/document-types', ops('setPackageDocumentTypes'), (ctx, req) =>
    setPackageDocumentTypes(ctx, req.params.id, req.body),
  );
}
