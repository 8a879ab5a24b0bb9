import { expect, test } from '@playwright/test';

import { createUser, expectNoSeriousA11yViolations, login, snap } from './helpers.ts';

/**
 * Issue #32: a visitor asks; staff take the question (filtered to New, assigned to themselves), note something
 * for colleagues, reply by email after confirming, and see the reply in the thread, the consultation Answered and
 * the email on the Emails page. A note goes on a booking too, from its detail page.
 */

const stamp = Date.now().toString(36);
const ASKER = `Layla Asks ${stamp}`;
const QUESTION = 'Can my mother use a wheelchair during tawaf?';
const REPLY = 'Yes: wheelchairs are available at the Haram, and we book one for her.\nWe will call you this week.';

test('staff answer a consultation by email and keep internal notes', async ({ page, request }, testInfo) => {
  const staff = await createUser(request, 'STAFF', `desk-${stamp}@rihla.test`);

  // A visitor asks.
  await page.goto('/consultation');
  await page.getByRole('textbox', { name: 'Name' }).fill(ASKER);
  await page.getByRole('textbox', { name: 'Email' }).fill(`layla-${stamp}@example.com`);
  await page.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Consultation request sent!')).toBeVisible();

  // Staff open the queue of new ones.
  await login(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/consultations?status=NEW');
  await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();
  const row = page.getByRole('row').filter({ hasText: ASKER });
  await expect(row).toContainText('New');
  await page.setViewportSize({ width: 1366, height: 900 });
  await snap(page, testInfo, 'consultations-new-1366');
  await row.getByRole('link', { name: ASKER }).click();

  // Take it, note something for colleagues.
  await expect(page.getByRole('heading', { name: `Consultation from ${ASKER}` })).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Assigned.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign to me' })).toBeHidden();
  await page.getByLabel('Add a note').fill('Mother uses a wheelchair; ask about the hotel lift.');
  await page.getByRole('button', { name: 'Save note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes).toContainText('Mother uses a wheelchair; ask about the hotel lift.');
  await expect(notes).toContainText('STAFF person');

  // Reply, after confirming.
  await page.getByLabel(/Your reply to/).fill(REPLY);
  await page.getByRole('button', { name: 'Send reply…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this reply?' });
  await expect(dialog).toContainText(`layla-${stamp}@example.com`);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply queued: it appears in the thread below.')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Messages, oldest first' });
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  await expect(thread.getByRole('listitem').nth(2)).toContainText('Reply: Re: your question to Rihla');
  await expect(thread.getByRole('listitem').nth(2)).toContainText('we book one for her.');
  await expect(page.locator('.consultation-detail__status')).toContainText('Answered');
  await expectNoSeriousA11yViolations(page, 'consultation answered');
  await snap(page, testInfo, 'consultation-answered-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, testInfo, 'consultation-answered-390');

  // The reply is on the Emails page.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/emails');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `layla-${stamp}@example.com` })
      .filter({ hasText: 'Consultation reply' }),
  ).toContainText('Re: your question to Rihla');

  // The list, filtered to Answered, on a phone: cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/consultations?status=ANSWERED');
  const card = page.getByRole('listitem').filter({ hasText: ASKER });
  await expect(card).toContainText('Answered');
  await expect(card).toContainText('STAFF person');
  await snap(page, testInfo, 'consultations-answered-390');
});

test('staff add an internal note on a booking from its detail page', async ({ page, request }, testInfo) => {
  const staff = await createUser(request, 'STAFF', `desk-${stamp}@rihla.test`);
  const pkg = (await (await request.get('/api/packages')).json()).find((p: { price: number | null }) => p.price);
  const booked = await (
    await request.post('/api/bookings', {
      data: { name: 'Noted Pilgrim', email: `noted-${stamp}@example.com`, packageId: pkg.id, acceptTerms: true },
    })
  ).json();
  await login(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/bookings/${booked.booking.id}`);
  await expect(page.getByRole('heading', { name: /^Booking RH-/ })).toBeVisible();
  await page.getByLabel('Add a note').fill('Customer asked for a ground-floor room.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('list', { name: 'Notes, newest first' })).toContainText(
    'Customer asked for a ground-floor room.',
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await snap(page, testInfo, 'booking-note-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, testInfo, 'booking-note-390');
});
