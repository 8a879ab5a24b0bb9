import { type Browser, expect, type Page, test } from '@playwright/test';

import { ADMIN, adminToken, createUser, expectNoSeriousA11yViolations, login, snap, WORKER_WAIT } from './helpers.ts';

/**
 * Issue #32 item 2 (decision 0050): staff join by invitation and choose their own password; a role change is
 * confirmed, naming what the role can see, and an admin can go back to being a customer.
 */
test.describe.configure({ timeout: 150_000 });

const LAPTOP = { width: 1366, height: 900 };
const stamp = Date.now().toString(36);

/** The first admin, signed in on a 1366 px laptop, on the Users page. */
async function adminOnUsers(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport: LAPTOP })).newPage();
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  return page;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an admin invites a staff member; the invitee sets a password on a phone and reaches the back-office', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    await adminToken(request);
    const invitee = { name: 'Yusuf Desk', email: `yusuf-${stamp}@rihla.test`, password: 'yusuf-chosen-pass' };
    const admin = await adminOnUsers(browser, testInfo.project.use.baseURL);

    const form = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Send invitation' }) });
    await form.getByLabel('Name').fill(invitee.name);
    await form.getByLabel('Email').fill(invitee.email);
    await expect(
      form.getByText(/^Staff can see the back-office: every booking, travellers' passport data/),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.getByText(`Staff member added: invitation emailed to ${invitee.email}`)).toBeVisible();
    const pending = admin.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({
      hasText: invitee.email,
    });
    await expect(pending).toContainText('Staff');
    await snap(admin, testInfo, 'users-1366-invited');
    await expectNoSeriousA11yViolations(admin, 'users page with a pending invitation');

    // The link is made when the worker sends the mail: without SMTP, into the development mailbox an ADMIN reads.
    await admin.goto('/admin/emails?kind=staff-invitation');
    const row = admin.getByRole('row').filter({ hasText: invitee.email });
    await expect(row).toContainText('You are invited to the Rihla back-office');
    await row.getByRole('button', { name: /Open/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'You are invited to the Rihla back-office' });
    await expect(dialog.getByText('Development mailbox')).toBeVisible(WORKER_WAIT);
    await dialog.getByText('Plain text').click();
    const text = (await dialog.locator('pre').textContent()) ?? '';
    const link = /https?:\/\/\S+\/accept-invitation#token=[\w-]+/.exec(text)?.[0];
    expect(link, 'an invitation link in the email').toBeDefined();
    const { pathname, hash } = new URL(link!);

    // The invitee, on a phone, opens the link.
    await page.goto(`${pathname}${hash}`);
    await expect(page.getByRole('heading', { name: 'Join the Rihla back-office' })).toBeVisible();
    await expect(page.getByText(`${ADMIN.name} invited you as Staff, with the email ${invitee.email}.`)).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue(invitee.name);
    await page.getByLabel(/^Password\W*$/).fill(invitee.password);
    await page.getByLabel('Password again').fill(invitee.password);
    await snap(page, testInfo, 'accept-invitation-390');
    await expectNoSeriousA11yViolations(page, 'accept invitation page');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(
      page.getByText('Your account is ready. Sign in with your email and the password you chose.'),
    ).toBeVisible();

    // The link worked once.
    const again = await page.context().newPage();
    await again.goto(`${pathname}${hash}`);
    await expect(
      again.getByText('This invitation has already been accepted. Sign in with the email it was sent to.'),
    ).toBeVisible();
    await again.close();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await login(page, invitee.email, invitee.password);
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await snap(page, testInfo, 'back-office-390-new-staff');

    // The accepted invitation leaves the pending list.
    await admin.goto('/admin/users');
    await expect(
      admin.getByRole('table', { name: 'Users' }).getByRole('cell', { name: invitee.email, exact: true }),
    ).toBeVisible();
    await expect(
      admin.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: invitee.email }),
    ).toHaveCount(0);
    await admin.context().close();
  });

  test('the Users page works on a 390 px phone: a role change asks first', async ({ page, request }, testInfo) => {
    await adminToken(request);
    const customer = await createUser(request, 'USER', `phone-${stamp}@example.com`, 'phone-customer-pass');
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin/);
    await page.goto('/admin/users');
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.getByRole('button', { name: /^Make Staff/ }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText("As Staff they will see the back-office: every booking, travellers' passport");
    await snap(page, testInfo, 'users-390-confirm');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Customer');
    await snap(page, testInfo, 'users-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });
});

test('an admin promotes a customer to admin, then demotes them back to customer', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await adminToken(request);
  const customer = await createUser(request, 'USER', `promoted-${stamp}@example.com`, 'promoted-customer-pass');
  const admin = await adminOnUsers(browser, testInfo.project.use.baseURL);
  const row = admin.getByRole('row').filter({ hasText: customer.email });

  await row.getByRole('button', { name: /^Make Admin/ }).click();
  const promote = admin.getByRole('alertdialog');
  await expect(promote).toContainText(
    "Admin? As Admin they will see everything staff see (every booking, travellers' passport data, payments and refunds, customers' emails), plus users, roles, invitations and site settings.",
  );
  await snap(admin, testInfo, 'users-1366-confirm-admin');
  await promote.getByRole('button', { name: 'Make Admin' }).click();
  await expect(admin.getByRole('status')).toContainText('is now Admin.');
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  // The promoted admin reaches the back-office.
  await login(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/admin/);

  await row.getByRole('button', { name: /^Make Customer/ }).click();
  const demote = admin.getByRole('alertdialog');
  await expect(demote).toContainText('As Customer they will see only their own trips and account, and no back-office.');
  await demote.getByRole('button', { name: 'Make Customer' }).click();
  await expect(admin.getByRole('status')).toContainText('is now Customer.');
  await expect(row.getByText('Customer', { exact: true })).toBeVisible();
  await snap(admin, testInfo, 'users-1366-demoted');

  // Their admin session ended with the change; signed in again, they are a customer with no back-office.
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);
  await login(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/admin/);
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
  await admin.context().close();
});
