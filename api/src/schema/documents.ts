import type { ServiceContext } from '../lib/context.ts';
import {
  createDocumentType,
  type DocumentTypeRow,
  documentTypes,
  packageDocumentTypes,
  setPackageDocumentTypes,
  updateDocumentType,
} from '../services/document-types.service.ts';
import {
  type BookingDocuments,
  bookingDocuments,
  type DocumentView,
  type RequiredDocument,
  reviewDocument,
  type TravellerDocuments,
} from '../services/documents.service.ts';
import { builder, staffOnly } from './builder.ts';
import { rowTranslations, translationTypes } from './content-translations.ts';

/**
 * Travellers' documents (issue #33 §1, decision 0057). The list and the review are here; the file itself goes up
 * and comes down through REST only (POST and GET /api/bookings/{id}/...documents...), multipart and binary.
 */

const DocumentStatusEnum = builder.enumType('DocumentStatus', {
  values: ['UPLOADED', 'APPROVED', 'REJECTED'] as const,
  description: 'Uploaded (under review), approved, or rejected with a reason.',
});

const DocumentDecisionEnum = builder.enumType('DocumentDecision', { values: ['APPROVE', 'REJECT'] as const });

const DocumentTranslations = translationTypes('DocumentType', ['name', 'guidance']);

const TravellerDocumentType = builder.objectRef<DocumentView>('TravellerDocument').implement({
  description: 'A traveller’s current document of one type (its file is downloaded through REST).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.field({ type: DocumentStatusEnum, resolve: (row) => row.status }),
    rejectionReason: t.exposeString('rejectionReason', {
      nullable: true,
      description: 'Staff’s words, shown to the customer as written.',
    }),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    fileDeleted: t.exposeBoolean('fileDeleted', { description: 'The retention job deleted the file after the trip.' }),
  }),
});

const RequiredDocumentType = builder.objectRef<RequiredDocument>('RequiredDocument').implement({
  fields: (t) => ({
    documentTypeId: t.int({ resolve: (row) => row.documentType.id }),
    code: t.string({ resolve: (row) => row.documentType.code }),
    name: t.string({
      description: 'In the caller’s language when translated.',
      resolve: (row) => row.documentType.name,
    }),
    guidance: t.string({ resolve: (row) => row.documentType.guidance }),
    document: t.field({ type: TravellerDocumentType, nullable: true, resolve: (row) => row.document }),
  }),
});

const TravellerDocumentsType = builder.objectRef<TravellerDocuments>('TravellerDocuments').implement({
  fields: (t) => ({
    travellerId: t.exposeInt('travellerId'),
    position: t.exposeInt('position'),
    fullName: t.exposeString('fullName'),
    documents: t.field({ type: [RequiredDocumentType], resolve: (row) => row.documents }),
  }),
});

const BookingDocumentsType = builder.objectRef<BookingDocuments>('BookingDocuments').implement({
  fields: (t) => ({
    bookingId: t.exposeInt('bookingId'),
    reference: t.exposeString('reference'),
    uploadsOpen: t.exposeBoolean('uploadsOpen', { description: 'Whether this caller may upload now.' }),
    travellers: t.field({ type: [TravellerDocumentsType], resolve: (row) => row.travellers }),
  }),
});

const DocumentTypeType = builder.objectRef<DocumentTypeRow>('DocumentType').implement({
  description: 'A document packages may ask of each traveller (staff manage the list).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    guidance: t.exposeString('guidance'),
    translations: t.field({ type: DocumentTranslations.output, resolve: (row) => rowTranslations(row) }),
  }),
});

const DocumentTypeInput = builder.inputType('DocumentTypeInput', {
  fields: (t) => ({
    code: t.string(),
    name: t.string(),
    guidance: t.string(),
    translations: t.field({ type: DocumentTranslations.input }),
  }),
});

/** The `token` argument stands in for the X-Booking-Token header (links that carry it). */
const withToken = (ctx: ServiceContext, token: string | null | undefined): ServiceContext =>
  token ? { ...ctx, bookingToken: token.trim().slice(0, 200) } : ctx;

builder.queryField('bookingDocuments', (t) =>
  t.field({
    type: BookingDocumentsType,
    description: 'A booking’s travellers and their required documents: staff, its owner, or its access token.',
    args: { bookingId: t.arg.int({ required: true }), token: t.arg.string() },
    resolve: (_root, args, ctx) => bookingDocuments(withToken(ctx, args.token), args.bookingId),
  }),
);

builder.queryField('documentTypes', (t) =>
  t.field({ type: [DocumentTypeType], ...staffOnly, resolve: (_root, _args, ctx) => documentTypes(ctx) }),
);

builder.queryField('packageDocumentTypes', (t) =>
  t.field({
    type: [DocumentTypeType],
    ...staffOnly,
    description: 'The documents a package asks of each traveller.',
    args: { packageId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => packageDocumentTypes(ctx, args.packageId),
  }),
);

builder.mutationField('createDocumentType', (t) =>
  t.field({
    type: DocumentTypeType,
    ...staffOnly,
    args: { input: t.arg({ type: DocumentTypeInput, required: true }) },
    resolve: (_root, args, ctx) => createDocumentType(ctx, args.input),
  }),
);

builder.mutationField('updateDocumentType', (t) =>
  t.field({
    type: DocumentTypeType,
    ...staffOnly,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: DocumentTypeInput, required: true }) },
    resolve: (_root, args, ctx) => updateDocumentType(ctx, args.id, args.input),
  }),
);

builder.mutationField('setPackageDocumentTypes', (t) =>
  t.field({
    type: [DocumentTypeType],
    ...staffOnly,
    description: 'Replace the documents a package asks of each traveller.',
    args: { packageId: t.arg.int({ required: true }), documentTypeIds: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) => setPackageDocumentTypes(ctx, args.packageId, args),
  }),
);

builder.mutationField('reviewDocument', (t) =>
  t.field({
    type: TravellerDocumentType,
    ...staffOnly,
    description:
      'Approve a document, or reject it with the reason the customer reads. Audited; the customer is emailed.',
    args: {
      documentId: t.arg.int({ required: true }),
      decision: t.arg({ type: DocumentDecisionEnum, required: true }),
      reason: t.arg.string(),
    },
    resolve: (_root, args, ctx) => reviewDocument(ctx, args.documentId, args),
  }),
);
