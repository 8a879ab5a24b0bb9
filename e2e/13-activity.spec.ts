import { expect, test } from '@playwright/test';

import { ADMIN, adminToken, expectNoSeriousA11yViolations, login, openBackOfficeSection, snap } from './helpers.ts';

const stamp = Date.now().toString(36).toUpperCase();
const CODE = `ACT-${stamp}`;
const NAME = `Activity Umrah ${stamp}`;

/**
 * The audit log from the back-office: an admin changes a package's price in the Packages page, then finds that
 * change on the Activity page with the old and the new price, and narrows the log to packages.
 */
test('an admin changes a price and sees it on the Activity page, old and new, filtered to packages', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const created = await request.post('/api/packages', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: CODE, name: NAME, price: 125_000, currency: 'USD' },
  });
  expect(created.status()).toBe(201);

  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await openBackOfficeSection(page, 'Packages');
  await page
    .getByRole('article')
    .filter({ hasText: CODE })
    .getByRole('button', { name: /^Price/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Price of ${NAME}` });
  await dialog.getByLabel('Amount').fill('1390');
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(dialog).toBeHidden();

  await openBackOfficeSection(page, 'Activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const summary = `Changed the price of ${NAME} from USD 1,250.00 to USD 1,390.00`;
  const change = page.getByRole('button', { name: summary });
  await expect(change).toBeVisible();
  const row = page.getByRole('row').filter({ has: change });
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText('package.update');

  // Keyboard: the summary opens the before/after fields.
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  const diff = page.getByRole('table', { name: `Fields changed: ${summary}` });
  await expect(diff.getByRole('row', { name: /price/ })).toContainText('125000');
  await expect(diff.getByRole('row', { name: /price/ })).toContainText('139000');
  await snap(page, testInfo, 'activity-open');
  await expectNoSeriousA11yViolations(page, 'activity page');

  // The package's creation (through the API) and the price change are both package entries; a filter keeps the URL.
  await page.getByLabel('Record type').selectOption('Package');
  await expect(page).toHaveURL(/entityType=Package/);
  await expect(page.getByRole('button', { name: summary })).toBeVisible();
  await expect(page.getByRole('button', { name: `Created the package ${NAME} (USD 1,250.00)` })).toBeVisible();
  await page.getByLabel('Record type').selectOption('User');
  await expect(page.getByRole('button', { name: summary })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Record type')).toHaveValue('User');
  await snap(page, testInfo, 'activity-filtered');
});
