import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import {
  acceptTerms,
  ADMIN,
  adminToken,
  chooseDepartureForTwo,
  login,
  registerCustomer,
  snap,
  WORKER_WAIT,
} from './helpers.ts';

/**
 * Deposit and balance (issue 14, item 3): a customer books a departure asking a 20 % deposit for two travellers,
 * pays the deposit with the demo card, the receipt waits on the admin Emails page, and the balance paid from
 * My trips makes the booking PAID.
 */

const stamp = Date.now().toString(36).toUpperCase();
const NAME = `Umrah with Deposit ${stamp}`;
const DAY_MS = 24 * 3600_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A package asking 20 % at booking, the balance 45 days before its one departure (in 120 days), £1,800 a person. */
async function depositPackage(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/packages', {
    headers,
    data: {
      code: `DPT-${stamp}`,
      name: NAME,
      description: 'A group departure paid by deposit and balance.',
      price: 180_000,
      currency: 'GBP',
      nights: 10,
      depositPercent: 20,
      balanceDueDays: 45,
    },
  });
  expect(created.status()).toBe(201);
  const pkg = await created.json();
  expect(pkg).toMatchObject({ depositPercent: 20, balanceDueDays: 45 });
  const prices = await request.patch(`/api/packages/${pkg.id}/room-prices`, {
    headers,
    data: { prices: [{ roomType: 'DOUBLE', amount: 180_000 }] },
  });
  expect(prices.status()).toBe(200);
  const departure = await request.post(`/api/packages/${pkg.id}/departures`, {
    headers,
    data: { departDate: inDays(120), returnDate: inDays(130), seats: 10 },
  });
  expect(departure.status()).toBe(201);
  return { id: pkg.id as number, headers };
}

/** The demo card form (payWithDemoCard's, but the deposit's page has a second "Pay …" button: the full amount). */
async function payWithCard(page: Page) {
  await expect(page.getByText(/Demo mode/)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

async function openMyTrips(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.getByRole('link', { name: 'My trips' }).isVisible()))
    await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'My trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
}

test('book a departure with a deposit for two, pay the deposit, read its receipt, pay the balance from My trips', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const pkg = await depositPackage(request);
  const email = `deposit-${stamp.toLowerCase()}@example.com`;
  const due = longDay(inDays(75));

  await registerCustomer(page, 'Hafsa Traveller', email, 'hafsa-password');

  await chooseDepartureForTwo(page, pkg.id);
  await expect(page.getByText('Total £3,600.00')).toBeVisible();
  await page.getByLabel(/Full name/).fill('Hafsa Traveller');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('+44 20 7946 0017');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=(\d+)&kind=PACKAGE/);
  const bookingId = Number(new URL(page.url()).searchParams.get('booking'));

  // The checkout charges the deposit and says what is left and by when.
  const terms = page.getByLabel('Deposit and balance');
  await expect(terms).toContainText('Deposit due now£720.00');
  await expect(terms).toContainText(`Balance£2,880.00 due by ${due}`);
  await expect(page.getByRole('button', { name: 'Pay the full amount instead (£3,600.00)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay £720.00' })).toBeVisible();
  await snap(page, testInfo, 'checkout-deposit');
  await payWithCard(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('DEPOSIT_PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  const receipt = page.getByLabel('Receipt');
  await expect(receipt).toContainText('Deposit paid£720.00');
  await expect(receipt).toContainText(`Balance£2,880.00 due by ${due}`);
  await snap(page, testInfo, 'checkout-deposit-paid');

  // The receipt waits in the outbox; an admin reads it on the Emails page.
  const admin = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await login(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin/);
  await admin.goto('/admin/emails?kind=payment-receipt');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`Deposit received: GBP 720.00 for ${NAME}`);
  await row.getByRole('button', { name: /Open/ }).click();
  const dialog = admin.getByRole('dialog', { name: new RegExp(`^Deposit received: GBP 720.00 for ${NAME}`) });
  await dialog.getByText('Plain text').click();
  await expect(dialog.locator('pre')).toContainText(`Still to pay: GBP 2,880.00 by ${inDays(75)}`);
  await snap(admin, testInfo, 'emails-deposit-receipt');
  await admin.close();

  // The balance, from My trips.
  await openMyTrips(page);
  const trip = page.getByRole('article', { name: NAME });
  await expect(trip).toContainText('Deposit paid');
  await expect(trip).toContainText('Balance£2,880.00');
  await snap(page, testInfo, 'my-trips-deposit-paid');
  // The deposit's PDF receipt downloads from the card (issue 14, item 6).
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    trip.getByRole('button', { name: /^Deposit receipt \(PDF\)/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^receipt-RH-[A-Z0-9-]+-1\.pdf$/);
  await trip.getByRole('link', { name: /^Pay balance/ }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?booking=${bookingId}&kind=PACKAGE$`));
  await expect(page.getByLabel('Deposit and balance')).toContainText('Balance due now£2,880.00');
  await payWithCard(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  await expect(page.getByLabel('Receipt')).toContainText('£3,600.00');
  await snap(page, testInfo, 'checkout-balance-paid');

  // What the database holds, as staff read it.
  const checkout = await request.get(`/api/bookings/${bookingId}/checkout`, { headers: pkg.headers });
  expect(await checkout.json()).toMatchObject({ status: 'PAID', amountPaid: 360_000, balanceDue: 0, dueNow: null });
  await openMyTrips(page);
  await expect(page.getByRole('article', { name: NAME })).toContainText('Paid');
  await expect(page.getByRole('article', { name: NAME }).getByRole('link', { name: /^Pay/ })).toHaveCount(0);
});
