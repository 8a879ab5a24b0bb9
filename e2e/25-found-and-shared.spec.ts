import { type APIRequestContext, expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations, snap } from './helpers.ts';

/*
 * Found and shared (issue #31): a package link read as WhatsApp or Facebook read it (the HTML's head, no script),
 * and a package page opened with JavaScript off: its name, "from" price and dates are in the page the server sent.
 * Then the same page with JavaScript: the app takes over the server's content without a blank or a spinner.
 */

type CataloguePackage = { id: number; name: string; fromPrice: number | null; sale: string; currency: string };
type Departure = { departDate: string; returnDate: string };

/** A seeded package on sale from a price, with upcoming departures, as the public API answers it. */
async function pricedPackage(request: APIRequestContext) {
  const packages = (await (await request.get('/api/packages')).json()) as CataloguePackage[];
  for (const listed of packages.filter((p) => p.sale === 'ON_SALE' && p.fromPrice != null)) {
    const pkg = (await (await request.get(`/api/packages/${listed.id}`)).json()) as CataloguePackage & {
      departures: Departure[];
    };
    if (pkg.departures.length > 0) return { ...pkg, fromPrice: pkg.fromPrice! };
  }
  throw new Error('the seed has no package on sale with departures');
}

/** A departure's dates as the page shows them (the app's format: medium dates, a range). */
const dates = (d: Departure) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(d.departDate),
    new Date(d.returnDate),
  );

/** The package's "from" price (the lowest a visitor can book) as the page shows it in English (two decimals). */
const money = (pkg: { fromPrice: number; currency: string }) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: pkg.currency }).format(pkg.fromPrice / 100);

test('a package link read as a link preview does: Open Graph title, description, picture and language', async ({
  request,
}) => {
  const pkg = await pricedPackage(request);
  const response = await request.get(`/packages/${pkg.id}`, {
    headers: { 'user-agent': 'WhatsApp/2.24.1 A', accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const og = (key: string) =>
    [...html.matchAll(new RegExp(`<meta property="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
  expect(og('og:title')).toEqual([pkg.name]);
  expect(og('og:description')[0]).toContain(`Per pilgrim, from ${money(pkg)}`);
  expect(og('og:locale')).toEqual(['en_US']);
  const [image] = og('og:image');
  expect(image).toMatch(/^https?:\/\//);
  // The picture is one the site serves, and a raster image previews can draw.
  const picture = await request.get(new URL(image).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)/);

  const arabic = await (await request.get(`/ar/packages/${pkg.id}`)).text();
  expect(arabic).toContain('<meta property="og:locale" content="ar_AR" />');
  expect(arabic).toContain('للشخص الواحد، ابتداءً من');
});

test('a package page with JavaScript off shows its name, "from" price and dates', async ({
  browser,
  request,
}, testInfo) => {
  const pkg = await pricedPackage(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/packages/${pkg.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
  await expect(page.locator('.price__label')).toHaveText('Per pilgrim, from');
  await expect(page.locator('.price__value')).toHaveText(money(pkg));
  await expect(page.getByRole('heading', { level: 2, name: 'Departures' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: dates(pkg.departures[0]) })).toBeVisible();
  // The header is in the page too, with Packages as the current section.
  await expect(page.getByRole('link', { name: 'Packages' }).first()).toBeVisible();
  await snap(page, testInfo, 'package-without-javascript');
  await context.close();
});

test('with JavaScript the app takes over the server content: no spinner, one heading, the booking button', async ({
  page,
  request,
}) => {
  const pkg = await pricedPackage(request);
  // Any spinner or skeleton shown at any moment of the load would be recorded here.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenLoading: string[] }).seenLoading = seen;
    new MutationObserver(() => {
      if (document.querySelector('.spinner, .package-detail__loading')) seen.push(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/packages/${pkg.id}`);
  await expect(page.getByRole('link', { name: 'Book this package' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pkg.name);
  expect(await page.evaluate(() => (window as unknown as { seenLoading: string[] }).seenLoading)).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'package page');
});
