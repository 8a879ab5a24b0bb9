import { type APIRequestContext, expect, test } from '@playwright/test';

import { ADMIN, adminToken, createUser, login, openBackOfficeSection, snap } from './helpers.ts';

const stamp = Date.now().toString(36).toUpperCase();
const STAFF = { email: `editor-${stamp.toLowerCase()}@rihla.test`, password: 'editor-password-1' };
const CODE = `HIST-${stamp}`;
const NAME = `History Hajj ${stamp}`;
const BOOKER = `history-${stamp.toLowerCase()}@example.com`;

test.describe.configure({ mode: 'serial' });

let packageId: number;

/** A priced package and a PAID booking of it, made through the public API as a customer would. */
async function packageWithPaidBooking(request: APIRequestContext) {
  const token = await adminToken(request);
  const created = await request.post('/api/packages', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: CODE, name: NAME, description: 'Before the edit.', price: 990_000, currency: 'USD' },
  });
  expect(created.status()).toBe(201);
  const pkg = await created.json();
  const booked = await (
    await request.post('/api/bookings', {
      data: { name: 'History Pilgrim', email: BOOKER, phone: '+44 20 7946 0000', packageId: pkg.id, acceptTerms: true },
    })
  ).json();
  const intent = await (
    await request.post('/api/payments/create-intent', {
      headers: { 'x-booking-token': booked.accessToken },
      data: { bookingId: booked.booking.id, amount: pkg.price, currency: pkg.currency },
    })
  ).json();
  const paid = await request.post('/api/payments/demo/confirm', {
    data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  return pkg.id as number;
}

test('staff edit a package’s description and inclusions, and the public page shows them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  packageId = await packageWithPaidBooking(request);
  await createUser(request, 'STAFF', STAFF.email, STAFF.password);
  await login(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/admin/);
  await openBackOfficeSection(page, 'Packages');
  const card = page.getByRole('article').filter({ hasText: CODE });
  await card.getByRole('button', { name: /^Edit/ }).click();

  const editor = page.getByRole('dialog', { name: `Edit ${NAME}` });
  await editor.getByLabel('Description').fill('Twenty-one nights with a scholar in every group.');
  await editor.getByLabel('Nights').fill('21');
  await editor.getByLabel('Hotel').fill('Aziziyah Pilgrim Residence');
  await editor
    .getByLabel('What is included')
    .fill('Hajj permit and visa processing\nAir-conditioned tents in Mina and Arafat\n\nA scholar with every group');
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    // The dialog as seen (a full-page capture would stretch the page behind it).
    await page.screenshot({ path: testInfo.outputPath(`package-editor-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await editor.getByRole('button', { name: 'Save package' }).click();
  await expect(page.getByText(`${NAME} saved.`)).toBeVisible();
  await expect(card).toContainText('21 nights · Aziziyah Pilgrim Residence');

  const visitor = await browser.newPage();
  await visitor.goto(`/packages/${packageId}`);
  await expect(visitor.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(visitor.getByText('Twenty-one nights with a scholar in every group.')).toBeVisible();
  const included = visitor.getByRole('region', { name: 'What is included' });
  await expect(included.getByRole('listitem')).toHaveText([
    'Hajj permit and visa processing',
    'Air-conditioned tents in Mina and Arafat',
    'A scholar with every group',
  ]);
  await expect(included).not.toContainText('Umrah visa');
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await visitor.setViewportSize({ width, height });
    await snap(visitor, testInfo, `package-page-${width}`);
  }
  await visitor.close();
});

test('deleting a package that has a booking archives it: gone from the site, the booking keeps its package', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await openBackOfficeSection(page, 'Packages');
  const card = page.getByRole('article').filter({ hasText: CODE });
  await card.getByRole('button', { name: /^Delete/ }).click();

  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Delete this package? “${NAME}” has 1 booking, so it will be archived instead: it leaves the site, its bookings and reviews keep it, and staff can restore it.`,
  );
  await page.screenshot({ path: testInfo.outputPath('package-archive-confirm.png') });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(
    page.getByText('Package archived, not deleted: it has 1 booking, which keep it. It no longer shows on the site.'),
  ).toBeVisible();
  await expect(card).toContainText('Archived');
  await expect(card.getByRole('button', { name: /^Restore/ })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('package-archived-card.png') });

  const visitor = await browser.newPage();
  await visitor.goto('/packages');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(NAME)).toHaveCount(0);
  await visitor.goto(`/packages/${packageId}`);
  await expect(visitor.getByText('Not found.')).toBeVisible();
  await visitor.close();
  const listed = (await (await request.get('/api/packages')).json()) as { id: number }[];
  expect(listed.map((p) => p.id)).not.toContain(packageId);

  await page.getByRole('link', { name: 'Bookings', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: BOOKER });
  await expect(row).toContainText(NAME);
  await expect(row.getByText(/^paid$/i)).toBeVisible();
});
