import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { adminToken, createUser, expectNoSeriousA11yViolations, login, snap } from './helpers.ts';

/**
 * Claiming earlier bookings in Arabic (issue #31): the server's answers ("We sent a link…", "2 bookings added…")
 * reach the page by code and values, so every text the customer reads is Arabic. The expected texts are the Arabic
 * catalogue's own, so the spec follows the translations as they are worded.
 */

const ERRORS_AR = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../web/src/i18n/messages/ar/errors.json'), 'utf8'),
) as Record<string, string>;
const MY_TRIPS_AR = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../web/src/i18n/messages/ar/myTrips.json'), 'utf8'),
) as Record<string, string>;

/** Three Latin words in a row: an English sentence (or the start of one) left in the page. */
const ENGLISH_RUN = /[A-Za-z]{2,}(?:[\s,.:;'’!?-]+[A-Za-z]{2,}){2,}/g;

/** The English runs in what `area` shows, after the customer's own data (their address, booking references). */
async function englishIn(area: Locator, own: string[]): Promise<string[]> {
  let shown = await area.innerText();
  for (const value of own) shown = shown.split(value).join(' ');
  return shown.match(ENGLISH_RUN) ?? [];
}

async function expectNoEnglish(page: Page, own: string[], step: string) {
  expect(await englishIn(page.locator('main'), own), `English on the Arabic page: ${step}`).toEqual([]);
}

test('a customer claims earlier bookings in Arabic and reads every answer in Arabic', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const email = `claim-ar-${stamp}@example.com`;
  await createUser(request, 'USER', email, 'claim-ar-password');
  const references = await (async () => {
    const db = new pg.Client({ connectionString: e2eDatabaseUrl });
    await db.connect();
    try {
      const made: string[] = [];
      for (const name of ['مريم', 'عبد الله']) {
        const row = await db.query<{ reference: string }>(
          `INSERT INTO "Booking" (name, email, status, "updatedAt") VALUES ($1, $2, 'PENDING', now()) RETURNING reference`,
          [name, email],
        );
        made.push(row.rows[0].reference);
      }
      return made;
    } finally {
      await db.end();
    }
  })();

  await login(page, email, 'claim-ar-password');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.goto('/ar/my-trips');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const offer = page.getByRole('complementary', { name: MY_TRIPS_AR['myTrips.claim.label'] });
  await offer.getByRole('button', { name: MY_TRIPS_AR['myTrips.claim.send'] }).click();
  await expect(offer).toContainText(
    ERRORS_AR['errors.CLAIM_LINK_SENT'].replace('{email}', email).replace('{minutes}', '30'),
  );
  await expectNoEnglish(page, [email], 'the link sent');
  await snap(page, testInfo, 'ar-claim-sent');

  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const listed = await (await request.get('/api/emails?kind=booking-claim&limit=20', { headers: auth })).json();
  const mail = listed.find((m: { to: string }) => m.to === email);
  let delivered = '';
  await expect
    .poll(async () => {
      const body = await (await request.get(`/api/emails/${mail.id}`, { headers: auth })).json();
      delivered = body.email.devMailboxText ?? '';
      return delivered;
    })
    .toContain('#token=');
  const link = /https?:\/\/[^/\s]+\/(?:ar\/)?(my-trips\/claim#token=[\w-]+)/.exec(delivered)![1];

  await page.goto(`/ar/${link}`);
  // Two bookings: the Arabic dual, as the catalogue's plural words it.
  await expect(page.getByText('أُضيف حجزان إلى «رحلاتي».')).toBeVisible();
  await expectNoEnglish(page, [email, ...references], 'the bookings added');
  await expectNoSeriousA11yViolations(page, 'claim page in Arabic');
  await snap(page, testInfo, 'ar-claim-added');
  await page.getByRole('link', { name: MY_TRIPS_AR['myTrips.claimPage.goToMyTrips'] }).click();
  for (const reference of references) await expect(page.getByText(reference).first()).toBeVisible();
});
