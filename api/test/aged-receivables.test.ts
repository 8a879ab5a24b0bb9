import type { Agency } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { anAgency, anAgencyBooking, anInvoice, aPayment } from '../../test/support/factories.ts';
import { agentWithToken, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * The aged receivables (issue #34, decision 0065): each agency's open invoices' outstanding in buckets of days past
 * due on a given day, at each bucket's edges, with totals per currency (KWD and OMR here, which no other test's
 * agencies use, so the totals are exact however many invoices other tests leave).
 */
let t: TestApp;
let staff: string;
let agencies: Record<'kuwait' | 'second' | 'oman', Agency>;

const AS_OF = '2026-06-30';
const DAY_MS = 86_400_000;
const daysBefore = (days: number) =>
  new Date(Date.parse(`${AS_OF}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** An unpaid invoice of one booking of `amount`, `overdue` days past due on AS_OF (negative: due later). */
async function invoiceDue(agency: Agency, overdue: number, amount: number) {
  const booking = await anAgencyBooking(t.deps.db, agency, {
    departIn: 60,
    amount,
    createdAt: new Date(`${daysBefore(overdue + 14)}T09:00:00Z`),
  });
  const invoice = await anInvoice(t.deps.db, agency, [booking], {
    issuedOn: daysBefore(overdue + 14),
    dueOn: daysBefore(overdue),
  });
  return { booking, invoice };
}

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  const db = t.deps.db;
  agencies = {
    kuwait: await anAgency(db, { name: `Aa Kuwait Hajj ${Date.now()}`, currency: 'KWD' }),
    second: await anAgency(db, { name: `Ab Kuwait Umrah ${Date.now()}`, currency: 'KWD' }),
    oman: await anAgency(db, { name: `Ac Muscat Pilgrims ${Date.now()}`, currency: 'OMR' }),
  };
  // Each edge its own amount (a power of two), so a sum names the invoices in it.
  const edges: [number, number][] = [
    [0, 1_000],
    [1, 2_000],
    [30, 4_000],
    [31, 8_000],
    [60, 16_000],
    [61, 32_000],
    [90, 64_000],
    [91, 128_000],
    [-10, 256_000],
  ];
  for (const [overdue, amount] of edges) await invoiceDue(agencies.kuwait, overdue, amount);
  // Part paid: 7.000 of 10.000 still owed, 10 days late. Paid off: not open, left out.
  const part = await invoiceDue(agencies.kuwait, 10, 10_000);
  await aPayment(db, { bookingId: part.booking.id, amount: 3_000, currency: 'KWD', receivedAt: new Date() });
  const paid = await invoiceDue(agencies.kuwait, 20, 5_000);
  await aPayment(db, { bookingId: paid.booking.id, amount: 5_000, currency: 'KWD', receivedAt: new Date() });
  await invoiceDue(agencies.second, 45, 50_000);
  await invoiceDue(agencies.oman, 100, 70_000);
});
afterAll(async () => t.app.close());

const report = async (query = `?asOf=${AS_OF}`, token = staff) =>
  rest(t, 'GET', `/api/receivables/aged${query}`, { token });

describe('aged receivables', () => {
  it('puts each invoice in its bucket at the edges 0/1/30/31/60/61/90/91 days', async () => {
    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body.asOf).toBe(AS_OF);
    const row = (id: number) => body.agencies.find((a: { agencyId: number }) => a.agencyId === id);
    expect(row(agencies.kuwait.id)).toEqual({
      agencyId: agencies.kuwait.id,
      agencyName: agencies.kuwait.name,
      currency: 'KWD',
      invoices: 10,
      current: 257_000,
      days1To30: 13_000,
      days31To60: 24_000,
      days61To90: 96_000,
      over90: 128_000,
      total: 518_000,
    });
    expect(row(agencies.second.id)).toMatchObject({ invoices: 1, days31To60: 50_000, total: 50_000 });
    expect(row(agencies.oman.id)).toMatchObject({ currency: 'OMR', over90: 70_000, total: 70_000 });
  });

  it('totals each currency apart, never across currencies', async () => {
    const { body } = await report();
    const total = (currency: string) => body.totals.find((row: { currency: string }) => row.currency === currency);
    expect(total('KWD')).toEqual({
      currency: 'KWD',
      current: 257_000,
      days1To30: 13_000,
      days31To60: 74_000,
      days61To90: 96_000,
      over90: 128_000,
      total: 568_000,
    });
    expect(total('OMR')).toEqual({
      currency: 'OMR',
      current: 0,
      days1To30: 0,
      days31To60: 0,
      days61To90: 0,
      over90: 70_000,
      total: 70_000,
    });
  });

  it('ages from today without asOf, and answers GraphQL alike', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await report('')).body.asOf).toBe(today);
    const { data } = await gql(
      t,
      `{ agedReceivables(asOf: "${AS_OF}") { asOf totals { currency over90 total } } }`,
      {},
      staff,
    );
    expect(data.agedReceivables.asOf).toBe(AS_OF);
    expect(data.agedReceivables.totals).toContainEqual({ currency: 'OMR', over90: 70_000, total: 70_000 });
  });

  it('downloads as CSV: a row per agency and currency, then the totals', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/receivables/aged?asOf=${AS_OF}&format=csv`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="aged-receivables-${AS_OF}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('agency,currency,invoices,current,days_1_30,days_31_60,days_61_90,days_over_90,total');
    expect(lines).toContain(`${agencies.kuwait.name},KWD,10,257.000,13.000,24.000,96.000,128.000,518.000`);
    expect(lines).toContain('TOTAL,KWD,,257.000,13.000,74.000,96.000,128.000,568.000');
    expect(lines).toContain('TOTAL,OMR,,0.000,0.000,0.000,0.000,70.000,70.000');
  });

  it('is for staff only', async () => {
    const agent = await agentWithToken(t, agencies.kuwait.id);
    expect((await report('', agent.token)).status).toBe(403);
    expect((await report('', (await userWithToken(t, 'USER')).token)).status).toBe(403);
    expect((await rest(t, 'GET', '/api/receivables/aged')).status).toBe(401);
  });

  it.each(['2026-02-30', 'yesterday', '2026-6-1', '9'.repeat(3000)])('refuses asOf=%s in words', async (asOf) => {
    const { status, body } = await report(`?asOf=${asOf}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'The date to age from is written YYYY-MM-DD.', reason: 'RECEIVABLES_AS_OF_INVALID' });
  });

  it('downloads as CSV only', async () => {
    const { status, body } = await report(`?asOf=${AS_OF}&format=pdf`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'The aged receivables download as csv.', reason: 'RECEIVABLES_FORMAT_INVALID' });
  });
});
