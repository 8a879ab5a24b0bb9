import { expect, test, type Page } from '@playwright/test';
import { bookingsAsAdmin, snap } from './helpers.ts';

async function bookFirstPricedPackage(page: Page, email: string) {
  await page.goto('/packages');
  const card = page.getByRole('main').getByRole('link', { name: /^Book / }).first();
  await card.click();
  await expect(page).toHaveURL(/\/book$/);
  await page.getByLabel('Full name').fill('Maryam Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function payWithCard(page: Page, number: string) {
  await expect(page.getByText(/Demo mode/)).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('home shows at most 6 package cards with formatted prices, and a package detail', async ({ page }, testInfo) => {
  await page.goto('/');
  const cards = page.locator('main').getByRole('link', { name: /^Book / });
  // The seed has 11 packages; home shows at most 6 of them.
  await expect(cards).toHaveCount(6);
  await expect(page.getByText(/\d[\d,]*\.\d{2} (USD|GBP|EUR|SAR|MYR)/).first()).toBeVisible();
  await expect(page.getByText('5.0').first()).toBeVisible();
  await snap(page, testInfo, 'home');

  await page.goto('/packages');
  await page.getByRole('link', { name: /Essential Umrah/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Essential Umrah');
  await snap(page, testInfo, 'package-detail');
  await page.goto('/packages/999999');
  await expect(page.getByText('Not found.')).toBeVisible();
});

test('a visitor books, pays with the demo card and sees Payment Successful; the booking becomes PAID', async ({ page, request }, testInfo) => {
  const email = `payer-${Date.now()}@example.com`;
  await bookFirstPricedPackage(page, email);
  await snap(page, testInfo, 'checkout');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible({ timeout: 20_000 });
  await snap(page, testInfo, 'payment-successful');

  await expect
    .poll(async () => (await bookingsAsAdmin(request)).find((b: { email: string }) => b.email === email)?.status, { timeout: 15_000 })
    .toBe('PAID');
});

test('a declined demo card shows the failure and the booking stays unpaid', async ({ page, request }) => {
  const email = `declined-${Date.now()}@example.com`;
  await bookFirstPricedPackage(page, email);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  await expect
    .poll(async () => (await bookingsAsAdmin(request)).find((b: { email: string }) => b.email === email)?.status, { timeout: 15_000 })
    .toBe('FAILED');
});

test('manual checkout validates its fields', async ({ page }) => {
  await page.goto('/checkout');
  await page.getByRole('button', { name: /Continue|Pay|Start/ }).first().click();
  await expect(page.getByText('bookingId and amount are required')).toBeVisible();
});
