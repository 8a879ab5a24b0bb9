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
// A control that is not there fails its step in half a minute, not at the journey's timeout.
test.use({ actionTimeout: 30_000 });

const stamp = Date.now().toString(36);
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);
const AGENCY = `Noor Hajj Desk ${stamp}`;
const AGENT = { name: 'Hafsa Noor', email: `agent-${stamp}@rihla.test`, password: 'agent-chosen-pass' };
const PACKAGE = `Agency booking journey ${stamp}`;
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
    data: { code: `AGB-${stamp}`, name: PACKAGE, price: PUBLIC.DOUBLE, currency: 'GBP', nights: 10 },
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

/** Staff record a transfer on the invoice page: the preview of what it pays first, then the transfer. */
async function recordTransfer(staff: Page, number: string, amount: string, reference: string, owedAfter: string) {
  await staff.getByRole('button', { name: 'Record bank transfer' }).click();
  const dialog = staff.getByRole('dialog', { name: `Record bank transfer · ${number}` });
  await dialog.getByLabel('Amount received (GBP)').fill(amount);
  await dialog.getByLabel('Bank reference').fill(reference);
  await dialog.getByLabel('Received on').fill(inDays(0));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Still owed after it: ${owedAfter}`);
  await dialog.getByRole('button', { name: 'Record transfer' }).click();
  await expect(staff.getByText(`Transfer ${reference} recorded on ${number}.`)).toBeVisible();
}

/** The agent chooses the departure in the portal, fills in its rooms and reviews the total before booking. */
async function agentReviews(agent: Page, rooms: { roomType: 'QUAD' | 'DOUBLE'; travellers: number }[]) {
  await agent.goto('/agent/book');
  await agent.getByRole('button', { name: `Book this departure ${PACKAGE}` }).click();
  for (const [i, room] of rooms.entries()) {
    if (i > 0) await agent.getByRole('button', { name: 'Add a room' }).click();
    const group = agent.getByRole('group', { name: `Room ${i + 1}` });
    await group.getByLabel('Room type').selectOption(room.roomType);
    const pilgrims = group.getByRole('spinbutton', { name: 'Pilgrims' });
    await pilgrims.focus();
    for (let n = 1; n < room.travellers; n++) await pilgrims.press('ArrowUp');
    await expect(pilgrims).toHaveAttribute('aria-valuenow', String(room.travellers));
  }
  await expect(agent.getByLabel('Take the seats from our allocation')).toBeChecked();
  await agent.getByRole('button', { name: 'Review the total' }).click();
  return agent.getByLabel('Invoiced to your agency');
}

test('an agency books six pilgrims on its block, pays its invoice by bank transfer, earns its commission, and an overdue invoice stops it', async ({
  browser,
  request,
}, testInfo) => {
  const trip = await departure(request);
  const member = await createUser(request, 'STAFF', `agencies-${stamp}@rihla.test`);
  const packageLabel = `${PACKAGE} (AGB-${stamp})`;

  // Staff, on a laptop: the agency, its net prices on the package, a block of ten seats, its agent invited.
  const staff = await newPage(browser, testInfo, 1366, 900);
  await login(staff, member.email, member.password);
  await expect(staff).toHaveURL(/\/admin/);
  await staff.goto('/admin/agencies');
  await expect(staff.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await staff.getByRole('button', { name: 'New agency' }).click();
  const create = staff.getByRole('form', { name: 'New agency' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(AGENCY);
  await create.getByLabel('Country').selectOption('GB');
  await create.getByLabel('Currency').selectOption('GBP');
  await create.getByLabel('Contact name').fill('Yusuf Noor');
  await create.getByLabel('Contact email').fill(`desk-${stamp}@example.com`);
  await create.getByLabel(/^Credit limit/).fill(String(CREDIT_LIMIT / 100));
  await create.getByLabel('Payment terms (days)').fill('14');
  await staff.getByRole('button', { name: 'Create agency' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: AGENCY })).toBeVisible();
  await expect(staff.getByText('Outstanding £0.00 of £6,000.00 credit')).toBeVisible();
  const agencyId = Number(/\/admin\/agencies\/(\d+)/.exec(staff.url())![1]);

  const terms = staff.getByRole('region', { name: 'Commission terms' });
  await terms.getByRole('button', { name: 'Set terms on a package' }).click();
  const editor = terms.getByRole('form', { name: 'Package terms' });
  await editor.getByLabel('Package').selectOption({ label: packageLabel });
  await editor.getByLabel('Terms').selectOption('NET_PRICE');
  await editor.getByLabel('Quad (4 share) net (GBP)').fill(String(NET.QUAD / 100));
  await editor.getByLabel('Double (2 share) net (GBP)').fill(String(NET.DOUBLE / 100));
  await editor.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByRole('row').filter({ hasText: PACKAGE })).toContainText(
    'Quad (4 share) £800.00 · Double (2 share) £1,050.00',
  );

  const blocks = staff.getByRole('region', { name: 'Seat allocations' });
  const block = blocks.getByRole('form', { name: 'New seat allocation' });
  await block.getByLabel('Package').selectOption({ label: packageLabel });
  await block.getByLabel('Departure').selectOption(String(trip.departureId));
  await block.getByLabel('Seats').fill('10');
  await block.getByLabel('Release on').fill(inDays(60));
  await block.getByRole('button', { name: 'Block seats' }).click();
  await expect(staff.getByText('Seats blocked.')).toBeVisible();
  await expect(blocks.getByRole('table', { name: 'Seat allocations' }).getByRole('row')).toHaveCount(2);

  const agents = staff.getByRole('region', { name: 'Agents' });
  const invite = agents.getByRole('form', { name: 'Invite an agent' });
  await invite.getByLabel('Name').fill(AGENT.name);
  await invite.getByLabel('Email').fill(AGENT.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(agents.getByRole('table', { name: 'Open invitations' })).toContainText(AGENT.email);
  await snap(staff, testInfo, 'agency-1366');
  await expectNoSeriousA11yViolations(staff, 'agency page');

  // The agent, on a phone: accepts the emailed invitation, signs in to the portal, books six pilgrims on the block.
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
  await expect(
    agent.getByText('Your account is ready. Sign in with your email and the password you chose.'),
  ).toBeVisible();
  await login(agent, AGENT.email, AGENT.password);
  await expect(agent).toHaveURL(/\/agent$/);
  await expect(agent.getByText(AGENCY)).toBeVisible();
  await expect(agent.getByRole('region', { name: 'Credit' })).toContainText('£6,000.00');

  const review = await agentReviews(agent, [
    { roomType: 'QUAD', travellers: 4 },
    { roomType: 'DOUBLE', travellers: 2 },
  ]);
  await expect(review).toContainText('£5,300.00');
  await expect(review).toContainText('£700.00');
  await expect(review).toContainText('Due on');
  await snap(agent, testInfo, 'agent-confirm-390');
  await expectNoHorizontalOverflow(agent, 'agent booking review');
  await agent.getByRole('button', { name: 'Book and invoice my agency' }).click();
  const booked = agent.getByRole('status').filter({ hasText: 'Booked: invoice' });
  await expect(booked).toContainText(/RIH-\d{4}-\d{4}/);
  const number = /RIH-\d{4}-\d{4}/.exec((await booked.textContent()) ?? '')![0];
  await agent.goto('/agent');
  await expect(agent.getByRole('table', { name: 'Your seat allocations' })).toContainText('4 / 10');
  // The invoice's lines in the portal's words, from each booking: package, departure day, room and pilgrims.
  await agent.goto('/agent/invoices');
  await agent.getByRole('button', { name: new RegExp(number) }).click();
  const lines = agent.getByRole('region', { name: `Invoice ${number}` }).getByRole('listitem');
  await expect(lines.filter({ hasText: `${PACKAGE}, departing` })).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Quad room, 4 pilgrims' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Double room, 2 pilgrims' })).toHaveCount(1);

  // Staff: the invoice paid by bank transfer, half then the rest.
  const [{ id: invoiceId }] = await withDb(
    async (db) => (await db.query(`SELECT id FROM "Invoice" WHERE number = $1`, [number])).rows as { id: number }[],
  );
  const statuses = () =>
    withDb(async (db) =>
      (
        await db.query(
          `SELECT b.status::text AS status FROM "InvoiceLine" l JOIN "Booking" b ON b.id = l."bookingId"
             WHERE l."invoiceId" = $1 ORDER BY l.id`,
          [invoiceId],
        )
      ).rows.map((row: { status: string }) => row.status),
    );
  await staff.goto(`/admin/invoices/${invoiceId}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await recordTransfer(staff, number, String(SIX / 2 / 100), `FPS ${stamp} 1`, '£2,650.00');
  await expect(staff.getByText('Part paid', { exact: true })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Figures' })).toContainText('£2,650.00');
  expect(await statuses()).toEqual(['DEPOSIT_PAID', 'PENDING']);
  await recordTransfer(staff, number, String(SIX / 2 / 100), `FPS ${stamp} 2`, '£0.00');
  await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();
  expect(await statuses()).toEqual(['PAID', 'PAID']);
  await snap(staff, testInfo, 'invoice-paid-1366');

  // The agent's statement of the month: its commission, the public price less what it paid.
  await agent.goto('/agent/statements');
  await expect(agent.getByText('Commission earned', { exact: true }).locator('xpath=..')).toContainText('£700.00');
  await expect(agent.getByText(number).first()).toBeVisible();
  await snap(agent, testInfo, 'agent-statement-390');
  await expectNoHorizontalOverflow(agent, 'agent statement');

  // On the phone the agency's bookings are cards, each naming its invoice and what it still owes.
  await agent.goto('/agent/bookings');
  const cards = agent.getByRole('article').filter({ hasText: number });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Still owed£0.00');
  await snap(agent, testInfo, 'agent-bookings-390');
  await expectNoHorizontalOverflow(agent, 'agent bookings');
  await expectNoSeriousA11yViolations(agent, 'agent bookings on a phone');

  // Two more pilgrims on a new invoice, which then falls overdue (its due day moved into the past, as time would).
  await agentReviews(agent, [{ roomType: 'DOUBLE', travellers: 2 }]);
  await agent.getByRole('button', { name: 'Book and invoice my agency' }).click();
  const again = agent.getByRole('status').filter({ hasText: 'Booked: invoice' });
  await expect(again).toContainText(/RIH-\d{4}-\d{4}/);
  const second = /RIH-\d{4}-\d{4}/.exec((await again.textContent()) ?? '')![0];
  await withDb((db) =>
    db.query(`UPDATE "Invoice" SET "issuedOn" = current_date - 20, "dueOn" = current_date - 6 WHERE number = $1`, [
      second,
    ]),
  );
  await agentReviews(agent, [
    { roomType: 'QUAD', travellers: 4 },
    { roomType: 'DOUBLE', travellers: 2 },
  ]);
  await agent.getByRole('button', { name: 'Book and invoice my agency' }).click();
  const refused = agent.getByRole('alert');
  await expect(refused).toContainText(`${second} is overdue: please pay before booking more.`);
  await expect(refused).toContainText('over its credit limit of');
  await snap(agent, testInfo, 'agent-refused-390');
  await expectNoHorizontalOverflow(agent, 'agent refused booking');
  expect(
    await withDb(
      async (db) =>
        (await db.query(`SELECT count(*)::int AS n FROM "Invoice" WHERE "agencyId" = $1`, [agencyId])).rows[0].n,
    ),
  ).toBe(2);
});
