import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

import {
  bookingsAsAdmin,
  CHECKOUT_LINK,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from './helpers.ts';

/*
 * The site in Arabic (right-to-left) and Indonesian, end to end (issue #16): the first visit of an Arabic browser,
 * the booking journey from the home page to a paid booking at 1366 px and on a 390 px phone (project mobile-390),
 * the same journey in Indonesian, the language switcher, and axe in both languages. Texts are looked up in the
 * catalogues by message id, so the spec follows the translations as they are worded.
 *
 * E2E_DOC_SCREENSHOTS=1 also writes small copies of each step's screenshot to docs/screenshots/.
 */

type Lang = 'ar' | 'id';
const MESSAGES_DIR = path.resolve(import.meta.dirname, '../web/src/i18n/messages');
const DOCS_DIR = path.resolve(import.meta.dirname, '../docs/screenshots');
const ARABIC = /[\u0600-\u06FF]/;

function catalogue(locale: 'en' | Lang): Partial<Record<string, string>> {
  const dir = path.join(MESSAGES_DIR, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  ) as Partial<Record<string, string>>;
}
const CATALOGUES = { en: catalogue('en'), ar: catalogue('ar'), id: catalogue('id') };

/** A message as the page shows it in `locale` (its English when the catalogue lacks it, as the app falls back). */
function text(locale: Lang, id: string): string {
  const found = CATALOGUES[locale][id] ?? CATALOGUES.en[id];
  if (found === undefined) throw new Error(`no message ${id}`);
  return found;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile-390';

/** Desktop runs at 1366 x 900 (the project's own viewport is 1280 wide); the phone project is 390 x 844. */
async function sizeFor(page: Page, testInfo: TestInfo): Promise<number> {
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 1366, height: 900 });
  return page.viewportSize()!.width;
}

/** Waits for what the page loads (no spinner or skeleton, fonts in), so checks and pictures see the page itself. */
async function settle(page: Page) {
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await expect(page.locator('main .spinner')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The page is in `locale` and laid out its way: <html lang dir>, `own` text in that language (a soft check,
 * so a page not yet translated is reported and the journey goes on), and for Arabic the header mirrored (the brand
 * on the right of the navigation) and the back arrow pointing right.
 */
async function expectInLanguage(page: Page, locale: Lang, step: string, own: Locator) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  // One of the site's own texts (a package's name is content: English until someone enters it in Arabic).
  const words = (await own.first().textContent())?.trim() ?? '';
  if (locale === 'ar') {
    expect.soft(words, `the ${step} page's own text is Arabic`).toMatch(ARABIC);
  } else {
    expect.soft(words, `the ${step} page's own text is not Arabic`).not.toMatch(ARABIC);
  }
  const brand = await page.locator('.site-header .brand').boundingBox();
  const toggle = page.locator('.site-header__menu-toggle');
  const nav = (await toggle.isVisible()) ? toggle : page.locator('#site-nav');
  const navBox = await nav.boundingBox();
  expect(brand && navBox, 'the header shows its brand and navigation').toBeTruthy();
  if (locale === 'ar') {
    expect(brand!.x, `${step}: the brand is on the right of the navigation`).toBeGreaterThan(navBox!.x);
  } else {
    expect(brand!.x, `${step}: the brand is on the left of the navigation`).toBeLessThan(navBox!.x);
  }
  const back = page.locator('.back-button .icon');
  if (await back.isVisible()) {
    await expect(back).toHaveCSS('scale', locale === 'ar' ? '-1 1' : 'none');
  }
  await expectNoHorizontalOverflow(page, `${locale} ${step}`);
}

/** The step's screenshot: attached to the report, and a small copy in docs/screenshots when asked for. */
async function picture(page: Page, testInfo: TestInfo, locale: Lang, width: number, step: string) {
  await page.evaluate(() => document.fonts.ready);
  const file = testInfo.outputPath(`${locale}-${width}-${step}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${locale}-${width}-${step}`, { path: file, contentType: 'image/png' });
  if (process.env.E2E_DOC_SCREENSHOTS) {
    mkdirSync(DOCS_DIR, { recursive: true });
    const shown = await page.screenshot();
    await sharp(shown)
      .resize({ width: Math.min(width, 683) })
      .png({ compressionLevel: 9, palette: true, quality: 80 })
      .toFile(path.join(DOCS_DIR, `${locale}-${width}-${step}.png`));
  }
}

/** Opens the phone's menu when the navigation is folded behind it. */
async function showNavigation(page: Page) {
  const toggle = page.locator('.site-header__menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
}

/** Home -> packages -> a package -> book -> checkout -> demo card -> paid, checking the language at each step. */
async function bookingJourney(
  page: Page,
  testInfo: TestInfo,
  locale: Lang,
  request: Parameters<typeof bookingsAsAdmin>[0],
) {
  const width = await sizeFor(page, testInfo);
  const step = async (name: string, own: Locator = page.locator('main h1')) => {
    await settle(page);
    await expectInLanguage(page, locale, name, own);
    await picture(page, testInfo, locale, width, name);
    await expectNoSeriousA11yViolations(page, `${locale} ${name} at ${width} px`);
  };

  await page.goto(`/${locale}/`);
  await expect(page.locator('main .package-card').first()).toBeVisible();
  await step('1-home');

  await showNavigation(page);
  await page.locator(`.site-nav__links a[href="/${locale}/packages"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/packages$`));
  await expect(page.locator('main .package-card').first()).toBeVisible();
  await expect(page.locator('.site-nav__links a[href$="/packages"]')).toHaveText(text(locale, 'layout.nav.packages'));
  await step('2-packages');

  await page.locator('main .package-card .package-card__title a').first().click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/packages/\\d+$`));
  const bookIt = page.getByRole('main').locator(`a[href="/${locale}/book"]`).first();
  await step('3-package', bookIt);

  await bookIt.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/book$`));
  const form = page.locator('form', { has: page.locator('input[name="email"]') });
  await form.locator('input[name="name"]').fill(locale === 'ar' ? 'مريم عبد الله' : 'Siti Rahmawati');
  await form.locator('input[name="email"]').fill(`${locale}-${width}-${Date.now()}@example.com`);
  await form.locator('input[name="phone"]').fill(locale === 'ar' ? '+966 50 123 4567' : '+62 812 3456 7890');
  await expect(form.getByLabel(text(locale, 'book.form.name'))).toBeVisible();
  await form.locator('input[name="acceptTerms"]').check();
  await step('4-book');
  await form.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(CHECKOUT_LINK);
  expect(new URL(page.url()).pathname).toBe(`/${locale}/checkout`);
  const bookingId = Number(CHECKOUT_LINK.exec(page.url())?.[1]);
  const card = page.locator('form', { has: page.locator('input[name="cardNumber"]') });
  await expect(card).toBeVisible();
  await step('5-checkout');

  await card.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await card.locator('input[name="expiry"]').fill('12/34');
  await card.locator('input[name="cvc"]').fill('123');
  await card.locator('button[type="submit"]').click();
  await expect(page.locator('.payment-success__status')).toContainText(text(locale, 'checkout.status.PAID'), {
    timeout: 20_000,
  });
  await step('6-paid', page.locator('.payment-success h2'));

  await expect
    .poll(async () => (await bookingsAsAdmin(request)).find((b: { id: number }) => b.id === bookingId)?.status, {
      timeout: 15_000,
    })
    .toBe('PAID');
}

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });

  test('lands on /ar/ on its first visit, right-to-left from the first paint', async ({ page, browser }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/?$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    // Before any script: the server's index.html for /ar/ is already Arabic and right-to-left.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const response = await bare.goto('/ar/packages');
    expect(response?.headers()['content-language']).toBe('ar');
    await expect(bare.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(bare.locator('html')).toHaveAttribute('lang', 'ar');
    await noScript.close();
  });
});

test('the booking journey in Arabic: home to a paid booking, right-to-left', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await bookingJourney(page, testInfo, 'ar', request);
});

test('the booking journey in Indonesian at 1366 px', async ({ page, request }, testInfo) => {
  test.skip(isPhone(testInfo), 'the phone runs the Arabic journey');
  test.setTimeout(180_000);
  await bookingJourney(page, testInfo, 'id', request);
});

test('errors in the reader’s language: a form’s own check and the server’s refusal', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'one run is enough');
  // The error table and the language's errors catalogue load with a page's first error (decision 0034).
  for (const locale of ['ar', 'id'] as const) {
    const scripts: string[] = [];
    page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
    await page.goto(`/${locale}/login`);
    const form = page.getByRole('form', { name: text(locale, 'auth.login.form') });
    const submit = form.getByRole('button', { name: text(locale, 'auth.login.submit'), exact: true });
    await expect(submit).toBeVisible();
    expect(scripts.filter((file) => file.includes('errorTable'))).toEqual([]);

    await submit.click();
    await expect(form.getByText(text(locale, 'errors.CREDENTIALS_REQUIRED')).first()).toBeVisible();
    await form.getByRole('textbox', { name: text(locale, 'auth.login.email'), exact: true }).fill('nobody@example.com');
    await form
      .getByRole('textbox', { name: text(locale, 'auth.login.password'), exact: true })
      .fill('not-the-password');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: text(locale, 'errors.CREDENTIALS_INVALID') })).toBeVisible();
    await expect(page.getByText('Invalid credentials')).toHaveCount(0);
  }
});

test('the switcher changes the language and the choice persists', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'one run is enough');
  await sizeFor(page, testInfo);
  await page.goto('/packages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.locator('.language-switcher__toggle').click();
  await page.locator('.language-switcher__link[hreflang="id"]').click();
  await expect(page).toHaveURL(/\/id\/packages$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.locator('.site-nav__links a[href="/id/packages"]')).toHaveText(text('id', 'layout.nav.packages'));

  await page.reload();
  await expect(page).toHaveURL(/\/id\/packages$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  // An address without a language opens in the saved one.
  await page.goto('/consultation');
  await expect(page).toHaveURL(/\/id\/consultation$/);

  await page.locator('.language-switcher__toggle').click();
  await page.locator('.language-switcher__link[hreflang="ar"]').click();
  await expect(page).toHaveURL(/\/ar\/consultation$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.locator('.language-switcher__toggle').click();
  await page.locator('.language-switcher__link[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/packages');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/packages$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

const PUBLIC_ROUTES = [
  '/',
  '/packages',
  '/book',
  '/checkout',
  '/consultation',
  '/custom-book',
  '/search/results',
  '/training',
  '/login',
  '/register',
];

test('every public page in Arabic: right-to-left, nothing sticking out, no serious axe finding', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const width = await sizeFor(page, testInfo);
  for (const route of PUBLIC_ROUTES) {
    await page.goto(`/ar${route}`);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoHorizontalOverflow(page, `ar ${route}`);
    const name = `ar-${width}-page${route.replaceAll('/', '-')}`;
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    await testInfo.attach(name, { path: testInfo.outputPath(`${name}.png`), contentType: 'image/png' });
    await expectNoSeriousA11yViolations(page, `ar ${route} at ${width} px`);
  }
});
