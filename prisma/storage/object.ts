import type { Readable } from 'node:stream';

/** One stored object as a GET answers it. */
export type StoredObject = {
  body: Readable;
  contentType: string;
  size: number;
  /** Quoted, as in the HTTP header. */
  etag: string;
  lastModified: Date;
};

/** Where a driver reports a failed delete: the API's request logger or the worker's pino logger. */
export type StorageLog = { warn(details: object, message: string): void };

export const NOT_MODIFIED = Symbol('not modified');

/**
 * Uploaded images (docs/decisions/0021-upload-storage.md). Keys are single names such as `<uuid>.png`, checked by
 * `isStorageKey` before any driver sees them, so no key reaches outside the upload directory or bucket.
 */
export type UploadStorage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such object; NOT_MODIFIED when its ETag is `ifNoneMatch`. */
  get(key: string, ifNoneMatch?: string): Promise<StoredObject | typeof NOT_MODIFIED | undefined>;
  /** Never throws: an object already gone is fine, and a failure is logged (an orphan, never a failed request). */
  delete(key: string): Promise<void>;
  close(): void;
};

// Names are generated (`<uuid>.<ext>`); this also keeps `..`, slashes and hidden files out whatever the caller.
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;

export const isStorageKey = (key: string) => KEY.test(key);

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** What a key's extension says it holds; only images are ever stored (lib/uploads.ts re-encodes them). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
