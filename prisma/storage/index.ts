/**
 * Uploaded images and sealed traveller files (docs/decisions/0021-upload-storage.md), shared by the API and the
 * worker (whose document retention job deletes sealed files, decision 0064), so both reach the same objects
 * through the same drivers.
 */
import { createLocalStorage } from './local.ts';
import type { StorageLog, UploadStorage } from './object.ts';
import { createS3Storage } from './s3.ts';
import type { StorageSettings } from './settings.ts';

export * from './object.ts';
export * from './settings.ts';

/** The driver of `settings`: `uploadDir` on this machine, or the S3 bucket. */
export async function createStorage(
  settings: StorageSettings,
  uploadDir: string,
  log: StorageLog,
): Promise<UploadStorage> {
  if (settings.driver === 'local') return createLocalStorage(uploadDir, log);
  return createS3Storage(settings, log);
}
export * from './sealed.ts';
