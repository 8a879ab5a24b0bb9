import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import {
  acceptTerms,
  ADMIN,
  adminToken,
  createUser,
  login,
  openBackOfficeSection,
  payWithDemoCard,
  snap,
  WORKER_WAIT,
} from './helpers.ts';

/**
 * A paid booking of a departure -> the customer asks to cancel from My trips and sees the refund the policy gives
 * -> staff approve it with a full refund (above the policy) from the admin bookings table -> REFUNDED on screen and in the database, the seats back.
 */

const stamp = Date.now().toString(36).toUpperCase();
const NAME = `Umrah with a Policy ${stamp}`;
const CUSTOMER = { email: `cancel-${stamp.toLowerCase()}@example.com`, password: 'cancel-password-1' };
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);

async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

async function openMyTrips(page: Page) {
  await page.goto('/my-trips');
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
}

test('a customer asks to cancel a paid trip, staff refund it, and its seats go back on sale', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A package of one departure 45 days away (6 seats, double rooms at £1,800.00 per person) and its policy.
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/packages', {
    headers,
    data: { code: `CXL-${stamp}`, name: NAME, description: 'Refundable.', price: 150_000, currency: 'GBP', nights: 10 },
  });
  expect(created.status()).toBe(201);
  const packageId = (await created.json()).id as number;
  const priced = await request.patch(`/api/packages/${packageId}/room-prices`, {
    headers,
    data: { prices: [{ roomType: 'DOUBLE', amount: 180_000 }] },
  });
  expect(priced.status()).toBe(200);
  const departure = await request.post(`/api/packages/${packageId}/departures`, {
    headers,
    data: { departDate: inDays(45), returnDate: inDays(55), seats: 6 },
  });
  expect(departure.status()).toBe(201);
  const departureId = (await departure.json()).id as number;
  const rules = [
    { daysBefore: 60, refundPercent: 90 },
    { daysBefore: 30, refundPercent: 50 },
    { daysBefore: 7, refundPercent: 10 },
  ];
  const policy = await request.patch(`/api/packages/${packageId}/cancellation-policy`, { headers, data: { rules } });
  expect(policy.status()).toBe(200);
  await createUser(request, 'USER', CUSTOMER.email, CUSTOMER.password);

  // The customer reads the policy on the package page, books two seats and pays by demo card.
  await login(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/packages/${packageId}`);
  const policySection = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(policySection).toContainText('Cancel 60+ days before departure: 90 % refunded');
  await expect(policySection).toContainText('Cancel less than 7 days before departure: no refund.');
  await snap(page, testInfo, 'package-cancellation-policy');
  await page
    .getByRole('region', { name: 'Departures' })
    .getByRole('link', { name: /Book this departure/ })
    .click();
  await page.getByRole('combobox', { name: /^Room/ }).selectOption('DOUBLE');
  await page.getByRole('combobox', { name: /^Travellers/ }).selectOption('2');
  await page.getByLabel(/Full name/).fill('Khadija Rahman');
  await page.getByLabel(/^Email/).fill(CUSTOMER.email);
  await page.getByLabel(/^Phone/).fill('+44 20 7946 0018');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE/);
  const bookingId = Number(new URL(page.url()).searchParams.get('booking'));
  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  const seats = () =>
    withDb(async (db) => (await db.query('SELECT "seatsTaken" FROM "Departure" WHERE id = $1', [departureId])).rows[0]);
  expect(await seats()).toEqual({ seatsTaken: 2 });
  const reference = await withDb(
    async (db) => (await db.query('SELECT reference FROM "Booking" WHERE id = $1', [bookingId])).rows[0].reference,
  );

  // My trips: Cancel booking shows what the policy refunds 45 days before departure (50 % of £3,600.00).
  await openMyTrips(page);
  const card = page.getByRole('article', { name: NAME });
  await expect(card).toContainText('Paid');
  await card.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}` });
  await expect(dialog.getByTestId('cancellation-refund')).toHaveText(
    'If you cancel today you are refunded £1,800.00 (50 % of the £3,600.00 you paid).',
  );
  await expect(dialog).toContainText('Cancel 30+ days before departure: 50 % refunded');
  await dialog.getByLabel(/Why are you cancelling/).fill('A family wedding moved to our travel dates.');
  await snap(page, testInfo, 'my-trips-cancel-preview');
  await dialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(page.getByText(`We received your cancellation request for ${reference}.`)).toBeVisible();
  await snap(page, testInfo, 'my-trips-cancel-requested');

  // Staff see the request on the bookings table and refund everything that was paid.
  const staff = await browser.newPage();
  await login(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/\/admin/);
  // The policy as staff edit it on the package card.
  await openBackOfficeSection(staff, 'Packages');
  const packageCard = staff.getByRole('article').filter({ hasText: `CXL-${stamp}` });
  await packageCard.getByRole('button', { name: `Cancellation policy of ${NAME}` }).click();
  const policyDialog = staff.getByRole('dialog', { name: `Cancellation policy of ${NAME}` });
  await expect(policyDialog.getByLabel('Rule 1: days before')).toHaveValue('60');
  await expect(policyDialog).toContainText(
    'Customers read: Cancel 60+ days before departure: 90 % refunded; Cancel 30+ days before departure: 50 % refunded; Cancel 7+ days before departure: 10 % refunded.',
  );
  await snap(staff, testInfo, 'admin-cancellation-policy');
  await policyDialog.getByRole('button', { name: 'Cancel' }).click();
  await staff.goto('/admin/bookings');
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Cancellation requested');
  // One settlement (decision 0049): approving the request offers the policy's £1,800.00; everything paid is a
  // refund above the policy, so it takes the override and its reason.
  await row.getByRole('button', { name: `Approve cancellation of ${reference}` }).click();
  const refund = staff.getByRole('dialog', { name: `Approve cancellation of ${reference}` });
  await expect(refund.getByLabel(/^Refund \(/)).toHaveValue('1800.00');
  await refund.getByRole('checkbox', { name: /Refund above the policy/ }).check();
  await refund.getByLabel(/^Why above the policy/).fill('Goodwill: full refund agreed with the customer.');
  await refund.getByLabel(/^Refund \(/).fill('3600');
  await refund.getByRole('button', { name: 'Continue' }).click();
  await expect(refund).toContainText('£1,800.00 of it is above the policy');
  await snap(staff, testInfo, 'admin-refund-confirm');
  await refund.getByRole('button', { name: 'Approve cancellation and refund £3,600.00' }).click();
  await expect(
    staff.getByText(`Booking ${reference} cancelled; a refund of £3,600.00 was sent to the payment provider.`),
  ).toBeVisible();

  // The provider's charge.refunded reaches the worker: REFUNDED on screen, in the database, and the seats are back.
  const status = () =>
    withDb(async (db) => (await db.query('SELECT status FROM "Booking" WHERE id = $1', [bookingId])).rows[0].status);
  await expect.poll(status, WORKER_WAIT).toBe('REFUNDED');
  await staff.reload();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toContainText('Refunded');
  await expect(staff.getByRole('row').filter({ hasText: reference })).not.toContainText('Cancellation requested');
  await snap(staff, testInfo, 'admin-booking-refunded');
  const stored = await withDb(
    async (db) =>
      (
        await db.query(
          `SELECT b.status, p."refundedAmount", r.status AS "refundStatus", r.amount
           FROM "Booking" b JOIN "Payment" p ON p."bookingId" = b.id JOIN "Refund" r ON r."bookingId" = b.id
           WHERE b.id = $1`,
          [bookingId],
        )
      ).rows,
  );
  expect(stored).toEqual([{ status: 'REFUNDED', refundedAmount: 360_000, refundStatus: 'SUCCEEDED', amount: 360_000 }]);
  expect(await seats()).toEqual({ seatsTaken: 0 });

  await openMyTrips(page);
  await expect(page.getByRole('article', { name: NAME })).toContainText('Refunded');
  await expect(page.getByRole('article', { name: NAME }).getByRole('button', { name: /^Cancel booking/ })).toHaveCount(
    0,
  );
  await snap(page, testInfo, 'my-trips-refunded');
  await staff.close();
});
