import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from './errors.ts';

/** Judged by the bytes, never by the file name or the declared content type. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export const ONLY_IMAGES = 'Only image files are allowed (PNG, JPEG, WebP or GIF).';

export type CheckedImage = { bytes: Buffer; ext: string };

/** Reads an uploaded file and accepts it only if its bytes are a PNG, JPEG, WebP or GIF image. */
export async function readImage(file: MultipartFile): Promise<CheckedImage> {
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Images must be 5 MB or smaller.');
    }
    throw error;
  }
  const type = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  if (!type || !IMAGE_TYPES.has(type.mime)) throw badRequest(ONLY_IMAGES);
  return { bytes, ext: type.ext };
}

/**
 * Stores a checked image under a generated name, runs `use(url)` with its public URL, and removes the
 * file again if `use` fails, so a rejected request leaves nothing behind.
 */
export async function withStoredImage<T>(uploadDir: string, image: CheckedImage | undefined, use: (url?: string) => Promise<T>): Promise<T> {
  if (!image) return use(undefined);
  await mkdir(uploadDir, { recursive: true });
  const name = `${randomUUID()}.${image.ext}`;
  const file = path.join(uploadDir, name);
  await writeFile(file, image.bytes, { flag: 'wx' });
  try {
    return await use(`/uploads/${name}`);
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
}
