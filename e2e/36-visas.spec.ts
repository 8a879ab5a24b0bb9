import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import {
  ADMIN,
  chooseDepartureForTwo,
  inDays,
  login,
  packageWithDeparture,
  registerCustomer,
  snap,
  submitBookingForm,
} from './helpers.ts';

/**
 * Visas (issue #33 §2): staff select the travellers of a departure and mark them submitted in one go, then issue
 * one with its e-visa PDF; the customer sees the visa issued in My trips and downloads the e-visa.
 */

test.describe.configure({ timeout: 180_000 });

const stamp = Date.now().toString(36).toUpperCase();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('staff submit a departure’s visas together, issue one with its e-visa, and the customer downloads it', async ({
  page,
  request,
}, testInfo) => {
  const { headers, pkg, departure } = await packageWithDeparture(request, {
    code: `VIS-${stamp}`,
    name: `Umrah with visas ${stamp}`,
  });

  // The customer books for two; staff enter the travellers.
  const email = `visas-${stamp.toLowerCase()}@example.com`;
  await registerCustomer(page, 'Amina Rahman', email, 'amina-password');
  await chooseDepartureForTwo(page, pkg.id);
  const bookingId = await submitBookingForm(page, 'Amina Rahman', email);
  const saved = await request.put(`/api/bookings/${bookingId}/travellers`, {
    headers,
    data: {
      travellers: [
        {
          fullName: 'AMINA RAHMAN',
          dateOfBirth: '1985-04-12',
          nationality: 'GB',
          passportNumber: 'K12345678',
          passportExpiry: inDays(1500),
          relation: 'LEAD',
          gender: 'FEMALE',
        },
        {
          fullName: 'YUSUF RAHMAN',
          dateOfBirth: '1983-09-30',
          nationality: 'GB',
          passportNumber: 'L98765432',
          passportExpiry: inDays(1500),
          relation: 'SPOUSE',
          gender: 'MALE',
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Staff: the departure's visa page, both travellers ticked, marked submitted together.
  await page.evaluate(() => localStorage.clear());
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/departures/${departure.id}/visas`);
  await expect(page.getByRole('heading', { level: 1, name: `Visas: ${pkg.name}` })).toBeVisible();
  const table = page.getByRole('table', { name: "Visas of the departure's travellers" });
  await table.getByRole('checkbox', { name: /^Select AMINA RAHMAN/ }).check();
  await table.getByRole('checkbox', { name: /^Select YUSUF RAHMAN/ }).check();
  await page.getByRole('combobox', { name: 'Mark selected as' }).selectOption('SUBMITTED');
  await page.getByRole('button', { name: 'Apply to 2 selected' }).click();
  await expect(page.getByText('2 visas marked submitted.')).toBeVisible();
  const amina = table.getByRole('row', { name: /AMINA RAHMAN/ });
  await expect(amina).toContainText('Submitted');
  await expect(table.getByRole('row', { name: /YUSUF RAHMAN/ })).toContainText('Submitted');
  await snap(page, testInfo, 'departure-visas-submitted');

  // Issue Amina's visa with its number and e-visa PDF.
  await amina.getByRole('button', { name: /^Mark issued/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue visa: AMINA RAHMAN' });
  await dialog.getByLabel('Visa number (optional)').fill('EV-2027-0042');
  await dialog.getByLabel('E-visa (PDF, optional)').setInputFiles({
    name: 'e-visa-amina.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByRole('button', { name: 'Mark issued' }).click();
  await expect(page.getByText('Visa of AMINA RAHMAN issued with its e-visa.')).toBeVisible();
  await expect(amina).toContainText('Issued');
  await expect(amina).toContainText('No. EV-2027-0042');
  await expect(amina.getByRole('button', { name: /^Download/ })).toBeVisible();
  await snap(page, testInfo, 'departure-visas-issued');

  // The customer: My trips shows each traveller's visa, and the e-visa downloads.
  await page.evaluate(() => localStorage.clear());
  await login(page, email, 'amina-password');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-trips');
  const card = page.getByRole('article', { name: pkg.name });
  const visas = card.locator('.trip-visas');
  await expect(visas.getByRole('listitem').filter({ hasText: 'AMINA RAHMAN' })).toContainText('Issued');
  await expect(visas.getByRole('listitem').filter({ hasText: 'YUSUF RAHMAN' })).toContainText('Submitted');
  await snap(page, testInfo, 'my-trips-visa-issued');
  const downloading = page.waitForEvent('download');
  await visas.getByRole('button', { name: /^Download e-visa/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e-visa-amina.pdf');
  const file = await readFile(await download.path());
  expect(file.equals(PDF)).toBe(true);
});
