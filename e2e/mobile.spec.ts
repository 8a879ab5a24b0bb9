import { expect, test } from '@playwright/test';

import { acceptTerms, expectNoSeriousA11yViolations, snap } from './helpers.ts';

test('360 px wide: browse, book and pay', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'home-360');
  await expectNoSeriousA11yViolations(page, 'home at 360 px');

  await page.goto('/packages');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expectNoSeriousA11yViolations(page, 'booking form at 360 px');
  await page.getByLabel('Full name').fill('Small Screen');
  await page.getByLabel('Email').fill(`mobile-${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('+971 50 000 0000');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE#token=[\w-]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await snap(page, testInfo, 'paid-360');
  await expectNoSeriousA11yViolations(page, 'payment successful at 360 px');
});
