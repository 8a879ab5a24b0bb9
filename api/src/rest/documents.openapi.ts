import { z } from 'zod';

import {
  documentTypeInput,
  documentTypeUpdateInput,
  packageRequirementsInput,
} from '../services/document-types.service.ts';
import { documentReviewInput } from '../services/documents.service.ts';
import { operations, timestamp } from './openapi/operation.ts';

/**
 * Travellers' documents (issue #33 §1, decision 0057). The files are sealed at rest and served only here, to staff,
 * the booking's owner and its token holder (X-Booking-Token), with `Cache-Control: no-store`; staff views are audited.
 */
export const documentOperations = operations(() => {
  const Document = z
    .object({
      id: z.number().int(),
      status: z.enum(['UPLOADED', 'APPROVED', 'REJECTED']),
      rejectionReason: z.string().nullable().meta({ description: 'Staff’s words, shown to the customer as written.' }),
      contentType: z.string(),
      size: z.number().int(),
      uploadedAt: timestamp,
      reviewedAt: timestamp.nullable(),
      fileDeleted: z.boolean().meta({ description: 'The retention job deleted the file after the trip.' }),
    })
    .meta({ id: 'TravellerDocument' });
  const DocumentTypeSummary = z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: 'In the caller’s language (Accept-Language) when translated.' }),
    guidance: z.string(),
  });
  const BookingDocuments = z
    .object({
      bookingId: z.number().int(),
      reference: z.string(),
      uploadsOpen: z.boolean(),
      travellers: z.array(
        z.object({
          travellerId: z.number().int(),
          position: z.number().int(),
          fullName: z.string(),
          documents: z.array(z.object({ documentType: DocumentTypeSummary, document: Document.nullable() })),
        }),
      ),
    })
    .meta({ id: 'BookingDocuments' });
  const DocumentType = z
    .object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      guidance: z.string(),
      translations: z.record(z.string(), z.record(z.string(), z.string())),
    })
    .meta({ id: 'DocumentType' });

  return {
    bookingDocuments: {
      operationId: 'getBookingDocuments',
      summary: 'A booking’s travellers and the documents its package asks of each, with their review status',
      tag: 'documents',
      access: 'booking',
      response: BookingDocuments,
      errors: [404],
    },
    uploadDocument: {
      operationId: 'uploadTravellerDocument',
      summary: 'Upload (or replace) a traveller’s document: a photo or PDF, judged by its bytes, at most 8 MB',
      description:
        'Photos are re-encoded; a PDF with scripts, launch actions or attachments is refused. A refused file stores nothing. ' +
        'Customers may replace an uploaded or rejected document until the departure day; staff any time.',
      tag: 'documents',
      access: 'booking',
      form: { fields: z.object({}), file: 'file', documents: true },
      response: Document,
      errors: [404, 409, 413],
    },
    documentFile: {
      operationId: 'getTravellerDocumentFile',
      summary: 'Download a traveller’s document (Cache-Control: no-store; a staff view is audited)',
      tag: 'documents',
      access: 'booking',
      download: 'document',
      errors: [404, 410],
    },
    reviewDocument: {
      operationId: 'reviewTravellerDocument',
      summary: 'Approve a document, or reject it with the reason the customer reads; audited, the customer emailed',
      tag: 'documents',
      access: 'staff',
      body: documentReviewInput,
      response: Document,
      errors: [404, 410],
    },
    listDocumentTypes: {
      operationId: 'listDocumentTypes',
      summary: 'The document types packages may ask for',
      tag: 'documents',
      access: 'staff',
      response: z.array(DocumentType),
    },
    createDocumentType: {
      operationId: 'createDocumentType',
      summary: 'Add a document type (code, name, guidance, translations); audited',
      tag: 'documents',
      access: 'staff',
      body: documentTypeInput,
      response: DocumentType,
      errors: [409],
    },
    updateDocumentType: {
      operationId: 'updateDocumentType',
      summary: 'Change a document type; audited',
      tag: 'documents',
      access: 'staff',
      body: documentTypeUpdateInput,
      response: DocumentType,
      errors: [404, 409],
    },
    packageDocumentTypes: {
      operationId: 'getPackageDocumentTypes',
      summary: 'The documents a package asks of each traveller',
      tag: 'documents',
      access: 'staff',
      response: z.array(DocumentType),
      errors: [404],
    },
    setPackageDocumentTypes: {
      operationId: 'setPackageDocumentTypes',
      summary: 'Replace the documents a package asks of each traveller; audited',
      tag: 'documents',
      access: 'staff',
      body: packageRequirementsInput,
      response: z.array(DocumentType),
      errors: [404],
    },
  };
});
