import type { FastifyRequest } from 'fastify';

import { appError } from '../lib/errors.ts';
import { type CheckedImage, readImage } from '../lib/uploads.ts';

/** A text field of a form: the longest text the services accept (5,000 characters) in any UTF-8, and then some. */
export const MULTIPART_FIELD_BYTES = 32 * 1024;

export type Form = { fields: Record<string, unknown>; image?: CheckedImage };

/**
 * Reads a JSON body or a multipart form: text fields become the input object; the file in `fileField`
 * is checked to be an image (nothing is written to disk here).
 */
export async function readForm(request: FastifyRequest, fileField: string): Promise<Form> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, unknown> | undefined) ?? {} };
  const form: Form = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === fileField && part.filename) form.image = await readImage(part);
      else await part.toBuffer();
    } else {
      // busboy cuts an over-long field silently; a cut text must not be stored as if it were whole.
      if (part.valueTruncated)
        throw appError(413, 'PAYLOAD_TOO_LARGE', 'FORM_FIELD_TOO_LONG', { field: part.fieldname.slice(0, 40) });
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
