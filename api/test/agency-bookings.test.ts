import type { Agency, Prisma } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  aBooking,
  aDeparture,
  anAgency,
  anAgencyBooking,
  anAllocation,
  aPackage,
  daysFromToday,
  inDays,
} from '../../test/support/factories.ts';
import { issueInvoice } from '../src/services/invoice-issue.ts';
import { agentWithToken, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Agents' bookings on invoice (issue #34, decision 0065): the agency's net price, seats from its block or public
 * sale, the credit check (with and without an overdue invoice), a suspended agency, one invoice per booking made,
 * numbered without gaps, the emails and the audit row; an agent sees its own agency's bookings only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.app.close());

const YEAR = new Date().getUTCFullYear();

/** A package in USD unless told (DOUBLE 1,500.00, QUAD 1,000.00 per person; QUAD 900.00 on this departure) and its departure. */
async function pricedDeparture({ currency = 'USD', departIn = 60 } = {}) {
  const pkg = await aPackage(t.deps.db, { name: 'Umrah Gold', currency });
  const departure = await aDeparture(t.deps.db, { packageId: pkg.id, departIn });
  await t.deps.db.roomPrice.createMany({
    data: [
      { packageId: pkg.id, roomType: 'DOUBLE', amount: 150_000 },
      { packageId: pkg.id, roomType: 'QUAD', amount: 100_000 },
      { packageId: pkg.id, departureId: departure.id, roomType: 'QUAD', amount: 90_000 },
    ],
  });
  return { pkg, departure };
}

/** A new agency and one signed-in agent of it. */
async function agencyWithAgent(overrides: Partial<Prisma.AgencyUncheckedCreateInput> = {}) {
  const agency = await anAgency(t.deps.db, overrides);
  return { agency, ...(await agentWithToken(t, agency.id)) };
}

const book = (token: string, json: Record<string, unknown>) =>
  rest(t, 'POST', '/api/agent/bookings', { token, json, headers: { 'accept-language': 'en' } });

const lastInvoiceNumber = async () =>
  (await t.deps.db.invoiceSequence.findUnique({ where: { year: YEAR } }))?.last ?? 0;

const number = (n: number) => `RIH-${YEAR}-${String(n).padStart(4, '0')}`;

describe('pricing', () => {
  it('shows each departure with the public and the agency’s net price, by its default commission', async () => {
    const { departure } = await pricedDeparture();
    const { token } = await agencyWithAgent({ defaultCommissionBasisPoints: 1000 });
    const answer = await rest(t, 'GET', '/api/agent/departures?pageSize=100', { token });
    expect(answer.status).toBe(200);
    const listed = (answer.body as { id: number }[]).find((d) => d.id === departure.id);
    expect(listed).toEqual({
      id: departure.id,
      packageId: departure.packageId,
      packageName: 'Umrah Gold',
      departDate: inDays(60),
      returnDate: inDays(70),
      currency: 'USD',
      seatsLeft: 20,
      allocation: null,
      rooms: [
        { roomType: 'QUAD', publicAmount: 90_000, netAmount: 81_000 },
        { roomType: 'DOUBLE', publicAmount: 150_000, netAmount: 135_000 },
      ],
    });
  });

  it('lists no departure of a package priced in another currency, and refuses to book one in words', async () => {
    const { departure } = await pricedDeparture({ currency: 'SAR' });
    const { token } = await agencyWithAgent();
    const listed = await rest(t, 'GET', '/api/agent/departures?pageSize=100', { token });
    expect((listed.body as { id: number }[]).map((d) => d.id)).not.toContain(departure.id);
    const refused = await book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      'This package is priced in SAR; your agency books in USD only.',
    ]);
  });

  it('prices a package by its PERCENT_OFF terms, and sells on NET_PRICE terms only the rooms with a net price', async () => {
    const { pkg, departure } = await pricedDeparture();
    const { agency, token } = await agencyWithAgent({ defaultCommissionBasisPoints: 1000 });
    await t.deps.db.agencyPackageTerms.create({
      data: { agencyId: agency.id, packageId: pkg.id, kind: 'PERCENT_OFF', commissionBasisPoints: 333 },
    });
    const percent = await book(token, { departureId: departure.id, rooms: [{ roomType: 'QUAD', travellers: 3 }] });
    // 900.00 less 3.33 % is 870.03 exactly; 3 travellers.
    expect(percent.status).toBe(201);
    expect(percent.body.bookings[0]).toMatchObject({ amount: 261_009, publicAmount: 270_000, commission: 8_991 });

    const other = await agencyWithAgent();
    await t.deps.db.agencyPackageTerms.create({
      data: {
        agencyId: other.agency.id,
        packageId: pkg.id,
        kind: 'NET_PRICE',
        netPrices: { create: [{ roomType: 'DOUBLE', amount: 120_000 }] },
      },
    });
    const net = await book(other.token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 2 }] });
    expect(net.body.bookings[0]).toMatchObject({ amount: 240_000, publicAmount: 300_000, commission: 60_000 });
    const notSold = await book(other.token, {
      departureId: departure.id,
      rooms: [{ roomType: 'QUAD', travellers: 1 }],
    });
    expect([notSold.status, notSold.body.error]).toEqual([
      400,
      'This room type is not offered to your agency on this package.',
    ]);
  });
});

describe('booking', () => {
  it('books each room as a booking on credit from public sale, billed on one invoice, audited and emailed', async () => {
    const { departure } = await pricedDeparture();
    const { agency, user, token } = await agencyWithAgent({
      defaultCommissionBasisPoints: 1000,
      paymentTermsDays: 30,
      emailPilgrims: true,
    });
    const before = await lastInvoiceNumber();
    const answer = await book(token, {
      departureId: departure.id,
      rooms: [
        { roomType: 'DOUBLE', travellers: 2 },
        { roomType: 'QUAD', travellers: 4 },
      ],
      leadName: 'Hajar Mansour',
      pilgrimEmail: 'hajar@example.com',
    });
    expect(answer.status).toBe(201);
    const total = 2 * 135_000 + 4 * 81_000;
    expect(answer.body.invoice).toEqual({
      id: expect.any(Number),
      number: number(before + 1),
      total,
      dueOn: inDays(30),
    });
    const rows = await t.deps.db.booking.findMany({ where: { agencyId: agency.id }, orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      source: 'AGENT',
      userId: user.id,
      name: 'Hajar Mansour',
      email: user.email,
      roomType: 'DOUBLE',
      travellerCount: 2,
      amount: 270_000,
      publicAmount: 300_000,
      currency: 'USD',
      status: 'PENDING',
      seatsHeld: true,
      holdExpiresAt: null,
      depositDue: null,
      allocationId: null,
      locale: 'en',
    });
    expect((await t.deps.db.departure.findUniqueOrThrow({ where: { id: departure.id } })).seatsTaken).toBe(6);

    const invoice = await t.deps.db.invoice.findUniqueOrThrow({
      where: { id: answer.body.invoice.id },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
    expect(invoice).toMatchObject({ agencyId: agency.id, currency: 'USD', total, issuedOn: daysFromToday(0) });
    expect(
      invoice.lines.map(({ description, quantity, unitAmount, amount, publicAmount, bookingId }) => ({
        description,
        quantity,
        unitAmount,
        amount,
        publicAmount,
        bookingId,
      })),
    ).toEqual([
      {
        description: `Umrah Gold ${inDays(60)} – ${inDays(70)}, DOUBLE x2`,
        quantity: 2,
        unitAmount: 135_000,
        amount: 270_000,
        publicAmount: 300_000,
        bookingId: rows[0].id,
      },
      {
        description: `Umrah Gold ${inDays(60)} – ${inDays(70)}, QUAD x4`,
        quantity: 4,
        unitAmount: 81_000,
        amount: 324_000,
        publicAmount: 360_000,
        bookingId: rows[1].id,
      },
    ]);

    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'agency-booking.create', entityId: String(invoice.id) },
    });
    expect(audit).toMatchObject({ actorId: user.id, entityType: 'Invoice' });
    expect(audit.after).toMatchObject({ amount: total, publicAmount: 660_000, invoiceNumber: invoice.number });

    const [toAgent] = await t.deps.db.outboxEmail.findMany({ where: { to: user.email } });
    expect(toAgent).toMatchObject({ kind: 'agency-booking-confirmed' });
    expect(toAgent.subject).toBe(`Booked: Umrah Gold, invoice ${invoice.number}`);
    for (const fact of [
      rows[0].reference,
      rows[1].reference,
      'USD 5,940.00',
      'Hajar Mansour: Double room, 2\u00a0pilgrims',
    ])
      expect(toAgent.text).toContain(fact);
    const [toPilgrim] = await t.deps.db.outboxEmail.findMany({ where: { to: 'hajar@example.com' } });
    expect(toPilgrim).toMatchObject({ kind: 'agency-pilgrim-booked', subject: 'Your place on Umrah Gold' });
    expect(toPilgrim.text).toContain(`${agency.name} has booked your place on Umrah Gold`);
    expect(toPilgrim.text).not.toMatch(/USD|\d,\d{3}\.\d\d|RH-|http/);
  });

  it('writes the pilgrim’s notice in the agency’s language, the agent’s confirmation in the agent’s', async () => {
    const { pkg, departure } = await pricedDeparture();
    await t.deps.db.package.update({
      where: { id: pkg.id },
      data: { translations: { ar: { name: 'عمرة ذهبية' }, id: { name: 'Umrah Emas' } } },
    });
    const { agency, user, token } = await agencyWithAgent({ emailPilgrims: true, language: 'id' });
    const answer = await rest(t, 'POST', '/api/agent/bookings', {
      token,
      headers: { 'accept-language': 'ar' },
      json: {
        departureId: departure.id,
        rooms: [{ roomType: 'DOUBLE', travellers: 2 }],
        pilgrimEmail: 'fauzi@example.com',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    const [toPilgrim] = await t.deps.db.outboxEmail.findMany({ where: { to: 'fauzi@example.com' } });
    expect(toPilgrim).toMatchObject({ kind: 'agency-pilgrim-booked', subject: 'Tempat Anda di Umrah Emas' });
    expect(toPilgrim.text).toContain(agency.name);
    expect(toPilgrim.html).toContain('lang="id"');
    const [toAgent] = await t.deps.db.outboxEmail.findMany({ where: { to: user.email } });
    expect(toAgent.kind).toBe('agency-booking-confirmed');
    expect(toAgent.subject).toBe(
      `تم الحجز: \u2068عمرة ذهبية\u2069، الفاتورة \u2068${answer.body.invoice.number}\u2069`,
    );
    expect(toAgent.html).toContain('lang="ar" dir="rtl"');
  });

  it('sends the pilgrim nothing when the agency does not email its pilgrims', async () => {
    const { departure } = await pricedDeparture();
    const { token } = await agencyWithAgent({ emailPilgrims: false });
    const answer = await book(token, {
      departureId: departure.id,
      rooms: [{ roomType: 'DOUBLE', travellers: 1 }],
      pilgrimEmail: 'nobody.told@example.com',
    });
    expect(answer.status).toBe(201);
    expect(await t.deps.db.outboxEmail.count({ where: { to: 'nobody.told@example.com' } })).toBe(0);
  });

  it('takes seats from the agency’s block, refusing in words when too few are left or it is released', async () => {
    const { departure } = await pricedDeparture();
    const { agency, token } = await agencyWithAgent();
    const block = await anAllocation(t.deps.db, { agencyId: agency.id, departureId: departure.id, seats: 4 });
    const rooms = (travellers: number) => [{ roomType: 'DOUBLE', travellers }];

    const made = await book(token, { departureId: departure.id, fromAllocation: true, rooms: rooms(3) });
    expect(made.status).toBe(201);
    expect(made.body.bookings[0]).toMatchObject({ fromAllocation: true });
    expect(await t.deps.db.seatAllocation.findUniqueOrThrow({ where: { id: block.id } })).toMatchObject({
      seatsUsed: 3,
    });
    expect((await t.deps.db.departure.findUniqueOrThrow({ where: { id: departure.id } })).seatsTaken).toBe(4);
    expect((await t.deps.db.booking.findFirstOrThrow({ where: { agencyId: agency.id } })).allocationId).toBe(block.id);

    const few = await book(token, { departureId: departure.id, fromAllocation: true, rooms: rooms(2) });
    expect([few.status, few.body.error]).toEqual([
      409,
      'Only 1 seat is left in your agency’s allocation on this departure.',
    ]);
    const mine = await rest(t, 'GET', '/api/agent/agency', { token });
    expect(mine.body.allocations).toEqual([expect.objectContaining({ id: block.id, seatsUsed: 3, seatsLeft: 1 })]);

    await t.deps.db.seatAllocation.update({ where: { id: block.id }, data: { releasedAt: new Date(), seats: 3 } });
    const released = await book(token, { departureId: departure.id, fromAllocation: true, rooms: rooms(1) });
    expect([released.status, released.body.reason]).toEqual([409, 'ALLOCATION_RELEASED']);

    const none = await agencyWithAgent();
    const noBlock = await book(none.token, { departureId: departure.id, fromAllocation: true, rooms: rooms(1) });
    expect([noBlock.status, noBlock.body.error]).toEqual([
      409,
      'Your agency has no seat allocation on this departure.',
    ]);
  });

  it('refuses public seats that are not there, as the public is refused', async () => {
    const { departure } = await pricedDeparture();
    await t.deps.db.departure.update({ where: { id: departure.id }, data: { seatsTaken: 18 } });
    const { token } = await agencyWithAgent();
    const refused = await book(token, { departureId: departure.id, rooms: [{ roomType: 'QUAD', travellers: 3 }] });
    expect([refused.status, refused.body.error]).toEqual([409, 'Only 2 seats left on this departure.']);
  });

  it('refuses bad input in words', async () => {
    const { departure } = await pricedDeparture();
    const { token } = await agencyWithAgent();
    const seven = Array.from({ length: 7 }, () => ({ roomType: 'DOUBLE', travellers: 1 }));
    const tooMany = await book(token, { departureId: departure.id, rooms: seven });
    expect([tooMany.status, tooMany.body.error]).toEqual([400, 'Book 1 to 6 rooms at once.']);
    const ten = await book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 10 }] });
    expect([ten.status, ten.body.error]).toEqual([400, 'Travellers must be a whole number from 1 to 9.']);
    const missing = await book(token, { departureId: 99_999_999, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] });
    expect([missing.status, missing.body.reason]).toEqual([404, 'DEPARTURE_NOT_FOUND']);
  });
});

describe('credit', () => {
  /** An invoice of the agency issued `issuedAgo` days ago, due `dueAgo` days ago, owing `amount` (a booking unpaid). */
  async function openInvoice(agency: Agency, amount: number, dueAgo: number) {
    const booking = await anAgencyBooking(t.deps.db, agency, { amount });
    return issueInvoice(
      t.deps.db,
      agency,
      [
        {
          bookingId: booking.id,
          description: 'Earlier booking',
          quantity: 1,
          unitAmount: amount,
          publicAmount: amount,
        },
      ],
      { issuedById: null, now: new Date(Date.now() - (dueAgo + 14) * 86_400_000) },
    );
  }

  it('refuses a booking over the credit limit, naming the limit and what the agency would owe; nothing is written', async () => {
    const { departure } = await pricedDeparture({ currency: 'GBP' });
    const { agency, token } = await agencyWithAgent({ currency: 'GBP', creditLimit: 500_000 });
    await openInvoice(agency, 300_000, -5);
    const before = await lastInvoiceNumber();
    const refused = await book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 2 }] });
    // The amounts travel as minor units with their currency, so each reader writes them as the pages show money.
    expect([refused.status, refused.body.reason, refused.body.params, refused.body.error]).toEqual([
      409,
      'AGENCY_CREDIT_LIMIT',
      { owed: 600_000, limit: 500_000, currency: 'GBP' },
      'This booking would bring what your agency owes to £6,000.00, over its credit limit of £5,000.00. Pay an open invoice or ask us to raise the limit.',
    ]);
    expect(await t.deps.db.booking.count({ where: { agencyId: agency.id, departureId: departure.id } })).toBe(0);
    expect((await t.deps.db.departure.findUniqueOrThrow({ where: { id: departure.id } })).seatsTaken).toBe(0);
    expect(await lastInvoiceNumber()).toBe(before);
    // Within the limit it books.
    const fits = await book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] });
    expect(fits.status).toBe(201);
  });

  it('names the overdue invoice when there is one', async () => {
    const { departure } = await pricedDeparture();
    const { agency, token } = await agencyWithAgent({ creditLimit: 400_000 });
    const overdue = await openInvoice(agency, 300_000, 3);
    const refused = await book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] });
    expect([refused.status, refused.body.reason, refused.body.params, refused.body.error]).toEqual([
      409,
      'AGENCY_CREDIT_LIMIT_OVERDUE',
      { owed: 450_000, limit: 400_000, currency: 'USD', count: 1, invoices: overdue.number },
      `The invoice ${overdue.number} is overdue: please pay before booking more. This booking would bring what your agency owes to $4,500.00, over its credit limit of $4,000.00.`,
    ]);
    const mine = await rest(t, 'GET', '/api/agent/agency', { token });
    expect(mine.body).toMatchObject({
      creditLimit: 400_000,
      outstanding: 300_000,
      overdue: 300_000,
      availableCredit: 100_000,
      overdueInvoiceNumbers: [overdue.number],
    });
  });

  it('refuses a suspended agency', async () => {
    const { departure } = await pricedDeparture();
    const { token } = await agencyWithAgent({ suspendedAt: new Date() });
    const refused = await book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Your agency’s account is suspended, so it cannot book. Please contact us.',
    ]);
  });

  it('checks two parallel bookings of one agency one after the other, so together they stay within the limit', async () => {
    const { departure } = await pricedDeparture();
    const { token } = await agencyWithAgent({ creditLimit: 150_000, defaultCommissionBasisPoints: 0 });
    const both = await Promise.all(
      [1, 2].map(() => book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('invoice numbers', () => {
  it('numbers invoices per year from 0001', async () => {
    const lines = async () => {
      const booking = await aBooking(t.deps.db, { amount: 1_000 });
      return [{ bookingId: booking.id, description: 'x', quantity: 1, unitAmount: 1_000, publicAmount: 1_000 }];
    };
    const { agency } = await agencyWithAgent();
    const at = (day: string) => ({ issuedById: null, now: new Date(`${day}T10:00:00Z`) });
    const issued = [
      await issueInvoice(t.deps.db, agency, await lines(), at('2031-12-31')),
      await issueInvoice(t.deps.db, agency, await lines(), at('2031-12-31')),
      await issueInvoice(t.deps.db, agency, await lines(), at('2032-01-01')),
    ];
    expect(issued.map((invoice) => invoice.number)).toEqual(['RIH-2031-0001', 'RIH-2031-0002', 'RIH-2032-0001']);
  });

  it('draws numbers without gaps when two agencies book at once', async () => {
    const { departure } = await pricedDeparture();
    const first = await agencyWithAgent();
    const second = await agencyWithAgent();
    const before = await lastInvoiceNumber();
    const answers = await Promise.all(
      [first, second].map(({ token }) =>
        book(token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.invoice.number).sort()).toEqual([
      number(before + 1),
      number(before + 2),
    ]);
  });
});

describe('an agent sees its own agency only', () => {
  async function bookedByAnAgency() {
    const { departure } = await pricedDeparture();
    const mine = await agencyWithAgent();
    const made = await book(mine.token, { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] });
    expect(made.status).toBe(201);
    return { ...mine, departure, booking: made.body.bookings[0] as { id: number; reference: string } };
  }

  it('reads its bookings, newest first, with their invoice and money; a colleague at the agency reads them too', async () => {
    const { agency, token, booking, departure } = await bookedByAnAgency();
    const colleague = await agentWithToken(t, agency.id);
    const list = await rest(t, 'GET', `/api/agent/bookings?departureId=${departure.id}`, { token: colleague.token });
    expect([list.status, list.headers['x-total-count']]).toEqual([200, '1']);
    expect(list.body[0]).toMatchObject({
      reference: booking.reference,
      amount: 150_000,
      publicAmount: 150_000,
      commission: 0,
      paid: 0,
      owed: 150_000,
      invoiceNumber: expect.stringMatching(/^RIH-\d{4}-\d{4}$/),
    });
    const one = await gql(
      t,
      'query($id: Int!) { agencyBooking(id: $id) { booking { reference status } travellers { fullName } } }',
      { id: booking.id },
      token,
    );
    expect(one.data.agencyBooking).toEqual({
      booking: { reference: booking.reference, status: 'PENDING' },
      travellers: [],
    });
  });

  it('answers another agency’s booking as a missing one, on the portal and on the booking’s own pages', async () => {
    const { booking, token } = await bookedByAnAgency();
    const stranger = await agencyWithAgent();
    const portal = await rest(t, 'GET', `/api/agent/bookings/${booking.id}`, { token: stranger.token });
    expect([portal.status, portal.body.reason]).toEqual([404, 'BOOKING_NOT_FOUND']);
    const graph = await gql(
      t,
      'query($id: Int!) { agencyBooking(id: $id) { booking { id } } }',
      { id: booking.id },
      stranger.token,
    );
    expect(graph.errors?.[0].message).toBe('Booking not found.');
    const list = await rest(t, 'GET', '/api/agent/bookings', { token: stranger.token });
    expect(list.body).toEqual([]);
    // The existing travellers' and documents' paths: the booking's agency has the owner's access, another none.
    for (const path of [`/api/bookings/${booking.id}/travellers`, `/api/bookings/${booking.id}/documents`]) {
      expect((await rest(t, 'GET', path, { token })).status).toBe(200);
      expect((await rest(t, 'GET', path, { token: stranger.token })).status).toBe(404);
    }
  });

  it('refuses every other role', async () => {
    const customer = (await userWithToken(t, 'USER')).token;
    const staff = (await userWithToken(t, 'STAFF')).token;
    for (const token of [customer, staff]) {
      expect((await rest(t, 'GET', '/api/agent/agency', { token })).status).toBe(403);
      expect((await rest(t, 'GET', '/api/agent/departures', { token })).status).toBe(403);
      expect((await book(token, { departureId: 1, rooms: [{ roomType: 'DOUBLE', travellers: 1 }] })).status).toBe(403);
    }
    expect((await rest(t, 'GET', '/api/agent/bookings')).status).toBe(401);
  });
});

describe('in the agent’s language', () => {
  it('names the package as staff translated it on the portal, the invoice and the statement; staff read English', async () => {
    const { departure } = await pricedDeparture();
    await t.deps.db.package.update({
      where: { id: departure.packageId },
      data: { translations: { ar: { name: 'عمرة الذهب' }, id: { name: 'Umrah Emas' } } },
    });
    const { agency, token } = await agencyWithAgent();
    await anAllocation(t.deps.db, { agencyId: agency.id, departureId: departure.id, seats: 4 });
    const arabic = { 'accept-language': 'ar' };
    const booked = await rest(t, 'POST', '/api/agent/bookings', {
      token,
      headers: arabic,
      json: { departureId: departure.id, rooms: [{ roomType: 'DOUBLE', travellers: 2 }], fromAllocation: true },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.bookings[0].packageName).toBe('عمرة الذهب');
    const bookingId = booked.body.bookings[0].id;
    const invoiceId = booked.body.invoice.id;

    const read = async (path: string, who: string, language: string) =>
      (await rest(t, 'GET', path, { token: who, headers: { 'accept-language': language } })).body;
    const departures = await read('/api/agent/departures?pageSize=100', token, 'id');
    expect(departures.find((d: { id: number }) => d.id === departure.id).packageName).toBe('Umrah Emas');
    expect((await read('/api/agent/agency', token, 'ar')).allocations[0].packageName).toBe('عمرة الذهب');
    expect((await read('/api/agent/bookings', token, 'ar'))[0].packageName).toBe('عمرة الذهب');
    expect((await read(`/api/agent/bookings/${bookingId}`, token, 'ar')).booking.packageName).toBe('عمرة الذهب');
    expect((await read(`/api/invoices/${invoiceId}`, token, 'ar')).lines[0].packageName).toBe('عمرة الذهب');
    const month = new Date().toISOString().slice(0, 7);
    const statement = await read(`/api/agent/statement?month=${month}`, token, 'ar');
    expect(statement.bookings[0].packageName).toBe('عمرة الذهب');

    // The back-office is English whatever the browser asks.
    const staff = (await userWithToken(t, 'STAFF')).token;
    expect((await read(`/api/invoices/${invoiceId}`, staff, 'ar')).lines[0].packageName).toBe('Umrah Gold');
    const staffStatement = await read(`/api/agencies/${agency.id}/statement?month=${month}`, staff, 'ar');
    expect(staffStatement.bookings[0].packageName).toBe('Umrah Gold');
  });
});
