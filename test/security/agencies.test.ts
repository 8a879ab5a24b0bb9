/**
 * Issue #34 (decision 0065): an agent sees its own agency and nothing else, and money moves only as staff record it.
 * The agent of agency A meets the 404 of a missing row for agency B's bookings, invoices and PDFs and for direct
 * customers' bookings, never reads B's name, terms or pilgrims nor a direct customer in any answer, and is refused
 * every staff operation; invoices cannot be tampered with (an agent records, reviews and reschedules nothing; staff
 * transfers of a malformed amount or a repeated reference write nothing); a block of seats and a credit limit hold
 * against over-booking, other agencies' and released blocks, and two bookings racing each other.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { invitedAgent, type SaleDeparture, saleDepartures, seatCounts } from './support/agencies.ts';
import { inDays } from './support/catalogue.ts';
import type { Client, Reply } from './support/http.ts';
import { fromAddress, product, sql } from './support/product.ts';

const staff = fromAddress('127.0.12.1');
const agentA = fromAddress('127.0.12.2');
const agentB = fromAddress('127.0.12.3');
const customer = fromAddress('127.0.12.4');
// Agent A books from several addresses: BOOKING_RATE_LIMIT counts bookings per client address.
const bookerA = (n: number) => fromAddress(`127.0.12.${10 + n}`);
// Passport numbers as the seed writes them: a letter and eight digits (prisma/seed/travellers.ts, agencies.ts).
const PASSPORT_SHAPED = /\b[A-Z][78]\d{7}\b/;
const MISSING = 2_000_000_000;
const month = new Date().toISOString().slice(0, 7);

const alpha = {
  name: 'Security Agency Alpha',
  email: 'agent.alpha@security.example',
  password: 'Agent-alpha-Pass-2026!',
};
const beta = { name: 'Security Agency Beta', email: 'agent.beta@security.example', password: 'Agent-beta-Pass-2026!' };

type Row = { id: number };
let departure: SaleDeparture;
let second: SaleDeparture;
let agencyA: number;
let agencyB: number;
let tokenA: string;
let tokenB: string;
let customerToken: string;
let blockA: number;
let blockB: number;
/** What B booked, and a direct customer's booking of the seed: none of it may show in A's answers. */
let ofB: { bookingId: number; reference: string; invoiceId: number; number: string; netPrice: number };
let direct: { id: number; reference: string; email: string; name: string };
let ofA: { bookingId: number; invoiceId: number; number: string; netPerPerson: number };

const staffToken = () => product().adminToken;

async function createAgency(name: string, currency: string, commission: number): Promise<number> {
  const reply = await staff.post(
    '/api/agencies',
    {
      name,
      country: 'GB',
      currency,
      contactName: `${name} desk`,
      contactEmail: `${name.toLowerCase().replaceAll(' ', '.')}@security.example`,
      creditLimit: 1_000_000_000,
      paymentTermsDays: 14,
      defaultCommissionBasisPoints: commission,
    },
    { token: staffToken() },
  );
  expect(reply.status, reply.text).toBe(201);
  return (await sql<Row>(`SELECT id FROM "Agency" WHERE name = $1`, [name]))[0].id;
}

async function createBlock(agencyId: number, departureId: number, seats: number): Promise<number> {
  const reply = await staff.post(
    '/api/seat-allocations',
    { agencyId, departureId, seats, releaseOn: inDays(10) },
    { token: staffToken() },
  );
  expect(reply.status, reply.text).toBe(201);
  return (
    await sql<Row>(`SELECT id FROM "SeatAllocation" WHERE "agencyId" = $1 AND "departureId" = $2`, [
      agencyId,
      departureId,
    ])
  )[0].id;
}

function book(as: Client, token: string, departureId: number, travellers: number, fromAllocation: boolean) {
  return as.post(
    '/api/agent/bookings',
    { departureId, fromAllocation, rooms: [{ roomType: 'DOUBLE', travellers }], leadName: 'Security Pilgrim' },
    { token },
  );
}

/** Everything one agency has that a booking or a transfer writes, to show an attempt wrote nothing. */
async function moneyRows(agencyId: number) {
  return sql(
    `SELECT (SELECT count(*) FROM "Booking" WHERE "agencyId" = $1)::int AS bookings,
            (SELECT count(*) FROM "Invoice" WHERE "agencyId" = $1)::int AS invoices,
            (SELECT count(*) FROM "BankTransfer" WHERE "agencyId" = $1)::int AS transfers,
            (SELECT count(*) FROM "Payment" p JOIN "Booking" b ON b.id = p."bookingId" WHERE b."agencyId" = $1)::int
              AS payments,
            (SELECT array_agg(status::text ORDER BY id) FROM "Booking" WHERE "agencyId" = $1) AS statuses,
            (SELECT array_agg("dueOn"::text ORDER BY id) FROM "Invoice" WHERE "agencyId" = $1) AS "dueOn"`,
    [agencyId],
  );
}

/** A's answer carries nothing of B, of a direct customer, nor any passport number. */
function expectNothingOfOthers(reply: Reply, what: string) {
  for (const secret of [
    'Security Agency Beta',
    ofB.reference,
    ofB.number,
    String(ofB.netPrice),
    direct.reference,
    direct.email,
    direct.name,
  ])
    expect(reply.text, `${what} shows ${secret}`).not.toContain(secret);
  expect(reply.text, what).not.toMatch(PASSPORT_SHAPED);
}

beforeAll(async () => {
  // Two departures of one currency: the agencies' blocks, and a second for the other agency's and a released block.
  const open = await saleDepartures(30);
  departure = open.find((d) => d.seatsLeft >= 20 && open.some((o) => o.id !== d.id && o.currency === d.currency))!;
  expect(departure, 'an open departure with 20 seats and another in its currency').toBeTruthy();
  second = open.find((d) => d.id !== departure.id && d.currency === departure.currency && d.seatsLeft >= 4)!;
  expect(second, 'a second departure in the same currency').toBeTruthy();

  agencyA = await createAgency('Security Agency Alpha', departure.currency, 500);
  agencyB = await createAgency('Security Agency Beta', departure.currency, 0);
  // B's own terms on the package: a net price no answer to A may carry.
  const netPrice = departure.double - 777;
  const terms = await staff.request('PUT', `/api/agencies/${agencyB}/terms/${departure.packageId}`, {
    token: staffToken(),
    json: { kind: 'NET_PRICE', netPrices: [{ roomType: 'DOUBLE', amount: netPrice }] },
  });
  expect(terms.status, terms.text).toBe(200);
  blockA = await createBlock(agencyA, departure.id, 6);
  blockB = await createBlock(agencyB, departure.id, 4);
  tokenA = (await invitedAgent(staff, agencyA, alpha)).token;
  tokenB = (await invitedAgent(staff, agencyB, beta)).token;
  const registered = await customer.post('/api/auth/register', {
    name: 'Agency Customer',
    email: 'agency.customer@security.example',
    password: 'Agency-customer-Pass-1',
  });
  expect(registered.status, registered.text).toBe(201);
  customerToken = registered.body.token;

  const bookedB = await book(agentB, tokenB, departure.id, 2, true);
  expect(bookedB.status, bookedB.text).toBe(201);
  const [rowB] = await sql<{ id: number; reference: string; invoiceId: number; number: string }>(
    `SELECT b.id, b.reference, i.id AS "invoiceId", i.number FROM "Booking" b
     JOIN "InvoiceLine" l ON l."bookingId" = b.id JOIN "Invoice" i ON i.id = l."invoiceId"
     WHERE b."agencyId" = $1`,
    [agencyB],
  );
  ofB = { bookingId: rowB.id, reference: rowB.reference, invoiceId: rowB.invoiceId, number: rowB.number, netPrice };
  expect((await sql<{ amount: number }>(`SELECT amount FROM "Booking" WHERE id = $1`, [ofB.bookingId]))[0].amount).toBe(
    netPrice * 2,
  );

  const bookedA = await book(bookerA(0), tokenA, departure.id, 1, true);
  expect(bookedA.status, bookedA.text).toBe(201);
  const [rowA] = await sql<{ id: number; amount: number; invoiceId: number; number: string }>(
    `SELECT b.id, b.amount, i.id AS "invoiceId", i.number FROM "Booking" b
     JOIN "InvoiceLine" l ON l."bookingId" = b.id JOIN "Invoice" i ON i.id = l."invoiceId"
     WHERE b."agencyId" = $1`,
    [agencyA],
  );
  ofA = { bookingId: rowA.id, invoiceId: rowA.invoiceId, number: rowA.number, netPerPerson: rowA.amount };

  [direct] = await sql<{ id: number; reference: string; email: string; name: string }>(
    `SELECT id, reference, email, name FROM "Booking"
     WHERE "agencyId" IS NULL AND "departureId" IS NOT NULL ORDER BY id LIMIT 1`,
  );
});

describe('an agent', () => {
  it('reads its own agency, departures, bookings, invoices and statement, and nothing of another or of a customer', async () => {
    for (const path of [
      '/api/agent/agency',
      '/api/agent/departures',
      '/api/agent/bookings',
      `/api/agent/bookings/${ofA.bookingId}`,
      '/api/invoices',
      `/api/invoices?agencyId=${agencyB}`,
      `/api/invoices/${ofA.invoiceId}`,
      `/api/agent/statement?month=${month}`,
      `/api/agent/statement?month=${month}&format=csv`,
      `/api/agencies/${agencyA}/statement?month=${month}`,
    ]) {
      const reply = await agentA.get(path, { token: tokenA });
      expect([path, reply.status]).toEqual([path, 200]);
      expectNothingOfOthers(reply, path);
    }
    const mine = await agentA.get('/api/invoices', { token: tokenA });
    expect(mine.text).toContain(ofA.number);
    const agency = await agentA.get('/api/agent/agency', { token: tokenA });
    expect(agency.text).toContain('Security Agency Alpha');
  });

  it('meets the 404 of a missing row for another agency’s booking, invoice and PDF, and for a customer’s booking', async () => {
    for (const [theirs, missing] of [
      [`/api/agent/bookings/${ofB.bookingId}`, `/api/agent/bookings/${MISSING}`],
      [`/api/agent/bookings/${direct.id}`, `/api/agent/bookings/${MISSING}`],
      [`/api/invoices/${ofB.invoiceId}`, `/api/invoices/${MISSING}`],
      [`/api/invoices/${ofB.invoiceId}/pdf`, `/api/invoices/${MISSING}/pdf`],
      [`/api/bookings/${ofB.bookingId}/travellers`, `/api/bookings/${MISSING}/travellers`],
      [`/api/bookings/${direct.id}/travellers`, `/api/bookings/${MISSING}/travellers`],
      [`/api/agencies/${agencyB}/statement?month=${month}`, `/api/agencies/${MISSING}/statement?month=${month}`],
      [
        `/api/agencies/${agencyB}/statement?month=${month}&format=pdf`,
        `/api/agencies/${MISSING}/statement?month=${month}&format=pdf`,
      ],
    ]) {
      const [probe, absent] = [
        await agentA.get(theirs, { token: tokenA }),
        await agentA.get(missing, { token: tokenA }),
      ];
      expect([theirs, probe.status]).toEqual([theirs, 404]);
      expect(probe.body, theirs).toEqual(absent.body);
      expectNothingOfOthers(probe, theirs);
    }
    for (const [query, id] of [
      ['query($id: Int!) { agencyBooking(id: $id) { booking { reference } } }', ofB.bookingId],
      ['query($id: Int!) { invoice(id: $id) { number } }', ofB.invoiceId],
    ] as const) {
      const probe = await agentA.graphql(query, { id }, { token: tokenA });
      const absent = await agentA.graphql(query, { id: MISSING }, { token: tokenA });
      expect(probe.body.errors?.[0]?.extensions, query).toEqual(absent.body.errors?.[0]?.extensions);
      expect(probe.body.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
      expectNothingOfOthers(probe, query);
    }
    // Its own bookings list and the agent portal of B show A nothing of B, and B nothing of A.
    const listB = await agentB.get('/api/agent/bookings', { token: tokenB });
    expect(listB.text).toContain(ofB.reference);
    expect(listB.text).not.toContain('Security Agency Alpha');
  });

  it('writes nothing to another agency’s booking through the paths its own bookings use: the 404 of a missing one', async () => {
    const rowOfB = () =>
      sql(
        `SELECT b.status::text, b."cancellationRequestedAt", (SELECT count(*) FROM "Traveller" t WHERE t."bookingId" = b.id)::int AS travellers,
                (SELECT count(*) FROM "PaymentIntent" p WHERE p."bookingId" = b.id)::int AS intents
         FROM "Booking" b WHERE b.id = $1`,
        [ofB.bookingId],
      );
    const before = await rowOfB();
    const traveller = {
      fullName: 'Not Theirs',
      gender: 'MALE',
      dateOfBirth: '1980-01-01',
      nationality: 'GB',
      passportNumber: 'K12345678',
      passportExpiry: inDays(2000),
      relation: 'LEAD',
    };
    for (const [method, path, json] of [
      ['PUT', (id: number) => `/api/bookings/${id}/travellers`, { travellers: [traveller] }],
      ['POST', (id: number) => `/api/bookings/${id}/cancellation`, { reason: 'not mine' }],
      ['GET', (id: number) => `/api/bookings/${id}/cancellation`, undefined],
    ] as const) {
      const probe = await agentA.request(method, path(ofB.bookingId), { token: tokenA, json });
      const absent = await agentA.request(method, path(MISSING), { token: tokenA, json });
      expect([method, path(ofB.bookingId), probe.status]).toEqual([method, path(ofB.bookingId), 404]);
      expect(probe.body).toEqual(absent.body);
    }
    const intent = await agentA.post(
      '/api/payments/create-intent',
      { bookingId: ofB.bookingId, amount: ofB.netPrice * 2, currency: departure.currency },
      { token: tokenA },
    );
    const missingIntent = await agentA.post(
      '/api/payments/create-intent',
      { bookingId: MISSING, amount: ofB.netPrice * 2, currency: departure.currency },
      { token: tokenA },
    );
    expect(intent.status).toBe(404);
    expect(intent.body).toEqual(missingIntent.body);
    expect(await rowOfB()).toEqual(before);
  });

  it('and a customer are refused every staff read and write of agencies, blocks, invoices and statements', async () => {
    const before = await sql(
      `SELECT (SELECT json_agg(a ORDER BY id) FROM "Agency" a) AS agencies,
              (SELECT json_agg(t ORDER BY id) FROM "AgencyPackageTerms" t) AS terms,
              (SELECT json_agg(s ORDER BY id) FROM "SeatAllocation" s) AS blocks,
              (SELECT count(*) FROM "StaffInvitation")::int AS invitations`,
    );
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/agencies'],
      ['GET', `/api/agencies/${agencyB}`],
      ['GET', `/api/agencies/${agencyA}`],
      [
        'POST',
        '/api/agencies',
        { name: 'Mine', country: 'GB', currency: 'GBP', contactName: 'x', contactEmail: 'x@x.example', creditLimit: 1 },
      ],
      ['PATCH', `/api/agencies/${agencyA}`, { creditLimit: 2_000_000_000 }],
      ['PATCH', `/api/agencies/${agencyB}`, { suspended: true }],
      [
        'PUT',
        `/api/agencies/${agencyA}/terms/${departure.packageId}`,
        { kind: 'PERCENT_OFF', commissionBasisPoints: 5000 },
      ],
      ['DELETE', `/api/agencies/${agencyB}/terms/${departure.packageId}`],
      ['POST', `/api/agencies/${agencyA}/agents`, { name: 'Friend', email: 'friend@security.example' }],
      ['POST', '/api/seat-allocations', { agencyId: agencyA, departureId: second.id, seats: 2, releaseOn: inDays(10) }],
      ['PATCH', `/api/seat-allocations/${blockA}`, { seats: 40 }],
      ['PATCH', `/api/seat-allocations/${blockB}`, { seats: 1 }],
      ['POST', `/api/seat-allocations/${blockB}/release`, {}],
      ['GET', '/api/receivables/aged'],
      ['GET', '/api/bookings'],
      ['GET', '/api/admin/bookings.csv'],
      ['GET', '/api/users'],
    ];
    for (const [who, as, token] of [
      ['agent', agentA, tokenA],
      ['customer', customer, customerToken],
    ] as const) {
      for (const [method, path, json] of attempts) {
        const reply = await as.request(method, path, { token, json });
        expect([who, method, path, reply.status]).toEqual([who, method, path, 403]);
        expectNothingOfOthers(reply, `${who} ${method} ${path}`);
      }
    }
    for (const mutation of [
      `mutation { updateAgency(id: ${agencyA}, input: { creditLimit: 2000000000 }) { id } }`,
      `mutation { releaseSeatAllocation(id: ${blockB}) { id } }`,
      `mutation { inviteAgent(agencyId: ${agencyA}, input: { name: "Friend", email: "friend@security.example" }) { id } }`,
    ]) {
      const reply = await agentA.graphql(mutation, {}, { token: tokenA });
      expect([mutation, reply.body.errors?.[0]?.extensions?.code]).toEqual([mutation, 'FORBIDDEN']);
    }
    // A customer is no agent: the portal's reads and any agency's statement refuse them too.
    for (const path of [
      '/api/agent/agency',
      '/api/agent/bookings',
      `/api/agent/statement?month=${month}`,
      `/api/agencies/${agencyB}/statement?month=${month}`,
      `/api/agencies/${agencyA}/statement?month=${month}&format=csv`,
      '/api/invoices',
    ]) {
      const reply = await customer.get(path, { token: customerToken });
      expect([path, reply.status]).toEqual([path, 403]);
    }
    expect(
      await sql(
        `SELECT (SELECT json_agg(a ORDER BY id) FROM "Agency" a) AS agencies,
                (SELECT json_agg(t ORDER BY id) FROM "AgencyPackageTerms" t) AS terms,
                (SELECT json_agg(s ORDER BY id) FROM "SeatAllocation" s) AS blocks,
                (SELECT count(*) FROM "StaffInvitation")::int AS invitations`,
      ),
    ).toEqual(before);
  });
});

describe('an invoice', () => {
  it('takes no transfer, review or new due date from an agent, even its own agency’s', async () => {
    const before = await moneyRows(agencyA);
    const [seeded] = await sql<Row>(`SELECT id FROM "BankTransfer" ORDER BY id LIMIT 1`);
    for (const [method, path, json] of [
      ['POST', `/api/invoices/${ofA.invoiceId}/transfers`, { amount: 100, reference: 'MINE', receivedOn: inDays(0) }],
      ['PATCH', `/api/invoices/${ofA.invoiceId}/due-date`, { dueOn: inDays(300) }],
      ['POST', `/api/bank-transfers/${seeded.id}/review`, { note: 'kept as credit' }],
    ] as const) {
      const reply = await agentA.request(method, path, { token: tokenA, json });
      expect([method, path, reply.status]).toEqual([method, path, 403]);
    }
    for (const mutation of [
      `mutation { recordBankTransfer(invoiceId: ${ofA.invoiceId}, input: { amount: 100, reference: "MINE", receivedOn: "${inDays(0)}" }) { transfer { id } } }`,
      `mutation { changeInvoiceDueDate(id: ${ofA.invoiceId}, dueOn: "${inDays(300)}") { id } }`,
      `mutation { reviewBankTransfer(id: ${seeded.id}, note: "kept as credit") { id } }`,
    ]) {
      const reply = await agentA.graphql(mutation, {}, { token: tokenA });
      expect([mutation, reply.body.errors?.[0]?.extensions?.code]).toEqual([mutation, 'FORBIDDEN']);
    }
    expect(await moneyRows(agencyA)).toEqual(before);
  });

  it('refuses in words a staff transfer whose amount is not a whole number of minor units above 0; nothing is written', async () => {
    const before = await moneyRows(agencyA);
    const [rowsBefore] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "BankTransfer"`);
    // A whole number written as text ("100") is a whole number, as everywhere in the API (validation.ts).
    for (const amount of [-100, 0, 10.5, 2_147_483_648, 1e15, 'false', '1e3', '', true, null, [100], { amount: 100 }]) {
      const reply = await staff.post(
        `/api/invoices/${ofA.invoiceId}/transfers`,
        { amount, reference: `BAD ${JSON.stringify(amount)}`.slice(0, 60), receivedOn: inDays(0) },
        { token: staffToken() },
      );
      expect([amount, reply.status, reply.body.reason]).toEqual([amount, 400, 'TRANSFER_AMOUNT_INVALID']);
      expect(reply.body.error).toBe('The amount received is a whole number of minor units, more than 0.');
    }
    for (const [field, value, reason] of [
      ['reference', 'R'.repeat(61), 'TRANSFER_REFERENCE_INVALID'],
      ['reference', '   ', 'TRANSFER_REFERENCE_INVALID'],
      ['receivedOn', inDays(2), 'TRANSFER_RECEIVED_ON_INVALID'],
      ['receivedOn', 'false', 'TRANSFER_RECEIVED_ON_INVALID'],
    ] as const) {
      const reply = await staff.post(
        `/api/invoices/${ofA.invoiceId}/transfers`,
        { amount: 100, reference: 'FINE', receivedOn: inDays(0), [field]: value },
        { token: staffToken() },
      );
      expect([field, value, reply.status, reply.body.reason]).toEqual([field, value, 400, reason]);
    }
    expect(await moneyRows(agencyA)).toEqual(before);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "BankTransfer"`))[0]).toEqual(rowsBefore);
  });

  it('records a reference once: the same reference again is a 409 and adds nothing', async () => {
    const first = await staff.post(
      `/api/invoices/${ofA.invoiceId}/transfers`,
      { amount: 100, reference: 'SEC-REF-1', receivedOn: inDays(0) },
      { token: staffToken() },
    );
    expect(first.status, first.text).toBe(201);
    const after = await moneyRows(agencyA);
    const again = await staff.post(
      `/api/invoices/${ofA.invoiceId}/transfers`,
      { amount: 5_000, reference: ' SEC-REF-1 ', receivedOn: inDays(0) },
      { token: staffToken() },
    );
    expect(again.status, again.text).toBe(409);
    expect(again.body).toEqual({
      error: 'A transfer with reference SEC-REF-1 is already recorded on this invoice.',
      reason: 'TRANSFER_REFERENCE_TAKEN',
      params: { reference: 'SEC-REF-1' },
    });
    expect(await moneyRows(agencyA)).toEqual(after);
    const paid = await sql<{ amount: number }>(
      `SELECT sum(p.amount)::int AS amount FROM "Payment" p JOIN "BankTransfer" t ON t.id = p."bankTransferId"
       WHERE t."invoiceId" = $1 AND t.reference = 'SEC-REF-1'`,
      [ofA.invoiceId],
    );
    expect(paid).toEqual([{ amount: 100 }]);
  });

  it('is paid only in its own currency: a currency named with a transfer changes nothing', async () => {
    const other = departure.currency === 'USD' ? 'EUR' : 'USD';
    const reply = await staff.post(
      `/api/invoices/${ofA.invoiceId}/transfers`,
      { amount: 100, reference: 'SEC-REF-2', receivedOn: inDays(0), currency: other },
      { token: staffToken() },
    );
    expect([201, 400]).toContain(reply.status);
    const currencies = await sql<{ currency: string }>(
      `SELECT DISTINCT t.currency FROM "BankTransfer" t WHERE t."agencyId" = $1
       UNION SELECT DISTINCT p.currency FROM "Payment" p JOIN "Booking" b ON b.id = p."bookingId" WHERE b."agencyId" = $1`,
      [agencyA],
    );
    expect(currencies).toEqual([{ currency: departure.currency }]);
  });
});

describe('a block of seats', () => {
  it('sells no more than it has left: refused in words, no seat, booking or invoice taken', async () => {
    const [seats, rows] = [await seatCounts(departure.id), await moneyRows(agencyA)];
    const reply = await book(bookerA(1), tokenA, departure.id, 6, true);
    expect(reply.status, reply.text).toBe(409);
    expect(reply.body).toEqual({
      error: 'Only 5 seats are left in your agency’s allocation on this departure.',
      reason: 'ALLOCATION_FEW_LEFT',
      params: { count: 5 },
    });
    expect(await seatCounts(departure.id)).toEqual(seats);
    expect(await moneyRows(agencyA)).toEqual(rows);
  });

  it('is its agency’s alone, and a released one sells nothing', async () => {
    // Only B holds seats on the second departure; A's own block there is released by staff.
    await createBlock(agencyB, second.id, 2);
    const onlyB = await seatCounts(second.id);
    const [rows] = [await moneyRows(agencyA)];
    const refused = await book(bookerA(2), tokenA, second.id, 1, true);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.reason).toBe('ALLOCATION_NONE');
    expect(await seatCounts(second.id)).toEqual(onlyB);

    const released = await createBlock(agencyA, second.id, 2);
    const release = await staff.post(`/api/seat-allocations/${released}/release`, {}, { token: staffToken() });
    expect(release.status, release.text).toBe(200);
    const afterRelease = await seatCounts(second.id);
    const late = await book(bookerA(3), tokenA, second.id, 1, true);
    expect(late.status, late.text).toBe(409);
    expect(late.body).toEqual({
      error: 'Your agency’s seat allocation on this departure was released. Book from public sale instead.',
      reason: 'ALLOCATION_RELEASED',
    });
    expect(await seatCounts(second.id)).toEqual(afterRelease);
    expect(await moneyRows(agencyA)).toEqual(rows);
  });

  it('sells its last seats once when two bookings race for more than it has', async () => {
    const [{ seatsTaken }, before] = [await seatCounts(departure.id), await moneyRows(agencyA)];
    const replies = await Promise.all([
      book(bookerA(4), tokenA, departure.id, 3, true),
      book(bookerA(5), tokenA, departure.id, 3, true),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.status === 409)!.body.reason).toBe('ALLOCATION_FEW_LEFT');
    const after = await seatCounts(departure.id);
    expect(after.seatsTaken).toBe(seatsTaken);
    expect(after.blocks.find((b) => b.id === blockA)).toEqual({ id: blockA, seats: 6, seatsUsed: 4 });
    const [rows] = await moneyRows(agencyA);
    expect([rows.bookings, rows.invoices]).toEqual([
      (before[0].bookings as number) + 1,
      (before[0].invoices as number) + 1,
    ]);
  });
});

describe('the credit limit', () => {
  /** What the agency owes now, as its agent reads it. */
  const owed = async () => (await agentA.get('/api/agent/agency', { token: tokenA })).body.outstanding as number;

  it('holds against two bookings racing each other, each within it but together over it', async () => {
    const outstanding = await owed();
    const limit = outstanding + Math.floor(ofA.netPerPerson * 1.5);
    const raised = await staff.patch(`/api/agencies/${agencyA}`, { creditLimit: limit }, { token: staffToken() });
    expect(raised.status, raised.text).toBe(200);
    const before = await moneyRows(agencyA);
    const replies = await Promise.all([
      book(bookerA(6), tokenA, departure.id, 1, false),
      book(bookerA(7), tokenA, departure.id, 1, false),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.body.reason).toBe('AGENCY_CREDIT_LIMIT');
    expect((await moneyRows(agencyA))[0].bookings).toBe((before[0].bookings as number) + 1);
    expect(await owed()).toBeLessThanOrEqual(limit);
  });

  it('names the overdue invoice when a booking over it is refused', async () => {
    // Time passes: A's first invoice fell due two weeks ago (issued a month ago on 14 days' terms).
    await sql(`UPDATE "Invoice" SET "issuedOn" = current_date - 30, "dueOn" = current_date - 16 WHERE id = $1`, [
      ofA.invoiceId,
    ]);
    const before = await moneyRows(agencyA);
    const reply = await book(bookerA(8), tokenA, departure.id, 2, false);
    expect(reply.status, reply.text).toBe(409);
    expect(reply.body.reason).toBe('AGENCY_CREDIT_LIMIT_OVERDUE');
    expect(reply.body.error).toContain(ofA.number);
    expect(reply.body.error).toMatch(/overdue/);
    expect(await moneyRows(agencyA)).toEqual(before);
  });
});
