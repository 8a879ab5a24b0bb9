import { expect, test } from '@playwright/test';

import { adminToken, expectNoSeriousA11yViolations } from './helpers.ts';

test('a consultation request is sent and reaches the back-office list', async ({ page, request }) => {
  const email = `consult-${Date.now()}@example.com`;
  await page.goto('/consultation');
  await page.getByRole('textbox', { name: 'Name' }).fill('Aisha Pilgrim');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Message' }).fill('Which dates suit a family Umrah in spring?');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Consultation request sent!')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'consultation sent');

  const token = await adminToken(request);
  const list = await (
    await request.get('/api/consultations', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(list.map((c: { email: string }) => c.email)).toContain(email);
});
