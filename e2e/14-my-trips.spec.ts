import { expect, type Page, test, type TestInfo } from '@playwright/test';

import { acceptTerms, adminToken, payWithDemoCard, registerCustomer, snap, WORKER_WAIT } from './helpers.ts';

/** A customer's own bookings: sign up, book, find it in My trips by its reference, pay it from there. */

async function snapWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openMyTrips(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  // On a narrow window the links sit behind the menu button.
  if (!(await nav.getByRole('link', { name: 'My trips' }).isVisible()))
    await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'My trips' }).click();
  await expect(page).toHaveURL(/\/my-trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
}

test('a customer books a package, finds it unpaid in My trips by its reference, pays it from there and sees it paid', async ({
  page,
  request,
}, testInfo) => {
  await adminToken(request);
  const email = `my-trips-${Date.now()}@example.com`;
  await registerCustomer(page, 'Zainab Traveller', email, 'zainab-password');

  await openMyTrips(page);
  await expect(page.getByText('No bookings yet.')).toBeVisible();
  await snapWidths(page, testInfo, 'my-trips-empty');

  await page.getByRole('link', { name: 'Browse packages' }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/book$/);
  await page.getByLabel('Full name').fill('Zainab Traveller');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0002');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE#token=/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const referenceCell = summary
    .getByRole('term')
    .filter({ hasText: /^Booking reference$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(referenceCell).toHaveText(/^RH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
  const reference = (await referenceCell.textContent()) ?? '';
  const title = (await summary.getByRole('definition').first().textContent()) ?? '';

  // Leaves without paying: My trips shows the booking as unpaid, with what is due and a way to pay.
  await openMyTrips(page);
  const booking = page.getByRole('article', { name: title });
  await expect(booking).toContainText(reference);
  await expect(booking).toContainText('Awaiting payment');
  await expect(booking).toContainText('Due');
  await snapWidths(page, testInfo, 'my-trips-unpaid');

  // The owner's session opens the checkout: no access token in the link.
  await booking.getByRole('link', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE$/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(reference);
  await payWithDemoCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('PAID', { exact: true })).toBeVisible(WORKER_WAIT);
  await expect(page.getByLabel('Receipt')).toContainText(reference);

  await openMyTrips(page);
  const paid = page.getByRole('article', { name: title });
  await expect(paid).toContainText(reference);
  await expect(paid).toContainText('Paid on');
  await expect(paid).not.toContainText('Awaiting payment');
  await expect(paid.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
  await snapWidths(page, testInfo, 'my-trips-paid');
});
