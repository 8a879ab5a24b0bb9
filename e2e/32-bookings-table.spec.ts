import { expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { ADMIN, adminToken, expectNoHorizontalOverflow, login, snap } from './helpers.ts';

/**
 * The admin bookings table (issue #32): on a 1366 px laptop every column a row needs (its status, amount and
 * actions) is on screen with nothing scrolling sideways; on a 390 px phone each booking is a card with the same
 * facts and actions. A booking cancelled and then refunded in full shows what it keeps (nothing) and stays under
 * the "Cancelled" filter. Its rows are written straight into the database (a refund settles only at the provider).
 */

const stamp = Date.now().toString(36).toUpperCase();
const PACKAGE = `Table journey Umrah with a rather long package name ${stamp}`;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

type Made = { refunded: string; deposit: string };

async function bookings(): Promise<Made> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    const pkg = await db.query<{ id: number }>(
      `INSERT INTO "Package" (code, name, price, currency, "depositPercent", "updatedAt")
       VALUES ($1, $2, 500000, 'USD', 20, now()) RETURNING id`,
      [`BT-${stamp}`, PACKAGE],
    );
    const departure = await db.query<{ id: number }>(
      `INSERT INTO "Departure" ("packageId", "departDate", "returnDate", seats, "seatsTaken", "updatedAt")
       VALUES ($1, $2, $3, 30, 2, now()) RETURNING id`,
      [pkg.rows[0].id, day(45), day(55)],
    );
    const book = async (name: string, email: string, status: string, cancelled: boolean) => {
      const row = await db.query<{ id: number; reference: string }>(
        `INSERT INTO "Booking" (name, email, "packageId", "departureId", "roomType", "travellerCount", status, amount,
                                currency, "depositDue", "balanceDueAt", "cancelledAt", "updatedAt")
         VALUES ($1, $2, $3, $4, 'DOUBLE', 2, $5, 500000, 'USD', 100000, $6, $7, now()) RETURNING id, reference`,
        [
          name,
          email,
          pkg.rows[0].id,
          departure.rows[0].id,
          status,
          day(15),
          cancelled ? new Date(Date.now() - DAY_MS) : null,
        ],
      );
      return row.rows[0];
    };
    const pay = async (bookingId: number, purpose: string, amount: number) => {
      const row = await db.query<{ id: number }>(
        `INSERT INTO "Payment" ("bookingId", "intentId", purpose, amount, currency, provider, "receivedAt")
         VALUES ($1, $2, $3, $4, 'USD', 'demo', now() - interval '10 days') RETURNING id`,
        [bookingId, `pi_table_${bookingId}_${stamp}`, purpose, amount],
      );
      return row.rows[0].id;
    };
    // Cancelled, then its refund of everything settled: REFUNDED, and cancelled all the same.
    const refunded = await book(
      `Abdurrahman Al-Habsyi Muhammad ${stamp}`,
      `abdurrahman.alhabsyi.muhammad.${stamp.toLowerCase()}@a-long-family-domain.example`,
      'REFUNDED',
      true,
    );
    const paymentId = await pay(refunded.id, 'FULL', 500000);
    await db.query(
      `INSERT INTO "Refund" ("bookingId", "paymentId", amount, currency, reason, status, "settledAt")
       VALUES ($1, $2, 500000, 'USD', 'Cancelled by the customer', 'SUCCEEDED', now())`,
      [refunded.id, paymentId],
    );
    const deposit = await book(`Huda Table ${stamp}`, `huda.${stamp.toLowerCase()}@example.com`, 'DEPOSIT_PAID', false);
    await pay(deposit.id, 'DEPOSIT', 100000);
    await db.query(`UPDATE "Booking" SET "paidAt" = now() WHERE id = ANY($1)`, [[refunded.id, deposit.id]]);
    return { refunded: refunded.reference, deposit: deposit.reference };
  } finally {
    await db.end();
  }
}

/** Whether the element lies wholly inside the window, left to right. */
async function expectWithinViewport(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the ${width} px window`).toBeLessThanOrEqual(width);
}

test('the bookings table fits a 1366 px laptop and becomes cards on a 390 px phone', async ({
  page,
  request,
}, testInfo) => {
  await adminToken(request);
  const made = await bookings();
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Bookings', exact: true }).click();
  await page.getByLabel('Package').selectOption({ label: PACKAGE });

  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const row = table.getByRole('row').filter({ hasText: made.refunded });
  const cell = (column: string) =>
    row
      .getByRole('cell')
      .nth(['Reference', 'Customer', 'Departure', 'Status', 'Paid / total', 'Due', 'Actions'].indexOf(column));
  await expect(cell('Status')).toHaveText('Refunded');
  // What the booking keeps of the $5,000.00 paid: nothing, all of it went back.
  await expect(cell('Paid / total')).toHaveText('$0.00 / $5,000.00refunded $5,000.00');
  await expect(cell('Due')).toHaveText('Nothing due');
  const depositRow = table.getByRole('row').filter({ hasText: made.deposit });
  await expect(depositRow.getByRole('button', { name: /^Cancel booking/ })).toBeVisible();
  await expect(depositRow.getByRole('button', { name: /^Refund/ })).toBeVisible();

  for (const column of ['Status', 'Paid / total', 'Actions'])
    await expectWithinViewport(page, cell(column), `the refunded booking's ${column} cell`);
  await expectWithinViewport(page, depositRow.getByRole('button', { name: /^Refund/ }), 'the Refund button');
  await expectWithinViewport(page, table, 'the table');
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth,
    table: document.querySelector('table.table')!.getBoundingClientRect().width,
  }));
  expect(widths.page).toBeLessThanOrEqual(1366);
  expect(widths.table).toBeLessThanOrEqual(1366);
  await expectNoHorizontalOverflow(page, 'bookings at 1366 px');
  await snap(page, testInfo, 'bookings-1366');

  // Cancelled and refunded since: still under "Cancelled" (staff's meaning), not under "Missing documents".
  await page.getByRole('checkbox', { name: 'Cancelled' }).check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(made.refunded);
  await page.getByRole('checkbox', { name: 'Cancelled' }).uncheck();
  await page.getByRole('checkbox', { name: 'Missing documents' }).check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(made.deposit);
  await page.getByRole('checkbox', { name: 'Missing documents' }).uncheck();
  await expect(table.getByRole('row')).toHaveCount(3);

  // A phone: one card per booking, the same facts and actions.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Bookings' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  const card = cards.getByRole('article', { name: made.deposit });
  await expect(card.getByRole('heading', { name: made.deposit })).toBeVisible();
  const fact = (term: string) => card.locator('dt', { hasText: term }).locator('+ dd');
  await expect(fact('Customer')).toContainText(`Huda Table ${stamp}`);
  await expect(fact('Status')).toHaveText('Deposit paid');
  await expect(fact('Paid / total')).toHaveText('$1,000.00 / $5,000.00');
  await expect(fact('Due')).toContainText('$4,000.00');
  for (const button of [/^Cancel booking/, /^Refund/])
    await expectWithinViewport(page, card.getByRole('button', { name: button }), `the card's ${String(button)} button`);
  await expectWithinViewport(page, fact('Paid / total'), 'the card amount');
  await expectNoHorizontalOverflow(page, 'bookings at 390 px');
  await snap(page, testInfo, 'bookings-390');
});
