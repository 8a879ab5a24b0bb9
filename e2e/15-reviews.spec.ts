import { expect, type Page, test, type TestInfo } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { createUser, login, snap } from './helpers.ts';

/**
 * Reviews after the trip: a customer whose paid trip has ended writes a review from My trips and finds it on the
 * package page. The ended trip cannot be lived through in a test, so it is written straight into the database.
 */

const DAY_MS = 86_400_000;

async function snapWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A departure that returned a week ago on a dated seeded package, and a PAID booking of it by `email`. */
async function endedPaidTrip(email: string): Promise<{ packageId: number; packageName: string }> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; name: string; price: number; currency: string; userId: number }>(
      `SELECT p.id, p.name, p.price, p.currency, (SELECT id FROM "User" WHERE email = $1) AS "userId"
         FROM "Package" p WHERE p.price IS NOT NULL AND EXISTS (SELECT 1 FROM "Departure" d WHERE d."packageId" = p.id)
        ORDER BY p.id LIMIT 1`,
      [email],
    );
    const pkg = rows[0];
    const returnDate = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
    const departDate = new Date(Date.now() - 17 * DAY_MS).toISOString().slice(0, 10);
    const departure = await db.query<{ id: number }>(
      `INSERT INTO "Departure" ("packageId", "departDate", "returnDate", seats, "seatsTaken", status, "updatedAt")
       VALUES ($1, $2, $3, 20, 1, 'CLOSED', now()) RETURNING id`,
      [pkg.id, departDate, returnDate],
    );
    await db.query(
      `INSERT INTO "Booking" (name, email, "packageId", "userId", "departureId", "roomType", status, amount, currency,
                              "paidAt", "seatsHeld", "updatedAt")
       VALUES ('Hafsa Reviewer', $1, $2, $3, $4, 'DOUBLE', 'PAID', $5, $6, now(), true, now())`,
      [email, pkg.id, pkg.userId, departure.rows[0].id, pkg.price, pkg.currency],
    );
    return { packageId: pkg.id, packageName: pkg.name };
  } finally {
    await db.end();
  }
}

test('a customer reviews an ended, paid trip from My trips and sees the review on the package page', async ({
  page,
  request,
}, testInfo) => {
  const email = `reviewer-${Date.now()}@example.com`;
  await createUser(request, 'USER', email, 'hafsa-password');
  const { packageId, packageName } = await endedPaidTrip(email);

  await login(page, email, 'hafsa-password');
  await expect(page).not.toHaveURL(/\/login$/);
  // The session lives in the tab: reach My trips through the app, not a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My trips' }).click();
  const trip = page.getByRole('article', { name: packageName });
  await trip.getByRole('button', { name: /^Write a review/ }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${packageName}` });
  await dialog.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel(/Your comment/).fill('Patient guides and a hotel close to the Haram.');
  await snapWidths(page, testInfo, 'review-dialog');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  await expect(trip.getByText('Your review:')).toBeVisible();
  await expect(trip.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await snapWidths(page, testInfo, 'review-written');

  await page.goto(`/packages/${packageId}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Patient guides and a hotel close to the Haram.')).toBeVisible();
  await expect(reviews.getByText(/^USER, /)).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await snapWidths(page, testInfo, 'package-reviews');
});
