/**
 * Passport numbers at rest (issue #14, item 2; docs/decisions/0015-traveller-data.md): AES-256-GCM with a key from
 * the environment, never from the database, so a dump of PostgreSQL does not reveal them. Here rather than in the
 * API because the seed and the rotation script must read and write them exactly as the API does.
 *
 * A stored value is `v2:<keyId>:<iv>:<tag>:<ciphertext>` (the last three base64url): the key id says which key of
 * the ring opens it, so keys can be rotated while old rows are still readable. The value is bound to the row that
 * holds it (issue #28): copied to another row it does not open. `v1` values (bound to nothing) are only read by
 * `resealTravellers`, which the database step runs at every start, so none is left for the API to meet.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PrismaClient } from './index.ts';

const VERSION = 'v2';
const UNBOUND_VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const ENV_NAME = 'TRAVELLER_DATA_KEYS';

/** The keys that may open stored values; `current` (the first listed) seals new ones. */
export type KeyRing = { current: string; keys: ReadonlyMap<string, Buffer> };

/** Parses `k2:<base64 32 bytes>,k1:<base64 32 bytes>`; throws a message naming what is wrong, never a key. */
export function parseKeyRing(spec: string): KeyRing {
  const keys = new Map<string, Buffer>();
  const entries = spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon);
    if (colon < 1 || !KEY_ID.test(id))
      throw new Error(`${ENV_NAME}: each entry is <id>:<base64 key>, the id made of letters, digits, - or _`);
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (key.length !== KEY_BYTES)
      throw new Error(`${ENV_NAME}: key "${id}" must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
    if (keys.has(id)) throw new Error(`${ENV_NAME}: key id "${id}" is listed twice`);
    keys.set(id, key);
  }
  const current = entries.length ? entries[0].slice(0, entries[0].indexOf(':')) : '';
  if (!current) throw new Error(`${ENV_NAME} has no key`);
  return { current, keys };
}

/**
 * Which row a value belongs to: a traveller is the booking's traveller at one position ((bookingId, position) is the
 * row's unique key, known before the row is written, so an upsert seals in one step).
 */
export const travellerBinding = (row: { bookingId: number; position: number }) =>
  `traveller:${row.bookingId}:${row.position}`;

/** A trip booking's passenger (issue #31): (tripBookingId, position) is that row's unique key, as for travellers. */
export const tripPassengerBinding = (row: { tripBookingId: number; position: number }) =>
  `trip-passenger:${row.tripBookingId}:${row.position}`;

export function sealField(ring: KeyRing, plain: string, binding: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(ring, ring.current), iv);
  // The version, key id and row are authenticated too: a value cannot be relabelled to another key or moved to
  // another row.
  cipher.setAAD(Buffer.from(`${VERSION}:${ring.current}:${binding}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, ring.current, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export function openField(ring: KeyRing, stored: string, binding: string): string {
  return openVersion(ring, stored, VERSION, `:${binding}`);
}

function openVersion(ring: KeyRing, stored: string, version: string, boundTo: string): string {
  const parts = stored.split(':');
  if (parts.length !== 5 || parts[0] !== version) throw new Error('Not an encrypted field value');
  const [, keyId, iv, tag, body] = parts;
  const decipher = createDecipheriv('aes-256-gcm', keyOf(ring, keyId), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`${version}:${keyId}${boundTo}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Envelope encryption of a file (travellers' documents, e-visas; issue #33, decision 0057): a random 256-bit data
 * key encrypts the bytes (AES-256-GCM, the object's name authenticated), and the data key is sealed with the ring
 * like a field, bound to the object's name. The sealed bytes go to storage, the sealed key to the database row:
 * neither opens anything alone, and a row's key moved to another file does not open it. Here, beside the fields,
 * because the seed writes documents exactly as the API does.
 */
const FILE_VERSION = Buffer.from('RSF1');
const TAG_BYTES = 16;
const fileBinding = (storageKey: string) => `file:${storageKey}`;

export function sealFile(ring: KeyRing, storageKey: string, bytes: Buffer): { sealed: Buffer; sealedDataKey: string } {
  const dataKey = randomBytes(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(fileBinding(storageKey)));
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  const sealedDataKey = sealField(ring, dataKey.toString('base64'), fileBinding(storageKey));
  dataKey.fill(0);
  return { sealed: Buffer.concat([FILE_VERSION, iv, cipher.getAuthTag(), body]), sealedDataKey };
}

export function openFile(ring: KeyRing, storageKey: string, sealed: Buffer, sealedDataKey: string): Buffer {
  const dataKey = Buffer.from(openField(ring, sealedDataKey, fileBinding(storageKey)), 'base64');
  if (!sealed.subarray(0, FILE_VERSION.length).equals(FILE_VERSION)) throw new Error('Not a sealed file');
  const at = FILE_VERSION.length;
  const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.subarray(at, at + IV_BYTES));
  decipher.setAAD(Buffer.from(fileBinding(storageKey)));
  decipher.setAuthTag(sealed.subarray(at + IV_BYTES, at + IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(sealed.subarray(at + IV_BYTES + TAG_BYTES)), decipher.final()]);
  dataKey.fill(0);
  return plain;
}

/** The key id a stored value was sealed with. */
export const sealedWith = (stored: string) => stored.split(':')[1] ?? '';

function keyOf(ring: KeyRing, id: string): Buffer {
  const key = ring.keys.get(id);
  if (!key) throw new Error(`Traveller data key "${id}" is not in ${ENV_NAME}`);
  return key;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Outside the database on purpose (a dump must not carry the key) and gitignored (.rihla/). */
export const DEV_KEY_FILE = path.join(root, '.rihla', 'traveller-data.key');

/**
 * The key ring's spec and a line saying where it came from (for the startup log; never the key itself).
 * TRAVELLER_DATA_KEYS when set. Production refuses to go on without it. Elsewhere (npm start, dev) a development
 * key is generated once into DEV_KEY_FILE (mode 600) and reused by every process of the checkout.
 */
export function resolveTravellerKeys(env = process.env): { spec: string; note: string } {
  const given = env[ENV_NAME]?.trim();
  if (given) {
    parseKeyRing(given);
    return { spec: given, note: `Traveller data keys: from ${ENV_NAME}` };
  }
  if (env.NODE_ENV === 'production')
    throw new Error(
      `${ENV_NAME} must be set in production (e.g. k1:$(openssl rand -base64 32)); see docs/decisions/0015`,
    );
  const file = env.TRAVELLER_DATA_KEY_FILE || DEV_KEY_FILE;
  const shown = path.relative(root, file) || file;
  if (existsSync(file)) return { spec: readKeyFile(file), note: `Traveller data key: development key from ${shown}` };
  writeKeyFileOnce(file, `dev:${randomBytes(KEY_BYTES).toString('base64')}\n`);
  return {
    spec: readKeyFile(file),
    note: `Traveller data key: generated a development key in ${shown} (set ${ENV_NAME} in production)`,
  };
}

function readKeyFile(file: string): string {
  const spec = readFileSync(file, 'utf8').trim();
  parseKeyRing(spec);
  return spec;
}

/** First writer wins: the key is written aside, then linked into place, which fails if another process got there. */
function writeKeyFileOnce(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content, { mode: 0o600 });
  chmodSync(temp, 0o600);
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Re-seals every passport number not sealed with the ring's current key (step 2 of a rotation) or not yet bound to
 * its row (a `v1` value, written before issue #28: opened as it was sealed, then bound where it is). Each row is
 * updated only if it still holds the value read, so a traveller saved meanwhile is left as the API wrote it.
 * Returns the number of rows re-sealed; run again, it re-seals none.
 */
export async function resealTravellers(db: PrismaClient, ring: KeyRing, batch = 500): Promise<number> {
  let resealed = 0;
  let afterId = 0;
  for (;;) {
    // Only rows still to re-seal: a start with every row current reads none of them.
    const rows = await db.traveller.findMany({
      where: { id: { gt: afterId }, NOT: { passportNumberEnc: { startsWith: `${VERSION}:${ring.current}:` } } },
      select: { id: true, bookingId: true, position: true, passportNumberEnc: true },
      orderBy: { id: 'asc' },
      take: batch,
    });
    if (!rows.length) return resealed;
    afterId = rows[rows.length - 1].id;
    for (const row of rows) {
      const binding = travellerBinding(row);
      const unbound = row.passportNumberEnc.startsWith(`${UNBOUND_VERSION}:`);
      const plain = unbound
        ? openVersion(ring, row.passportNumberEnc, UNBOUND_VERSION, '')
        : openField(ring, row.passportNumberEnc, binding);
      const fresh = sealField(ring, plain, binding);
      const { count } = await db.traveller.updateMany({
        where: { id: row.id, passportNumberEnc: row.passportNumberEnc },
        data: { passportNumberEnc: fresh },
      });
      resealed += count;
    }
  }
}

/**
 * Re-seals the data keys of travellers' files (documents and e-visas, decision 0064) not sealed with the ring's
 * current key: only the small sealed key in the row changes, bound to the same object, so the file's bytes (under
 * their own data key) are not rewritten. Like resealTravellers, a row is updated only if it still holds the key read
 * (a new upload meanwhile wins), and a second run re-seals none. Returns the number of rows re-sealed.
 */
export async function resealFileKeys(db: PrismaClient, ring: KeyRing, batch = 500): Promise<number> {
  const current = `${VERSION}:${ring.current}:`;
  const reseal = (storageKey: string, sealedDataKey: string) => {
    const binding = fileBinding(storageKey);
    return sealField(ring, openField(ring, sealedDataKey, binding), binding);
  };
  let resealed = 0;
  for (let afterId = 0; ;) {
    const rows = await db.travellerDocument.findMany({
      where: {
        id: { gt: afterId },
        storageKey: { not: null },
        sealedDataKey: { not: null },
        NOT: { sealedDataKey: { startsWith: current } },
      },
      select: { id: true, storageKey: true, sealedDataKey: true },
      orderBy: { id: 'asc' },
      take: batch,
    });
    if (!rows.length) break;
    afterId = rows[rows.length - 1].id;
    for (const { id, storageKey, sealedDataKey } of rows) {
      const { count } = await db.travellerDocument.updateMany({
        where: { id, storageKey, sealedDataKey },
        data: { sealedDataKey: reseal(storageKey!, sealedDataKey!) },
      });
      resealed += count;
    }
  }
  for (let afterId = 0; ;) {
    const rows = await db.travellerVisa.findMany({
      where: {
        id: { gt: afterId },
        eVisaKey: { not: null },
        eVisaDataKey: { not: null },
        NOT: { eVisaDataKey: { startsWith: current } },
      },
      select: { id: true, eVisaKey: true, eVisaDataKey: true },
      orderBy: { id: 'asc' },
      take: batch,
    });
    if (!rows.length) return resealed;
    afterId = rows[rows.length - 1].id;
    for (const { id, eVisaKey, eVisaDataKey } of rows) {
      const { count } = await db.travellerVisa.updateMany({
        where: { id, eVisaKey, eVisaDataKey },
        data: { eVisaDataKey: reseal(eVisaKey!, eVisaDataKey!) },
      });
      resealed += count;
    }
  }
}
