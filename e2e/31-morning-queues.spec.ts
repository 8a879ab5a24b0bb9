import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { ADMIN, adminToken, expectNoHorizontalOverflow, login, snap } from './helpers.ts';

/**
 * The morning queues (issue #32, item 3): a booking whose customer asked to cancel, a payment that did not add up
 * and an unpaid hold about to lapse wait on the dashboard's "Today's work" cards; the admin clicks each card,
 * lands on the bookings list filtered to that queue with the booking in it, and opens it. The dashboard at 1366
 * and 390 px, its money panel and next departures included.
 *
 * The three bookings are written to the database as the services leave them (a NEEDS_REVIEW cannot be caused
 * through the demo card network, which pays what it is asked): the journey is the admin's, the counts agreeing
 * with their lists is tested server-side (api/test/work-queues.test.ts). Other journeys run beside this one, so
 * counts are read as "at least one".
 */

const stamp = Date.now().toString(36).toUpperCase();
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);
const WHO = {
  cancel: `Queue Cancel ${stamp}`,
  review: `Queue Review ${stamp}`,
  hold: `Queue Hold ${stamp}`,
  ask: `Queue Question ${stamp}`,
};

async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Inserts a package booking of the departure as the services would have left it; answers its reference. */
async function booking(db: pg.Client, columns: Record<string, unknown>): Promise<string> {
  const row = { updatedAt: new Date(), currency: 'USD', amount: 240_000, travellerCount: 2, ...columns };
  const names = Object.keys(row);
  const { rows } = await db.query<{ id: number; reference: string }>(
    `INSERT INTO "Booking" (${names.map((n) => `"${n}"`).join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, reference`,
    Object.values(row),
  );
  return rows[0].reference;
}

/** Clicks a queue's card on the dashboard and checks the filtered list it opens shows `name`. */
async function workQueue(page: Page, label: string, slug: string, name: string) {
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Today’s work' }).getByRole('link', { name: new RegExp(`^${label} `) });
  await expect(card).toHaveAccessibleName(/ \d+ waiting$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?queue=${slug}$`));
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${label} · \\d+`) })).toBeVisible();
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
  return table;
}

test('the admin works the morning queues from the dashboard', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/packages', {
    headers,
    data: {
      code: `QUE-${stamp}`,
      name: `Umrah Queues ${stamp}`,
      description: 'Queues.',
      price: 120_000,
      currency: 'USD',
      nights: 7,
    },
  });
  expect(created.status()).toBe(201);
  const packageId = (await created.json()).id as number;
  const departure = await request.post(`/api/packages/${packageId}/departures`, {
    headers,
    data: { departDate: inDays(2), returnDate: inDays(9), seats: 10 },
  });
  expect(departure.status()).toBe(201);
  const departureId = (await departure.json()).id as number;

  const refs = await withDb(async (db) => {
    const dated = { packageId, departureId, roomType: 'DOUBLE', seatsHeld: true };
    const cancel = await booking(db, {
      ...dated,
      name: WHO.cancel,
      email: `queue-cancel-${stamp.toLowerCase()}@example.com`,
      status: 'PAID',
      paidAt: new Date(),
      cancellationRequestedAt: new Date(),
      cancellationReason: 'Family emergency',
    });
    await db.query(
      `INSERT INTO "Payment" ("bookingId", "intentId", purpose, amount, currency, provider, "receivedAt")
       SELECT id, 'pi_queue_' || id, 'FULL', amount, currency, 'DEMO', now() FROM "Booking" WHERE reference = $1`,
      [cancel],
    );
    const review = await booking(db, {
      name: WHO.review,
      email: `queue-review-${stamp.toLowerCase()}@example.com`,
      packageId,
      status: 'NEEDS_REVIEW',
      reviewReason: 'The amount paid differs from the amount owed.',
    });
    const hold = await booking(db, {
      ...dated,
      name: WHO.hold,
      email: `queue-hold-${stamp.toLowerCase()}@example.com`,
      travellerCount: 1,
      status: 'PENDING',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
    await db.query(`UPDATE "Departure" SET "seatsTaken" = 3 WHERE id = $1`, [departureId]);
    return { cancel, review, hold };
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin');
  const work = page.getByRole('region', { name: 'Today’s work' });
  await expect(work.getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('region', { name: /^Money · / })).toContainText('Paid this month');
  const departures = page.getByRole('region', { name: 'Next departures' });
  await expect(departures.getByRole('listitem').filter({ hasText: `Umrah Queues ${stamp}` })).toContainText(
    '20% · 2/10 sold · 1 held',
  );
  await expectNoHorizontalOverflow(page, 'dashboard at 1366 px');
  await snap(page, testInfo, 'dashboard-1366');

  await workQueue(page, 'Payments needing review', 'payments-needing-review', WHO.review);
  await workQueue(page, 'Unpaid holds about to expire', 'holds-expiring', WHO.hold);
  const cancellations = await workQueue(page, 'Cancellation requests waiting', 'cancellation-requests', WHO.cancel);
  await expect(cancellations.getByRole('row').filter({ hasText: WHO.review })).toHaveCount(0);
  await snap(page, testInfo, 'cancellation-requests-1366');
  // The admin acts: opens the booking the customer asked to cancel.
  await cancellations.getByRole('link', { name: refs.cancel }).click();
  await expect(page.getByRole('heading', { name: `Booking ${refs.cancel}`, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Cancellation requested$/i)).toBeVisible();
  // While the request waits, the booking offers the one settlement dialog's approval (decision 0049).
  await expect(page.getByRole('button', { name: /^Approve cancellation/ })).toBeVisible();

  // A visitor's question nobody answered yet: its card opens the New consultations.
  const asked = await request.post('/api/consultations', {
    data: { name: WHO.ask, email: `ask-${stamp.toLowerCase()}@example.com`, message: 'Is a wheelchair welcome?' },
  });
  expect(asked.status()).toBe(201);
  await page.goto('/admin');
  await work.getByRole('link', { name: /^Consultations not answered \d+ waiting$/ }).click();
  await expect(page).toHaveURL(/\/admin\/consultations\?status=NEW$/);
  await expect(page.getByRole('row').filter({ hasText: WHO.ask })).toContainText('New');

  // Back on the list, the chip takes the queue off.
  await page.goto('/admin/bookings?queue=cancellation-requests');
  await page.getByRole('button', { name: 'Remove the queue filter: Cancellation requests waiting' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(work.getByRole('link')).toHaveCount(5);
  await expect(departures.getByRole('listitem').first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'dashboard at 390 px');
  await snap(page, testInfo, 'dashboard-390');
  await page.goto('/admin/bookings?queue=holds-expiring');
  await expect(page.getByRole('heading', { level: 3, name: /^Unpaid holds about to expire · \d+/ })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'holds queue at 390 px');
  await snap(page, testInfo, 'holds-expiring-390');
});
