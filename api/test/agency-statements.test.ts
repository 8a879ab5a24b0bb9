import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { anAgency, anAgencyBooking, anInvoice, aPayment } from '../../test/support/factories.ts';
import {
  agentWithToken,
  configWithLimits,
  gql,
  pastPressure,
  rest,
  startTestApp,
  type TestApp,
  userWithToken,
} from './helpers.ts';

/**
 * Agencies' monthly statements (issue #34, decision 0065): exact figures for a story over two months (a part-paid
 * invoice, a card and two bank payments, a cancelled booking whose commission is not earned), who may read which
 * statement, and the CSV and PDF downloads.
 */
let t: TestApp;
let staff: string;
let customer: string;
let agentToken: string;
let otherAgentToken: string;
let agency: Awaited<ReturnType<typeof anAgency>>;
let refs: { a: string; b: string; c: string; other: string };
let invoiceNumbers: string[];

const at = (iso: string) => new Date(iso);
const INJECTION = '=HYPERLINK("http://x","y")';

// PDFs are rendered per download, under the receipts' per-address budget: a small one, to reach its end below.
const PDF_BUDGET = 4;

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ receipt: PDF_BUDGET }) });
  staff = (await userWithToken(t, 'STAFF')).token;
  customer = (await userWithToken(t, 'USER')).token;
  const db = t.deps.db;
  agency = await anAgency(db, { name: `Al Noor Travel ${Date.now()}` });
  agentToken = (await agentWithToken(t, agency.id)).token;
  const other = await anAgency(db);
  otherAgentToken = (await agentWithToken(t, other.id)).token;

  // September: two pilgrims at 800.00 net (1,000.00 public), invoiced, 600.00 paid by transfer on the 20th.
  const a = await anAgencyBooking(db, agency, {
    departIn: 60,
    amount: 2 * 80_000,
    publicAmount: 2 * 100_000,
    travellerCount: 2,
    status: 'DEPOSIT_PAID',
    createdAt: at('2026-09-05T09:00:00Z'),
  });
  const inv1 = await anInvoice(db, agency, [a], { issuedOn: '2026-09-05', dueOn: '2026-09-19' });
  await aPayment(db, {
    bookingId: a.id,
    amount: 60_000,
    receivedAt: at('2026-09-20T10:00:00Z'),
    transfer: { invoiceId: inv1.id, agencyId: agency.id, reference: 'TRF-001' },
  });
  // October: one pilgrim paid by card; one cancelled before paying; 400.00 more on September's invoice.
  const b = await anAgencyBooking(db, agency, {
    departIn: 60,
    amount: 90_000,
    publicAmount: 110_000,
    status: 'PAID',
    createdAt: at('2026-10-03T09:00:00Z'),
  });
  const inv2 = await anInvoice(db, agency, [b], { issuedOn: '2026-10-03', dueOn: '2026-10-17' });
  await aPayment(db, { bookingId: b.id, amount: 90_000, receivedAt: at('2026-10-10T10:00:00Z') });
  const c = await anAgencyBooking(db, agency, {
    departIn: 60,
    amount: 50_000,
    publicAmount: 65_000,
    status: 'CANCELLED',
    createdAt: at('2026-10-12T09:00:00Z'),
    cancelledAt: at('2026-10-20T09:00:00Z'),
  });
  const inv3 = await anInvoice(db, agency, [c], { issuedOn: '2026-10-12', dueOn: '2026-10-26' });
  await aPayment(db, {
    bookingId: a.id,
    amount: 40_000,
    receivedAt: at('2026-10-25T10:00:00Z'),
    transfer: { invoiceId: inv1.id, agencyId: agency.id, reference: INJECTION },
  });
  // Another agency's booking in the same month, which no statement of ours may show.
  const otherBooking = await anAgencyBooking(db, other, {
    departIn: 60,
    amount: 10_000,
    publicAmount: 12_000,
    createdAt: at('2026-10-05T09:00:00Z'),
  });
  refs = { a: a.reference, b: b.reference, c: c.reference, other: otherBooking.reference };
  invoiceNumbers = [inv1.number, inv2.number, inv3.number];
});
afterAll(async () => t.app.close());

describe('the statement', () => {
  it('adds up a month with a part-paid invoice, a card payment and a cancelled booking', async () => {
    const { status, body } = await rest(t, 'GET', `/api/agencies/${agency.id}/statement?month=2026-10`, {
      token: staff,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      agency: { id: agency.id, name: agency.name, country: 'GB' },
      currency: 'USD',
      month: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      // September's invoice: 1,600.00 less the 600.00 paid before October.
      openingBalance: 100_000,
      // Only the travelling booking's 200.00; the cancelled one's 150.00 is not earned.
      commissionEarned: 20_000,
      // September's invoice owes 600.00 after October's 400.00; October's are paid or cancelled unpaid.
      closingBalance: 60_000,
    });
    expect(body.bookings).toEqual([
      expect.objectContaining({
        reference: refs.b,
        packageName: 'Umrah Classic',
        pilgrims: 1,
        publicAmount: 110_000,
        netAmount: 90_000,
        commission: 20_000,
        status: 'PAID',
        travelling: true,
      }),
      expect.objectContaining({ reference: refs.c, commission: 15_000, status: 'CANCELLED', travelling: false }),
    ]);
    expect(body.invoices).toEqual([
      { number: invoiceNumbers[1], issuedOn: '2026-10-03', dueOn: '2026-10-17', total: 90_000, outstanding: 0 },
      { number: invoiceNumbers[2], issuedOn: '2026-10-12', dueOn: '2026-10-26', total: 50_000, outstanding: 0 },
    ]);
    expect(body.payments).toEqual([
      {
        receivedAt: '2026-10-10T10:00:00.000Z',
        invoiceNumber: invoiceNumbers[1],
        bookingReference: refs.b,
        transferReference: null,
        amount: 90_000,
      },
      {
        receivedAt: '2026-10-25T10:00:00.000Z',
        invoiceNumber: invoiceNumbers[0],
        bookingReference: refs.a,
        transferReference: INJECTION,
        amount: 40_000,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(refs.other);
  });

  it('carries the previous month into the next: September closes where October opens', async () => {
    const { body } = await rest(t, 'GET', `/api/agencies/${agency.id}/statement?month=2026-09`, { token: staff });
    expect(body).toMatchObject({ openingBalance: 0, commissionEarned: 40_000, closingBalance: 100_000 });
    expect(body.bookings.map((b: { reference: string }) => b.reference)).toEqual([refs.a]);
    // What the invoice owes now (after October's payment), not at September's end.
    expect(body.invoices).toEqual([
      expect.objectContaining({ number: invoiceNumbers[0], total: 160_000, outstanding: 60_000 }),
    ]);
    expect(body.payments).toEqual([expect.objectContaining({ transferReference: 'TRF-001', amount: 60_000 })]);
  });

  it('is the agent’s own agency’s, by REST and GraphQL', async () => {
    const own = await rest(t, 'GET', '/api/agent/statement?month=2026-10', { token: agentToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ agency: { id: agency.id }, commissionEarned: 20_000, closingBalance: 60_000 });
    const query =
      'query($m: String!) { myAgencyStatement(month: $m) { agency { id } commissionEarned bookings { reference } } }';
    const { data } = await gql(t, query, { m: '2026-10' }, agentToken);
    expect(data.myAgencyStatement).toEqual({
      agency: { id: agency.id },
      commissionEarned: 20_000,
      bookings: [{ reference: refs.b }, { reference: refs.c }],
    });
    // Another agency's agent reads its own month: one booking, none of ours.
    const other = await rest(t, 'GET', '/api/agent/statement?month=2026-10', { token: otherAgentToken });
    expect(other.body.bookings.map((b: { reference: string }) => b.reference)).toEqual([refs.other]);
    expect(JSON.stringify(other.body)).not.toContain(refs.b);
  });

  it('answers an agent naming another agency as if it were missing, by REST and GraphQL', async () => {
    const url = `/api/agencies/${agency.id}/statement?month=2026-10`;
    const own = await rest(t, 'GET', url, { token: agentToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ agency: { id: agency.id }, closingBalance: 60_000 });
    const probed = await rest(t, 'GET', url, { token: otherAgentToken });
    const missing = await rest(t, 'GET', '/api/agencies/999999999/statement?month=2026-10', { token: otherAgentToken });
    expect(probed.status).toBe(404);
    expect(probed.body).toEqual(missing.body);
    expect(probed.body).toEqual({ error: 'Not found.', reason: 'NOT_FOUND' });
    const csv = await rest(t, 'GET', `${url}&format=csv`, { token: otherAgentToken });
    expect(csv.status).toBe(404);
    const query = `{ agencyStatement(agencyId: ${agency.id}, month: "2026-10") { currency } }`;
    const { errors } = await gql(t, query, {}, otherAgentToken);
    expect(errors?.[0]).toMatchObject({ message: 'Not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses customers and the anonymous on agencies’ statements, and non-agents on the agent’s own', async () => {
    const staffUrl = `/api/agencies/${agency.id}/statement?month=2026-10`;
    expect((await rest(t, 'GET', staffUrl, { token: customer })).body).toMatchObject({ reason: 'FORBIDDEN' });
    expect((await rest(t, 'GET', staffUrl)).status).toBe(401);
    expect((await rest(t, 'GET', '/api/agent/statement?month=2026-10', { token: customer })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/agent/statement?month=2026-10', { token: staff })).status).toBe(403);
    const { errors } = await gql(t, `{ myAgencyStatement(month: "2026-10") { currency } }`, {}, staff);
    expect(errors?.[0].message).toBe('You do not have permission to do this.');
  });

  it('answers a missing agency with a 404', async () => {
    const { status, body } = await rest(t, 'GET', '/api/agencies/999999999/statement?month=2026-10', { token: staff });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Not found.', reason: 'NOT_FOUND' });
  });

  it.each([['false'], ['2026-13'], ['2026-1'], ['1999-12'], ['x'.repeat(5000)], ['']])(
    'refuses the month %s in words',
    async (month) => {
      const { status, body } = await rest(t, 'GET', `/api/agent/statement?month=${month}`, { token: agentToken });
      expect(status).toBe(400);
      expect(body).toEqual({
        error: 'Choose a month written YYYY-MM, for example 2026-11.',
        reason: 'STATEMENT_MONTH_INVALID',
      });
    },
  );

  it('refuses a month that has not begun, and an unknown format', async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const month = next.toISOString().slice(0, 7);
    const future = await rest(t, 'GET', `/api/agencies/${agency.id}/statement?month=${month}`, { token: staff });
    expect(future.status).toBe(400);
    expect(future.body).toEqual({ error: 'This month has not started yet.', reason: 'STATEMENT_MONTH_FUTURE' });
    const format = await rest(t, 'GET', '/api/agent/statement?month=2026-10&format=xlsx', { token: agentToken });
    expect(format.body).toEqual({ error: 'A statement downloads as pdf or csv.', reason: 'STATEMENT_FORMAT_INVALID' });
  });
});

describe('the downloads', () => {
  it('writes one CSV row per movement, formula cells made text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/agencies/${agency.id}/statement?month=2026-10&format=csv`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const slug = agency.name.toLowerCase().replaceAll(' ', '-');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${slug}-2026-10.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('date,type,reference,description,amount,commission');
    expect(lines[1]).toMatch(
      new RegExp(
        `^2026-10-03,BOOKING,${refs.b},Umrah Classic; 1 pilgrims; departs \\d{4}-\\d{2}-\\d{2}; PAID,900.00,200.00$`,
      ),
    );
    expect(lines[7]).toBe('');
    expect(lines[2]).toBe(`2026-10-03,INVOICE,${invoiceNumbers[1]},due 2026-10-17; outstanding 0.00,900.00,`);
    expect(lines[3]).toBe(`2026-10-10,PAYMENT,card,invoice ${invoiceNumbers[1]}; booking ${refs.b},900.00,`);
    expect(lines[4]).toMatch(new RegExp(`^2026-10-12,BOOKING,${refs.c},.*; CANCELLED,500.00,0.00$`));
    expect(lines[5]).toBe(`2026-10-12,INVOICE,${invoiceNumbers[2]},due 2026-10-26; outstanding 0.00,500.00,`);
    // The transfer reference starts with '=': a leading quote makes it text, and its quotes are doubled.
    expect(lines[6]).toBe(
      `2026-10-25,PAYMENT,"'=HYPERLINK(""http://x"",""y"")",invoice ${invoiceNumbers[0]}; booking ${refs.a},400.00,`,
    );
  });

  it('renders the PDF in the agent’s language, and in English for staff', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'statement-'));
    const pdfText = async (url: string, token: string, language: string) => {
      const response = await pastPressure(() =>
        t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const file = join(dir, `${language}-${Math.random()}.pdf`);
      writeFileSync(file, response.rawPayload);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    };
    const english = await pdfText(`/api/agencies/${agency.id}/statement?month=2026-10&format=pdf`, staff, 'ar');
    expect(english).toContain('Statement');
    expect(english).toContain('Commission earned');
    expect(english).toContain('USD 200.00');
    expect(english).toContain('USD 1,000.00');
    expect(english).toContain(refs.b);
    expect(english).toContain(invoiceNumbers[2]);
    expect(english).toContain('Card');
    const indonesian = await pdfText('/api/agent/statement?month=2026-10&format=pdf', agentToken, 'id');
    expect(indonesian).toContain('Komisi yang diperoleh');
    expect(indonesian).toContain('Oktober 2026');
    const arabic = await pdfText('/api/agent/statement?month=2026-10&format=pdf', agentToken, 'ar');
    expect(arabic).toContain(refs.b);
    expect(arabic).not.toContain('Commission earned');
  });

  it('renders PDFs within the per-address budget, then answers 429; the CSV is not counted', async () => {
    const url = '/api/agent/statement?month=2026-10&format=';
    const statuses = [];
    for (let n = 0; n <= PDF_BUDGET; n += 1)
      statuses.push((await pastPressure(() => rest(t, 'GET', `${url}pdf`, { token: agentToken }))).status);
    expect(statuses.at(-1)).toBe(429);
    const refused = await pastPressure(() => rest(t, 'GET', `${url}pdf`, { token: agentToken }));
    expect(refused.body).toMatchObject({ reason: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await pastPressure(() => rest(t, 'GET', `${url}csv`, { token: agentToken }))).status).toBe(200);
  });
});
