import { type Browser, expect, type Page, test } from '@playwright/test';

import {
  ADMIN,
  adminToken,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  reloadUntil,
  snap,
  WORKER_WAIT,
} from './helpers.ts';

// Each journey signs in a second browser (the admin reading the outbox): more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The email outbox seen from the back-office. The journeys run without SMTP_URL, so every message waits in the
 * outbox, where an admin reads it on the Emails page: exactly what a fresh install shows.
 */

/** A signed-in admin in a browser of their own, on the Emails page filtered to one kind. */
async function adminOnEmails(browser: Browser, baseURL: string | undefined, kind: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/emails?kind=${kind}`);
  await expect(page.getByRole('heading', { name: 'Emails', level: 1 })).toBeVisible();
  return page;
}

test('a consultation request: its acknowledgement is on the admin Emails page, readable as HTML and text', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await adminToken(request);
  const email = `consult-mail-${Date.now()}@example.com`;
  await page.goto('/consultation');
  await page.getByRole('textbox', { name: 'Name' }).fill('Aisha Pilgrim');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Message' }).fill('Which dates suit a family Umrah in spring?');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Consultation request sent!')).toBeVisible();

  const admin = await adminOnEmails(browser, testInfo.project.use.baseURL, 'CONSULTATION_ACK');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('We received your consultation request');
  // Without SMTP outside production the worker delivers into the development mailbox (decision 0013), soon after.
  await reloadUntil(admin, (settles) => expect(row).toContainText('Dev mailbox, not sent', settles));
  await snap(admin, testInfo, 'emails-list');
  // Before a message is open: axe cannot run inside the script-less sandboxed frame that shows it.
  await expectNoSeriousA11yViolations(admin, 'emails page');
  await row.getByRole('button', { name: /Open/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'We received your consultation request' });
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Thank you, Aisha Pilgrim' })).toBeVisible();
  await dialog.getByText('Plain text').click();
  await expect(dialog.locator('pre')).toContainText('A Rihla advisor will read it and answer you by email.');
  await snap(admin, testInfo, 'emails-open');
});

test('forgot password: the reset link from the Emails page sets a new password, which signs in', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const user = await createUser(request, 'USER', `forgetful-${Date.now()}@example.com`, 'old-password-1');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('If an account uses this email address, we are emailing it a link')).toBeVisible();
  await snap(page, testInfo, 'forgot-password-sent');

  const admin = await adminOnEmails(browser, testInfo.project.use.baseURL, 'PASSWORD_RESET');
  const row = admin.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('Reset your Rihla password');
  await row.getByRole('button', { name: /Open/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reset your Rihla password' });
  // The link is made when the worker sends the mail: without SMTP, into the development mailbox an ADMIN reads.
  await expect(dialog.getByText('Development mailbox')).toBeVisible(WORKER_WAIT);
  await dialog.getByText('Plain text').click();
  const text = (await dialog.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(text)?.[0];
  expect(link, 'a reset link in the email').toBeDefined();
  const { pathname, hash } = new URL(link!);

  // Opened from the email: a tab of its own.
  page = await page.context().newPage();
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password\W*$/).fill('new-password-2');
  await page.getByLabel('New password again').fill('new-password-2');
  await page.getByRole('button', { name: 'Set my new password' }).click();
  await expect(page.getByText('Your password is changed. Sign in with your new password.')).toBeVisible();
  await snap(page, testInfo, 'reset-password-done');

  await login(page, user.email, 'new-password-2');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('button', { name: 'Sign out', exact: true })
      .or(page.getByRole('link', { name: 'Sign out', exact: true })),
  ).toBeVisible();
});
