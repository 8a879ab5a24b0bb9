import { expect, type Page, test } from '@playwright/test';

import { ADMIN, adminToken, CHECKOUT_LINK, login, payWithDemoCard, snap } from './helpers.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pickLocation(page: Page, label: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('search from home: flights LHR -> JED, class filter, book an option, pay for it at checkout; staff see it paid', async ({
  page,
  request,
}, testInfo) => {
  const email = `traveller-${Date.now()}@example.com`;
  await page.goto('/');
  await pickLocation(page, 'From', 'LHR', /LHR/);
  await pickLocation(page, 'To', 'JED', /JED/);
  await page.getByRole('main').getByLabel(/^Date/).fill(inDays(8));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/results\?from=/);

  await expect(page.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
  const options = page.getByRole('list', { name: 'Options' }).getByRole('listitem');
  await expect(options.first()).toBeVisible();
  await page.getByRole('group', { name: 'Class' }).getByText('Business', { exact: true }).click();
  await expect(options.first()).toContainText('Business');
  await snap(page, testInfo, 'trip-results');

  await options.first().getByRole('button', { name: 'Book' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Yusuf Traveller');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(dialog.getByText(/Booking reference #\d+/)).toBeVisible();
  await expect(dialog.getByText('Your seats are held while you pay', { exact: false })).toBeVisible();
  await dialog.getByRole('link', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(CHECKOUT_LINK);
  expect(CHECKOUT_LINK.exec(page.url())?.[2]).toBe('TRIP');
  await expect(page.getByRole('timer')).toContainText(/Seats held for \d{2}:\d{2}/);
  await snap(page, testInfo, 'trip-checkout');
  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible({ timeout: 20_000 });

  await adminToken(request);
  await login(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Custom Bookings' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('London');
  await expect(row.getByText(/^paid$/i)).toBeVisible();
});

test('search from /custom-book: validation, a round trip by train between the holy cities, tabs follow the modes', async ({
  page,
}) => {
  await page.goto('/custom-book');
  await page.getByRole('button', { name: 'Search trips' }).click();
  await expect(page.getByText('Please fill origin, destination and departure date.')).toBeVisible();

  await pickLocation(page, 'From', 'Makkah', /Makkah/);
  await pickLocation(page, 'To', 'Madinah', /Madinah/);
  await page.getByLabel('Departure date').fill(inDays(10));
  await page.getByRole('radio', { name: 'Round trip' }).check();
  await page.getByLabel('Return date (round trip)').fill(inDays(14));
  await page.getByRole('checkbox', { name: 'Flights' }).uncheck();
  await page.getByRole('checkbox', { name: 'Ferry' }).uncheck();
  await page.getByRole('button', { name: 'Search trips' }).click();

  await expect(page).toHaveURL(/\/search\/results\?from=.*&trip=ROUNDTRIP&return=.*&modes=BUS%2CTRAIN$/);
  await expect(page.getByRole('tab', { name: 'Flights' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Train' }).click();
  await expect(page.getByRole('list', { name: 'Outbound options' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Return options' }).getByRole('listitem').first()).toBeVisible();

  // The search lives in the address: a reload (or a shared link) shows the same round trip.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Flights' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Train' }).click();
  await expect(page.getByRole('list', { name: 'Return options' }).getByRole('listitem').first()).toBeVisible();
});

test('the results page without a search says where to start', async ({ page }) => {
  await page.goto('/search/results');
  await expect(page.getByText('Start from Home search.')).toBeVisible();
});
