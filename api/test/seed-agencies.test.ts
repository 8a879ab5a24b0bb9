import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedIfEmpty } from '../../prisma/seed/catalogue.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import { rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * The agencies' story of a fresh install (prisma/seed/agencies.ts) read through the API, as its agent and staff meet
 * it: Al-Falah near its credit limit with an overdue invoice, so two more pilgrims are refused naming that invoice
 * while one more quad seat still fits; its invoices paid, part paid and overdue; Barokah's not yet due.
 */
let t: TestApp;
let falah: string;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedIfEmpty(t.deps.db)).toBe(true);
  const agent = await t.deps.db.user.findFirstOrThrow({ where: { agency: { name: 'Al-Falah Travel Desk' } } });
  falah = await startSession(t.deps.db, agent, t.deps.config.jwtSecret, '1h');
  staff = (await userWithToken(t, 'STAFF')).token;
});
afterAll(async () => t.app.close());

describe('the seeded agencies', () => {
  it('show Al-Falah its overdue invoice and the little credit it has left', async () => {
    const agency = await rest(t, 'GET', '/api/agent/agency', { token: falah });
    expect(agency.status).toBe(200);
    const [overdue] = await t.deps.db.invoice.findMany({
      where: { agency: { name: 'Al-Falah Travel Desk' } },
      orderBy: { number: 'desc' },
      take: 1,
    });
    expect(agency.body).toMatchObject({
      name: 'Al-Falah Travel Desk',
      currency: 'GBP',
      creditLimit: 750_000,
      overdueInvoiceNumbers: [overdue.number],
    });
    expect(agency.body.availableCredit).toBe(750_000 - (agency.body.outstanding as number));
    expect(agency.body.allocations).toHaveLength(1);
  });

  it('refuse Al-Falah two more pilgrims over its limit, naming the overdue invoice; one quad seat still fits', async () => {
    const [block] = (await rest(t, 'GET', '/api/agent/agency', { token: falah })).body.allocations as {
      departureId: number;
      seatsLeft: number;
    }[];
    const book = (roomType: string, travellers: number) =>
      rest(t, 'POST', '/api/agent/bookings', {
        token: falah,
        json: { departureId: block.departureId, fromAllocation: true, rooms: [{ roomType, travellers }] },
      });
    const refused = await book('DOUBLE', 2);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('AGENCY_CREDIT_LIMIT_OVERDUE');
    const overdue = await t.deps.db.invoice.findFirstOrThrow({
      where: { agency: { name: 'Al-Falah Travel Desk' } },
      orderBy: { number: 'desc' },
    });
    // Two pilgrims in a double at Al-Falah's net price (its NET_PRICE terms) on top of what it owes.
    const owed = (await rest(t, 'GET', '/api/agent/agency', { token: falah })).body.outstanding as number;
    const pounds = (minor: number) => `£${(minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    expect(refused.body.error).toBe(
      `The invoice ${overdue.number} is overdue: please pay before booking more. This booking would bring what your ` +
        `agency owes to ${pounds(owed + 2 * 165_000)}, over its credit limit of ${pounds(750_000)}.`,
    );
    const fits = await book('QUAD', 1);
    expect(fits.status).toBe(201);
    expect(fits.body.invoice.number).toMatch(/^RIH-\d{4}-\d{4}$/);
  });

  it('list for staff an invoice paid by transfer, one part paid and overdue, and one not yet due', async () => {
    const list = await rest(t, 'GET', '/api/invoices?pageSize=10', { token: staff });
    expect(list.status).toBe(200);
    // Oldest issued first; the quad seat booked above is the newest.
    const seeded = (list.body as { agency: { name: string }; state: string; issuedOn: string; id: number }[])
      .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.id - b.id)
      .slice(0, 3);
    expect(seeded.map((invoice) => [invoice.agency.name, invoice.state])).toEqual([
      ['Al-Falah Travel Desk', 'PAID'],
      ['Al-Falah Travel Desk', 'OVERDUE'],
      ['Barokah Tour & Travel', 'OPEN'],
    ]);
  });
});
