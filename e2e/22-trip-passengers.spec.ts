import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { ADMIN, adminToken, CHECKOUT_LINK, login, registerCustomer, snap } from './helpers.ts';

/*
 * Issue #31 in Arabic: a trip for two passengers names both, as on their passports, in the booking's confirmation,
 * its "booking received" email (the outbox, read on the admin Emails page) and My trips. The search refuses the
 * same place both ways first. Texts come from the catalogues by message id, as in 20-languages.spec.ts.
 */

test.describe.configure({ timeout: 150_000 });

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../web/src/i18n/messages');
const AR: Partial<Record<string, string>> = Object.assign(
  {},
  ...readdirSync(path.join(MESSAGES_DIR, 'ar'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(MESSAGES_DIR, 'ar', file), 'utf8')) as Record<string, string>),
) as Partial<Record<string, string>>;
/** An Arabic message as the page shows it (without markup and placeholders' values). */
function ar(id: string): string {
  const found = AR[id];
  if (found === undefined) throw new Error(`no Arabic message ${id}`);
  return found;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PASSENGERS = ['Huda Abdullah Salem', 'Karim Abdullah Salem'];

test('in Arabic: book a train for two passengers, and see both names at checkout, in the email and in My trips', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await adminToken(request);
  const email = `passengers-${Date.now()}@example.com`;
  await registerCustomer(page, 'Huda Salem', email, 'a-long-enough-pass');

  // The same place both ways is refused, worded in Arabic.
  await page.goto('/ar/custom-book');
  await page.getByRole('combobox', { name: ar('search.form.from') }).fill('Makkah');
  await page.getByRole('combobox', { name: ar('search.form.to') }).fill('Makkah');
  await page.getByLabel(ar('search.form.departDate')).fill(inDays(9));
  await page.getByRole('button', { name: ar('search.form.searchTrips') }).click();
  await expect(page.getByRole('alert')).toContainText(ar('errors.TRIP_SAME_PLACE'));
  await expect(page).toHaveURL(/\/ar\/custom-book$/);

  const search = new URLSearchParams({
    from: 'Makkah',
    to: 'Madinah',
    depart: inDays(9),
    trip: 'ONEWAY',
    pax: '2',
    modes: 'TRAIN',
  });
  await page.goto(`/ar/search/results?${search.toString()}`);
  const options = page.getByRole('list', { name: ar('search.results.options') }).getByRole('listitem');
  await expect(options.first()).toBeVisible();
  await options
    .first()
    .getByRole('button', { name: new RegExp(`^${ar('search.option.book').split(' ')[0]}`) })
    .first()
    .click();

  const dialog = page.getByRole('dialog');
  const names = dialog.getByRole('textbox', { name: ar('search.book.passenger.fullName') });
  await expect(names).toHaveCount(2);
  await names.nth(0).fill(PASSENGERS[0]);
  await names.nth(1).fill(PASSENGERS[1]);
  await dialog.getByRole('textbox', { name: ar('search.book.email') }).fill(email);
  await dialog.locator('input[name="acceptTerms"]').check();
  await snap(page, testInfo, 'trip-passengers-dialog-ar');
  // On a phone the two passengers' fields fit the dialog's width, right to left.
  await page.setViewportSize({ width: 390, height: 844 });
  await names.nth(1).scrollIntoViewIfNeeded();
  await expect(names.nth(1)).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog.screenshot({ path: testInfo.outputPath('trip-passengers-dialog-ar-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: ar('search.book.confirm') }).click();
  await dialog.getByRole('link', { name: ar('search.book.continueToPayment') }).click();

  // The checkout's summary (the confirmation shows the same) lists the journey and both passengers.
  await expect(page).toHaveURL(CHECKOUT_LINK);
  const summary = page.getByRole('complementary', { name: ar('checkout.summary.label') });
  const passengers = summary.getByRole('list', { name: ar('checkout.trip.passengers').replace('{count}', '2') });
  await expect(passengers.getByRole('listitem')).toHaveText(PASSENGERS);
  await expect(summary).toContainText(ar('checkout.trip.serviceClass'));
  await snap(page, testInfo, 'trip-passengers-checkout-ar');

  // My trips, in Arabic.
  await page.goto('/ar/my-trips');
  await expect(
    page.getByText(ar('myTrips.card.passengerNames').replace('{names}', PASSENGERS.join(', '))),
  ).toBeVisible();
  await snap(page, testInfo, 'trip-passengers-my-trips-ar');

  // The "booking received" email, in Arabic, names both.
  const admin = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await login(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin/);
  await admin.goto('/admin/emails?kind=booking-received');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Open/ }).click();
  const opened = admin.getByRole('dialog');
  await opened.getByText('Plain text').click();
  await expect(opened.locator('pre')).toContainText(PASSENGERS.join(', '));
  await expect(opened.locator('pre')).toContainText('المسافرون');
});
