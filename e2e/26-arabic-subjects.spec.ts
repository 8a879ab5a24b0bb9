import { expect, test } from '@playwright/test';

import { ADMIN, adminToken, CHECKOUT_LINK, login, reloadUntil, snap } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

/**
 * Issue #31: an Arabic customer's receipt subject ('تم استلام الدفعة: US$ ... مقابل ... (RH-...)') shown in the
 * English back-office. Inside <bdi> it keeps its own direction, so the amount and the reference stay whole instead
 * of being scrambled by the page's left-to-right order ('$US 600.00 :تم استلام العربون').
 */
test('an Arabic receipt subject reads right to left in the English Emails page, at 1366 and 390 px', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await adminToken(request);
  const email = `arabic-subject-${Date.now()}@example.com`;
  await page.goto('/ar/packages');
  await page.locator('main .package-card .package-card__title a').first().click();
  await page.getByRole('main').locator('a[href="/ar/book"]').first().click();
  const form = page.locator('form', { has: page.locator('input[name="email"]') });
  await form.locator('input[name="name"]').fill('مريم عبد الله');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill('+966 50 123 4567');
  await form.locator('input[name="acceptTerms"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(CHECKOUT_LINK);
  const card = page.locator('form', { has: page.locator('input[name="cardNumber"]') });
  await card.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await card.locator('input[name="expiry"]').fill('12/34');
  await card.locator('input[name="cvc"]').fill('123');
  await card.locator('button[type="submit"]').click();
  await expect(page.locator('.payment-success__status')).toBeVisible({ timeout: 20_000 });

  const admin = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await admin.setViewportSize({ width: 1366, height: 900 });
  await login(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin/);
  await admin.goto('/admin/emails?kind=payment-receipt');
  const row = admin.getByRole('row').filter({ hasText: email });
  await reloadUntil(admin, (settles) => expect(row).toBeVisible(settles));
  const subject = row.locator('bdi.admin-strong');
  await expect(subject).toContainText('تم استلام الدفعة');
  await expect(subject).toContainText('US$');
  await snap(admin, testInfo, 'arabic-subject-1366');
  await row.getByRole('button', { name: /Open/ }).click();
  await expect(admin.getByRole('dialog').getByRole('heading').locator('bdi')).toContainText('تم استلام الدفعة');
  await snap(admin, testInfo, 'arabic-subject-dialog-1366');
  await admin.keyboard.press('Escape');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(subject).toBeVisible();
  await snap(admin, testInfo, 'arabic-subject-390');
});
