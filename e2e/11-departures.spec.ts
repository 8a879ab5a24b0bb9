import { type APIRequestContext, expect, test } from '@playwright/test';

import { acceptTerms, ADMIN, adminToken, login, openBackOfficeSection, snap } from './helpers.ts';

const stamp = Date.now().toString(36).toUpperCase();
const CODE = `DEP-${stamp}`;
const NAME = `Umrah by Departure ${stamp}`;

test.describe.configure({ mode: 'serial' });

let packageId: number;
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);
const DATES = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(inDays(45)));

/** A package sold by departure: one departure of 6 seats, double and quad rooms priced per person. */
async function packageWithDeparture(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/packages', {
    headers,
    data: {
      code: CODE,
      name: NAME,
      description: 'Fixed group departure.',
      price: 150_000,
      currency: 'GBP',
      nights: 10,
    },
  });
  expect(created.status()).toBe(201);
  const pkg = await created.json();
  const prices = await request.patch(`/api/packages/${pkg.id}/room-prices`, {
    headers,
    data: {
      prices: [
        { roomType: 'DOUBLE', amount: 180_000 },
        { roomType: 'QUAD', amount: 140_000 },
      ],
    },
  });
  expect(prices.status()).toBe(200);
  const departure = await request.post(`/api/packages/${pkg.id}/departures`, {
    headers,
    data: { departDate: inDays(45), returnDate: inDays(55), seats: 6 },
  });
  expect(departure.status()).toBe(201);
  return pkg.id as number;
}

test('a visitor books a departure for 2 travellers in a double room and the seats left drop', async ({
  page,
  request,
}, testInfo) => {
  packageId = await packageWithDeparture(request);
  await page.goto(`/packages/${packageId}`);
  const departures = page.getByRole('region', { name: 'Departures' });
  const departure = departures.getByRole('listitem').filter({ hasText: DATES });
  await expect(departure).toContainText('6 seats left');
  await expect(departure).toContainText('Double (2 share)£1,800.00');
  await snap(page, testInfo, 'package-departures');

  await departure.getByRole('link', { name: /Book this departure/ }).click();
  await expect(page.getByRole('combobox', { name: /^Departure/ })).toHaveValue(/\d+/);
  await page.getByRole('combobox', { name: /^Room/ }).selectOption('DOUBLE');
  await page.getByRole('combobox', { name: /^Travellers/ }).selectOption('2');
  await expect(page.getByText('Total £3,600.00')).toBeVisible();
  await page.getByLabel(/Full name/).fill('Maryam Siddiqui');
  await page.getByLabel(/^Email/).fill(`departure-${stamp.toLowerCase()}@example.com`);
  await page.getByLabel(/^Phone/).fill('+44 20 7946 0000');
  await snap(page, testInfo, 'book-departure');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE/);
  await expect(page.getByText('£3,600.00').first()).toBeVisible();

  await page.goto(`/packages/${packageId}`);
  await expect(page.getByRole('region', { name: 'Departures' }).getByRole('listitem')).toContainText('4 seats left');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, testInfo, 'package-departures-390');
  await departures.getByRole('link', { name: /Book this departure/ }).click();
  await page.getByRole('combobox', { name: /^Room/ }).selectOption('QUAD');
  await snap(page, testInfo, 'book-departure-390');
});

test('staff close a departure and the package page shows it CLOSED', async ({ page, browser }, testInfo) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await openBackOfficeSection(page, 'Packages');
  const card = page.getByRole('article').filter({ hasText: CODE });
  await card.getByRole('button', { name: `Departures of ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Departures of ${NAME}` });
  const row = dialog.getByRole('row').filter({ hasText: DATES });
  await expect(row).toContainText('2 of 6');

  await row.getByLabel(/^Seats/).fill('1');
  await row.getByRole('button', { name: /^Save seats/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Seats cannot go below the 2 already taken.');

  // Stopping sales is no "Close" beside the dialog's own close: it asks first, saying what happens.
  await expect(row.getByRole('button', { name: /^Close/ })).toHaveCount(0);
  await row.getByRole('button', { name: /^Stop sales/ }).click();
  const day = DATES.split(' – ')[0];
  const question = page.getByRole('alertdialog', { name: `Stop sales for the departure of ${day}?` });
  await expect(question).toContainText('Visitors can no longer book this departure');
  await expect(question).toContainText('The 2 seats already taken stay with their bookings');
  await page.setViewportSize({ width: 1366, height: 768 });
  await snap(page, testInfo, 'admin-departures-stop-sales');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('admin-departures-stop-sales-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  // Keeping on selling changes nothing; then stop for real.
  await question.getByRole('button', { name: 'Keep selling' }).click();
  await expect(question).toBeHidden();
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: /^Stop sales/ }).click();
  await question.getByRole('button', { name: 'Stop sales' }).click();
  await expect(question).toBeHidden();
  await expect(row).toContainText('Closed');
  await snap(page, testInfo, 'admin-departures');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('admin-departures-390.png') });

  const visitor = await browser.newPage();
  await visitor.goto(`/packages/${packageId}`);
  const departure = visitor.getByRole('region', { name: 'Departures' }).getByRole('listitem');
  await expect(departure).toContainText('Closed');
  await expect(departure.getByRole('link')).toHaveCount(0);

  // Reopening asks too, and the departure sells again.
  await row.getByRole('button', { name: /^Reopen sales/ }).click();
  const reopen = page.getByRole('alertdialog', { name: `Reopen sales for the departure of ${day}?` });
  await expect(reopen).toContainText('Visitors can book it again: 4 of its 6 seats are free.');
  await reopen.getByRole('button', { name: 'Reopen sales' }).click();
  await expect(row).toContainText('Open');
  await visitor.reload();
  await expect(departure).toContainText('4 seats left');
  await visitor.close();
});
