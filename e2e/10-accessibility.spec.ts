import { expect, type Page, test } from '@playwright/test';

import { ADMIN, adminToken, expectNoSeriousA11yViolations, login } from './helpers.ts';

/** The first link on `from` whose address matches `href`: a real package or module, whatever the seed holds. */
async function firstLink(page: Page, from: string, href: RegExp): Promise<string> {
  await page.goto(from);
  const link = page.getByRole('main').locator('a[href]').filter({ visible: true });
  await expect(link.first()).toBeVisible();
  const hrefs = await link.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((h) => href.test(h));
  expect(found, `a link matching ${href} on ${from}`).toBeTruthy();
  return found!;
}

const PUBLIC_ROUTES = [
  '/',
  // The home page in the other languages too: a control's name holds its visible text in each of them.
  '/ar',
  '/id',
  '/packages',
  '/book',
  '/checkout',
  '/consultation',
  '/custom-book',
  '/search/results',
  '/training',
  '/login',
  '/register',
  '/setup',
];

const ADMIN_ROUTES = [
  '/admin',
  '/admin/users',
  '/admin/reviews',
  '/admin/profiles',
  '/admin/packages',
  '/admin/bookings',
  '/admin/trip-bookings',
  '/admin/payment-events',
  '/admin/timetable',
  '/admin/consultations',
  '/admin/training',
  '/admin/activity',
];

/** Waits for what the page loads (no spinner, no skeleton, fonts in), so axe sees the page, not its placeholder. */
async function settle(page: Page) {
  await expect(page.getByRole('main').first()).toBeVisible();
  // A route's page loads as its own chunk inside the layout's main: on a loaded machine main shows before the page
  // does (the clean-clone run counted no h1 on /checkout), so its heading is waited for too.
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** One h1, and no heading more than one level deeper than the one before it (a screen reader's outline). */
async function expectHeadingsInOrder(page: Page, label: string) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.map((h) => ({ level: Number(h.tagName[1]), text: h.textContent.trim().slice(0, 40) })),
    );
  const skips = levels
    .map((h, i) => ({ ...h, previous: i ? levels[i - 1].level : 0 }))
    .filter((h) => h.level > h.previous + 1)
    .map((h) => `h${h.level} "${h.text}" after h${h.previous}`);
  expect(skips, `headings out of order on ${label}`).toEqual([]);
  expect(
    levels.filter((h) => h.level === 1),
    `one h1 on ${label}`,
  ).toHaveLength(1);
}

async function checkPage(page: Page, label: string) {
  await settle(page);
  await expectNoSeriousA11yViolations(page, label);
  await expectHeadingsInOrder(page, label);
}

test.describe('every public page has no serious or critical axe violation', () => {
  test.beforeAll(async ({ request }) => {
    await adminToken(request); // so /setup shows what a visitor sees once the company is set up
  });

  for (const route of PUBLIC_ROUTES) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await checkPage(page, route);
    });
  }

  test('a package page', async ({ page }) => {
    await page.goto(await firstLink(page, '/packages', /^\/packages?\/\d+$/));
    await checkPage(page, 'package page');
  });

  test('a training module', async ({ page }) => {
    await page.goto(await firstLink(page, '/training', /^\/training\/[\w-]+$/));
    await checkPage(page, 'training module');
  });

  test('trip search results, and the booking dialog over them', async ({ page }) => {
    await page.goto('/');
    for (const [label, code] of [
      ['From', 'LHR'],
      ['To', 'JED'],
    ]) {
      await page.getByRole('combobox', { name: label }).fill(code);
      await page
        .getByRole('option', { name: new RegExp(code) })
        .first()
        .click();
    }
    const inAWeek = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('main').getByLabel(/^Date/).fill(inAWeek);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const options = page.getByRole('list', { name: 'Options' }).getByRole('listitem');
    await expect(options.first()).toBeVisible();
    await checkPage(page, 'trip search results');

    await options.first().getByRole('button', { name: 'Book' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'trip booking dialog');
  });

  test('the home page with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home, menu open at 390 px');
  });
});

test.describe('every back-office page has no serious or critical axe violation', () => {
  test.beforeAll(async ({ request }) => {
    await adminToken(request);
  });

  for (const route of ADMIN_ROUTES) {
    test(route, async ({ page }) => {
      await login(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin/);
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await checkPage(page, route);
    });
  }

  test('the back-office at 390 px with its menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin/);
    await page.goto('/admin/bookings');
    await checkPage(page, '/admin/bookings at 390 px');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Trip Bookings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'back-office menu at 390 px');
  });
});

/**
 * Text of the page (main and footer) that the Back button covers, scrolling from top to bottom. Text scrolled
 * under the sticky, opaque header is hidden by the header itself, so only what shows below it counts.
 */
async function textUnderBackButton(page: Page): Promise<string[]> {
  const back = page.getByRole('button', { name: 'Back' });
  await expect(back).toBeVisible();
  const covered = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; ; y = Math.min(y + 200, height)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const found = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Back')!;
      const box = button.getBoundingClientRect();
      const headerBottom = window.scrollY > 0 ? document.querySelector('header')!.getBoundingClientRect().bottom : 0;
      const hits: string[] = [];
      for (const region of document.querySelectorAll('main, footer')) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            const top = Math.max(r.top, headerBottom);
            if (
              r.width &&
              top < r.bottom &&
              top < box.bottom &&
              r.bottom > box.top &&
              r.left < box.right &&
              r.right > box.left
            ) {
              hits.push(node.textContent.trim().slice(0, 60));
            }
          }
        }
      }
      return hits;
    });
    for (const text of found) covered.add(`${text} (at scroll ${y})`);
    if (y >= height) break;
  }
  return [...covered];
}

test.describe('the Back button never covers text', () => {
  for (const width of [390, 1366]) {
    test(`at ${width} px: on the longest package page and on the booking form`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const packages: { id: number; description: string }[] = await (await request.get('/api/packages')).json();
      const longest = packages.reduce((a, b) => (b.description.length > a.description.length ? b : a));
      await page.goto(`/packages/${longest.id}`);
      await settle(page);
      expect(await textUnderBackButton(page)).toEqual([]);

      await page.goto('/packages');
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Book / })
        .first()
        .click();
      await expect(page.getByLabel('Phone')).toBeVisible();
      expect(await textUnderBackButton(page)).toEqual([]);
    });
  }
});

test('inputs show a solid focus ring', async ({ page }) => {
  await page.goto('/consultation');
  const name = page.getByLabel('Name');
  await name.focus();
  const ring = await name.evaluate((input) => {
    const style = getComputedStyle(input);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(ring).toEqual({ style: 'solid', width: 3, color: 'rgb(15, 76, 58)' });
});
