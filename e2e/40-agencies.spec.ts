import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import {
  adminToken,
  createUser,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  invitationLink,
  login,
  snap,
} from './helpers.ts';

/**
 * Issue #34 (decision 0065): staff add an agency with net prices on a package and a block of seats, and invite its
 * agent; the agent books six pilgrims on the block from the agent portal, on invoice; staff record a bank transfer
 * for half the invoice, then the rest (the bookings part paid, then paid); the agent's statement shows the
 * commission; an invoice fallen overdue stops a booking over the credit limit, in words naming it.
 */
test.describe.configure({ timeout: 300_000 });

const stamp = Date.now().toString(36);
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);
const AGENCY = `Noor Hajj Desk ${stamp}`;
const AGENT = { name: 'Hafsa Noor', email: `agent-${stamp}@rihla.test`, password: 'agent-chosen-pass' };
const PACKAGE = `Agency journey ${stamp}`;
// Public and net per-person prices (GBP pence): the commission on 4 in a quad and 2 in a double is £700.00.
const PUBLIC = { QUAD: 90_000, DOUBLE: 120_000 };
const NET = { QUAD: 80_000, DOUBLE: 105_000 };
const SIX = 4 * NET.QUAD + 2 * NET.DOUBLE; // £5,300.00
// Room for the six, then for two more; not for six more while those two are owed.
const CREDIT_LIMIT = 600_000;

async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The operator's package in pounds, its quad and double prices and a departure of 30 seats, by the staff API. */
async function departure(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/packages', {
    headers,
    data: { code: `AGY-${stamp}`, name: PACKAGE, price: PUBLIC.DOUBLE, currency: 'GBP', nights: 10 },
  });
  expect(created.status()).toBe(201);
  const packageId = (await created.json()).id as number;
  const priced = await request.patch(`/api/packages/${packageId}/room-prices`, {
    headers,
    data: {
      prices: [
        { roomType: 'QUAD', amount: PUBLIC.QUAD },
        { roomType: 'DOUBLE', amount: PUBLIC.DOUBLE },
      ],
    },
  });
  expect(priced.status()).toBe(200);
  const made = await request.post(`/api/packages/${packageId}/departures`, {
    headers,
    data: { departDate: inDays(90), returnDate: inDays(100), seats: 30 },
  });
  expect(made.status()).toBe(201);
  return { packageId, departureId: (await made.json()).id as number };
}

async function newPage(browser: Browser, testInfo: TestInfo, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width, height },
    ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** Staff record a transfer on the invoice page: the preview first, then the confirmation. */
async function recordTransfer(staff: Page, amount: string, reference: string) {
  await staff.getByRole('button', { name: 'Record bank transfer' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Record bank transfer' });
  await dialog.getByLabel('Amount received').fill(amount);
  await dialog.getByLabel('Bank reference').fill(reference);
  await dialog.getByLabel('Received on').fill(inDays(0));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(/still owe/i)).toBeVisible();
  await dialog.getByRole('button', { name: 'Record transfer' }).click();
  await expect(dialog).toBeHidden();
}

/** The agent books rooms on the departure from the agency's block; answers the invoice number shown. */
async function agentBooks(agent: Page, rooms: { roomType: 'QUAD' | 'DOUBLE'; travellers: number }[]) {
  await agent.goto('/agent/book');
  const offer = agent.getByRole('region', { name: new RegExp(PACKAGE) });
  await offer.getByRole('button', { name: /Book/ }).first().click();
  const form = agent.getByRole('form', { name: /Book/ });
  await form.getByLabel(/From our allocation/).check();
  for (const [i, room] of rooms.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add a room' }).click();
    await form.getByLabel(`Room ${i + 1} type`).selectOption(room.roomType);
    await form.getByLabel(`Room ${i + 1} pilgrims`).fill(String(room.travellers));
  }
  await form.getByRole('button', { name: 'Review booking' }).click();
}

test('an agency books six pilgrims on its block, pays its invoice by bank transfer, earns its commission, and an overdue invoice stops it', async ({
  browser,
  request,
}, testInfo) => {
  const trip = await departure(request);
  const member = await createUser(request, 'STAFF', `agencies-${stamp}@rihla.test`);

  // Staff, on a laptop: the agency, its net prices on the package, a block of ten seats, its agent invited.
  const staff = await newPage(browser, testInfo, 1366, 900);
  await login(staff, member.email, member.password);
  await expect(staff).toHaveURL(/\/admin/);
  await staff.goto('/admin/agencies');
  await expect(staff.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await staff.getByRole('button', { name: 'New agency' }).click();
  const create = staff.getByRole('dialog', { name: 'New agency' });
  await create.getByLabel('Name').fill(AGENCY);
  await create.getByLabel('Country').selectOption('GB');
  await create.getByLabel('Currency').selectOption('GBP');
  await create.getByLabel('Contact name').fill('Yusuf Noor');
  await create.getByLabel('Contact email').fill(`desk-${stamp}@example.com`);
  await create.getByLabel('Credit limit').fill(String(CREDIT_LIMIT / 100));
  await create.getByLabel('Payment terms (days)').fill('14');
  await create.getByRole('button', { name: 'Create agency' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: AGENCY })).toBeVisible();
  const agencyId = Number(/\/admin\/agencies\/(\d+)/.exec(staff.url())![1]);

  const terms = staff.getByRole('region', { name: 'Commission terms' });
  await terms.getByLabel('Package').selectOption({ label: PACKAGE });
  await terms.getByLabel('Kind').selectOption('NET_PRICE');
  await terms.getByLabel('Quad net price').fill(String(NET.QUAD / 100));
  await terms.getByLabel('Double net price').fill(String(NET.DOUBLE / 100));
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByRole('row').filter({ hasText: PACKAGE })).toContainText('£800.00');

  const blocks = staff.getByRole('region', { name: 'Seat allocations' });
  await blocks.getByLabel('Departure').selectOption(String(trip.departureId));
  await blocks.getByLabel('Seats').fill('10');
  await blocks.getByLabel('Release on').fill(inDays(60));
  await blocks.getByRole('button', { name: 'Hold seats' }).click();
  await expect(blocks.getByRole('row').filter({ hasText: inDays(90) })).toContainText('10');

  const agents = staff.getByRole('region', { name: 'Agents' });
  await agents.getByLabel('Name').fill(AGENT.name);
  await agents.getByLabel('Email').fill(AGENT.email);
  await agents.getByRole('button', { name: 'Invite agent' }).click();
  await expect(agents.getByText(AGENT.email)).toBeVisible();
  await snap(staff, testInfo, 'agency-1366');
  await expectNoSeriousA11yViolations(staff, 'agency page');

  // The agent, on a phone: accepts the invitation, lands in the portal, books six pilgrims on the block.
  const [{ id: invitationId }] = await withDb(
    async (db) =>
      (await db.query(`SELECT id FROM "StaffInvitation" WHERE email = $1 AND "agencyId" = $2`, [AGENT.email, agencyId]))
        .rows as { id: number }[],
  );
  const link = await invitationLink(request, await adminToken(request), invitationId);
  const agent = await newPage(browser, testInfo, 390, 844);
  await agent.goto(link);
  await agent.getByLabel(/^Password\W*$/).fill(AGENT.password);
  await agent.getByLabel('Password again').fill(AGENT.password);
  await agent.getByRole('button', { name: 'Create my account' }).click();
  await login(agent, AGENT.email, AGENT.password);
  await expect(agent).toHaveURL(/\/agent$/);
  await expect(agent.getByRole('heading', { level: 1, name: AGENCY })).toBeVisible();
  await expect(agent.getByText('£0.00 of £6,000.00 credit used')).toBeVisible();

  await agentBooks(agent, [
    { roomType: 'QUAD', travellers: 4 },
    { roomType: 'DOUBLE', travellers: 2 },
  ]);
  const confirm = agent.getByRole('region', { name: 'Confirm the booking' });
  await expect(confirm.getByText('£5,300.00')).toBeVisible();
  await expect(confirm.getByText(inDays(14))).toBeVisible();
  await snap(agent, testInfo, 'agent-confirm-390');
  await expectNoHorizontalOverflow(agent, 'agent booking confirmation');
  await confirm.getByRole('button', { name: 'Book on invoice' }).click();
  const booked = agent.getByRole('status');
  await expect(booked).toContainText(/RIH-\d{4}-\d{4}/);
  const number = /RIH-\d{4}-\d{4}/.exec((await booked.textContent()) ?? '')![0];
  await expect(agent.getByText('4 of 10 seats left')).toBeVisible();

  // Staff: the invoice paid by bank transfer, half then the rest.
  const [{ id: invoiceId }] = await withDb(
    async (db) => (await db.query(`SELECT id FROM "Invoice" WHERE number = $1`, [number])).rows as { id: number }[],
  );
  await staff.goto(`/admin/invoices/${invoiceId}`);
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await recordTransfer(staff, String(SIX / 2 / 100), `FPS ${stamp} 1`);
  await expect(staff.getByText('Part paid')).toBeVisible();
  await expect(staff.getByText('£2,650.00 outstanding')).toBeVisible();
  const statuses = async () =>
    withDb(async (db) =>
      (
        await db.query(
          `SELECT b.status::text AS status FROM "InvoiceLine" l JOIN "Booking" b ON b.id = l."bookingId"
             WHERE l."invoiceId" = $1 ORDER BY l.id`,
          [invoiceId],
        )
      ).rows.map((row: { status: string }) => row.status),
    );
  expect(await statuses()).toEqual(['DEPOSIT_PAID', 'PENDING']);
  await recordTransfer(staff, String(SIX / 2 / 100), `FPS ${stamp} 2`);
  await expect(staff.getByText('Paid', { exact: true })).toBeVisible();
  expect(await statuses()).toEqual(['PAID', 'PAID']);
  await snap(staff, testInfo, 'invoice-paid-1366');

  // The agent's statement of the month: its commission, the public price less what it paid.
  await agent.goto('/agent/statements');
  await expect(agent.getByRole('region', { name: 'Commission earned' })).toContainText('£700.00');
  await expect(agent.getByText(number).first()).toBeVisible();
  await snap(agent, testInfo, 'agent-statement-390');
  await expectNoHorizontalOverflow(agent, 'agent statement');

  // Two more pilgrims on a new invoice, which then falls overdue (its due day moved into the past, as time would).
  await agentBooks(agent, [{ roomType: 'DOUBLE', travellers: 2 }]);
  await agent
    .getByRole('region', { name: 'Confirm the booking' })
    .getByRole('button', { name: 'Book on invoice' })
    .click();
  const second = /RIH-\d{4}-\d{4}/.exec((await agent.getByRole('status').textContent()) ?? '')![0];
  await withDb((db) =>
    db.query(`UPDATE "Invoice" SET "issuedOn" = current_date - 20, "dueOn" = current_date - 6 WHERE number = $1`, [
      second,
    ]),
  );
  await agentBooks(agent, [
    { roomType: 'QUAD', travellers: 4 },
    { roomType: 'DOUBLE', travellers: 2 },
  ]);
  await agent
    .getByRole('region', { name: 'Confirm the booking' })
    .getByRole('button', { name: 'Book on invoice' })
    .click();
  await expect(agent.getByRole('alert')).toContainText(`Invoice ${second} is overdue: please pay before booking more.`);
  await expect(agent.getByRole('alert')).toContainText('over its credit limit of £6,000.00');
  await snap(agent, testInfo, 'agent-refused-390');
  expect(
    await withDb(
      async (db) =>
        (await db.query(`SELECT count(*)::int AS n FROM "Invoice" WHERE "agencyId" = $1`, [agencyId])).rows[0].n,
    ),
  ).toBe(2);
});
