import { expect, test } from '@playwright/test';

import { ADMIN, adminToken, createUser, expectNoSeriousA11yViolations, login } from './helpers.ts';

test('login errors are shown inline', async ({ page, request }) => {
  await adminToken(request);
  await page.goto('/login');
  await expect(page).toHaveTitle(/Login Form/);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please enter email and password.')).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login with its error');
});

test('signup creates a customer who lands on home; the route guard keeps them out of /admin', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please fill all fields.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'signup with its error');
  await page.getByLabel('Name').fill('Omar Customer');
  await page.getByLabel('Email').fill(`omar-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('omar-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('button', { name: 'Sign out', exact: true })
      .or(page.getByRole('link', { name: 'Sign out', exact: true })),
  ).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin is sent to /admin from public pages; unknown paths go home', async ({ page, request }) => {
  await adminToken(request);
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/packages');
  await expect(page).toHaveURL(/\/admin/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/no/such/page');
  await expect(visitor).toHaveURL(/\/$/);
  await visitor.close();
});

test('logging out in one tab logs out the other', async ({ context, request }) => {
  const user = await createUser(request, 'USER', `tabs-${Date.now()}@example.com`);
  const first = await context.newPage();
  await login(first, user.email, user.password);
  await expect(first).toHaveURL(/\/$/);
  const second = await context.newPage();
  await second.goto('/packages');
  const logout = (p: typeof first) =>
    p.getByRole('button', { name: 'Sign out', exact: true }).or(p.getByRole('link', { name: 'Sign out', exact: true }));
  await expect(logout(second)).toBeVisible();
  await logout(first).click();
  await expect(second.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
