import { randomUUID } from 'node:crypto';

import type { MultipartFile } from '@fastify/multipart';
import { contentTypeOf, isStorageKey, type UploadStorage } from '@rihla/db/storage';

import { badRequest } from './errors.ts';

/** Where stored objects are served (lib/storage/serve.ts); the prefix of every upload's URL in the database. */
const UPLOADS = '/uploads/';

/** Judged by the bytes, never by the file name or the declared content type (so an SVG never passes). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

const ONLY_IMAGES = 'IMAGE_TYPE_INVALID';
const MAX_IMAGE_SIDE = 6000;
/** 40 megapixels: a 5 MB file can still decode to gigabytes (a "pixel flood"), so size alone is no bound. */
const MAX_IMAGE_PIXELS = 40_000_000;
const UNREADABLE = 'IMAGE_UNREADABLE';

export type CheckedImage = { bytes: Buffer; ext: 'jpg' | 'png' | 'webp' };

/**
 * Reads an uploaded file and accepts it only if its bytes are a PNG, JPEG, WebP or GIF image within the size
 * bounds, then re-encodes it: turned upright by its EXIF orientation, with EXIF/GPS/ICC metadata and anything
 * hidden after the pixels dropped. A GIF becomes a PNG of its first frame (no animated uploads).
 */
export async function readImage(file: MultipartFile): Promise<CheckedImage> {
  // Past the 5 MB limit this throws Fastify's FST_REQ_FILE_TOO_LARGE, which lib/public-errors.ts words as a 413.
  const bytes = await file.toBuffer();
  // Loaded on the first upload, not at startup: sharp (libvips) alone adds ~15 MiB to every API process.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  if (!type || !IMAGE_TYPES.has(type.mime)) throw badRequest(ONLY_IMAGES);
  return reencodeImage(bytes);
}

/** Re-encodes image bytes already judged an image by their content (also travellers' documents, lib/document-files.ts). */
export async function reencodeImage(bytes: Buffer): Promise<CheckedImage> {
  const { default: sharp } = await import('sharp');
  // Only the header is read here: an oversized image is refused before any pixel is decoded.
  const {
    width = 0,
    height = 0,
    format,
  } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0, format: undefined }));
  if (!width || !height) throw badRequest(UNREADABLE);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw badRequest('IMAGE_DIMENSIONS_TOO_LARGE', { max: MAX_IMAGE_SIDE });
  }
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  try {
    if (format === 'jpeg') return { bytes: await image.jpeg({ quality: 88 }).toBuffer(), ext: 'jpg' };
    if (format === 'webp') return { bytes: await image.webp({ quality: 88 }).toBuffer(), ext: 'webp' };
    return { bytes: await image.png().toBuffer(), ext: 'png' };
  } catch {
    throw badRequest(UNREADABLE);
  }
}

/**
 * Stores a checked image under a generated name, runs `use(url)` with its public URL, and removes the
 * object again if `use` fails, so a rejected request leaves nothing behind (whichever driver stores it).
 */
export async function withStoredImage<T>(
  storage: UploadStorage,
  image: CheckedImage | undefined,
  use: (url?: string) => Promise<T>,
): Promise<T> {
  if (!image) return use(undefined);
  const key = `${randomUUID()}.${image.ext}`;
  await storage.put(key, image.bytes, contentTypeOf(key));
  try {
    return await use(`${UPLOADS}${key}`);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/**
 * Deletes the object behind an `/uploads/...` URL once nothing points at it any more (a replaced avatar or
 * package image). Anything else, e.g. a seeded `/images/...` URL or a name that is no storage key (a path
 * escaping the upload directory), is left alone; an object already gone is fine.
 */
export async function removeUpload(storage: UploadStorage, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(UPLOADS)) return;
  const key = url.slice(UPLOADS.length);
  if (isStorageKey(key)) await storage.delete(key);
}
