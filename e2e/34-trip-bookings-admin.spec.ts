import { expect, test } from '@playwright/test';

import {
  acceptTerms,
  CHECKOUT_LINK,
  createUser,
  expectNoHorizontalOverflow,
  login,
  payWithDemoCard,
  snap,
  WORKER_WAIT,
} from './helpers.ts';

/*
 * Issue #32: a visitor books a train for two passengers and pays; staff find the booking in the admin Trip Bookings
 * list by the second passenger's name, see what it paid, and open its page: the passengers, the payment, the amount.
 * At 1366 px (a laptop) the list is a table; at 390 px (a phone) each booking is a card.
 */

test.describe.configure({ timeout: 180_000 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a paid trip for two is found by a passenger’s name and opened by staff', async ({ page, request }, testInfo) => {
  const stamp = Date.now();
  const email = `trip-admin-${stamp}@example.com`;
  const passengers = ['Maryam Idris Haddad', `Zayd Idris ${stamp}`];

  const search = new URLSearchParams({
    from: 'Makkah',
    to: 'Madinah',
    depart: inDays(11),
    trip: 'ONEWAY',
    pax: '2',
    modes: 'TRAIN',
  });
  await page.goto(`/search/results?${search.toString()}`);
  const options = page.getByRole('list', { name: 'Options' }).getByRole('listitem');
  await expect(options.first()).toBeVisible();
  await options.first().getByRole('button', { name: /^Book/ }).first().click();
  const dialog = page.getByRole('dialog');
  const names = dialog.getByRole('textbox', { name: 'Full name as on the passport' });
  await expect(names).toHaveCount(2);
  await names.nth(0).fill(passengers[0]);
  await names.nth(1).fill(passengers[1]);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await acceptTerms(page);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await dialog.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(CHECKOUT_LINK);
  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);

  // Staff search the list by the second passenger's name.
  const staff = await createUser(request, 'STAFF', `trip-staff-${stamp}@rihla.test`);
  await page.context().clearCookies();
  await login(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('link', { name: 'Trip Bookings' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Idris ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=Idris\\+${stamp}`));
  const rows = page.getByRole('table', { name: 'Trip bookings' }).getByRole('row');
  // The header and the one booking.
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText(email);
  await expect(row.getByText(/^paid$/i)).toBeVisible();
  const amount = (await row.getByRole('cell').nth(5).innerText()).trim();
  // Net over total, both the whole price: SAR 123.00 / SAR 123.00.
  expect(amount).toMatch(/^(SAR\s[\d,.]+) \/ \1$/);
  await expectNoHorizontalOverflow(page, 'trip bookings at 1366');
  await snap(page, testInfo, 'trip-bookings-1366');

  // The link with its filters is shareable: reloaded, the same one row.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`Idris ${stamp}`);
  await expect(rows).toHaveCount(2);

  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/trip-bookings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Trip booking RH-/ })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Makkah');
  await expect(summary).toContainText('Madinah');
  await expect(summary.getByLabel('Amounts')).toContainText(amount.split(' / ')[0]);
  const passengerTable = page.getByRole('table', { name: 'Passengers' });
  await expect(passengerTable).toContainText(passengers[0]);
  await expect(passengerTable).toContainText(passengers[1]);
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments).toContainText('Full payment');
  await expect(payments).toContainText(amount.split(' / ')[0]);
  await expect(page.getByRole('table', { name: 'Emails sent' })).not.toContainText('No emails for this booking.');
  await expectNoHorizontalOverflow(page, 'trip booking detail at 1366');
  await snap(page, testInfo, 'trip-booking-detail-1366');

  // On a phone: the detail fits, and the list is one card per booking.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, 'trip booking detail at 390');
  await snap(page, testInfo, 'trip-booking-detail-390');
  await page.getByRole('link', { name: '← All trip bookings' }).click();
  const cards = page.getByRole('list', { name: 'Trip bookings' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(amount);
  await expectNoHorizontalOverflow(page, 'trip bookings at 390');
  await snap(page, testInfo, 'trip-bookings-390');
});
