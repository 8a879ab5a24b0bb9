import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { localizedIndexHtml } from '../src/lib/web-assets.ts';
import { decodedText, startTestApp, type TestApp, webShell } from './helpers.ts';

let t: TestApp;
let dist: string;
const INDEX = webShell();

function writeIndex(content: string) {
  writeFileSync(path.join(dist, 'index.html'), content);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(content));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(content));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rihla-dist-locales-'));
  mkdirSync(path.join(dist, 'assets'));
  writeIndex(INDEX);
  t = await startTestApp({ config: { ...loadConfig(), webDist: dist, publicUrl: 'https://rihla.example' } });
});
afterAll(async () => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('first paint in the page language', () => {
  it('an Arabic page arrives right-to-left and Arabic, before any script runs', async () => {
    for (const url of ['/ar', '/ar/', '/ar/packages/3', '/ar/checkout?booking=1&kind=PACKAGE']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-language']).toBe('ar');
      const html = decodedText(response);
      expect(html).toContain('<html lang="ar" dir="rtl">');
      // hreflang="en" names the English alternate (page-heads.test.ts); no element is English.
      expect(html).not.toMatch(/\slang="en"/);
      expect(html).toContain('رحلات العمرة والحج');
    }
  });

  it('an Indonesian page is lang=id, left-to-right', async () => {
    // A page without its own head (page-heads.test.ts: the public pages have theirs), so the site's description.
    const response = await get('/id/book');
    expect(response.headers['content-language']).toBe('id');
    expect(decodedText(response)).toContain('<html lang="id" dir="ltr">');
    expect(decodedText(response)).toContain('perjalanan Umrah');
  });

  it('English pages are index.html exactly as built, without a Content-Language', async () => {
    // The public pages ('/', '/packages', …) get their own head written in (page-heads.test.ts); a package that is
    // not there and any other page are the shell as built.
    for (const url of ['/packages/3', '/identity', '/arabic-course']) {
      const response = await get(url);
      expect(decodedText(response), url).toBe(INDEX);
      expect(response.headers['content-language'], url).toBeUndefined();
    }
  });

  it('keeps the caching rules: compressed as the browser asks, revalidated every time, a 304 when unchanged', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await get('/ar/packages', { 'accept-encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(decodedText(response)).toContain('dir="rtl"');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      const again = await get('/ar/packages', {
        'accept-encoding': accept,
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode, accept).toBe(304);
    }
    const br = await get('/ar/', { 'accept-encoding': 'br' });
    expect(br.rawPayload.length).toBeLessThan(INDEX.length / 2);
  });

  it('a rebuilt index.html is served at once, in the language, with a new ETag', async () => {
    const before = await get('/id/');
    writeIndex(INDEX.replace('<title>Rihla</title>', '<title>Rihla</title><script src="/assets/new.js"></script>'));
    const after = await get('/id/', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(decodedText(after)).toContain('/assets/new.js');
    expect(decodedText(after)).toContain('<html lang="id" dir="ltr">');
    writeIndex(INDEX);
  });

  it('every page names its alternates in each language (hreflang), the admin none', async () => {
    const link = String((await get('/ar/packages/3?x=1')).headers.link);
    expect(link).toContain('<https://rihla.example/packages/3>; rel="alternate"; hreflang="en"');
    expect(link).toContain('<https://rihla.example/ar/packages/3>; rel="alternate"; hreflang="ar"');
    expect(link).toContain('<https://rihla.example/id/packages/3>; rel="alternate"; hreflang="id"');
    expect(link).toContain('<https://rihla.example/packages/3>; rel="alternate"; hreflang="x-default"');
    const home = String((await get('/')).headers.link);
    expect(home).toContain('<https://rihla.example/ar>; rel="alternate"; hreflang="ar"');
    expect(home).toContain('<https://rihla.example/>; rel="alternate"; hreflang="en"');
    expect((await get('/admin/users')).headers.link).toBeUndefined();
    // Whatever the address holds, the header stays one well-formed list of URLs.
    const odd = String((await get('/ar/a%3Eb/<x>')).headers.link);
    expect(odd).not.toMatch(/<[^>]*[<"][^>]*>/);
  });
});

describe('localizedIndexHtml', () => {
  it('sets lang and dir on the html element whatever it held, and adds one when the page has none', () => {
    expect(localizedIndexHtml('<!doctype html><html lang="en" class="x"><head></head></html>', 'ar')).toBe(
      '<!doctype html><html lang="ar" dir="rtl" class="x"><head></head></html>',
    );
    expect(localizedIndexHtml('<!doctype html><title>Rihla</title>', 'id')).toBe(
      '<!doctype html><html lang="id" dir="ltr"><title>Rihla</title>',
    );
  });
});
