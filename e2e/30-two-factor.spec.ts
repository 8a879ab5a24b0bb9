import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

import { createUser, expectNoHorizontalOverflow, login, snap } from './helpers';

/**
 * Issue #32: a staff member sets up two-factor sign-in and signs in with it, on a phone (decision 0051). The
 * authenticator app is played by otplib, from the key the enrolment page shows as text. E2E runs with
 * STAFF_TWO_FACTOR optional (not production): the enrolment is chosen from the Security page, and the required
 * mode's enrol-only sign-in is proven by api/test/two-factor.test.ts and test/security/two-factor.test.ts.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const STAFF = { email: `two.factor.${Date.now()}@rihla.test`, password: 'two-factor-pass-1' };
const STEP_S = 30;

/** The authenticator's code, `steps` 30-second steps ahead (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_S });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/admin/);
}

test('a staff member enrols an authenticator and signs in with a code, then with a recovery code', async ({
  page,
  request,
}, testInfo) => {
  await createUser(request, 'STAFF', STAFF.email, STAFF.password);

  // Password only, as before: two-factor is optional here. Security says it is off and offers the set-up.
  await login(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();

  await page.getByRole('button', { name: 'Start set-up' }).click();
  await expect(page.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoHorizontalOverflow(page, 'enrolment at 390');
  await snap(page, testInfo, 'enrol-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await snap(page, testInfo, 'enrol-1366');
  await page.setViewportSize({ width: 390, height: 844 });

  const code = page.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await snap(page, testInfo, 'recovery-codes-390');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('rihla-recovery-codes.txt');
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByText('I have saved my recovery codes').click();
  await next.click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  await expect(page.getByText('Recovery codes left: 10 of 10.', { exact: false })).toBeVisible();
  await signOut(page);

  // The second step: the password, then the app's next code.
  await login(page, STAFF.email, STAFF.password);
  const appCode = page.getByLabel(/Code from your authenticator app/);
  await expect(appCode).toBeVisible();
  await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(appCode).toHaveAttribute('inputmode', 'numeric');
  await expectNoHorizontalOverflow(page, 'second step at 390');
  await snap(page, testInfo, 'second-step-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await snap(page, testInfo, 'second-step-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await appCode.fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // A lost phone: a recovery code instead, once.
  await login(page, STAFF.email, STAFF.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await snap(page, testInfo, 'recovery-step-390');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  await expect(page.getByText('Recovery codes left: 9 of 10.', { exact: false })).toBeVisible();
  await signOut(page);

  // The same recovery code again: refused, worded.
  await login(page, STAFF.email, STAFF.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That recovery code is not right, or it has already been used.');
});
