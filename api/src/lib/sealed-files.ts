import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { Config } from '../config.ts';
import { NOT_MODIFIED, type UploadStorage } from './storage/object.ts';
import { openFileKey, sealFileKey } from './traveller-crypto.ts';

/**
 * Travellers' documents and e-visas at rest (issue #33; docs/decisions/0057-traveller-documents.md): envelope
 * encryption. Each file gets its own random 256-bit data key that encrypts its bytes with AES-256-GCM; that data
 * key is sealed with the traveller data key ring (the passport numbers' ring, from the environment, never the
 * database) bound to the file's storage key, and kept in the database row. The storage (local disk or S3) holds
 * only ciphertext, under names the public /uploads route refuses (`isSealedKey`, lib/storage/serve.ts).
 */

/** Every sealed object's name starts with this: lib/storage/serve.ts never serves such a name. */
export const SEALED_PREFIX = 'sealed-';
const SEALED_KEY = /^sealed-[0-9a-f-]{36}\.bin$/;
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = Buffer.from('RSF1');

export const isSealedKey = (key: string) => key.startsWith(SEALED_PREFIX);

/** What a row keeps to open its file: the object's name and the sealed data key. */
export type SealedFileRef = { storageKey: string; sealedDataKey: string };

type KeyConfig = Pick<Config, 'travellerDataKeys'>;

const bindingOf = (storageKey: string) => `file:${storageKey}`;

/** Encrypts `bytes` under a new data key and stores the ciphertext; the caller keeps the returned ref in its row. */
export async function storeSealedFile(
  storage: UploadStorage,
  config: KeyConfig,
  bytes: Buffer,
): Promise<SealedFileRef> {
  const storageKey = `${SEALED_PREFIX}${randomUUID()}.bin`;
  const dataKey = randomBytes(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  // The object's own name is authenticated too: the ciphertext cannot be swapped for another file's.
  cipher.setAAD(Buffer.from(bindingOf(storageKey)));
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  const sealed = Buffer.concat([VERSION, iv, cipher.getAuthTag(), body]);
  await storage.put(storageKey, sealed, 'application/octet-stream');
  const sealedDataKey = sealFileKey(config, storageKey, dataKey.toString('base64'));
  dataKey.fill(0);
  return { storageKey, sealedDataKey };
}

/** The plain bytes of a sealed file, or undefined when the object is gone. Throws if the key or bytes do not match. */
export async function readSealedFile(
  storage: UploadStorage,
  config: KeyConfig,
  ref: SealedFileRef,
): Promise<Buffer | undefined> {
  if (!SEALED_KEY.test(ref.storageKey)) throw new Error('Not a sealed file key');
  const dataKey = Buffer.from(openFileKey(config, ref.storageKey, ref.sealedDataKey), 'base64');
  const found = await storage.get(ref.storageKey);
  if (!found || found === NOT_MODIFIED) return undefined;
  const sealed = await bytesOf(found.body);
  if (!sealed.subarray(0, VERSION.length).equals(VERSION)) throw new Error('Not a sealed file');
  const at = VERSION.length;
  const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.subarray(at, at + IV_BYTES));
  decipher.setAAD(Buffer.from(bindingOf(ref.storageKey)));
  decipher.setAuthTag(sealed.subarray(at + IV_BYTES, at + IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(sealed.subarray(at + IV_BYTES + TAG_BYTES)), decipher.final()]);
  dataKey.fill(0);
  return plain;
}

/** Removes the ciphertext; the row's sealed key is useless without it. Never throws (see UploadStorage.delete). */
export async function deleteSealedFile(storage: UploadStorage, ref: Pick<SealedFileRef, 'storageKey'>) {
  if (SEALED_KEY.test(ref.storageKey)) await storage.delete(ref.storageKey);
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
