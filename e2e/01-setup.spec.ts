import { expect, test } from '@playwright/test';

import { ADMIN, snap } from './helpers.ts';

test('first visit: /setup creates the first admin, then setup is disabled', async ({ page, browser }, testInfo) => {
  await page.goto('/setup');
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Please confirm that you are creating the FIRST ADMIN for this system.')).toBeVisible();

  await page.getByLabel('I confirm that I am creating the FIRST ADMIN for this system.').check();
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Please fill name, email, and password.')).toBeVisible();

  await page.getByLabel('Name').fill(ADMIN.name);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await snap(page, testInfo, 'setup');
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Admin created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin/);

  const visitor = await browser.newPage();
  await visitor.goto('/setup');
  await expect(
    visitor.getByText(
      'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',
    ),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Create admin' })).toBeDisabled();
  await visitor.close();
});
