import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';

import {
  acceptTerms,
  adminToken,
  bookingsAsAdmin,
  CHECKOUT_LINK,
  payWithDemoCard,
  snap,
  WORKER_WAIT,
} from './helpers.ts';

/** The checkout when something goes wrong: a declined card, a refusal, a paid booking, a re-price; and trips. */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each state looked at on a phone (390 px) and a laptop (1366 px). */
async function snapWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function bookFirstPricedPackage(page: Page, email: string) {
  await page.goto('/packages');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/book$/);
  await page.getByLabel('Full name').fill('Khadija Pilgrim');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0001');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(CHECKOUT_LINK);
  const [, bookingId, , token] = CHECKOUT_LINK.exec(page.url()) ?? [];
  const total = page
    .getByRole('complementary', { name: 'Order summary' })
    .getByRole('term')
    .filter({ hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]');
  return { bookingId, token, total: (await total.textContent()) ?? '' };
}

async function statusOf(request: APIRequestContext, email: string) {
  return (await bookingsAsAdmin(request)).find((b: { email: string }) => b.email === email)?.status;
}

test('a declined card, then a good one on the same page: success and PAID, no failure left on screen', async ({
  page,
  request,
}, testInfo) => {
  const email = `retry-${Date.now()}@example.com`;
  await bookFirstPricedPackage(page, email);
  await expect(page.getByText(/Demo mode/)).toBeVisible();
  await page.getByLabel('Expiry').pressSequentially('1229');
  await expect(page.getByLabel('Expiry')).toHaveValue('12/29');

  await payWithDemoCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect.poll(() => statusOf(request, email), WORKER_WAIT).toBe('FAILED');
  await snapWidths(page, testInfo, 'checkout-declined');

  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  await expect(page.getByText('Your card was declined.')).toHaveCount(0);
  await expect(page.getByText('Payment failed')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByLabel('Receipt')).toContainText('Amount paid');
  await expect(page.getByLabel('Receipt')).toContainText('Paid on');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Amount paid');
  await expect(summary).not.toContainText('nothing is charged until you pay');
  await expect.poll(() => statusOf(request, email), WORKER_WAIT).toBe('PAID');
  await snapWidths(page, testInfo, 'checkout-paid-after-decline');
});

test('manual checkout: a wrong amount is explained in words with the real one to pay; a paid booking shows its receipt', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = `manual-retry-${Date.now()}@example.com`;
  const { bookingId, token, total } = await bookFirstPricedPackage(page, email);

  const returning = await browser.newPage();
  const openManually = async (amount: string) => {
    await returning.goto('/checkout');
    await returning.getByLabel('Booking ID').fill(bookingId);
    await returning.getByLabel('Access code').fill(token);
    await returning.getByLabel('Amount to pay').fill(amount);
    await returning.getByRole('button', { name: 'Continue to payment' }).click();
  };
  await openManually('1');
  await expect(returning.getByText(`This booking’s amount due is ${total}`)).toBeVisible();
  await expect(returning.getByText(/That is what you pay here, not the .*1\.00 you entered\./)).toBeVisible();
  await expect(returning.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await snapWidths(returning, testInfo, 'checkout-wrong-amount');

  await payWithDemoCard(returning, '4242 4242 4242 4242');
  await expect(returning.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  await expect.poll(() => statusOf(request, email), WORKER_WAIT).toBe('PAID');

  // Re-opening a paid booking (here, or the first tab's reload) never offers a second payment.
  await openManually('1');
  await expect(returning.getByRole('heading', { name: 'This booking is already paid' })).toBeVisible();
  const receipt = returning.getByLabel('Receipt');
  await expect(receipt).toContainText(/Booking referenceRH-\w{4}-\w{2}/);
  await expect(receipt).toContainText(`Amount paid${total}`);
  await expect(receipt).toContainText('Paid on');
  await expect(returning.getByLabel('Card number')).toHaveCount(0);
  await expect(returning.getByText(/amount due is/)).toHaveCount(0);
  await snapWidths(returning, testInfo, 'checkout-already-paid');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This booking is already paid' })).toBeVisible();
  await returning.close();
});

test('the server refuses a payment for a price staff changed meanwhile: the page says so and takes the new amount', async ({
  page,
  request,
}, testInfo) => {
  const staff = { authorization: `Bearer ${await adminToken(request)}` };
  const booked = await request.post('/api/bookings', {
    data: {
      name: 'Bilal Quoted',
      email: `quoted-${Date.now()}@example.com`,
      phone: '+44 20 7946 0002',
      acceptTerms: true,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking, accessToken } = await booked.json();
  const quote = (amount: number) =>
    request.patch(`/api/bookings/${booking.id}/quote`, { headers: staff, data: { amount, currency: 'USD' } });
  expect((await quote(50_000)).status()).toBe(200);

  await page.goto(`/checkout?booking=${booking.id}&kind=PACKAGE#token=${accessToken}`);
  await expect(page.getByRole('button', { name: 'Pay $500.00' })).toBeVisible();
  expect((await quote(60_000)).status()).toBe(200);

  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('The amount due changed to $600.00')).toBeVisible();
  await expect(page.getByText(/Nothing was charged at the old amount \(\$500\.00\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $600.00' })).toBeVisible();
  await snapWidths(page, testInfo, 'checkout-repriced');

  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  await expect(page.getByLabel('Receipt')).toContainText('Amount paid$600.00');
});

test('a trip option booked from the search results reaches the checkout and gets paid', async ({ page }, testInfo) => {
  await page.goto('/custom-book');
  for (const [label, text] of [
    ['From', 'Makkah'],
    ['To', 'Madinah'],
  ]) {
    await page.getByRole('combobox', { name: label }).fill(text);
    await page
      .getByRole('option', { name: new RegExp(text) })
      .first()
      .click();
  }
  await page.getByLabel('Departure date').fill(inDays(12));
  await page.getByRole('button', { name: 'Search trips' }).click();
  await expect(page).toHaveURL(/\/search\/results\?from=/);
  const options = page.getByRole('list', { name: /Options/ }).getByRole('listitem');
  await options.first().getByRole('button', { name: /^Book/ }).first().click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Hamza Traveller');
  await dialog.getByLabel('Email').fill(`trip-pay-${Date.now()}@example.com`);
  await acceptTerms(page);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(dialog.getByText(/Booking reference RH-\w{4}-\w{2}/)).toBeVisible();
  await expect(dialog).not.toContainText(/email you|by email/i);
  await snapWidths(page, testInfo, 'trip-booked');
  await dialog.getByRole('link', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(CHECKOUT_LINK);
  expect(CHECKOUT_LINK.exec(page.url())?.[2]).toBe('TRIP');
  await expect(page.getByRole('timer')).toContainText(/Seats held for \d{2}:\d{2}/);
  await snapWidths(page, testInfo, 'trip-checkout');
  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  await expect(page.getByRole('timer')).toHaveCount(0);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Amount paid');
  await expect(summary).not.toContainText('Your seats are held');
  await snapWidths(page, testInfo, 'trip-paid');
});

test('the setup page states the password rule before anything is submitted', async ({ page }, testInfo) => {
  await page.goto('/setup');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/At least 8 characters\./);
  await snapWidths(page, testInfo, 'setup-password-rule');
});
