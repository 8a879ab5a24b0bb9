import { expect, test } from '@playwright/test';

import { expectNoHorizontalOverflow, snap } from './helpers.ts';

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
