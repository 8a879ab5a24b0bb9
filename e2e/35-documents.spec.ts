import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { ADMIN, inDays, login, packageWithDeparture, snap } from './helpers.ts';

/**
 * Travellers' documents (issue #33 §1): a customer on a phone, in Arabic, opens the link of their booking email
 * (the booking's access token, no account), uploads the passport photo; staff reject it with a reason; the customer
 * reads the reason as written and uploads it again; staff approve it.
 */

test.describe.configure({ timeout: 180_000 });

const stamp = Date.now().toString(36).toUpperCase();
const REASON = 'The photo is blurred: the passport number cannot be read. Please take it again in daylight.';

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../web/src/i18n/messages/ar');
const AR = Object.assign(
  {},
  ...readdirSync(MESSAGES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(MESSAGES_DIR, file), 'utf8')) as Record<string, string>),
) as Partial<Record<string, string>>;
function ar(id: string): string {
  const found = AR[id];
  if (found === undefined) throw new Error(`no Arabic message ${id}`);
  return found;
}

/** A small JPEG-like photo: a real PNG made by the browser's canvas would do; a fixed one keeps the spec offline. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPassport(page: Page, name: string) {
  const section = page.getByRole('region', { name: ar('myTrips.documents.title') });
  const picker = section.getByLabel(`صفحة بيانات جواز السفر لـ ${name}`);
  await picker.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(section.getByText(ar('myTrips.documents.uploaded'))).toBeVisible();
  await expect(section.getByText(ar('myTrips.documents.status.uploaded'))).toBeVisible();
}

async function staffReview(page: Page, bookingId: number, action: 'Approve' | 'Reject') {
  await page.goto(`/admin/bookings/${bookingId}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  const row = documents.getByRole('row', { name: /Passport bio page/ });
  await row.getByRole('button', { name: action }).click();
  if (action === 'Reject') {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (the customer reads it as written)').fill(REASON);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(documents.getByText(/rejected; the customer is emailed/)).toBeVisible();
    await expect(row.getByText('Rejected')).toBeVisible();
  } else {
    await expect(documents.getByText(/approved; the customer is emailed/)).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
  }
}

test('a customer on a phone in Arabic uploads a passport with the booking link; staff reject it, then approve the new one', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { headers, pkg, departure } = await packageWithDeparture(request, {
    code: `DOC-${stamp}`,
    name: `Umrah with documents ${stamp}`,
  });
  const types = (await (await request.get('/api/document-types', { headers })).json()) as {
    id: number;
    code: string;
  }[];
  const passport = types.find((type) => type.code === 'PASSPORT')!;
  const required = await request.put(`/api/packages/${pkg.id}/document-types`, {
    headers,
    data: { documentTypeIds: [passport.id] },
  });
  expect(required.status()).toBe(200);

  // The customer booked earlier (Arabic), and entered their traveller: the email's link carries the token.
  const booked = await request.post('/api/bookings', {
    headers: { 'accept-language': 'ar' },
    data: {
      acceptTerms: true,
      name: 'Maryam Haddad',
      email: `maryam.${stamp.toLowerCase()}@example.com`,
      packageId: pkg.id,
      departureId: departure.id,
      roomType: 'DOUBLE',
      travellerCount: 1,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking, accessToken } = await booked.json();
  const saved = await request.post('/graphql', {
    headers: { 'x-booking-token': accessToken },
    data: {
      query: `mutation($id: Int!, $t: [TravellerInput!]!) { saveTravellers(bookingId: $id, travellers: $t) { travellerCount } }`,
      variables: {
        id: booking.id,
        t: [
          {
            fullName: 'Maryam Haddad',
            dateOfBirth: '1990-03-04',
            nationality: 'JO',
            passportNumber: 'N1234567',
            passportExpiry: inDays(900),
            relation: 'LEAD',
            gender: 'FEMALE',
          },
        ],
      },
    },
  });
  expect((await saved.json()).errors).toBeUndefined();

  // On a phone, in Arabic, from the email's link.
  await page.setViewportSize({ width: 390, height: 844 });
  const link = `/ar/checkout?booking=${booking.id}&kind=PACKAGE#token=${accessToken}`;
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByRole('region', { name: ar('myTrips.documents.title') });
  await expect(section.getByText('ستة أشهر بعد العودة', { exact: false })).toBeVisible();
  await expect(section.getByText(ar('myTrips.documents.status.missing'))).toBeVisible();
  await uploadPassport(page, 'Maryam Haddad');
  await snap(page, testInfo, 'documents-uploaded-ar-phone');

  // Staff, at a desk.
  const desk = await browser.newPage();
  await login(desk, ADMIN.email, ADMIN.password);
  await expect(desk).toHaveURL(/\/admin/);
  await staffReview(desk, booking.id, 'Reject');

  // The customer reads the reason as staff wrote it, and uploads a new photo.
  await page.reload();
  await expect(section.getByText(ar('myTrips.documents.status.rejected'))).toBeVisible();
  await expect(section.getByText(REASON)).toBeVisible();
  await snap(page, testInfo, 'documents-rejected-ar-phone');
  await uploadPassport(page, 'Maryam Haddad');
  await expect(section.getByText(REASON)).toHaveCount(0);

  await staffReview(desk, booking.id, 'Approve');
  await page.reload();
  await expect(section.getByText(ar('myTrips.documents.status.approved'))).toBeVisible();
  // Approved: nothing more to upload.
  await expect(section.getByRole('button', { name: new RegExp(ar('myTrips.documents.replace')) })).toHaveCount(0);

  // The customer was emailed each review, in Arabic (the development mailbox, as the Emails page reads it).
  const mails = await (await request.get(`/api/emails?kind=document-reviewed&pageSize=20`, { headers })).json();
  const ours = (mails as { to: string; subject: string }[]).filter((mail) => mail.to === booking.email);
  expect(ours).toHaveLength(2);
  expect(ours.every((mail) => mail.subject.includes('صفحة بيانات جواز السفر'))).toBe(true);
  await desk.close();
});
