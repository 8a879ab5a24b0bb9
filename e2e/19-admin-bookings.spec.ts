import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { ADMIN, adminToken, createUser, expectNoSeriousA11yViolations, login, snap } from './helpers.ts';

/**
 * The admin bookings table (issue 14, item 9) and claiming earlier bookings by email (item 7). A balance falls
 * overdue only with time, so the bookings it needs are written straight into the database.
 */

const stamp = Date.now().toString(36).toUpperCase();
const PACKAGE = `Bookings journey Umrah ${stamp}`;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

type Made = { overdue: string; onTime: string; paid: string };

/** A dated package with three bookings: a deposit with its balance overdue, a deposit on time, and a paid one. */
async function bookingsInEachState(): Promise<Made> {
  return withDb(async (db) => {
    const pkg = await db.query<{ id: number }>(
      `INSERT INTO "Package" (code, name, price, currency, "depositPercent", "updatedAt")
       VALUES ($1, $2, 250000, 'USD', 20, now()) RETURNING id`,
      [`BJ-${stamp}`, PACKAGE],
    );
    const packageId = pkg.rows[0].id;
    const departure = await db.query<{ id: number }>(
      `INSERT INTO "Departure" ("packageId", "departDate", "returnDate", seats, "seatsTaken", "updatedAt")
       VALUES ($1, $2, $3, 30, 4, now()) RETURNING id`,
      [packageId, day(30), day(40)],
    );
    const book = async (name: string, status: string, balanceDueAt: string | null, travellers: number) => {
      const row = await db.query<{ id: number; reference: string }>(
        `INSERT INTO "Booking" (name, email, "packageId", "departureId", "roomType", "travellerCount", status, amount,
                                currency, "depositDue", "balanceDueAt", "seatsHeld", "updatedAt")
         VALUES ($1, $2, $3, $4, 'DOUBLE', $5, $6, 500000, 'USD', 100000, $7, true, now()) RETURNING id, reference`,
        [
          name,
          `${name.split(' ')[0].toLowerCase()}.${stamp.toLowerCase()}@example.com`,
          packageId,
          departure.rows[0].id,
          travellers,
          status,
          balanceDueAt,
        ],
      );
      return row.rows[0];
    };
    const overdue = await book(`Omar Overdue ${stamp}`, 'DEPOSIT_PAID', day(-2), 2);
    const onTime = await book(`Huda Ontime ${stamp}`, 'DEPOSIT_PAID', day(10), 1);
    const paid = await book(`Bilal Paid ${stamp}`, 'PAID', null, 1);
    await db.query(
      `INSERT INTO "Payment" ("bookingId", "intentId", purpose, amount, currency, provider, "receivedAt")
       VALUES ($1, $2, 'DEPOSIT', 100000, 'USD', 'demo', now() - interval '20 days')`,
      [overdue.id, `pi_journey_${stamp}`],
    );
    return { overdue: overdue.reference, onTime: onTime.reference, paid: paid.reference };
  });
}

test('staff filter bookings by package, status and overdue balance, open one, and download the filtered CSV', async ({
  page,
  request,
}, testInfo) => {
  await adminToken(request);
  const made = await bookingsInEachState();

  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Bookings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Bookings' });
  await page.getByLabel('Package').selectOption({ label: PACKAGE });
  await expect(table.getByRole('row')).toHaveCount(4); // the header and the package's three bookings

  await page.getByRole('checkbox', { name: 'Deposit paid' }).check();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(made.overdue);
  await expect(table).toContainText(made.onTime);
  await expect(table).not.toContainText(made.paid);

  await page.getByRole('checkbox', { name: 'Balance overdue' }).check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(made.overdue);
  await expect(page).toHaveURL(/status=DEPOSIT_PAID/);
  await expect(page).toHaveURL(/overdue=true/);
  await expect(table.getByRole('row').filter({ hasText: made.overdue })).toContainText('2 travellers missing');
  await snap(page, testInfo, 'admin-bookings-filtered');
  await expectNoSeriousA11yViolations(page, 'filtered bookings');

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Balance overdue' })).toBeChecked();
  await expect(table.getByRole('row')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rihla-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    'reference,status,created_at,name,email,phone,package,departure_date,return_date,room_type,travellers,currency,amount,paid,refunded,refund_pending,net,balance_due_at,cancelled_at',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`${made.overdue},DEPOSIT_PAID,`);
  expect(rows[0]).toMatch(new RegExp(`,DOUBLE,2,USD,5000\\.00,1000\\.00,0\\.00,0\\.00,1000\\.00,${day(-2)},$`));

  await table.getByRole('link', { name: made.overdue }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  await expect(page.getByRole('heading', { name: `Booking ${made.overdue}`, level: 1 })).toBeVisible();
  const amounts = page.getByRole('region', { name: 'Summary' });
  await expect(amounts).toContainText('Deposit paid');
  await expect(amounts).toContainText(PACKAGE);
  await expect(amounts).toContainText('$5,000.00');
  await expect(amounts).toContainText('$4,000.00');
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments).toContainText('Deposit');
  await expect(payments).toContainText(`pi_journey_${stamp}`);
  await expect(page.getByRole('table', { name: 'Travellers' }).getByText('Missing')).toHaveCount(2);
  await snap(page, testInfo, 'admin-booking-detail');
  await expectNoSeriousA11yViolations(page, 'booking detail');

  // Back to the list as it was left: still filtered.
  await page.getByRole('link', { name: '← All bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/overdue=true/);
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('a customer finds a booking made before their account: emailed link, then it is in My trips', async ({
  page,
  request,
}, testInfo) => {
  const email = `claimer-${stamp.toLowerCase()}@example.com`;
  await createUser(request, 'USER', email, 'claimer-password');
  const reference = await withDb(async (db) => {
    const row = await db.query<{ reference: string }>(
      `INSERT INTO "Booking" (name, email, status, "updatedAt") VALUES ('Safiya Claimer', $1, 'PENDING', now())
       RETURNING reference`,
      [email],
    );
    return row.rows[0].reference;
  });

  await login(page, email, 'claimer-password');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.goto('/my-trips');
  await expect(page.getByRole('heading', { name: 'My trips', level: 1 })).toBeVisible();
  // Not shown before the address is verified.
  await expect(page.getByText(reference)).toHaveCount(0);
  const offer = page.getByRole('complementary', { name: 'Find earlier bookings' });
  await expect(offer).toContainText(`Booked before you had an account? We can find bookings made with ${email}.`);
  await offer.getByRole('button', { name: 'Send me a link' }).click();
  await expect(offer).toContainText(`We sent a link to ${email}. It works for 30 minutes.`);
  await snap(page, testInfo, 'my-trips-claim-sent');

  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const listed = await (await request.get('/api/emails?kind=booking-claim&limit=20', { headers: auth })).json();
  const mail = listed.find((m: { to: string }) => m.to === email);
  // The link is made when the worker sends the mail: here (no SMTP, not production) into the development mailbox.
  let delivered = '';
  await expect
    .poll(async () => {
      const body = await (await request.get(`/api/emails/${mail.id}`, { headers: auth })).json();
      delivered = body.email.devMailboxText ?? '';
      return delivered;
    })
    .toContain('#token=');
  const link = /https?:\/\/[^/\s]+(\/my-trips\/claim#token=[\w-]+)/.exec(delivered)![1];

  await page.goto(link);
  await expect(page.getByText('1 booking added to My trips.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My trips' }).click();
  await expect(page.getByText(`Booking reference ${reference}`)).toBeVisible();
});
