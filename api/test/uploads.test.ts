import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { removeUpload } from '../src/lib/uploads.ts';
import { multipart, rest, startTestAppWithStaff, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => ({ t, staff } = await startTestAppWithStaff()));
afterAll(async () => t.app.close());

const storedFile = (url: string) => path.join(t.deps.config.uploadDir, url.replace('/uploads/', ''));
const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0a060' } });

async function uploadPackage(code: string, bytes: Buffer, name = 'photo.jpg') {
  const form = multipart({ code, name: `Package ${code}` }, { field: 'image', name, bytes, type: 'image/jpeg' });
  return rest(t, 'POST', '/api/packages', { token: staff, payload: form.payload, headers: form.headers });
}

describe('uploaded images', () => {
  it('are re-encoded: turned upright by their EXIF orientation, with EXIF (camera, GPS) dropped', async () => {
    const photo = await blank(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'home-address-gps' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const created = await uploadPackage('EXIF', photo);
    expect(created.status).toBe(201);
    expect(created.body.image).toMatch(/\.jpg$/);
    const stored = await readFile(storedFile(created.body.image));
    const meta = await sharp(stored).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      width: 20,
      height: 40,
      exif: undefined,
      orientation: undefined,
    });
    expect(stored.includes(Buffer.from('home-address-gps'))).toBe(false);
  });

  it('refuses images over 6000×6000 pixels before decoding them, and stores nothing', async () => {
    const before = readdirSync(t.deps.config.uploadDir).length;
    const wide = await blank(6001, 2).png().toBuffer();
    const refused = await uploadPackage('WIDE', wide, 'wide.png');
    expect(refused).toMatchObject({ status: 400, body: { error: 'Images must be at most 6000×6000 pixels.' } });
    expect(await t.deps.db.package.count({ where: { code: 'WIDE' } })).toBe(0);
    expect(readdirSync(t.deps.config.uploadDir).length).toBe(before);
  });

  it('refuses a file over 5 MB with a 413 in words, and stores nothing', async () => {
    const before = readdirSync(t.deps.config.uploadDir).length;
    const huge = Buffer.concat([await blank(10, 10).jpeg().toBuffer(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const refused = await uploadPackage('HUGE', huge, 'huge.jpg');
    expect(refused).toMatchObject({ status: 413, body: { error: 'Images must be 5 MB or smaller.' } });
    expect(await t.deps.db.package.count({ where: { code: 'HUGE' } })).toBe(0);
    expect(readdirSync(t.deps.config.uploadDir).length).toBe(before);
  });

  it('refuses SVG (scripts inside an "image") whatever its name or declared type', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await uploadPackage('SVG', svg, 'logo.png');
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Only image files are allowed (PNG, JPEG, WebP or GIF).' },
    });
  });

  it('turns a GIF into a PNG of its first frame; a truncated image is a 400, not a 500', async () => {
    const gif = await blank(8, 8).gif().toBuffer();
    const created = await uploadPackage('GIF', gif, 'anim.gif');
    expect(created.body.image).toMatch(/\.png$/);
    expect((await sharp(await readFile(storedFile(created.body.image))).metadata()).format).toBe('png');

    const cut = (await blank(300, 300).jpeg().toBuffer()).subarray(0, 200);
    expect(await uploadPackage('CUT', cut)).toMatchObject({
      status: 400,
      body: { error: 'The image could not be read; please upload another file.' },
    });
  });

  it('refuses a form text field longer than any service accepts instead of storing it cut short', async () => {
    const form = multipart({ code: 'CUTTEXT', name: 'Cut', description: 'd'.repeat(40 * 1024) });
    const refused = await rest(t, 'POST', '/api/packages', {
      token: staff,
      payload: form.payload,
      headers: form.headers,
    });
    expect(refused).toMatchObject({ status: 413, body: { error: 'The form field "description" is too long.' } });
    expect(await t.deps.db.package.count({ where: { code: 'CUTTEXT' } })).toBe(0);
  });

  it('deletes the replaced package image, and the image of a deleted package', async () => {
    const admin = (await userWithToken(t, 'ADMIN')).token;
    const first = await uploadPackage('SWAP', await blank(10, 10).jpeg().toBuffer());
    const form = multipart(
      { name: 'Swapped' },
      { field: 'image', name: 'new.png', bytes: await blank(10, 10).png().toBuffer(), type: 'image/png' },
    );
    const second = await rest(t, 'PATCH', `/api/packages/${first.body.id}`, {
      token: staff,
      payload: form.payload,
      headers: form.headers,
    });
    expect(second.status).toBe(200);
    expect(existsSync(storedFile(first.body.image))).toBe(false);
    expect(existsSync(storedFile(second.body.image))).toBe(true);

    expect((await rest(t, 'DELETE', `/api/packages/${first.body.id}`, { token: admin })).status).toBe(200);
    expect(existsSync(storedFile(second.body.image))).toBe(false);
  });

  it('deletes the replaced avatar', async () => {
    const { user } = await userWithToken(t, 'USER');
    const upload = async () => {
      const form = multipart(
        {},
        { field: 'avatar', name: 'me.png', bytes: await blank(12, 12).png().toBuffer(), type: 'image/png' },
      );
      return (
        await rest(t, 'POST', `/api/users/${user.id}/avatar`, {
          token: staff,
          payload: form.payload,
          headers: form.headers,
        })
      ).body.avatar as string;
    };
    const old = await upload();
    const current = await upload();
    expect(existsSync(storedFile(old))).toBe(false);
    expect(existsSync(storedFile(current))).toBe(true);
  });

  it('are served at /uploads/<name> with their type, an ETag and a year of caching; other names are 404', async () => {
    const created = await uploadPackage('SERVED', await blank(10, 10).jpeg().toBuffer());
    const served = await t.app.inject({ method: 'GET', url: created.body.image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await readFile(storedFile(created.body.image)))).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const etag = String(served.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: created.body.image, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    writeFileSync(path.join(path.dirname(t.deps.config.uploadDir), 'rihla-outside.png'), 'secret');
    for (const url of ['/uploads/..%2Frihla-outside.png', '/uploads/missing.png', '/uploads/.hidden.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('never deletes outside the upload directory or anything that is not an upload', async () => {
    const dir = t.deps.config.uploadDir;
    const outside = path.join(path.dirname(dir), 'rihla-d-outside.txt');
    writeFileSync(outside, 'keep');
    mkdirSync(path.join(dir, 'nested'), { recursive: true });
    writeFileSync(path.join(dir, 'nested', 'keep.png'), 'keep');
    for (const url of [
      `/uploads/../${path.basename(outside)}`,
      '/uploads/nested/keep.png',
      '/images/umrah.jpg',
      `/uploads/${dir}`,
    ]) {
      await removeUpload(t.deps.storage, url);
    }
    expect(existsSync(outside)).toBe(true);
    expect(existsSync(path.join(dir, 'nested', 'keep.png'))).toBe(true);
  });
});
