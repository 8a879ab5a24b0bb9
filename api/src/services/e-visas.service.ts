import { recordAudit } from '../lib/audit.ts';
import { isStaff, requireStaff } from '../lib/auth/viewer.ts';
import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { appError, badRequest, conflict, notFound } from '../lib/errors.ts';
import { deleteSealedFile, readSealedFile, type SealedFileRef, storeSealedFile } from '../lib/sealed-files.ts';
import { id, parseInput } from '../lib/validation.ts';
import { bookingVisas } from './visas.service.ts';

/**
 * The e-visa PDF of an issued visa (issue #33 §2, decision 0058): staff upload it, the booking's owner, its token
 * holder and staff download it. Stored only encrypted (lib/sealed-files.ts); a staff download is audited.
 */

/** What staff send: the bytes and the name the customer's download will carry. */
export type EVisaUpload = { bytes: Buffer; fileName: string; truncated: boolean };

const PDF_MAGIC = Buffer.from('%PDF-');
/** A name for the download header: letters, digits, dots, dashes and underscores only, ending in .pdf. */
const safeName = (name: string) => {
  const base = name
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
  return `${base || 'e-visa'}.pdf`;
};

const maxMegabytes = (ctx: ServiceContext) => Math.floor(ctx.config.maxUploadBytes / (1024 * 1024));

/** Checks the file is a PDF by its bytes, within the upload limit; nothing is stored for a refused file. */
function checkedPdf(ctx: ServiceContext, file: EVisaUpload | undefined): EVisaUpload {
  if (!file) throw badRequest('E_VISA_FILE_REQUIRED');
  if (file.truncated || file.bytes.length > ctx.config.maxUploadBytes)
    throw appError(413, 'PAYLOAD_TOO_LARGE', 'E_VISA_TOO_LARGE', { max: maxMegabytes(ctx) });
  if (!file.bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw badRequest('E_VISA_NOT_PDF');
  return file;
}

const travellerOf = (ctx: ServiceContext, travellerId: number) =>
  ctx.db.traveller.findUnique({
    where: { id: travellerId },
    select: {
      id: true,
      fullName: true,
      bookingId: true,
      booking: {
        select: {
          reference: true,
          userId: true,
          agencyId: true,
          accessTokenHash: true,
          mailedAccessTokenHash: true,
          accessExpiresAt: true,
        },
      },
      visa: { select: { status: true, eVisaKey: true, eVisaDataKey: true, eVisaFileName: true } },
    },
  });

/** Stores the e-visa of an issued visa (replacing an earlier one), audited; answers the booking's visas. */
export async function uploadEVisa(ctx: ServiceContext, travellerIdInput: unknown, upload: EVisaUpload | undefined) {
  const viewer = requireStaff(ctx.viewer);
  const travellerId = parseInput(id, travellerIdInput);
  const file = checkedPdf(ctx, upload);
  const traveller = await travellerOf(ctx, travellerId);
  if (!traveller) throw notFound('VISA_TRAVELLER_NOT_FOUND');
  if (traveller.visa?.status !== 'ISSUED') throw conflict('E_VISA_NEEDS_ISSUED');
  const stored = await storeSealedFile(ctx.storage, ctx.config, file.bytes);
  const fileName = safeName(file.fileName);
  let replaced: string | null;
  try {
    replaced = await ctx.db.$transaction(async (tx) => {
      // Locked, so of two uploads at once each replaces (and deletes) the other's file, never leaving an orphan.
      const locked = await tx.$queryRaw<{ eVisaKey: string | null }[]>`
        SELECT "eVisaKey" FROM "TravellerVisa" WHERE "travellerId" = ${travellerId} FOR UPDATE`;
      const before = locked.at(0);
      // Only while still issued (nothing moves an issued visa today; this keeps it true if something ever does).
      const written = await tx.travellerVisa.updateMany({
        where: { travellerId, status: 'ISSUED' },
        data: {
          eVisaKey: stored.storageKey,
          eVisaDataKey: stored.sealedDataKey,
          eVisaFileName: fileName,
          eVisaSize: file.bytes.length,
          eVisaUploadedAt: new Date(),
          updatedById: viewer.id,
        },
      });
      if (written.count === 0) throw conflict('E_VISA_NEEDS_ISSUED');
      await recordAudit(tx, viewer, {
        action: 'booking.e-visa',
        entityType: 'Booking',
        entityId: traveller.bookingId,
        summary: `Uploaded the e-visa of ${traveller.fullName} (${traveller.booking.reference})`,
        after: { traveller: travellerId, file: fileName, bytes: file.bytes.length, replaced: !!before?.eVisaKey },
      });
      return before?.eVisaKey ?? null;
    });
  } catch (error) {
    await deleteSealedFile(ctx.storage, stored);
    throw error;
  }
  if (replaced) await deleteSealedFile(ctx.storage, { storageKey: replaced });
  return bookingVisas(ctx, { bookingId: traveller.bookingId });
}

/**
 * The e-visa's bytes for its download: the booking's owner, its token holder or staff (a staff view is audited);
 * anyone else gets the 404 of a traveller that does not exist.
 */
export async function eVisaFile(ctx: ServiceContext, travellerIdInput: unknown) {
  const travellerId = parseInput(id, travellerIdInput);
  const traveller = await travellerOf(ctx, travellerId);
  if (!traveller) throw notFound('VISA_TRAVELLER_NOT_FOUND');
  try {
    requireBookingAccess(ctx, traveller.booking);
  } catch {
    throw notFound('VISA_TRAVELLER_NOT_FOUND');
  }
  const visa = traveller.visa;
  if (visa?.status !== 'ISSUED' || !visa.eVisaKey || !visa.eVisaDataKey) throw notFound('E_VISA_NOT_UPLOADED');
  const ref: SealedFileRef = { storageKey: visa.eVisaKey, sealedDataKey: visa.eVisaDataKey };
  const pdf = await readSealedFile(ctx.storage, ctx.config, ref);
  if (!pdf) throw notFound('E_VISA_NOT_UPLOADED');
  if (isStaff(ctx.viewer)) {
    await recordAudit(ctx.db, ctx.viewer, {
      action: 'booking.e-visa-view',
      entityType: 'Booking',
      entityId: traveller.bookingId,
      summary: `Downloaded the e-visa of ${traveller.fullName} (${traveller.booking.reference})`,
      after: { traveller: travellerId },
    });
  }
  return { pdf, fileName: visa.eVisaFileName ?? 'e-visa.pdf' };
}
