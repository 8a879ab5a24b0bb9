import type { FastifyRequest } from 'fastify';
import { readImage, type CheckedImage } from '../lib/uploads.ts';

export type Form = { fields: Record<string, unknown>; image?: CheckedImage };

/**
 * Reads a JSON body or a multipart form: text fields become the input object; the file in `fileField`
 * is checked to be an image (nothing is written to disk here).
 */
export async function readForm(request: FastifyRequest, fileField: string): Promise<Form> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, unknown>) ?? {} };
  const form: Form = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === fileField && part.filename) form.image = await readImage(part);
      else await part.toBuffer();
    } else {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
