import type { BookingStatus } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDeparture, aPackage } from '../../test/support/factories.ts';
import { csvCell, decimalAmount } from '../src/services/admin-bookings-csv.ts';
import { everyone, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * The admin bookings table (issue 14, item 9): each filter, the roles that may read it, the booking detail page's
 * contents and the CSV export (its quoting and its defence against formula injection).
 */
let t: TestApp;
let staff: string;
let roles: Awaited<ReturnType<typeof everyone>>;

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10));

let seq = 0;
async function packageWithDeparture(name: string) {
  seq += 1;
  const pkg = await aPackage(t.deps.db, { code: `AB${seq}`, name, price: 150000, currency: 'USD' });
  const departure = await aDeparture(t.deps.db, {
    packageId: pkg.id,
    departDate: day(60),
    returnDate: day(70),
    seats: 40,
  });
  return { pkg, departure };
}

type BookingData = {
  name: string;
  email?: string;
  status?: BookingStatus;
  packageId?: number | null;
  departureId?: number | null;
  travellerCount?: number;
  balanceDueAt?: Date | null;
  phone?: string | null;
  amount?: number;
  createdAt?: Date;
  cancelledAt?: Date | null;
};

async function booking(data: BookingData) {
  seq += 1;
  return t.deps.db.booking.create({
    data: {
      name: data.name,
      email: data.email ?? `guest${seq}@example.com`,
      phone: data.phone ?? null,
      status: data.status ?? 'PENDING',
      packageId: data.packageId ?? null,
      departureId: data.departureId ?? null,
      roomType: data.departureId ? 'DOUBLE' : null,
      travellerCount: data.travellerCount ?? 1,
      balanceDueAt: data.balanceDueAt ?? null,
      amount: data.amount ?? 300000,
      currency: 'USD',
      createdAt: data.createdAt ?? new Date(Date.now() - seq * 1000),
      cancelledAt: data.cancelledAt ?? null,
    },
  });
}

async function traveller(bookingId: number, position: number, fullName: string) {
  return t.deps.db.traveller.create({
    data: {
      bookingId,
      position,
      fullName,
      dateOfBirth: new Date('1980-01-01'),
      nationality: 'GB',
      passportNumberEnc: 'v1:not-a-real-ciphertext',
      passportExpiry: new Date('2031-05-01'),
      relation: position === 1 ? 'LEAD' : 'SPOUSE',
    },
  });
}

let umrah: Awaited<ReturnType<typeof packageWithDeparture>>;
let hajj: Awaited<ReturnType<typeof packageWithDeparture>>;
const ids: Record<string, number> = {};
const refs: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  roles = await everyone(t);
  staff = roles.STAFF;
  umrah = await packageWithDeparture('Umrah Gold');
  hajj = await packageWithDeparture('Hajj Premium');
  const made = {
    // Deposit paid, balance due yesterday: overdue. Two travellers booked, one entered: missing documents.
    overdue: await booking({
      name: 'Omar Overdue',
      status: 'DEPOSIT_PAID',
      packageId: umrah.pkg.id,
      departureId: umrah.departure.id,
      travellerCount: 2,
      balanceDueAt: day(-1),
    }),
    // Deposit paid, balance due in a week: not overdue. Both travellers entered.
    onTime: await booking({
      name: 'Huda Ontime',
      status: 'DEPOSIT_PAID',
      packageId: umrah.pkg.id,
      departureId: umrah.departure.id,
      travellerCount: 2,
      balanceDueAt: day(7),
    }),
    // Paid and past its due date: not overdue (nothing is owed).
    paid: await booking({
      name: 'Bilal Paid',
      email: 'bilal@family.example',
      status: 'PAID',
      packageId: hajj.pkg.id,
      departureId: hajj.departure.id,
      balanceDueAt: day(-3),
    }),
    // No departure: never "missing documents", whatever its travellers.
    undated: await booking({ name: 'Zainab Undated', status: 'PENDING', packageId: null, travellerCount: 3 }),
    // Formula-looking and quoted text, for the CSV.
    tricky: await booking({
      name: '=HYPERLINK("http://evil.example","click"), Esq.',
      phone: '+44 20 7946 0000',
      status: 'CANCELLED',
      packageId: hajj.pkg.id,
    }),
  };
  for (const [key, row] of Object.entries(made)) {
    ids[key] = row.id;
    refs[key] = row.reference;
  }
  await traveller(ids.overdue, 1, 'Omar Overdue');
  await traveller(ids.onTime, 1, 'Huda Ontime');
  await traveller(ids.onTime, 2, 'Yusuf Ontime');
  await traveller(ids.paid, 1, 'Bilal Paid');
});

afterAll(async () => t.app.close());

const listRefs = async (query: string) => {
  const res = await rest(t, 'GET', `/api/bookings?limit=100${query ? `&${query}` : ''}`, { token: staff });
  expect(res.status).toBe(200);
  return (res.body as { reference: string }[]).map((b) => b.reference).sort();
};
const expected = (...keys: string[]) => keys.map((key) => refs[key]).sort();

describe('filters (REST list, same rules for GraphQL and CSV)', () => {
  it('status takes several values', async () => {
    expect(await listRefs('status=DEPOSIT_PAID')).toEqual(expected('overdue', 'onTime'));
    expect(await listRefs('status=PAID,CANCELLED')).toEqual(expected('paid', 'tricky'));
  });

  it('package, then a departure of it', async () => {
    expect(await listRefs(`packageId=${hajj.pkg.id}`)).toEqual(expected('paid', 'tricky'));
    expect(await listRefs(`packageId=${umrah.pkg.id}&departureId=${umrah.departure.id}`)).toEqual(
      expected('overdue', 'onTime'),
    );
    expect(await listRefs(`departureId=${hajj.departure.id}`)).toEqual(expected('paid'));
  });

  it('overdue: deposit paid and the balance due date before today', async () => {
    expect(await listRefs('overdue=true')).toEqual(expected('overdue'));
    expect(await listRefs('overdue=false')).toHaveLength(5);
  });

  it('missing documents: dated bookings with fewer travellers entered than booked', async () => {
    expect(await listRefs('missingDocuments=true')).toEqual(expected('overdue'));
    // Entering the missing traveller takes the booking off the list.
    const second = await traveller(ids.overdue, 2, 'Maryam Overdue');
    expect(await listRefs('missingDocuments=true')).toEqual([]);
    await t.deps.db.traveller.delete({ where: { id: second.id } });
  });

  it('free text matches the reference, the name or the email, any case', async () => {
    expect(await listRefs('q=huda')).toEqual(expected('onTime'));
    expect(await listRefs('q=FAMILY.EXAMPLE')).toEqual(expected('paid'));
    expect(await listRefs(`q=${refs.undated.toLowerCase()}`)).toEqual(expected('undated'));
  });

  it('filters combine, and cursor pages keep them', async () => {
    expect(await listRefs(`status=DEPOSIT_PAID&packageId=${umrah.pkg.id}&q=omar`)).toEqual(expected('overdue'));
    const first = await rest(t, 'GET', `/api/bookings?limit=1&packageId=${umrah.pkg.id}`, { token: staff });
    expect(first.body).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await rest(t, 'GET', `/api/bookings?limit=1&packageId=${umrah.pkg.id}&cursor=${cursor}`, {
      token: staff,
    });
    expect(second.body).toHaveLength(1);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect([first.body[0].reference, second.body[0].reference].sort()).toEqual(expected('overdue', 'onTime'));
  });

  it('refuses filters that do not parse, with the reason', async () => {
    const bad = async (query: string) => (await rest(t, 'GET', `/api/bookings?${query}`, { token: staff })).body;
    expect(await bad('status=LOST')).toEqual({
      error: expect.stringContaining('Status must be one of PENDING'),
      reason: 'STATUS_INVALID',
      params: { statuses: expect.stringContaining('PENDING') },
    });
    expect(await bad('overdue=yes')).toEqual({ error: 'overdue must be true or false.', reason: 'OVERDUE_INVALID' });
    expect(await bad('packageId=abc')).toMatchObject({ error: 'Invalid id.' });
    expect(await bad(`q=${'x'.repeat(101)}`)).toEqual({
      error: 'Search text is at most 100 characters.',
      reason: 'BOOKING_SEARCH_TOO_LONG',
    });
  });

  it('GraphQL pages take the same filter', async () => {
    const res = await gql(
      t,
      `query ($filter: BookingFilter) { bookings(page: 1, pageSize: 10, filter: $filter) { total items { reference } } }`,
      { filter: { status: ['DEPOSIT_PAID'], overdue: true } },
      staff,
    );
    expect(res.data.bookings).toEqual({ total: 1, items: [{ reference: refs.overdue }] });
  });
});

describe('roles', () => {
  it('anonymous 401, customers 403, staff and admins 200 (list, detail, CSV)', async () => {
    for (const url of ['/api/bookings', `/api/admin/bookings/${ids.paid}`, '/api/admin/bookings.csv']) {
      const status = async (token?: string) => (await rest(t, 'GET', url, { token })).status;
      expect(await status(roles.anonymous)).toBe(401);
      expect(await status(roles.USER)).toBe(403);
      expect(await status(roles.STAFF)).toBe(200);
      expect(await status(roles.ADMIN)).toBe(200);
    }
    const customer = await gql(t, `{ adminBooking(id: ${ids.paid}) { booking { id } } }`, {}, roles.USER);
    expect(customer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('booking detail', () => {
  it('payments, refunds, travellers with the missing ones, emails of this booking, status history', async () => {
    const id = ids.overdue;
    const payment = await t.deps.db.payment.create({
      data: {
        bookingId: id,
        intentId: 'pi_detail_deposit',
        purpose: 'DEPOSIT',
        amount: 90000,
        currency: 'USD',
        provider: 'demo',
        eventId: 'evt_detail_1',
        receivedAt: new Date('2026-11-01T10:00:00Z'),
      },
    });
    await t.deps.db.refund.create({
      data: {
        bookingId: id,
        paymentId: payment.id,
        amount: 10000,
        currency: 'USD',
        reason: 'Goodwill',
        status: 'SUCCEEDED',
      },
    });
    await t.deps.db.bookingStatusChange.create({ data: { bookingId: id, from: 'PENDING', to: 'DEPOSIT_PAID' } });
    const email = (await t.deps.db.booking.findUniqueOrThrow({ where: { id } })).email;
    const mail = (dedupeKey: string, to = email) =>
      t.deps.db.outboxEmail.create({
        data: { to, kind: dedupeKey.split(':')[0], subject: dedupeKey, html: '', text: '', dedupeKey },
      });
    await mail(`booking-received:PACKAGE:${id}`);
    await mail('payment-receipt:pi_detail_deposit');
    await mail(`balance-reminder:${id}:14`);
    // Not this booking's: another booking's receipt, a trip with the same number, a consultation, another address.
    await mail('payment-receipt:pi_someone_else');
    await mail(`booking-received:TRIP:${id}`);
    await mail(`consultation-ack:${id}`);
    await mail(`booking-cancelled:${id}`, 'stranger@example.com');

    const res = await rest(t, 'GET', `/api/admin/bookings/${id}`, { token: staff });
    expect(res.status).toBe(200);
    const detail = res.body.booking;
    expect(detail.reference).toBe(refs.overdue);
    expect(detail.package.name).toBe('Umrah Gold');
    expect(detail.amounts).toEqual({
      owed: 300000,
      paid: 90000,
      refunded: 10000,
      refundPending: 0,
      net: 80000,
      due: 210000,
    });
    expect(detail.payments).toEqual([
      expect.objectContaining({ purpose: 'DEPOSIT', amount: 90000, intentId: 'pi_detail_deposit' }),
    ]);
    expect(detail.refunds).toEqual([
      expect.objectContaining({ amount: 10000, status: 'SUCCEEDED', reason: 'Goodwill' }),
    ]);
    expect(detail.travellers).toEqual([
      {
        position: 1,
        fullName: 'Omar Overdue',
        nationality: 'GB',
        passportExpiry: '2031-05-01T00:00:00.000Z',
        relation: 'LEAD',
        // Saved before the form asked it: staff see it is missing.
        gender: null,
      },
    ]);
    expect(JSON.stringify(detail)).not.toContain('not-a-real-ciphertext');
    expect(detail.missingTravellers).toEqual([2]);
    expect(detail.emails.map((e: { subject: string }) => e.subject)).toEqual([
      `booking-received:PACKAGE:${id}`,
      'payment-receipt:pi_detail_deposit',
      `balance-reminder:${id}:14`,
    ]);
    expect(detail.transitions).toEqual([expect.objectContaining({ from: 'PENDING', to: 'DEPOSIT_PAID' })]);

    const viaGraphql = await gql(
      t,
      `{ adminBooking(id: ${id}) { booking { reference balanceDueAt } amounts { owed paid refunded due }
         travellers { fullName passportExpiry } missingTravellers emails { kind } statusHistory { from to } } }`,
      {},
      staff,
    );
    expect(viaGraphql.data.adminBooking).toMatchObject({
      booking: { reference: refs.overdue, balanceDueAt: day(-1).toISOString().slice(0, 10) },
      amounts: { owed: 300000, paid: 90000, refunded: 10000, due: 210000 },
      travellers: [{ fullName: 'Omar Overdue', passportExpiry: '2031-05-01' }],
      missingTravellers: [2],
      emails: [{ kind: 'booking-received' }, { kind: 'payment-receipt' }, { kind: 'balance-reminder' }],
      statusHistory: [{ from: 'PENDING', to: 'DEPOSIT_PAID' }],
    });
  });

  it('a booking paid before Payment rows existed counts as paid in full; an unknown id is a 404', async () => {
    await t.deps.db.booking.update({ where: { id: ids.paid }, data: { paidAt: new Date() } });
    const res = await rest(t, 'GET', `/api/admin/bookings/${ids.paid}`, { token: staff });
    expect(res.body.booking.amounts).toEqual({
      owed: 300000,
      paid: 300000,
      refunded: 0,
      refundPending: 0,
      net: 300000,
      due: 0,
    });
    expect(await rest(t, 'GET', '/api/admin/bookings/999999', { token: staff })).toMatchObject({
      status: 404,
      body: { error: 'Booking not found.' },
    });
  });
});

/** A small RFC 4180 reader: enough to check what a spreadsheet app would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('CSV export', () => {
  it('quotes cells, neutralises formulas, writes decimal amounts with the currency', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=SUM(A1,"x")')).toBe(`"'=SUM(A1,""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
    expect(decimalAmount(189900, 'USD')).toBe('1899.00');
    expect(decimalAmount(5, 'USD')).toBe('0.05');
    expect(decimalAmount(1250, 'KWD')).toBe('1.250');
    expect(decimalAmount(5000, 'JPY')).toBe('5000');
  });

  it('downloads the filtered rows with a header, as an attachment', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings.csv?packageId=${hajj.pkg.id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rihla-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'reference',
      'status',
      'created_at',
      'name',
      'email',
      'phone',
      'package',
      'departure_date',
      'return_date',
      'room_type',
      'travellers',
      'currency',
      'amount',
      'paid',
      'refunded',
      'refund_pending',
      'net',
      'balance_due_at',
      'cancelled_at',
    ]);
    expect(rows.map((r) => r[0]).sort()).toEqual(expected('paid', 'tricky'));
    const tricky = rows.find((r) => r[0] === refs.tricky)!;
    expect(tricky[3]).toBe(`'=HYPERLINK("http://evil.example","click"), Esq.`);
    expect(tricky[5]).toBe(`'+44 20 7946 0000`);
    expect(tricky.slice(11, 14)).toEqual(['USD', '3000.00', '0.00']);
    const paid = rows.find((r) => r[0] === refs.paid)!;
    expect(paid.slice(6, 14)).toEqual([
      'Hajj Premium',
      day(60).toISOString().slice(0, 10),
      day(70).toISOString().slice(0, 10),
      'DOUBLE',
      '1',
      'USD',
      '3000.00',
      '3000.00',
    ]);
  });

  it('pages through every row of a large export, none twice', async () => {
    const { pkg } = await packageWithDeparture('Bulk');
    const at = Date.now() - 10 * DAY_MS;
    // 2,050 rows, many sharing a createdAt: keyset pages must neither skip nor repeat ties.
    await t.deps.db.booking.createMany({
      data: Array.from({ length: 2050 }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        packageId: pkg.id,
        amount: 1000,
        currency: 'USD',
        createdAt: new Date(at - Math.floor(i / 7) * 1000),
      })),
    });
    const res = await rest(t, 'GET', `/api/admin/bookings.csv?packageId=${pkg.id}`, { token: staff });
    const rows = parseCsv((res.body as string).slice(1)).slice(1);
    expect(rows).toHaveLength(2050);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2050);
  });

  it('a refused export is a JSON error, not a file', async () => {
    const customer = (await userWithToken(t, 'USER')).token;
    const res = await rest(t, 'GET', '/api/admin/bookings.csv', { token: customer });
    expect(res).toMatchObject({ status: 403, body: { error: 'You do not have permission to do this.' } });
    const bad = await rest(t, 'GET', '/api/admin/bookings.csv?status=NOPE', { token: staff });
    expect(bad.status).toBe(400);
  });
});

describe('what staff mean by "cancelled" and "missing documents" (issue #32)', () => {
  // Its own package, so the counts of the blocks above stay as they are.
  let own: Awaited<ReturnType<typeof packageWithDeparture>>;
  const mine: Record<string, { id: number; reference: string }> = {};
  const refsOf = async (query: string) => listRefs(`packageId=${own.pkg.id}&${query}`);
  const these = (...keys: string[]) => keys.map((key) => mine[key].reference).sort();

  beforeAll(async () => {
    own = await packageWithDeparture('Umrah Filters');
    const dated = { packageId: own.pkg.id, departureId: own.departure.id, travellerCount: 2 };
    const cancelledAt = new Date(Date.now() - DAY_MS);
    // Each has 2 travellers booked and none entered: missing documents, if the trip is on.
    mine.paid = await booking({ ...dated, name: 'Paid Traveller', status: 'PAID' });
    mine.partly = await booking({ ...dated, name: 'Goodwill Partly', status: 'PARTIALLY_REFUNDED' });
    mine.cancelled = await booking({ ...dated, name: 'Plain Cancelled', status: 'CANCELLED', cancelledAt });
    mine.cancelledRefunded = await booking({ ...dated, name: 'Cancelled Refunded', status: 'REFUNDED', cancelledAt });
    mine.cancelledPartly = await booking({
      ...dated,
      name: 'Cancelled Partly',
      status: 'PARTIALLY_REFUNDED',
      cancelledAt,
    });
    mine.refunded = await booking({ ...dated, name: 'Refunded Uncancelled', status: 'REFUNDED' });
    mine.expired = await booking({ ...dated, name: 'Expired Hold', status: 'EXPIRED' });
    mine.failed = await booking({ ...dated, name: 'Failed Card', status: 'FAILED' });
    mine.pending = await booking({ ...dated, name: 'Pending Hold', status: 'PENDING' });
  });

  it('"Cancelled" lists every cancelled booking, also once a refund made it Refunded or Partly refunded', async () => {
    expect(await refsOf('status=CANCELLED')).toEqual(these('cancelled', 'cancelledRefunded', 'cancelledPartly'));
    // The statuses still mean themselves: Refunded lists the cancelled-then-refunded one and the plain refund.
    expect(await refsOf('status=REFUNDED')).toEqual(these('cancelledRefunded', 'refunded'));
    const viaGraphql = await gql(
      t,
      `query ($filter: BookingFilter) { bookings(page: 1, pageSize: 20, filter: $filter) { total } }`,
      { filter: { packageId: own.pkg.id, status: ['CANCELLED'] } },
      staff,
    );
    expect(viaGraphql.data.bookings.total).toBe(3);
  });

  it('"Missing documents" lists travelling bookings only: never cancelled, expired, failed or refunded', async () => {
    expect(await refsOf('missingDocuments=true')).toEqual(these('paid', 'partly', 'pending'));
  });

  it('the CSV reads the same filters', async () => {
    const res = await rest(t, 'GET', `/api/admin/bookings.csv?packageId=${own.pkg.id}&status=CANCELLED`, {
      token: staff,
    });
    const rows = parseCsv((res.body as string).slice(1)).slice(1);
    expect(rows.map((r) => r[0]).sort()).toEqual(these('cancelled', 'cancelledRefunded', 'cancelledPartly'));
  });
});

describe('money columns of a fully refunded booking (issue #32)', () => {
  it('paid, refunded and net in the list, the detail and the CSV; the CSV has cancelled_at', async () => {
    const { pkg, departure } = await packageWithDeparture('Umrah Refunded');
    const cancelledAt = new Date('2026-11-20T09:30:00.000Z');
    const refunded = await booking({
      name: 'Fatima Refunded',
      status: 'REFUNDED',
      packageId: pkg.id,
      departureId: departure.id,
      amount: 500000,
      cancelledAt,
    });
    const payment = await t.deps.db.payment.create({
      data: {
        bookingId: refunded.id,
        intentId: `pi_refunded_${refunded.id}`,
        purpose: 'FULL',
        amount: 500000,
        currency: 'USD',
        provider: 'demo',
        receivedAt: new Date(),
      },
    });
    await t.deps.db.refund.create({
      data: {
        bookingId: refunded.id,
        paymentId: payment.id,
        amount: 500000,
        currency: 'USD',
        reason: 'Cancelled',
        status: 'SUCCEEDED',
      },
    });
    // A second one, with half its refund still on its way.
    const pending = await booking({
      name: 'Karim Pending',
      status: 'CANCELLED',
      packageId: pkg.id,
      departureId: departure.id,
      amount: 200000,
      cancelledAt,
    });
    const second = await t.deps.db.payment.create({
      data: {
        bookingId: pending.id,
        intentId: `pi_pending_${pending.id}`,
        purpose: 'FULL',
        amount: 200000,
        currency: 'USD',
        provider: 'demo',
        receivedAt: new Date(),
      },
    });
    await t.deps.db.refund.create({
      data: {
        bookingId: pending.id,
        paymentId: second.id,
        amount: 100000,
        currency: 'USD',
        reason: 'Policy',
        status: 'PENDING',
      },
    });

    const csv = await rest(t, 'GET', `/api/admin/bookings.csv?packageId=${pkg.id}`, { token: staff });
    const [header, ...rows] = parseCsv((csv.body as string).slice(1));
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    const full = rows.find((r) => r[0] === refunded.reference)!;
    expect(['amount', 'paid', 'refunded', 'refund_pending', 'net', 'cancelled_at'].map((c) => cell(full, c))).toEqual([
      '5000.00',
      '5000.00',
      '5000.00',
      '0.00',
      '0.00',
      '2026-11-20T09:30:00.000Z',
    ]);
    const half = rows.find((r) => r[0] === pending.reference)!;
    expect(['paid', 'refunded', 'refund_pending', 'net'].map((c) => cell(half, c))).toEqual([
      '2000.00',
      '0.00',
      '1000.00',
      '1000.00',
    ]);

    const detail = await rest(t, 'GET', `/api/admin/bookings/${refunded.id}`, { token: staff });
    expect(detail.body.booking.amounts).toEqual({
      owed: 500000,
      paid: 500000,
      refunded: 500000,
      refundPending: 0,
      net: 0,
      due: 0,
    });

    const list = await gql(
      t,
      `query ($filter: BookingFilter) { bookings(page: 1, pageSize: 10, filter: $filter) {
         items { reference amountPaid amountRefunded refundPending netPaid dueNow } } }`,
      { filter: { packageId: pkg.id } },
      staff,
    );
    expect(list.data.bookings.items).toEqual(
      expect.arrayContaining([
        {
          reference: refunded.reference,
          amountPaid: 500000,
          amountRefunded: 500000,
          refundPending: 0,
          netPaid: 0,
          dueNow: 0,
        },
        {
          reference: pending.reference,
          amountPaid: 200000,
          amountRefunded: 0,
          refundPending: 100000,
          netPaid: 100000,
          dueNow: 0,
        },
      ]),
    );
  });
});

describe('staff moves', () => {
  // Last in this file: the rows it adds would change the counts the filters and the export above check.
  it('lists the statuses staff may move each booking to, from the lifecycle table', async () => {
    const review = await booking({ name: 'Rania Review', status: 'NEEDS_REVIEW' });
    // Cancelled with a partial refund, which then settled: PARTIALLY_REFUNDED, and cancelled all the same.
    const partlyRefunded = await booking({ name: 'Sami Partly', status: 'PARTIALLY_REFUNDED' });
    await t.deps.db.booking.update({ where: { id: partlyRefunded.id }, data: { cancelledAt: new Date() } });
    const movesOf = async (id: number) => {
      const res = await gql(t, `{ adminBooking(id: ${id}) { booking { staffMoves } } }`, {}, staff);
      return res.data.adminBooking.booking.staffMoves;
    };
    expect(await movesOf(ids.undated)).toEqual(['CANCELLED']);
    expect(await movesOf(ids.overdue)).toEqual(['CANCELLED']);
    expect(await movesOf(review.id)).toEqual(['PAID', 'FAILED', 'CANCELLED']);
    expect(await movesOf(ids.tricky)).toEqual([]);
    expect(await movesOf(partlyRefunded.id)).toEqual([]);
  });
});
