import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { ADMIN, adminToken, expectNoHorizontalOverflow, login, snap } from './helpers.ts';

/**
 * A departure's manifest (issue #33 section 5, decision 0061): staff open it, see that a paid booking's traveller
 * was never entered, enter them (as staff do from the booking), see the manifest ready, and download the airline's
 * APIS CSV. The page fits a 1366 px laptop and, its problems as cards, a 390 px phone. The package, departure and paid booking are written
 * straight into the database (a payment is not what this journey is about).
 */

const stamp = Date.now().toString(36).toUpperCase();
const PACKAGE = `Manifest journey Umrah ${stamp}`;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function paidBookingWithoutTraveller(): Promise<{ departureId: number; bookingId: number; reference: string }> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    const pkg = await db.query<{ id: number }>(
      `INSERT INTO "Package" (code, name, price, currency, "updatedAt") VALUES ($1, $2, 300000, 'USD', now()) RETURNING id`,
      [`MF-${stamp}`, PACKAGE],
    );
    const departure = await db.query<{ id: number }>(
      `INSERT INTO "Departure" ("packageId", "departDate", "returnDate", seats, "seatsTaken", "updatedAt")
       VALUES ($1, $2, $3, 20, 1, now()) RETURNING id`,
      [pkg.rows[0].id, day(50), day(60)],
    );
    const booking = await db.query<{ id: number; reference: string }>(
      `INSERT INTO "Booking" (name, email, "packageId", "departureId", "roomType", "travellerCount", status, amount,
                              currency, "paidAt", "seatsHeld", "updatedAt")
       VALUES ('Huda Manifest', $1, $2, $3, 'SINGLE', 1, 'PAID', 300000, 'USD', now(), true, now())
       RETURNING id, reference`,
      [`huda.manifest.${stamp.toLowerCase()}@example.com`, pkg.rows[0].id, departure.rows[0].id],
    );
    return { departureId: departure.rows[0].id, bookingId: booking.rows[0].id, reference: booking.rows[0].reference };
  } finally {
    await db.end();
  }
}

test('staff see a missing traveller on the manifest, fix it and download the APIS CSV', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const made = await paidBookingWithoutTraveller();
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/departures/${made.departureId}/manifest`);

  await expect(page.getByRole('heading', { name: 'Manifest', level: 1 })).toBeVisible();
  await expect(page.getByText(PACKAGE)).toBeVisible();
  const problems = page.getByRole('table', { name: 'Manifest problems' });
  const row = problems.getByRole('row').filter({ hasText: made.reference });
  await expect(row).toContainText('No traveller details');
  await expect(row.getByRole('link', { name: made.reference })).toHaveAttribute(
    'href',
    `/admin/bookings/${made.bookingId}`,
  );
  await expect(page.getByRole('button', { name: 'APIS CSV' })).toBeDisabled();
  await expectNoHorizontalOverflow(page, 'manifest at 1366 px');
  await snap(page, testInfo, 'manifest-problems-1366');
  // A phone: each problem is a card, nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Manifest problems' });
  await expect(cards.getByRole('listitem').filter({ hasText: made.reference })).toContainText('No traveller details');
  await expectNoHorizontalOverflow(page, 'manifest at 390 px');
  await snap(page, testInfo, 'manifest-problems-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Staff enter the traveller from the passport (the booking's travellers, as the booking page saves them).
  const saved = await request.put(`/api/bookings/${made.bookingId}/travellers`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      travellers: [
        {
          fullName: 'Huda Binti Abdul Rahman',
          dateOfBirth: '1990-03-14',
          nationality: 'MY',
          gender: 'FEMALE',
          passportIssuingCountry: 'MY',
          passportNumber: 'A12345678',
          passportExpiry: day(2000),
          relation: 'LEAD',
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.reload();
  await expect(page.getByText('Ready to export')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Manifest problems' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'APIS CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`manifest-apis-MF-${stamp}-${day(50)}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, line] = csv.split('\r\n');
  expect(header).toBe(
    'surname,given_names,gender,date_of_birth,nationality,passport_number,issuing_country,passport_expiry',
  );
  expect(line).toBe(`BINTI ABDUL RAHMAN,HUDA,F,1990-03-14,MY,A12345678,MY,${day(2000)}`);

  await snap(page, testInfo, 'manifest-ready-1366');
});
