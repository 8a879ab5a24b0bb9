import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deleteSealedFile, readSealedFile, storeSealedFile } from '../src/lib/sealed-files.ts';
import { rest, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.app.close());

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const onDisk = (key: string) => readFile(path.join(t.deps.config.uploadDir, key));
const photo = () =>
  sharp({ create: { width: 30, height: 40, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

describe('sealed file store', () => {
  it('stores only ciphertext: the bytes on disk are not the plaintext, and read back they are', async () => {
    const plain = await photo();
    const ref = await storeSealedFile(t.deps.storage, t.deps.config, plain);
    expect(ref.storageKey).toMatch(/^sealed-[0-9a-f-]{36}\.bin$/);
    const stored = await onDisk(ref.storageKey);
    expect(stored.includes(JPEG_MAGIC)).toBe(false);
    expect(stored.includes(plain.subarray(0, 64))).toBe(false);
    expect(ref.sealedDataKey).toMatch(/^v2:/);
    expect((await readSealedFile(t.deps.storage, t.deps.config, ref))?.equals(plain)).toBe(true);
  });

  it("a row's sealed data key moved to another file does not open it", async () => {
    const a = await storeSealedFile(t.deps.storage, t.deps.config, Buffer.from('%PDF-1.4 first'));
    const b = await storeSealedFile(t.deps.storage, t.deps.config, Buffer.from('%PDF-1.4 second'));
    await expect(
      readSealedFile(t.deps.storage, t.deps.config, { storageKey: b.storageKey, sealedDataKey: a.sealedDataKey }),
    ).rejects.toThrow();
  });

  it('a key ring without the sealing key cannot open it', async () => {
    const ref = await storeSealedFile(t.deps.storage, t.deps.config, Buffer.from('secret'));
    const other = { travellerDataKeys: `other:${randomBytes(32).toString('base64')}` };
    await expect(readSealedFile(t.deps.storage, other, ref)).rejects.toThrow();
  });

  it('is never served by the public /uploads route', async () => {
    const ref = await storeSealedFile(t.deps.storage, t.deps.config, await photo());
    const served = await rest(t, 'GET', `/uploads/${ref.storageKey}`);
    expect(served.status).toBe(404);
    expect(served.headers['content-type']).toMatch(/json/);
  });

  it('deletes the ciphertext: reading it afterwards finds nothing', async () => {
    const ref = await storeSealedFile(t.deps.storage, t.deps.config, Buffer.from('gone'));
    await deleteSealedFile(t.deps.storage, ref);
    expect(await readSealedFile(t.deps.storage, t.deps.config, ref)).toBeUndefined();
  });
});
