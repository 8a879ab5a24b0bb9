import type { FastifyRequest } from 'fastify';

import { appError, badRequest } from './errors.ts';
import { reencodeImage } from './uploads.ts';

/**
 * A traveller's document as uploaded (issue #33, decision 0057): a photo or a PDF, judged by its bytes (never by
 * its name or declared type), at most 8 MB. Photos are re-encoded like every uploaded image (upright, metadata and
 * anything hidden after the pixels dropped); a PDF must be one (header, end marker) and carry no scripts, launch
 * actions or attachments. Nothing is stored here: a refusal leaves no trace.
 */

const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
const DOCUMENT_FIELD = 'file';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
/** Active content a scan never needs: refused rather than served to staff's browsers. */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/;

export type CheckedDocument = {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
};

/** The one file of a multipart upload, checked; throws a worded 400/413 for anything else. */
export async function readDocumentUpload(request: FastifyRequest): Promise<CheckedDocument> {
  if (!request.isMultipart()) throw badRequest('DOCUMENT_FILE_REQUIRED');
  let found: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw appError(413, 'PAYLOAD_TOO_LARGE', 'DOCUMENT_FILE_TOO_LARGE');
      throw error;
    });
    if (part.fieldname === DOCUMENT_FIELD && part.filename) found = bytes;
  }
  if (!found?.length) throw badRequest('DOCUMENT_FILE_REQUIRED');
  return checkDocument(found);
}

/** Judges and cleans a document's bytes. */
async function checkDocument(bytes: Buffer): Promise<CheckedDocument> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') return { bytes: checkPdf(bytes), contentType: 'application/pdf' };
  if (!type || !IMAGE_TYPES.has(type.mime)) throw badRequest('DOCUMENT_FILE_TYPE_INVALID');
  const image = await reencodeImage(bytes);
  return { bytes: image.bytes, contentType: CONTENT_TYPES[image.ext] };
}

function checkPdf(bytes: Buffer): Buffer {
  const head = bytes.subarray(0, 8).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!/^%PDF-\d\.\d/.test(head) || !tail.includes('%%EOF')) throw badRequest('DOCUMENT_PDF_INVALID');
  if (PDF_ACTIVE.test(bytes.toString('latin1'))) throw badRequest('DOCUMENT_PDF_INVALID');
  return bytes;
}
