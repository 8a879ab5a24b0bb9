import { expect, test } from '@playwright/test';

import { ADMIN, adminToken, expectNoSeriousA11yViolations, login, openBackOfficeSection, snap } from './helpers.ts';

/**
 * Issue #34 (decision 0065), staff's side: an admin adds an agency, gives it net prices on a package, blocks seats
 * of a departure for it (they leave public sale at once), releases the block after confirming (they come back),
 * and invites its first agent.
 */
test.describe.configure({ timeout: 180_000 });

const stamp = Date.now().toString(36);
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);
const AGENCY = `Barokah Travel ${stamp}`;
const PACKAGE = `Agency journey ${stamp}`;

test('staff add an agency, set its net prices, block and release seats, and invite its agent', async ({
  page,
  request,
}, testInfo) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/packages', {
    headers,
    data: { code: `AGY-${stamp}`, name: PACKAGE, price: 250_000, currency: 'USD', nights: 10 },
  });
  expect(created.status()).toBe(201);
  const packageId = (await created.json()).id as number;
  await request.patch(`/api/packages/${packageId}/room-prices`, {
    headers,
    data: { prices: [{ roomType: 'DOUBLE', amount: 250_000 }] },
  });
  const made = await request.post(`/api/packages/${packageId}/departures`, {
    headers,
    data: { departDate: inDays(80), returnDate: inDays(90), seats: 10 },
  });
  expect(made.status()).toBe(201);
  const departureId = (await made.json()).id as number;
  const seatsLeft = async () =>
    (
      (await (await request.get(`/api/packages/${packageId}/departures`, { headers })).json()) as {
        departures: { id: number; seatsLeft: number }[];
      }
    ).departures.find((departure) => departure.id === departureId)?.seatsLeft;

  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await openBackOfficeSection(page, 'Agencies');
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();

  await page.getByRole('button', { name: 'New agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'New agency' });
  await dialog.getByLabel(/^Name/).fill(AGENCY);
  await dialog.getByLabel(/^Country/).selectOption('ID');
  await dialog.getByLabel(/^Contact name/).fill('Siti Rahma');
  await dialog.getByLabel(/^Contact email/).fill(`desk-${stamp}@barokah.example.com`);
  await dialog.getByLabel(/^Credit limit/).fill('25000');
  await dialog.getByRole('button', { name: 'Create agency' }).click();
  await expect(page.getByRole('heading', { level: 1, name: AGENCY })).toBeVisible();
  await expect(page.getByText('Outstanding $0.00 of $25,000.00 credit')).toBeVisible();

  await page.getByRole('button', { name: 'Set terms on a package' }).click();
  const terms = page.getByRole('form', { name: 'Package terms' });
  await terms.getByLabel('Package').selectOption({ label: `${PACKAGE} (AGY-${stamp})` });
  await terms.getByLabel('Terms').selectOption('NET_PRICE');
  await terms.getByLabel(/^Double .* net/).fill('2600');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(
    terms.getByText('The DOUBLE net price is above the package’s public price (USD 2,500.00).'),
  ).toBeVisible();
  await terms.getByLabel(/^Double .* net/).fill('2300');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  const termsTable = page.getByRole('table', { name: 'Commission terms per package' });
  await expect(termsTable.getByRole('row', { name: new RegExp(PACKAGE) })).toContainText('$2,300.00');

  const block = page.getByRole('form', { name: 'New seat allocation' });
  await block.getByLabel('Package').selectOption({ label: `${PACKAGE} (AGY-${stamp})` });
  await block.getByLabel('Departure').selectOption(String(departureId));
  await block.getByLabel('Seats').fill('4');
  await block.getByLabel('Release on').fill(inDays(60));
  await block.getByRole('button', { name: 'Block seats' }).click();
  await expect(page.getByText('Seats blocked.')).toBeVisible();
  expect(await seatsLeft()).toBe(6);
  await snap(page, testInfo, 'agency-1366');
  await expectNoSeriousA11yViolations(page, 'agency page');

  const blocks = page.getByRole('table', { name: 'Seat allocations' });
  await blocks
    .getByRole('row', { name: new RegExp(PACKAGE) })
    .getByRole('button', { name: /Release/ })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Its 4 unused seats go back on public sale now');
  await confirm.getByRole('button', { name: 'Release seats' }).click();
  await expect(page.getByText('Released: the unused seats are back on sale.')).toBeVisible();
  await expect(blocks.getByText(/^Released/)).toBeVisible();
  expect(await seatsLeft()).toBe(10);

  const invite = page.getByRole('form', { name: 'Invite an agent' });
  await invite.getByLabel('Name').fill('Yusuf Halim');
  await invite.getByLabel('Email').fill(`yusuf-${stamp}@barokah.example.com`);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to yusuf-${stamp}@barokah.example.com.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open invitations' })).toContainText('Yusuf Halim');

  await openBackOfficeSection(page, 'Agencies');
  await page.getByLabel('Search').fill(stamp);
  await expect(page.getByRole('table', { name: 'Agencies' }).getByRole('link', { name: AGENCY })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'agencies list');
});
