import { expect, type Page, test } from '@playwright/test';

import {
  acceptTerms,
  bookingsAsAdmin,
  CHECKOUT_LINK,
  expectNoSeriousA11yViolations,
  payWithDemoCard,
  snap,
  WORKER_WAIT,
} from './helpers.ts';

async function bookFirstPricedPackage(page: Page, email: string) {
  await page.goto('/packages');
  const card = page
    .getByRole('main')
    .getByRole('link', { name: /^Book / })
    .first();
  await card.click();
  await expect(page).toHaveURL(/\/book$/);
  await page.getByLabel('Full name').fill('Maryam Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(CHECKOUT_LINK);
  const [, bookingId, , token] = CHECKOUT_LINK.exec(page.url()) ?? [];
  return { bookingId, token };
}

test('home shows at most 6 package cards with formatted prices, and a package detail', async ({ page }, testInfo) => {
  await page.goto('/');
  const cards = page.locator('main').getByRole('link', { name: /^Book / });
  // The seed has 11 packages; home shows at most 6 of them.
  await expect(cards).toHaveCount(6);
  await expect(page.getByText(/(\$|£|€|(SAR|MYR)\s)\d{1,3}(,\d{3})*\.\d{2}/).first()).toBeVisible();
  await expect(page.getByText('5.0').first()).toBeVisible();
  await snap(page, testInfo, 'home');
  await expectNoSeriousA11yViolations(page, 'home');

  await page.goto('/packages');
  await page
    .getByRole('link', { name: /Essential Umrah/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Essential Umrah');
  await snap(page, testInfo, 'package-detail');
  await expectNoSeriousA11yViolations(page, 'package detail');
  await page.goto('/packages/999999');
  await expect(page.getByText('Not found.')).toBeVisible();
});

test('a visitor books, pays with the demo card and sees Payment Successful; the booking becomes PAID', async ({
  page,
  request,
}, testInfo) => {
  const email = `payer-${Date.now()}@example.com`;
  const { bookingId } = await bookFirstPricedPackage(page, email);
  const booked = (await bookingsAsAdmin(request)).find((b: { id: number }) => b.id === Number(bookingId));
  expect(booked.reference).toMatch(/^RH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(booked.reference);
  await snap(page, testInfo, 'checkout');
  await expectNoSeriousA11yViolations(page, 'checkout');
  // A reload keeps the booking open: the token stays in this tab.
  await page.reload();
  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  await snap(page, testInfo, 'payment-successful');
  await expectNoSeriousA11yViolations(page, 'payment successful');

  await expect
    .poll(async () => (await bookingsAsAdmin(request)).find((b: { email: string }) => b.email === email)?.status, {
      ...WORKER_WAIT,
    })
    .toBe('PAID');

  // Coming back to the link shows the receipt, never a second card form.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This booking is already paid' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('without the access token nobody else can open or pay the booking', async ({ page, browser }) => {
  const { bookingId } = await bookFirstPricedPackage(page, `owner-${Date.now()}@example.com`);
  const stranger = await browser.newPage();
  await stranger.goto(`/checkout?booking=${bookingId}&kind=PACKAGE`);
  await expect(
    stranger.getByText('We could not find this booking. Use the link from your booking confirmation.'),
  ).toBeVisible();
  await stranger.goto(`/checkout?booking=${bookingId}&kind=PACKAGE#token=not-the-token`);
  await expect(
    stranger.getByText('We could not find this booking. Use the link from your booking confirmation.'),
  ).toBeVisible();
  await expect(stranger.getByLabel('Card number')).toHaveCount(0);
  await stranger.close();
});

test('a declined demo card shows the failure and the booking stays unpaid', async ({ page, request }) => {
  const email = `declined-${Date.now()}@example.com`;
  await bookFirstPricedPackage(page, email);
  await payWithDemoCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'checkout, card declined');
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  await expect
    .poll(async () => (await bookingsAsAdmin(request)).find((b: { email: string }) => b.email === email)?.status, {
      ...WORKER_WAIT,
    })
    .toBe('FAILED');
});

test('manual checkout validates its fields and opens a booking with its reference and access code', async ({
  page,
  browser,
}) => {
  await page.goto('/checkout');
  await page
    .getByRole('button', { name: /Continue|Pay|Start/ })
    .first()
    .click();
  await expect(page.getByText('bookingId and amount are required')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'manual checkout with its errors');

  const { bookingId, token } = await bookFirstPricedPackage(page, `manual-${Date.now()}@example.com`);
  const amount =
    (await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('term')
      .filter({ hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '';
  const returning = await browser.newPage();
  await returning.goto('/checkout');
  await returning.getByLabel('Booking ID').fill(bookingId);
  await returning.getByLabel('Amount to pay').fill(amount.split(' ')[0].replace(/,/g, ''));
  await returning.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(returning.getByText('Enter the access code from your booking confirmation.')).toBeVisible();
  await returning.getByLabel('Access code').fill(token);
  await returning.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(returning.getByText(/Demo mode/)).toBeVisible();
  await returning.close();
});
