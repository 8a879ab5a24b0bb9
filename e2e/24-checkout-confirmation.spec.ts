import { expect, test } from '@playwright/test';

import { acceptTerms, chooseDepartureForTwo, packageWithDeparture, payWithDemoCard, snap } from './helpers.ts';

/**
 * Issue #31: a guest books a departure for two, sees what they booked in the summary, pays, lands on the focused
 * success heading, creates an account from the confirmation (with the booking's email) and finds the booking in
 * My trips, welcomed by name.
 */

const stamp = Date.now().toString(36).toUpperCase();
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shown = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

test('a guest pays, sees the summary and the focused success heading, then an account adopts the booking', async ({
  page,
  request,
}, testInfo) => {
  const { pkg, departure } = await packageWithDeparture(request, {
    code: `CNF-${stamp}`,
    name: `Umrah confirmation ${stamp}`,
  });

  // A guest: nobody is signed in.
  const email = `guest-${stamp.toLowerCase()}@example.com`;
  await chooseDepartureForTwo(page, pkg.id);
  await page.getByLabel(/Full name/).fill('Maryam Guest');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('+44 20 7946 0000');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE/);
  const bookingId = Number(new URL(page.url()).searchParams.get('booking'));

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`Departure${shown(departure.departDate)} – ${shown(departure.returnDate)}`);
  await expect(summary).toContainText('RoomDouble (2 share)');
  await expect(summary).toContainText('Travellers2 travellers');
  await snap(page, testInfo, 'checkout-summary');

  await payWithDemoCard(page, '4242 4242 4242 4242');
  const success = page.getByRole('heading', { name: 'Payment Successful' });
  await expect(success).toBeFocused();
  await expect(success).toBeInViewport();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible({ timeout: 20_000 });
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: 'Receipt (PDF)' })).toBeVisible();
  await expect(payment.getByRole('link', { name: 'My trips' })).toBeVisible();
  const offer = page.getByRole('region', { name: 'Keep this booking in an account' });
  await expect(offer).toBeVisible();
  await snap(page, testInfo, 'confirmation-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, testInfo, 'confirmation-390');

  // The receipt downloads with the page's token (no account yet).
  const download = page.waitForEvent('download');
  await payment.getByRole('button', { name: 'Receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The same confirmation in Arabic, as a reload shows it (the tab keeps the token).
  await page.goto(`/ar/checkout?booking=${bookingId}&kind=PACKAGE`);
  await expect(page.getByRole('region', { name: 'احفظ هذا الحجز في حساب' })).toBeVisible();
  await snap(page, testInfo, 'confirmation-ar-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await snap(page, testInfo, 'confirmation-ar-1366');

  await page.goto(`/checkout?booking=${bookingId}&kind=PACKAGE`);
  await page
    .getByRole('region', { name: 'Keep this booking in an account' })
    .getByRole('link', { name: 'Create an account' })
    .click();
  await expect(page).toHaveURL(/\/register\?next=%2Fmy-trips&adopt=PACKAGE-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Your booking joins your new account')).toBeVisible();
  await page.getByLabel('Name').fill('Maryam Guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('maryam-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/my-trips$/);
  await expect(page.getByText('Welcome to Rihla, Maryam Guest')).toBeVisible();
  await expect(page.getByRole('article', { name: pkg.name })).toBeVisible();
  await snap(page, testInfo, 'my-trips-welcome');
});
