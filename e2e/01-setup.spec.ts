import { expect, test } from '@playwright/test';

import { ADMIN, expectNoSeriousA11yViolations, snap } from './helpers.ts';

test('first visit: /setup creates the first admin, then setup is disabled', async ({ page, browser }, testInfo) => {
  await page.goto('/setup');
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Please confirm that you are creating the FIRST ADMIN for this system.')).toBeVisible();

  await page.getByLabel('I confirm that I am creating the FIRST ADMIN for this system.').check();
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Please fill name, email, and password.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'setup with its errors');

  await page.getByLabel('Name').fill(ADMIN.name);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await snap(page, testInfo, 'setup');
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Admin created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin/);

  // A context of its own (axe needs one made with newContext): another visitor, without the admin's session.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/setup');
  await expect(
    visitor.getByText(
      'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',
    ),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Create admin' })).toBeDisabled();
  await expectNoSeriousA11yViolations(visitor, 'setup once an admin exists');
  await visitorContext.close();
});
