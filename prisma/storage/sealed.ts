import type { UploadStorage } from './object.ts';

/**
 * Names of sealed traveller files (decision 0057): every one starts with `sealed-`, which the public /uploads route
 * never serves. Here so the API (which writes and reads them) and the worker's retention job (which deletes them)
 * agree on what a sealed object is.
 */
export const SEALED_PREFIX = 'sealed-';
export const SEALED_KEY = /^sealed-[0-9a-f-]{36}\.bin$/;

export const isSealedKey = (key: string) => key.startsWith(SEALED_PREFIX);

/** Removes the ciphertext; the row's sealed key is useless without it. Never throws (see UploadStorage.delete). */
export async function deleteSealedFile(storage: UploadStorage, ref: { storageKey: string }) {
  if (SEALED_KEY.test(ref.storageKey)) await storage.delete(ref.storageKey);
}
