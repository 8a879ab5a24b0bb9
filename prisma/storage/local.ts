import { createReadStream, mkdirSync } from 'node:fs';
import { stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { contentTypeOf, isStorageKey, NOT_MODIFIED, type StorageLog, type UploadStorage } from './object.ts';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Files in one directory of this machine: the default, for a single API process (`npm start`). */
export function createLocalStorage(dir: string, log: StorageLog): UploadStorage {
  mkdirSync(dir, { recursive: true });
  const file = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await writeFile(file(key), bytes, { flag: 'wx' });
    },
    async get(key, ifNoneMatch) {
      const found = await stat(file(key)).catch((error: unknown) => {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw error;
      });
      if (!found?.isFile()) return undefined;
      const etag = `"${found.size.toString(16)}-${found.mtimeMs.toString(16)}"`;
      if (ifNoneMatch === etag) return NOT_MODIFIED;
      return {
        body: createReadStream(file(key)),
        contentType: contentTypeOf(key),
        size: found.size,
        etag,
        lastModified: found.mtime,
      };
    },
    async delete(key) {
      await unlink(file(key)).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') log.warn({ err: error, key }, 'an uploaded file could not be deleted');
      });
    },
    close() {},
  };
}
