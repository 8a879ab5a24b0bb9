import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDeparture, aPackage } from '../../test/support/factories.ts';
import { loadConfig } from '../src/config.ts';
import { PAGE_TEXT_SOURCES, PAGE_TEXTS } from '../src/lib/page-texts.ts';
import { decodedText, rest, startTestApp, type TestApp, userWithToken, webShell } from './helpers.ts';

const SITE = 'https://rihla.example';
/** How WhatsApp and Facebook ask for a shared link: no JavaScript runs, only the HTML's head is read. */
const LINK_PREVIEW = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

let t: TestApp;
let umrah: { id: number };
let hostile: { id: number };
const HOSTILE_NAME = `Umrah "Best" </script><script>alert(1)</script> & 'co' $& $1`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'rihla-dist-heads-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), webShell());
  t = await startTestApp({ config: { ...loadConfig(), webDist: dist, publicUrl: SITE } });
  umrah = await aPackage(t.deps.db, {
    name: 'Umrah Ramadan Nights',
    description: 'Fifteen nights in Makkah for the last ten nights of Ramadan.',
    price: 145_000,
    currency: 'USD',
    image: '/uploads/packages/ramadan.jpg',
    translations: { ar: { name: 'ليالي رمضان', description: 'خمس عشرة ليلة في مكة.' } },
  });
  await aDeparture(t.deps.db, {
    packageId: umrah.id,
    departDate: new Date('2031-03-10T00:00:00Z'),
    returnDate: new Date('2031-03-25T00:00:00Z'),
  });
  // A departure is booked by room: the package's double room is what a visitor can book it from.
  await t.deps.db.roomPrice.create({ data: { packageId: umrah.id, roomType: 'DOUBLE', amount: 145_000 } });
  hostile = await aPackage(t.deps.db, { name: HOSTILE_NAME, description: 'Quotes " and <b>tags</b>', price: 5 });
});
afterAll(async () => t.app.close());

const page = async (url: string, headers: Record<string, string> = LINK_PREVIEW) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return decodedText(response);
};

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };
/** Every element of a parsed document, in order (parse5's tree, as a browser or a crawler reads the HTML). */
function elements(html: string): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    found.push(node);
    node.childNodes?.forEach(walk);
    const content = (node as { content?: Node }).content;
    if (content) walk(content);
  };
  walk(parse(html));
  return found;
}
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
/** An element's text; Intl's thin spaces around a range's dash read as spaces. */
const text = (node: Node): string =>
  node.nodeName === '#text' ? (node.value ?? '').replace(/\u2009/g, ' ') : (node.childNodes ?? []).map(text).join('');

/** The head as a link preview reads it: Open Graph and Twitter tags, links, the title, JSON-LD. */
function headOf(html: string) {
  const all = elements(html);
  const meta = (key: string) =>
    all
      .filter((n) => n.nodeName === 'meta' && (attr(n, 'property') ?? attr(n, 'name')) === key)
      .map((n) => attr(n, 'content')?.replace(/\u2009/g, ' '));
  const links = (rel: string) =>
    all
      .filter((n) => n.nodeName === 'link' && attr(n, 'rel') === rel)
      .map((n) => [attr(n, 'hreflang'), attr(n, 'href')]);
  const scripts = all.filter((n) => n.nodeName === 'script');
  const jsonLd = scripts.filter((n) => attr(n, 'type') === 'application/ld+json').map((n) => JSON.parse(text(n)));
  const title = all.find((n) => n.nodeName === 'title');
  const root = all.find((n) => attr(n, 'id') === 'root');
  return { meta, links, jsonLd, scripts, title: title && text(title), root: root && text(root), all };
}

describe('a shared package link shows its name, "from" price, dates and picture', () => {
  it('in English: Open Graph and Twitter tags from the package, its uploaded picture as an absolute URL', async () => {
    const head = headOf(await page(`/packages/${umrah.id}`));
    expect(head.title).toBe('Umrah Ramadan Nights · Rihla');
    expect(head.meta('og:title')).toEqual(['Umrah Ramadan Nights']);
    expect(head.meta('og:description')).toEqual([
      'Per pilgrim, from $1,450.00 — Mar 10 – 25, 2031. Fifteen nights in Makkah for the last ten nights of Ramadan.',
    ]);
    expect(head.meta('description')).toEqual(head.meta('og:description'));
    expect(head.meta('og:image')).toEqual([`${SITE}/uploads/packages/ramadan.jpg`]);
    expect(head.meta('twitter:image')).toEqual([`${SITE}/uploads/packages/ramadan.jpg`]);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('og:url')).toEqual([`${SITE}/packages/${umrah.id}`]);
    expect(head.meta('og:locale')).toEqual(['en_US']);
    expect(head.meta('og:locale:alternate')).toEqual(['ar_AR', 'id_ID']);
  });

  it("in Arabic under /ar/: the package's Arabic name and the Arabic words, og:locale ar_AR", async () => {
    const head = headOf(await page(`/ar/packages/${umrah.id}`));
    expect(head.meta('og:title')).toEqual(['ليالي رمضان']);
    expect(head.meta('og:description')[0]).toMatch(
      /^للشخص الواحد، ابتداءً من .*1,450.00.* — .*2031.*\. خمس عشرة ليلة في مكة\.$/,
    );
    expect(head.meta('og:locale')).toEqual(['ar_AR']);
    expect(head.meta('og:url')).toEqual([`${SITE}/ar/packages/${umrah.id}`]);
    expect(head.title).toBe('ليالي رمضان · Rihla');
  });

  it('a package without a picture of its own is shared with the site artwork, which the site serves', async () => {
    const head = headOf(await page(`/id/packages/${hostile.id}`));
    expect(head.meta('og:image')).toEqual([`${SITE}/images/share.png`]);
    const artwork = readFileSync(path.join(import.meta.dirname, '../../web/public/images/share.png'));
    expect(artwork.subarray(1, 4).toString()).toBe('PNG');
    // 1200x630, the size previews draw a large card at.
    expect([artwork.readUInt32BE(16), artwork.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('search engines read the same', () => {
  it('canonical and hreflang links (en, ar, id, x-default) on each public page', async () => {
    for (const [url, rest] of [
      [`/id/packages/${umrah.id}`, `/packages/${umrah.id}`],
      ['/ar/training', '/training'],
      ['/consultation', '/consultation'],
      ['/packages', '/packages'],
    ] as const) {
      const head = headOf(await page(url));
      const own = url.startsWith('/ar') ? '/ar' : url.startsWith('/id') ? '/id' : '';
      expect(head.links('canonical'), url).toEqual([[undefined, `${SITE}${own}${rest}`]]);
      expect(head.links('alternate'), url).toEqual([
        ['en', `${SITE}${rest}`],
        ['ar', `${SITE}/ar${rest}`],
        ['id', `${SITE}/id${rest}`],
        ['x-default', `${SITE}${rest}`],
      ]);
    }
  });

  it("a package's JSON-LD is a Product and TouristTrip with its offer's price and currency and its departures", async () => {
    const [data] = headOf(await page(`/packages/${umrah.id}`)).jsonLd;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'TouristTrip'],
      name: 'Umrah Ramadan Nights',
      image: `${SITE}/uploads/packages/ramadan.jpg`,
      offers: { '@type': 'Offer', price: '1450.00', priceCurrency: 'USD' },
      subTrip: [{ '@type': 'Trip', departureTime: '2031-03-10', arrivalTime: '2031-03-25' }],
    });
  });

  it('the page carries its content without JavaScript: name, "from" price, dates and description', async () => {
    const { root } = headOf(await page(`/packages/${umrah.id}`));
    expect(root).toContain('Umrah Ramadan Nights');
    expect(root).toContain('Per pilgrim, from$1,450.00');
    expect(root).toContain('Mar 10 – 25, 2031');
    expect(root).toContain('Fifteen nights in Makkah');
    const list = headOf(await page('/ar/packages')).root;
    expect(list).toContain('ليالي رمضان');
  });

  it('a new departure is in the page at once: the write drops the cached head', async () => {
    const before = headOf(await page(`/packages/${umrah.id}`)).root;
    expect(before).not.toContain('2032');
    const staff = (await userWithToken(t, 'STAFF')).token;
    const created = await rest(t, 'POST', `/api/packages/${umrah.id}/departures`, {
      token: staff,
      json: { departDate: '2032-01-05', returnDate: '2032-01-15', seats: 10 },
    });
    expect(created.status).toBe(201);
    expect(headOf(await page(`/packages/${umrah.id}`)).root).toContain('Jan 5 – 15, 2032');
  });

  it('"from" is the lowest price a visitor can book (a cheaper quad room), in the tags, JSON-LD and content', async () => {
    const family = await aPackage(t.deps.db, { name: 'Family Umrah', price: 164_000, currency: 'EUR' });
    const departure = await aDeparture(t.deps.db, { packageId: family.id });
    await t.deps.db.roomPrice.createMany({
      data: [
        { packageId: family.id, departureId: departure.id, roomType: 'DOUBLE', amount: 164_000 },
        { packageId: family.id, departureId: departure.id, roomType: 'QUAD', amount: 139_500 },
      ],
    });
    // Rows written here, not through a service: drop the cached offers as a staff edit would.
    await t.deps.catalog.invalidate('packages');
    const head = headOf(await page(`/packages/${family.id}`));
    expect(head.meta('og:description')[0]).toMatch(/^Per pilgrim, from €1,395\.00 — /);
    expect(head.jsonLd[0]).toMatchObject({ offers: { price: '1395.00', priceCurrency: 'EUR' } });
    expect(head.root).toContain('Per pilgrim, from€1,395.00');
    expect(head.root).not.toContain('1,640');
    // Package codes are the staff's (issue #31): the page a visitor or a crawler reads shows none.
    expect(head.root).not.toContain(family.code);
  });

  it('a package with departures but none on sale says so instead of a price', async () => {
    const closed = await aPackage(t.deps.db, { name: 'Closed Umrah', price: 90_000, currency: 'USD' });
    await aDeparture(t.deps.db, { packageId: closed.id, status: 'CLOSED' });
    await t.deps.catalog.invalidate('packages');
    const head = headOf(await page(`/packages/${closed.id}`));
    expect(head.meta('og:description')[0]).toMatch(/^No departures on sale — /);
    expect(head.jsonLd[0]).not.toHaveProperty('offers');
    expect(head.root).not.toContain('$900.00');
  });

  it('a package or module that is not there, and private pages, are the plain page shell', async () => {
    for (const url of ['/packages/999999', '/training/no-such-module', '/checkout', '/ar/book', '/admin/packages']) {
      const head = headOf(await page(url));
      expect(head.meta('og:title'), url).toEqual([]);
      expect(head.root, url).toBe('');
    }
  });
});

describe('everything written into the HTML is escaped', () => {
  it('a package named with quotes, </script> and $& stays text in every tag, the JSON-LD and the content', async () => {
    const html = await page(`/packages/${hostile.id}`);
    const head = headOf(html);
    expect(head.title).toBe(`${HOSTILE_NAME} · Rihla`);
    expect(head.meta('og:title')).toEqual([HOSTILE_NAME]);
    expect(head.meta('twitter:title')).toEqual([HOSTILE_NAME]);
    expect(head.jsonLd[0].name).toBe(HOSTILE_NAME);
    expect(head.jsonLd[0].description).toBe('Quotes " and <b>tags</b>');
    // Only the JSON-LD's script: none was opened by the name.
    expect(head.scripts.map((s) => attr(s, 'type'))).toEqual(['application/ld+json']);
    expect(head.all.filter((n) => n.nodeName === 'b')).toEqual([]);
    expect(head.root).toContain(HOSTILE_NAME);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every public page, each package in the three languages with its alternates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = decodedText(response);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const id of [umrah.id, hostile.id]) {
      expect(locs).toEqual(
        expect.arrayContaining([`${SITE}/packages/${id}`, `${SITE}/ar/packages/${id}`, `${SITE}/id/packages/${id}`]),
      );
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/ar`,
        `${SITE}/id`,
        `${SITE}/id/consultation`,
        `${SITE}/ar/privacy`,
        `${SITE}/terms`,
      ]),
    );
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/training`, `${SITE}/ar/training`]));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/packages/${umrah.id}"/>`);
    expect(locs.some((l) => /checkout|admin|book/.test(l))).toBe(false);
  });

  it('robots.txt keeps crawlers out of the back-office, the checkout and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /checkout', 'Disallow: /api']),
    );
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('the server says what the app says', () => {
  it("page names and descriptions are the web catalogues' texts in each language", () => {
    for (const locale of ['en', 'ar', 'id'] as const) {
      for (const [key, [area, id]] of Object.entries(PAGE_TEXT_SOURCES)) {
        const file = path.join(import.meta.dirname, `../../web/src/i18n/messages/${locale}/${area}.json`);
        const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        expect(PAGE_TEXTS[locale][key as keyof typeof PAGE_TEXT_SOURCES], `${locale} ${id}`).toBe(catalogue[id]);
      }
    }
    const index = readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
    expect(index).toContain(`content="${PAGE_TEXTS.en.home}"`);
  });
});
