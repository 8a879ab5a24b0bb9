import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { ADMIN, expectNoHorizontalOverflow, login, registerCustomer, snap } from './helpers.ts';

/*
 * The legal pages (issue #31): the privacy policy in Arabic reads right to left at /ar/privacy, reached from the
 * footer; the terms in Indonesian; and the booking form links the terms it asks the customer to accept.
 */

for (const width of [1366, 390]) {
  test(`/ar/privacy renders the Arabic policy right to left at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto('/ar');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' });
    await expect(footerLink).toHaveAttribute('href', '/ar/privacy');
    await footerLink.click();
    await expect(page).toHaveURL(/\/ar\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const heading = page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ما نجمعه' })).toBeVisible();
    await expect(page.getByText('تُحفظ أرقام الجوازات مشفّرة', { exact: false })).toBeVisible();
    // Right to left as the reader sees it: the text's direction, and the heading set against the right edge.
    expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const box = await heading.boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(main!.x + main!.width - (box!.x + box!.width)).toBeLessThan(box!.x - main!.x);
    await expectNoHorizontalOverflow(page, `/ar/privacy at ${width} px`);
    await snap(page, testInfo, `ar-privacy-${width}`);
  });
}

test('/id/terms and the booking form’s terms link', async ({ page }, testInfo) => {
  await page.goto('/id/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Ketentuan pemesanan' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await snap(page, testInfo, 'id-terms');

  await page.goto('/book');
  const terms = page.getByRole('main').getByRole('link', { name: 'terms of booking' });
  await expect(terms).toHaveAttribute('href', '/terms');
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByText('Please accept the terms of booking to book.')).toBeVisible();
  await snap(page, testInfo, 'book-terms-required');
});

test('a customer downloads their data and deletes their account from My trips', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `leaving-${Date.now()}@example.com`;
  await registerCustomer(page, 'Leaving Customer', email, 'password-123');
  await page.goto('/my-trips');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'My trips at 390 px');
  await snap(page, testInfo, 'my-data-390');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('rihla-my-data.json');
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(saved.profile).toMatchObject({ name: 'Leaving Customer', email });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('password-123');
  await snap(page, testInfo, 'delete-account-390');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Everything we held about you is deleted.')).toBeVisible();
  await snap(page, testInfo, 'account-deleted-390');
});

test('an admin edits the legal texts at /admin/legal', async ({ page }, testInfo) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal texts' })).toBeVisible();
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.getByLabel('Title')).toHaveValue('سياسة الخصوصية');
  await snap(page, testInfo, 'admin-legal');
});
