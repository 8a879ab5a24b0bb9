import type { DocumentStatus, Prisma } from '@rihla/db';
import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';
import { documentReviewedEmail, packageTitle } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { isStaff, requireStaff } from '../lib/auth/viewer.ts';
import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import type { CheckedDocument } from '../lib/document-files.ts';
import { appError, badRequest, conflict, foundOr404, notFound } from '../lib/errors.ts';
import { type Locale, LOCALES } from '../lib/locale.ts';
import { queueEmail } from '../lib/outbox.ts';
import { deleteSealedFile, readSealedFile, storeSealedFile } from '../lib/sealed-files.ts';
import { hasNoNul, id, parseInput } from '../lib/validation.ts';
import { localized, TRANSLATABLE } from './content-translations.ts';
import { dayOf, todayUtc } from './trip-times.ts';

/**
 * Travellers' documents (issue #33 §1, decision 0057). Each traveller of a booking provides one document of every
 * type its package requires; the customer (the booking's owner or its token holder) or staff upload it, staff
 * approve it or reject it with a reason the customer reads. The files are sealed at rest (lib/sealed-files.ts) and
 * read back only here: by the owner, the token holder and staff, every staff view audited. Anyone else gets the
 * 404 of a missing booking.
 */

export type DocumentView = {
  id: number;
  status: DocumentStatus;
  rejectionReason: string | null;
  contentType: string;
  size: number;
  uploadedAt: Date;
  reviewedAt: Date | null;
  /** The retention job deleted the file (a number of days after the return); the review history stays. */
  fileDeleted: boolean;
};

export type RequiredDocument = {
  documentType: { id: number; code: string; name: string; guidance: string };
  /** Null: nothing uploaded yet. */
  document: DocumentView | null;
};

export type TravellerDocuments = {
  travellerId: number;
  position: number;
  fullName: string;
  documents: RequiredDocument[];
};

export type BookingDocuments = {
  bookingId: number;
  reference: string;
  /** Whether this caller may upload now (customers until the departure day while the trip is on; staff always). */
  uploadsOpen: boolean;
  travellers: TravellerDocuments[];
};

const guardSelect = {
  id: true,
  reference: true,
  userId: true,
  agencyId: true,
  accessTokenHash: true,
  mailedAccessTokenHash: true,
  accessExpiresAt: true,
  status: true,
  cancelledAt: true,
  packageId: true,
  departure: { select: { departDate: true } },
} as const satisfies Prisma.BookingSelect;

type GuardedBooking = Prisma.BookingGetPayload<{ select: typeof guardSelect }>;

const typeSelect = { id: true, code: true, name: true, guidance: true, translations: true } as const;
const documentSelect = {
  id: true,
  travellerId: true,
  documentTypeId: true,
  status: true,
  rejectionReason: true,
  contentType: true,
  size: true,
  uploadedAt: true,
  reviewedAt: true,
  storageKey: true,
  sealedDataKey: true,
} as const satisfies Prisma.TravellerDocumentSelect;
type DocumentRow = Prisma.TravellerDocumentGetPayload<{ select: typeof documentSelect }>;

const viewOf = (row: DocumentRow): DocumentView => ({
  id: row.id,
  status: row.status,
  rejectionReason: row.rejectionReason,
  contentType: row.contentType,
  size: row.size,
  uploadedAt: row.uploadedAt,
  reviewedAt: row.reviewedAt,
  fileDeleted: !row.storageKey,
});

const asLocale = (value: string | null | undefined): Locale | undefined => LOCALES.find((locale) => locale === value);

const isTravelling = (booking: Pick<GuardedBooking, 'status' | 'cancelledAt'>) =>
  booking.cancelledAt === null && TRAVELLING_WHERE.status.in.includes(booking.status);

function uploadsOpenFor(ctx: ServiceContext, booking: GuardedBooking): boolean {
  if (isStaff(ctx.viewer)) return true;
  if (!isTravelling(booking)) return false;
  return !booking.departure || dayOf(booking.departure.departDate) >= todayUtc();
}

async function guardedBooking(ctx: ServiceContext, bookingId: unknown): Promise<GuardedBooking> {
  const key = parseInput(id, Number(bookingId));
  const booking = await ctx.db.booking.findUnique({ where: { id: key }, select: guardSelect });
  return requireBookingAccess(ctx, booking);
}

/** A booking's travellers with the documents its package requires (and any other they hold), in the caller's language. */
export async function bookingDocuments(ctx: ServiceContext, bookingId: unknown): Promise<BookingDocuments> {
  const booking = await guardedBooking(ctx, bookingId);
  const [required, travellers] = await Promise.all([
    booking.packageId
      ? ctx.db.documentType.findMany({
          where: { requirements: { some: { packageId: booking.packageId } } },
          select: typeSelect,
          orderBy: { id: 'asc' },
        })
      : [],
    ctx.db.traveller.findMany({
      where: { bookingId: booking.id },
      select: {
        id: true,
        position: true,
        fullName: true,
        documents: { select: { ...documentSelect, documentType: { select: typeSelect } } },
      },
      orderBy: { position: 'asc' },
    }),
  ]);
  const shown = (type: (typeof required)[number]) => {
    const { id: typeId, code, name, guidance } = localized(type, TRANSLATABLE.documentType, ctx.locale);
    return { id: typeId, code, name, guidance };
  };
  return {
    bookingId: booking.id,
    reference: booking.reference,
    uploadsOpen: uploadsOpenFor(ctx, booking),
    travellers: travellers.map((traveller) => {
      const extra = traveller.documents
        .map((document) => document.documentType)
        .filter((type) => !required.some((each) => each.id === type.id));
      return {
        travellerId: traveller.id,
        position: traveller.position,
        fullName: traveller.fullName,
        documents: [...required, ...extra].map((type) => {
          const document = traveller.documents.find((each) => each.documentTypeId === type.id);
          return { documentType: shown(type), document: document ? viewOf(document) : null };
        }),
      };
    }),
  };
}

type UploadTarget = { bookingId: unknown; travellerId: unknown; documentTypeId: unknown };

/**
 * Uploads (or replaces) a traveller's document of one type. The caller's access and the target are checked before
 * `read` takes the file in (a stranger's upload is refused unread); the file is sealed and stored, then the row
 * written in one transaction (the new object removed again if that fails), and the replaced file deleted after.
 */
export async function uploadDocument(
  ctx: ServiceContext,
  target: UploadTarget,
  read: () => Promise<CheckedDocument>,
): Promise<DocumentView> {
  const booking = await guardedBooking(ctx, target.bookingId);
  const travellerId = parseInput(id, Number(target.travellerId));
  const documentTypeId = parseInput(id, Number(target.documentTypeId));
  if (!uploadsOpenFor(ctx, booking)) throw conflict('DOCUMENT_UPLOAD_CLOSED');
  const traveller = await ctx.db.traveller.findFirst({
    where: { id: travellerId, bookingId: booking.id },
    select: { id: true, position: true },
  });
  if (!traveller) throw notFound('TRAVELLER_NOT_IN_BOOKING');
  const required = booking.packageId
    ? await ctx.db.packageDocumentRequirement.findUnique({
        where: { packageId_documentTypeId: { packageId: booking.packageId, documentTypeId } },
        select: { documentType: { select: { code: true } } },
      })
    : null;
  if (!required) throw badRequest('DOCUMENT_NOT_REQUIRED');
  const staff = isStaff(ctx.viewer);
  const current = await ctx.db.travellerDocument.findUnique({
    where: { travellerId_documentTypeId: { travellerId, documentTypeId } },
    select: { status: true },
  });
  if (current?.status === 'APPROVED' && !staff) throw conflict('DOCUMENT_ALREADY_APPROVED');

  const file = await read();
  const sealed = await storeSealedFile(ctx.storage, ctx.config, file.bytes);
  try {
    const { saved: row, replaced } = await ctx.db.$transaction(async (tx) => {
      // One upload per traveller at a time: the replaced file is the one this transaction saw.
      await tx.$queryRaw`SELECT id FROM "Traveller" WHERE id = ${travellerId} FOR UPDATE`;
      const before = await tx.travellerDocument.findUnique({
        where: { travellerId_documentTypeId: { travellerId, documentTypeId } },
        select: { status: true, storageKey: true },
      });
      if (before?.status === 'APPROVED' && !staff) throw conflict('DOCUMENT_ALREADY_APPROVED');
      const fields = {
        status: 'UPLOADED' as const,
        rejectionReason: null,
        contentType: file.contentType,
        size: file.bytes.length,
        storageKey: sealed.storageKey,
        sealedDataKey: sealed.sealedDataKey,
        uploadedAt: new Date(),
        reviewedById: null,
        reviewedAt: null,
        deletedAt: null,
      };
      const saved = await tx.travellerDocument.upsert({
        where: { travellerId_documentTypeId: { travellerId, documentTypeId } },
        create: { travellerId, documentTypeId, ...fields },
        update: fields,
        select: documentSelect,
      });
      if (staff)
        await recordAudit(tx, ctx.viewer, {
          action: 'document.upload',
          entityType: 'Booking',
          entityId: booking.id,
          summary: `Uploaded the ${required.documentType.code} of traveller ${traveller.position} on booking ${booking.reference}`,
          after: { documentId: saved.id, contentType: file.contentType, size: file.bytes.length },
        });
      return { saved, replaced: before?.storageKey ?? null };
    });
    if (replaced) await deleteSealedFile(ctx.storage, { storageKey: replaced });
    return viewOf(row);
  } catch (error) {
    await deleteSealedFile(ctx.storage, sealed);
    throw error;
  }
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

type DocumentFile = { bytes: Buffer; contentType: string; fileName: string };

/** A document's file, decrypted: for the owner, the token holder and staff; a staff view is audited. */
export async function documentFile(
  ctx: ServiceContext,
  bookingId: unknown,
  documentId: unknown,
): Promise<DocumentFile> {
  const booking = await guardedBooking(ctx, bookingId);
  const key = parseInput(id, Number(documentId));
  const row = await ctx.db.travellerDocument.findFirst({
    where: { id: key, traveller: { bookingId: booking.id } },
    select: { ...documentSelect, traveller: { select: { position: true } }, documentType: { select: { code: true } } },
  });
  const document = foundOr404(row, 'DOCUMENT_NOT_FOUND');
  if (!document.storageKey || !document.sealedDataKey) throw appError(410, 'GONE', 'DOCUMENT_FILE_DELETED');
  const ref = { storageKey: document.storageKey, sealedDataKey: document.sealedDataKey };
  const bytes = await readSealedFile(ctx.storage, ctx.config, ref);
  if (!bytes) throw appError(410, 'GONE', 'DOCUMENT_FILE_DELETED');
  const code = document.documentType.code.toLowerCase().replaceAll('_', '-');
  if (isStaff(ctx.viewer))
    await ctx.db.$transaction((tx) =>
      recordAudit(tx, ctx.viewer, {
        action: 'document.view',
        entityType: 'Booking',
        entityId: booking.id,
        summary: `Viewed the ${document.documentType.code} of traveller ${document.traveller.position} on booking ${booking.reference}`,
        after: { documentId: document.id },
      }),
    );
  return {
    bytes,
    contentType: document.contentType,
    fileName: `${booking.reference}-${document.traveller.position}-${code}.${EXTENSIONS[document.contentType] ?? 'bin'}`,
  };
}

const REASON_MAX = 1000;
export const documentReviewInput = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { error: 'DOCUMENT_DECISION_INVALID' }),
    reason: z
      .string()
      .trim()
      .max(REASON_MAX, { error: 'DOCUMENT_REJECTION_REASON_TOO_LONG' })
      .refine(hasNoNul, { error: 'TEXT_HAS_NUL' })
      .nullish(),
  })
  .refine((input) => input.decision === 'APPROVE' || !!input.reason, {
    error: 'DOCUMENT_REJECTION_REASON_REQUIRED',
    path: ['reason'],
  });

/**
 * Staff approve a document, or reject it with a reason the customer reads as written. Audited, and the customer is
 * emailed in the booking's language (the outbox, in the same transaction).
 */
export async function reviewDocument(ctx: ServiceContext, documentId: unknown, input: unknown): Promise<DocumentView> {
  const viewer = requireStaff(ctx.viewer);
  const key = parseInput(id, Number(documentId));
  const { decision, reason } = parseInput(documentReviewInput, input);
  const approved = decision === 'APPROVE';
  return ctx.db.$transaction(async (tx) => {
    const before = foundOr404(
      await tx.travellerDocument.findUnique({
        where: { id: key },
        select: {
          ...documentSelect,
          documentType: { select: typeSelect },
          traveller: {
            select: {
              position: true,
              fullName: true,
              booking: {
                select: {
                  id: true,
                  reference: true,
                  name: true,
                  email: true,
                  locale: true,
                  package: { select: { name: true, translations: true } },
                },
              },
            },
          },
        },
      }),
      'DOCUMENT_NOT_FOUND',
    );
    if (!before.storageKey) throw appError(410, 'GONE', 'DOCUMENT_FILE_DELETED');
    const reviewedAt = new Date();
    const row = await tx.travellerDocument.update({
      where: { id: key },
      data: {
        status: approved ? 'APPROVED' : 'REJECTED',
        rejectionReason: approved ? null : reason,
        reviewedById: viewer.id,
        reviewedAt,
      },
      select: documentSelect,
    });
    const { booking } = before.traveller;
    await recordAudit(tx, viewer, {
      action: approved ? 'document.approve' : 'document.reject',
      entityType: 'Booking',
      entityId: booking.id,
      summary: `${approved ? 'Approved' : 'Rejected'} the ${before.documentType.code} of traveller ${before.traveller.position} on booking ${booking.reference}`,
      before: { documentId: key, status: before.status },
      after: { documentId: key, status: row.status, ...(approved ? {} : { rejectionReason: reason }) },
    });
    const documentName = localized(before.documentType, TRANSLATABLE.documentType, asLocale(booking.locale)).name;
    const mailed = { ...booking, title: packageTitle(booking.package, booking.locale) };
    const message = documentReviewedEmail(ctx.config.publicUrl, mailed, {
      documentId: key,
      document: documentName,
      traveller: before.traveller.fullName,
      approved,
      reason,
      reviewedAt,
    });
    await queueEmail(ctx, tx, message);
    return viewOf(row);
  });
}
