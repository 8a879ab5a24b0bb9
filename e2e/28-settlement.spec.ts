import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { acceptTerms, ADMIN, adminToken, createUser, login, payWithDemoCard, WORKER_WAIT } from './helpers.ts';

/**
 * One settlement flow per booking (issue #32 item 1, decision 0049), on the case: USD 7,800.00 paid, the
 * customer asks to cancel 90 days before departure, the policy refunds 90 %. Staff approve the request with its
 * policy refund (USD 7,020.00) in one step; the worker confirms it; then a further refund past the policy is
 * refused without an override, in the dialog and by the API.
 */

const stamp = Date.now().toString(36).toUpperCase();
const NAME = `Umrah Settlement ${stamp}`;
const CUSTOMER = { email: `settle-${stamp.toLowerCase()}@example.com`, password: 'settle-password-1' };
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

/** A USD 3,900.00-per-person package, one departure 90 days away, 60+ days before it: 90 % refunded. */
async function refundablePackage(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/packages', {
    headers,
    data: { code: `STL-${stamp}`, name: NAME, description: 'Refundable.', price: 390_000, currency: 'USD', nights: 10 },
  });
  expect(created.status()).toBe(201);
  const packageId = (await created.json()).id as number;
  const priced = await request.patch(`/api/packages/${packageId}/room-prices`, {
    headers,
    data: { prices: [{ roomType: 'DOUBLE', amount: 390_000 }] },
  });
  expect(priced.status()).toBe(200);
  const departure = await request.post(`/api/packages/${packageId}/departures`, {
    headers,
    data: { departDate: inDays(90), returnDate: inDays(100), seats: 6 },
  });
  expect(departure.status()).toBe(201);
  const rules = [
    { daysBefore: 60, refundPercent: 90 },
    { daysBefore: 30, refundPercent: 50 },
  ];
  const policy = await request.patch(`/api/packages/${packageId}/cancellation-policy`, { headers, data: { rules } });
  expect(policy.status()).toBe(200);
  return packageId;
}

/** The dialog as staff see it on a 1366 px laptop and a 390 px phone (the screen, not the whole page behind it). */
async function snapAt(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
}

test('staff approve a cancellation with its policy refund in one step; a refund past the policy is refused', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const packageId = await refundablePackage(request, headers);
  await createUser(request, 'USER', CUSTOMER.email, CUSTOMER.password);

  // The customer books two seats in a double room (USD 7,800.00) and pays by demo card.
  await login(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/packages/${packageId}`);
  await page
    .getByRole('region', { name: 'Departures' })
    .getByRole('link', { name: /Book this departure/ })
    .click();
  await page.getByRole('combobox', { name: /^Room/ }).selectOption('DOUBLE');
  await page.getByRole('combobox', { name: /^Travellers/ }).selectOption('2');
  await page.getByLabel(/Full name/).fill('Khadija Rahman');
  await page.getByLabel(/^Email/).fill(CUSTOMER.email);
  await page.getByLabel(/^Phone/).fill('+44 20 7946 0028');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE/);
  const bookingId = Number(new URL(page.url()).searchParams.get('booking'));
  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  const reference = await withDb(
    async (db) => (await db.query('SELECT reference FROM "Booking" WHERE id = $1', [bookingId])).rows[0].reference,
  );

  // My trips: the customer asks to cancel; the policy gives 90 % of what they paid.
  await page.goto('/my-trips');
  const card = page.getByRole('article', { name: NAME });
  await card.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  const ask = page.getByRole('dialog', { name: `Cancel booking ${reference}` });
  await expect(ask.getByTestId('cancellation-refund')).toHaveText(
    'If you cancel today you are refunded $7,020.00 (90 % of the $7,800.00 you paid).',
  );
  await ask.getByLabel(/Why are you cancelling/).fill('Our visas were refused.');
  await ask.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(page.getByText(`We received your cancellation request for ${reference}.`)).toBeVisible();

  // Staff: one action approves the request with the policy refund, the figures computed once from what was paid.
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await login(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/\/admin/);
  await staff.goto('/admin/bookings');
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Cancellation requested');
  await expect(row.getByRole('button', { name: `Refund booking ${reference}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Approve cancellation of ${reference}` }).click();
  const approve = staff.getByRole('dialog', { name: `Approve cancellation of ${reference}` });
  const figures = approve.getByLabel('Money');
  await expect(figures).toContainText('Paid$7,800.00');
  await expect(figures).toContainText('Already refunded$0.00');
  await expect(figures).toContainText(/Policy\$7,020\.00: 90 % of the \$7,800\.00 paid \(90 days before departure/);
  await expect(figures).toContainText('Policy left to refund$7,020.00');
  await expect(approve).toContainText('“Our visas were refused.”');
  await expect(approve.getByLabel(/^Refund \(/)).toHaveValue('7020.00');
  await expect(approve.getByRole('status')).toHaveText(
    'This action adds $7,020.00; total refunded becomes $7,020.00 of $7,800.00 paid.',
  );
  await snapAt(staff, testInfo, 'settlement-approve');
  await approve.getByRole('button', { name: 'Continue' }).click();
  await expect(approve).toContainText('Total refunded becomes $7,020.00 of $7,800.00 paid.');
  await approve.getByRole('button', { name: 'Approve cancellation and refund $7,020.00' }).click();
  await expect(
    staff.getByText(`Booking ${reference} cancelled; a refund of $7,020.00 was sent to the payment provider.`),
  ).toBeVisible();

  // The provider's charge.refunded reaches the worker: partly refunded, one refund of 7,020.00, cancelled.
  const status = () =>
    withDb(async (db) => (await db.query('SELECT status FROM "Booking" WHERE id = $1', [bookingId])).rows[0].status);
  await expect.poll(status, WORKER_WAIT).toBe('PARTIALLY_REFUNDED');
  await staff.reload();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toContainText('Partly refunded');
  const stored = await withDb(
    async (db) =>
      (
        await db.query(
          `SELECT b.status, b."cancelledAt" IS NOT NULL AS cancelled, r.amount, r.status AS "refundStatus"
           FROM "Booking" b JOIN "Refund" r ON r."bookingId" = b.id WHERE b.id = $1`,
          [bookingId],
        )
      ).rows,
  );
  expect(stored).toEqual([
    { status: 'PARTIALLY_REFUNDED', cancelled: true, amount: 702_000, refundStatus: 'SUCCEEDED' },
  ]);

  // A further refund: the dialog shows the policy used up and refuses more without the override.
  const after = staff.getByRole('row').filter({ hasText: reference });
  await expect(after).not.toContainText('Cancellation requested');
  await after.getByRole('button', { name: `Refund booking ${reference}` }).click();
  const more = staff.getByRole('dialog', { name: `Refund booking ${reference}` });
  await expect(more.getByLabel('Money')).toContainText('Already refunded$7,020.00');
  await expect(more.getByLabel('Money')).toContainText('Policy left to refund$0.00');
  await expect(more.getByLabel(/^Refund \(/)).toHaveValue('0.00');
  await more.getByLabel(/^Refund \(/).fill('100');
  await more.getByLabel(/^Reason for the refund/).fill('Goodwill');
  await more.getByRole('button', { name: 'Continue' }).click();
  await expect(more.getByRole('alert')).toHaveText(
    'The policy has $0.00 left to refund. To refund more, tick “Refund above the policy” and say why.',
  );
  await more.getByRole('checkbox', { name: /Refund above the policy/ }).check();
  await expect(more.getByLabel(/^Why above the policy/)).toBeVisible();
  await snapAt(staff, testInfo, 'settlement-refund-above-policy');
  await more.getByRole('button', { name: 'Cancel' }).click();

  // The server refuses it the same way without the override, and writes nothing.
  const refused = await request.post(`/api/bookings/${bookingId}/refunds`, {
    headers,
    data: { amount: 10_000, reason: 'Goodwill' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    reason: 'REFUND_ABOVE_POLICY',
    error:
      'The policy refunds USD 7,020.00 in all (90 % of the USD 7,800.00 paid) and USD 7,020.00 is already refunded or on its way, so at most USD 0.00 more. Refunding more overrides the policy and needs its reason.',
  });
  const refunds = await withDb(
    async (db) => (await db.query('SELECT count(*)::int AS n FROM "Refund" WHERE "bookingId" = $1', [bookingId])).rows,
  );
  expect(refunds).toEqual([{ n: 1 }]);
  await staff.close();
});
