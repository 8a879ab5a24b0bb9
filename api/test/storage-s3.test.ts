/**
 * STORAGE=s3 against a real S3-compatible server (s3rver) started here: images go to the bucket, every API
 * process serves them at /uploads/<name>, and nothing is left behind by a refused request (docs/decisions/0021).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../scripts/throwaway.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { multipart, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

const BUCKET = 'rihla-uploads';
// s3rver's own fixed test credentials: it checks every request's signature against them.
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

const work = mkdtempSync(path.join(tmpdir(), 'rihla-s3-'));
let server: S3rver;
let endpoint: string;
let s3: S3Client;
/** Two API processes on one database, Redis and bucket, each with an upload directory of its own that stays empty. */
let a: TestApp;
let b: TestApp;
let staff: string;

function s3Config(bucket = BUCKET) {
  return loadConfig({
    ...process.env,
    ...KEYS,
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: '1',
    UPLOAD_DIR: mkdtempSync(path.join(work, 'disk-')),
  });
}

beforeAll(async () => {
  const port = await freePort();
  server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: path.join(work, 'bucket-store'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
  a = await startTestApp({ config: s3Config() });
  b = await buildApp({ config: s3Config() });
  staff = (await userWithToken(a, 'STAFF')).token;
});

afterAll(async () => {
  await Promise.all([a.app.close(), b.app.close()]);
  s3.destroy();
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const jpeg = (side = 12) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#2a7a5a' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 9, height: 9, channels: 3, background: '#7a2a5a' } })
    .png()
    .toBuffer();

async function upload(
  t: TestApp,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  bytes: Buffer,
) {
  const type = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
  const form = multipart(fields, { field: url.endsWith('/avatar') ? 'avatar' : 'image', name: 'photo', bytes, type });
  return rest(t, method, url, { token: staff, payload: form.payload, headers: form.headers });
}

describe('STORAGE=s3', () => {
  let image: string;

  it('stores an uploaded package image in the bucket, with its content type, and nothing on the disk', async () => {
    const created = await upload(a, 'POST', '/api/packages', { code: 'S3A', name: 'Stored in S3' }, await jpeg());
    expect(created.status).toBe(201);
    image = created.body.image as string;
    expect(image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(await bucketKeys()).toEqual([keyOf(image)]);
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: keyOf(image) }));
    expect(stored.ContentType).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await stored.Body!.transformToByteArray())).metadata()).width).toBe(12);
    expect(readdirSync(a.deps.config.uploadDir)).toEqual([]);
  });

  it('serves it at /uploads/<name> from either API process: same bytes, type, ETag, a year of caching', async () => {
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: keyOf(image) }));
    const bytes = Buffer.from(await stored.Body!.transformToByteArray());
    for (const t of [a, b]) {
      const served = await t.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(bytes.length),
        etag: stored.ETag,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      const again = await t.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': stored.ETag! } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    expect(readdirSync(b.deps.config.uploadDir)).toEqual([]);
  });

  it('answers 404 for a missing object and for any name that is not a plain upload name', async () => {
    for (const url of [
      `/uploads/${randomUUID()}.png`,
      '/uploads/..%2Fpackage.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/.hidden.png',
      '/uploads/nested/x.png',
      `/uploads/${encodeURIComponent(`../${BUCKET}/${keyOf(image)}`)}`,
    ]) {
      const answer = await b.app.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('leaves no object behind when the request is refused after the image was stored, or before', async () => {
    const before = await bucketKeys();
    const duplicate = await upload(b, 'POST', '/api/packages', { code: 'S3A', name: 'Same code' }, await jpeg());
    expect(duplicate.status).toBe(409);
    const noSuchUser = await upload(b, 'POST', '/api/users/999999/avatar', {}, await png());
    expect(noSuchUser.status).toBe(404);
    const tooWide = await sharp({ create: { width: 6001, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(b, 'POST', '/api/packages', { code: 'S3W', name: 'Wide' }, tooWide)).status).toBe(400);
    expect(await bucketKeys()).toEqual(before);
  });

  it('deletes the replaced package image and the image of a deleted package from the bucket', async () => {
    const admin = (await userWithToken(a, 'ADMIN')).token;
    const created = await upload(a, 'POST', '/api/packages', { code: 'S3R', name: 'Replaced' }, await jpeg());
    const replaced = await upload(b, 'PATCH', `/api/packages/${created.body.id}`, { name: 'New look' }, await png());
    expect(replaced.status).toBe(200);
    const keys = await bucketKeys();
    expect(keys).toContain(keyOf(replaced.body.image as string));
    expect(keys).not.toContain(keyOf(created.body.image as string));
    expect((await rest(b, 'DELETE', `/api/packages/${created.body.id}`, { token: admin })).status).toBe(200);
    expect(await bucketKeys()).not.toContain(keyOf(replaced.body.image as string));
    expect((await a.app.inject({ method: 'GET', url: replaced.body.image as string })).statusCode).toBe(404);
  });

  it('deletes a replaced avatar from the bucket', async () => {
    const { user } = await userWithToken(a, 'USER');
    const first = await upload(a, 'POST', `/api/users/${user.id}/avatar`, {}, await png());
    const second = await upload(b, 'POST', `/api/users/${user.id}/avatar`, {}, await png());
    const keys = await bucketKeys();
    expect(keys).toContain(keyOf(second.body.avatar as string));
    expect(keys).not.toContain(keyOf(first.body.avatar as string));
  });

  it('fails the request and saves no row when the bucket refuses the write', async () => {
    const broken = await buildApp({ config: s3Config('no-such-bucket') });
    try {
      const refused = await upload(broken, 'POST', '/api/packages', { code: 'S3X', name: 'Lost' }, await jpeg());
      expect(refused.status).toBe(500);
      expect(await a.deps.db.package.count({ where: { code: 'S3X' } })).toBe(0);
    } finally {
      await broken.app.close();
    }
  });
});

describe('storage settings', () => {
  const outside = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(STORAGE|S3_)/.test(name)));
  const env = (settings: Record<string, string>) => ({ ...outside, ...settings });

  it('refuses to start with STORAGE=s3 and no bucket, an unknown driver, or half a key pair', () => {
    expect(() => loadConfig(env({ STORAGE: 's3' }))).toThrow(
      'STORAGE=s3 needs S3_BUCKET: the bucket uploaded images are stored in',
    );
    expect(() => loadConfig(env({ STORAGE: 'gcs' }))).toThrow('STORAGE must be "local" or "s3", got "gcs"');
    expect(() => loadConfig(env({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }))).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });

  it('defaults to the local disk, and to AWS in us-east-1 with the default credential chain', () => {
    expect(loadConfig(env({ STORAGE: '' })).storage).toEqual({ driver: 'local' });
    expect(loadConfig(env({ STORAGE: 's3', S3_BUCKET: 'b' })).storage).toEqual({
      driver: 's3',
      bucket: 'b',
      endpoint: '',
      region: 'us-east-1',
      accessKeyId: '',
      secretAccessKey: '',
      forcePathStyle: false,
    });
  });
});
