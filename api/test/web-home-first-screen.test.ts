import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { decodedText, startTestApp, type TestApp, webShell } from './helpers.ts';

let t: TestApp;
let dist: string;
const INDEX = webShell();
/** What the web build writes for each language (web/vite.config.ts, prerenderHomeFirstScreen). */
const FIRST_SCREEN = {
  en: '<h1 class="hero__title">Answer the call.</h1>',
  ar: '<h1 class="hero__title">لبِّ النداء.</h1>',
  id: '<h1 class="hero__title">Jawablah panggilan-Nya.</h1>',
};

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rihla-dist-home-'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  for (const [locale, screen] of Object.entries(FIRST_SCREEN)) {
    writeFileSync(path.join(dist, 'prerendered', `home.${locale}.html`), webShell(screen));
  }
  t = await startTestApp({ config: { ...loadConfig(), webDist: dist, publicUrl: 'https://rihla.example' } });
});
afterAll(async () => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe("the home page's first screen, in the HTML the server sends", () => {
  it('the home page arrives with its header and hero in it, in the address language', async () => {
    const english = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/html');
    // The home document as built, with the page's head written in (page-heads.test.ts).
    expect(decodedText(english)).toContain(`<div id="root">${FIRST_SCREEN.en}</div>`);
    expect(decodedText(english)).toContain('<meta property="og:url" content="https://rihla.example/" />');
    expect(english.headers['content-language']).toBeUndefined();
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.link).toContain('hreflang="x-default"');
    for (const url of ['/ar', '/ar/', '/ar/?from=newsletter']) {
      const arabic = await get(url);
      expect(arabic.statusCode, url).toBe(200);
      expect(arabic.headers['content-language'], url).toBe('ar');
      expect(decodedText(arabic), url).toContain('<html lang="ar" dir="rtl">');
      expect(decodedText(arabic), url).toContain(`<div id="root">${FIRST_SCREEN.ar}</div>`);
    }
    expect(decodedText(await get('/id/'))).toContain(`<div id="root">${FIRST_SCREEN.id}</div>`);
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('every other page is the empty page shell (or its own content: page-heads.test.ts): the app renders it', async () => {
    for (const url of ['/book', '/ar/checkout', '/id/book', '/arabic', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(decodedText(response), url).toContain('<div id="root"></div>');
    }
  });

  it("'/' is sent in the language the app will show it in: the saved choice, else the browser's", async () => {
    const cases = [
      [{ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' }, 'ar'],
      [{ 'accept-language': 'fr-FR, id;q=0.7' }, 'id'],
      [{ 'accept-language': 'ar-SA', cookie: 'rihla.locale=en' }, 'en'],
      [{ 'accept-language': 'en-US', cookie: 'theme=dark; rihla.locale=id' }, 'id'],
      [{ 'accept-language': 'fr-FR', cookie: 'rihla.locale=xx' }, 'en'],
    ] as const;
    for (const [headers, locale] of cases) {
      const response = await get('/', headers);
      const html = decodedText(response);
      expect(html, JSON.stringify(headers)).toContain(`<div id="root">${FIRST_SCREEN[locale]}</div>`);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(response.headers['content-language']).toBe(locale === 'en' ? undefined : locale);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(String(response.headers.vary)).toMatch(/accept-language/i);
      expect(String(response.headers.vary)).toMatch(/cookie/i);
    }
  });

  it('is compressed as the browser asks and revalidated: a 304 when unchanged', async () => {
    for (const url of ['/', '/ar/']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.headers['content-encoding'], url).toBe('br');
      const again = await get(url, {
        'accept-encoding': 'gzip, deflate, br',
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('a rebuilt home document is served at once', async () => {
    const before = await get('/');
    writeFileSync(path.join(dist, 'prerendered', 'home.en.html'), webShell(`${FIRST_SCREEN.en}<p>rebuilt</p>`));
    const after = await get('/', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(decodedText(after)).toContain('<p>rebuilt</p>');
    writeFileSync(path.join(dist, 'prerendered', 'home.en.html'), webShell(FIRST_SCREEN.en));
  });

  it('the home documents are not served by their own address', async () => {
    for (const url of ['/prerendered/home.en.html', '/prerendered/home.ar.html']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
