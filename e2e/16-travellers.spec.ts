import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

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
 * Travellers of a booking (issue 14, item 2): a customer books a departure for two, adds the travellers from My
 * trips, is told when a passport expires too soon after the return, fixes it, and staff read them back.
 */

// English, then the Arabic name step, then the back office: longer than one page's default on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const stamp = Date.now().toString(36).toUpperCase();
const DAY_MS = 24 * 3600_000;
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
// The API spells September "Sep" whatever the browser's ICU says.
const shown = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`)).replace('Sept', 'Sep');
const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
};

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../web/src/i18n/messages/ar');
const AR = Object.assign(
  {},
  ...readdirSync(MESSAGES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(MESSAGES_DIR, file), 'utf8')) as Record<string, string>),
) as Partial<Record<string, string>>;
/** An Arabic message by id, as in 22-trip-passengers.spec.ts. */
function ar(id: string): string {
  const found = AR[id];
  if (found === undefined) throw new Error(`no Arabic message ${id}`);
  return found;
}

async function traveller(
  page: Page,
  group: string,
  t: {
    name: string;
    born: string;
    gender: 'Female' | 'Male';
    nationality: string;
    passport: string;
    expiry: string;
    relation?: string;
  },
) {
  const fields = page.getByRole('group', { name: group });
  await fields.getByLabel('Full name as on the passport').fill(t.name);
  await fields.getByLabel('Date of birth').fill(t.born);
  await fields.getByLabel('Gender as on the passport').selectOption({ label: t.gender });
  await fields.getByLabel('Nationality').selectOption(t.nationality);
  await fields.getByLabel('Passport number').fill(t.passport);
  await fields.getByLabel('Passport expiry date').fill(t.expiry);
  if (t.relation) await fields.getByLabel('Relation to the lead traveller').selectOption({ label: t.relation });
}

test('a customer adds two travellers from My trips, fixes a passport that expires too soon, and staff see them', async ({
  page,
  request,
}, testInfo) => {
  const { headers, pkg, departure } = await packageWithDeparture(request, {
    code: `TRV-${stamp}`,
    name: `Umrah with travellers ${stamp}`,
  });

  const email = `travellers-${stamp.toLowerCase()}@example.com`;
  await registerCustomer(page, 'Amina Rahman', email, 'amina-password');

  // Booking: two travellers in a double room; the form says the passports can wait.
  await chooseDepartureForTwo(page, pkg.id);
  const deadline = shown(
    new Date(Date.parse(`${departure.departDate}T00:00:00Z`) - 21 * DAY_MS).toISOString().slice(0, 10),
  );
  await expect(
    page.getByText(
      `You can enter the travellers’ passport details on the next page, or later from My trips until ${deadline}.`,
    ),
  ).toBeVisible();
  const bookingId = await submitBookingForm(page, 'Amina Rahman', email);
  const checkoutTravellers = page.getByRole('region', { name: 'Travellers' });
  await expect(checkoutTravellers).toContainText('0 of 2 entered.');
  await expect(checkoutTravellers.getByRole('button', { name: 'Add travellers now' })).toBeVisible();
  await snap(page, testInfo, 'checkout-travellers');

  // Later, from My trips.
  await page.goto('/my-trips');
  const card = page.getByRole('article', { name: pkg.name });
  await expect(card).toContainText('No passport details yet.');
  await expect(card).toContainText(`You can add passport details until ${deadline}.`);
  await card.getByRole('button', { name: /^Add travellers/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Travellers of RH-/ });
  const tooSoon = addMonths(departure.returnDate, 3);
  await traveller(page, 'Traveller 1 (lead traveller)', {
    name: 'Amina Rahman',
    born: '1985-04-12',
    gender: 'Female',
    nationality: 'GB',
    passport: 'K12345678',
    expiry: tooSoon,
  });
  await traveller(page, 'Traveller 2', {
    name: 'Yusuf Rahman',
    born: '1983-09-30',
    gender: 'Male',
    nationality: 'GB',
    passport: 'L98765432',
    expiry: inDays(2000),
    relation: 'Spouse',
  });
  await dialog.getByRole('button', { name: 'Save travellers' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The passport of Amina Rahman expires on ${shown(tooSoon)}; it must be valid until at least ` +
      `${shown(addMonths(departure.returnDate, 6))} (six months after you return).`,
  );
  await snap(page, testInfo, 'travellers-passport-too-short');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, testInfo, 'travellers-passport-too-short-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog
    .getByRole('group', { name: 'Traveller 1 (lead traveller)' })
    .getByLabel('Passport expiry date')
    .fill(inDays(1500));
  await dialog.getByRole('button', { name: 'Save travellers' }).click();
  await expect(dialog.getByText('Travellers saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toContainText('2 of 2 travellers entered: Amina Rahman, Yusuf Rahman.');
  await expect(card.getByRole('button', { name: /^Edit travellers/ })).toBeVisible();
  await snap(page, testInfo, 'my-trips-travellers');

  // In Arabic: the name field says before anything is typed that it is the passport's Latin line (MRZ), refuses a
  // name in Arabic script in Arabic, and takes it once typed as the passport prints it.
  await page.goto('/ar/my-trips');
  await page
    .getByRole('article', { name: pkg.name })
    .getByRole('button', { name: new RegExp(`^${ar('myTrips.travellers.edit')}`) })
    .click();
  const arDialog = page.getByRole('dialog');
  const second = arDialog.getByRole('group', { name: ar('travellers.form.traveller').replace('{number}', '2') });
  const secondName = second.getByLabel(ar('travellers.form.fullName'));
  await expect(secondName).toHaveAccessibleDescription(
    ar('travellers.form.fullNameHint').replace('{example}', 'MUHAMMAD ABDULLAH'),
  );
  await secondName.fill('يوسف رحمن');
  await arDialog.getByRole('button', { name: ar('travellers.form.save') }).click();
  await expect(second).toContainText(ar('errors.TRAVELLER_NAME_NOT_LATIN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await secondName.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('travellers-name-not-latin-ar-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await secondName.fill('YUSUF RAHMAN');
  await arDialog.getByRole('button', { name: ar('travellers.form.save') }).click();
  await expect(arDialog.getByText(ar('travellers.form.saved'))).toBeVisible();
  await expect(second).not.toContainText(ar('errors.TRAVELLER_NAME_NOT_LATIN'));
  await arDialog
    .getByRole('button', { name: ar('travellers.form.close') })
    .first()
    .click();
  await expect(arDialog).toBeHidden();

  // Staff read them back, whole numbers included; the booking list no longer counts them missing.
  const asStaff = await request.get(`/api/bookings/${bookingId}/travellers?reveal=true`, { headers });
  expect(asStaff.status()).toBe(200);
  const body = await asStaff.json();
  expect(
    body.travellers.map((t: { fullName: string; passportNumber: string }) => [t.fullName, t.passportNumber]),
  ).toEqual([
    ['Amina Rahman', 'K12345678'],
    ['YUSUF RAHMAN', 'L98765432'],
  ]);
  const missing = await request.post('/graphql', {
    headers,
    data: { query: `{ bookings(pageSize: 100) { items { id travellersMissing } } }` },
  });
  const rows = (await missing.json()).data.bookings.items as { id: number; travellersMissing: number | null }[];
  expect(rows.find((r) => r.id === bookingId)?.travellersMissing).toBe(0);

  // In the back-office the booking's page lists them; the staff dialog shows the whole numbers.
  await page.getByRole('button', { name: ar('layout.account.signOut'), exact: true }).click();
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/bookings/${bookingId}`);
  const section = page.getByRole('region', { name: 'Travellers' });
  await expect(section).toContainText('YUSUF RAHMAN');
  // Nationalities by name, not code.
  await expect(section).toContainText('United Kingdom');
  await section.getByRole('button', { name: /^Passports and changes/ }).click();
  const staffDialog = page.getByRole('dialog', { name: /^Travellers of RH-/ });
  await expect(staffDialog.getByRole('group', { name: 'Traveller 2' }).getByLabel('Passport number')).toHaveValue(
    'L98765432',
  );
  await snap(page, testInfo, 'admin-booking-travellers');
});
