import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;
const INDEX = `<!doctype html><title>Rihla</title>${'<!-- padding -->'.repeat(100)}`;
const APP_JS = `console.log(${JSON.stringify('the web app '.repeat(200))})`;

/** A file of the build with the `.br` and `.gz` copies web/vite.config.ts writes beside it. */
function writeBuilt(file: string, content: string) {
  writeFileSync(path.join(dist, file), content);
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rihla-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images'));
  writeBuilt('index.html', INDEX);
  writeBuilt('assets/app-Hash123.js', APP_JS);
  writeFileSync(path.join(dist, 'images', 'hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ config: { ...loadConfig(), webDist: dist } });
});
afterAll(async () => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

describe('serving the web app', () => {
  it('serves the SPA for page paths and real files as themselves', async () => {
    for (const url of ['/', '/packages/3', '/admin/users', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const asset = await get('/assets/app-Hash123.js');
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('pages carry the strict CSP: no inline scripts, no framing, no plugins', async () => {
    const page = await get('/packages/3');
    const policy = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it("a built script or font carries only the headers a subresource reads, not the page's CSP and framing rules", async () => {
    // Each first-load script paid ~800 bytes of page-only headers on a phone network (issue #31's budget counts them).
    const asset = await get('/assets/app-Hash123.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ]) {
      expect(asset.headers[pageOnly], pageOnly).toBeUndefined();
    }
    // An SVG opened on its own is a document that can run script: it keeps the page's headers.
    const svg = await get('/images/hero.svg');
    expect(String(svg.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('a file added after start (a rebuild) is served; a missing file is a 404, not the SPA', async () => {
    writeFileSync(path.join(dist, 'assets', 'rebuilt.js'), 'console.log(2)');
    expect((await get('/assets/rebuilt.js')).statusCode).toBe(200);
    expect((await get('/assets/old-hash.js')).statusCode).toBe(404);
    expect((await get('/assets/old-hash.js', { 'accept-encoding': 'br, gzip' })).statusCode).toBe(404);
    expect((await get('/api/unknown')).json()).toMatchObject({ error: 'Not found.' });
  });
});

describe('the web app on a phone network', () => {
  it('sends the precompressed copy the browser prefers: Brotli, else gzip, else the file itself', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const url of ['/assets/app-Hash123.js', '/', '/packages/3']) {
      for (const [accept, encoding] of cases) {
        const response = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(decoded(response)).toBe(url.startsWith('/assets/') ? APP_JS : INDEX);
        expect(response.headers['content-type']).toContain(url.startsWith('/assets/') ? 'javascript' : 'text/html');
        // A shared cache must not hand the Brotli copy to a browser that asked for none.
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      }
    }
    const compressed = await get('/assets/app-Hash123.js', { 'accept-encoding': 'br' });
    expect(compressed.rawPayload.length).toBeLessThan(APP_JS.length / 5);
  });

  it('hashed assets are cached for a year; index.html and the SPA fallback are revalidated every time', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': accept };
      expect((await get('/assets/app-Hash123.js', headers)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      for (const page of ['/', '/index.html', '/packages/3', '/checkout']) {
        expect((await get(page, headers)).headers['cache-control'], `${page} ${accept}`).toBe('no-cache');
      }
    }
    expect((await get('/images/hero.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('a revalidated index.html is a 304 when the build did not change', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('API answers on a phone network', () => {
  beforeAll(async () => {
    const description = 'Visa, flights and a hotel steps from the Haram, with a guide beside you. ';
    await t.deps.db.package.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({ code: `PHONE${i}`, name: `Umrah ${i}`, description })),
    });
  });

  it('compresses a large JSON answer with the encoding asked for and leaves a small one alone', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await get('/api/packages', { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(JSON.parse(decoded(response))).toHaveLength(12);
      expect(String(response.headers.vary).split(', '), accept).toEqual(
        encoding ? ['Accept-Language', 'accept-encoding'] : ['Accept-Language'],
      );
    }
    const small = await get('/api/unknown', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ error: 'Not found.' });
  });

  it("keeps the catalogue's revalidation: a compressed answer's ETag is weak and still earns a 304", async () => {
    const plain = await get('/api/packages', { 'accept-encoding': 'identity' });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"/);
    const compressed = await get('/api/packages', { 'accept-encoding': 'br' });
    expect(compressed.headers.etag).toBe(`W/${etag}`);
    for (const [accept, tag] of [
      ['br', `W/${etag}`],
      ['gzip', `W/${etag}`],
      ['identity', etag],
    ]) {
      const again = await get('/api/packages', { 'accept-encoding': accept, 'if-none-match': tag });
      expect(again.statusCode, accept).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('never compresses live updates: a subscription stream leaves each event at once, unencoded', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({
      query: 'subscription($id: Int!) { bookingStatusChanged(bookingId: $id) { id status } }',
      variables: { id: 1 },
    });
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const request = httpRequest(
        `${base}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            'accept-encoding': 'br, gzip',
          },
        },
        (response) => {
          resolve(response.headers);
          response.destroy();
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(headers['content-type']).toContain('text/event-stream');
    // Yoga marks the stream `Content-Encoding: none` for proxies; nothing here may encode it either.
    expect(headers['content-encoding'] ?? 'none').toBe('none');
    // nginx (and ingress-nginx) honour this per response: no proxy in front holds the events back.
    expect(headers['x-accel-buffering']).toBe('no');
  });
});
