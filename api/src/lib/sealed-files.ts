import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import { NOT_MODIFIED, SEALED_KEY, SEALED_PREFIX, type UploadStorage } from '@rihla/db/storage';

import type { Config } from '../config.ts';
import { openFileBytes, sealFileBytes } from './traveller-crypto.ts';

/**
 * Travellers' documents and e-visas at rest (issue #33; docs/decisions/0057-traveller-documents.md): envelope
 * encryption (@rihla/db/traveller-crypto `sealFile`). Each file gets its own random 256-bit data key that encrypts
 * its bytes with AES-256-GCM; that data key is sealed with the traveller data key ring (the passport numbers' ring,
 * from the environment, never the database) bound to the file's storage key, and kept in the database row. The
 * storage (local disk or S3) holds only ciphertext, under names the public /uploads route refuses (`isSealedKey`,
 * lib/storage/serve.ts).
 */

export { deleteSealedFile, isSealedKey } from '@rihla/db/storage';

/** A new sealed object's name (prisma/seed/documents.ts names its files the same way). */
const newSealedKey = () => `${SEALED_PREFIX}${randomUUID()}.bin`;

/** What a row keeps to open its file: the object's name and the sealed data key. */
export type SealedFileRef = { storageKey: string; sealedDataKey: string };

type KeyConfig = Pick<Config, 'travellerDataKeys'>;

/** Encrypts `bytes` under a new data key and stores the ciphertext; the caller keeps the returned ref in its row. */
export async function storeSealedFile(
  storage: UploadStorage,
  config: KeyConfig,
  bytes: Buffer,
): Promise<SealedFileRef> {
  const storageKey = newSealedKey();
  const { sealed, sealedDataKey } = sealFileBytes(config, storageKey, bytes);
  await storage.put(storageKey, sealed, 'application/octet-stream');
  return { storageKey, sealedDataKey };
}

/** The plain bytes of a sealed file, or undefined when the object is gone. Throws if the key or bytes do not match. */
export async function readSealedFile(
  storage: UploadStorage,
  config: KeyConfig,
  ref: SealedFileRef,
): Promise<Buffer | undefined> {
  if (!SEALED_KEY.test(ref.storageKey)) throw new Error('Not a sealed file key');
  const found = await storage.get(ref.storageKey);
  if (!found || found === NOT_MODIFIED) return undefined;
  return openFileBytes(config, ref.storageKey, await bytesOf(found.body), ref.sealedDataKey);
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
