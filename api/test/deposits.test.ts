import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookedPackage } from '../../test/support/booking-requests.ts';
import { aDeparture, aPackage } from '../../test/support/factories.ts';
import { waitFor } from '../../test/wait.ts';
import { startWorkers } from '../../worker/src/workers.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Deposit and balance through the API (issue 14, item 3): booking terms, the checkout's purposes, My trips. */
let t: TestApp;
let staff: string;
let workers: { close(): Promise<void> };

const DAY_MS = 24 * 3600_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
const DOUBLE = 150_000; // USD 1,500.00 per person
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

beforeAll(async () => {
  // Every booking here comes from one address and many stay unpaid: the cap on open holds is package-holds.test.ts's.
  t = await startTestApp({ config: configWithLimits({ booking: 10_000, payment: 10_000 }, { maxOpenHolds: 1_000 }) });
  staff = (await userWithToken(t, 'STAFF')).token;
  workers = await startWorkers({ db: t.deps.db, logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await workers.close();
  await t.app.close();
});

let codes = 0;
type Deposit = { depositPercent?: number; depositAmount?: number; balanceDueDays?: number };

/** A package with a DOUBLE room price and one departure `departsIn` days from today, asking `deposit`. */
async function depositPackage(deposit: Deposit, departsIn = 120) {
  const pkg = await aPackage(t.deps.db, {
    code: `DEPO-${++codes}`,
    name: 'Umrah with deposit',
    price: DOUBLE,
    currency: 'USD',
    ...deposit,
  });
  await t.deps.db.roomPrice.create({ data: { packageId: pkg.id, roomType: 'DOUBLE', amount: DOUBLE } });
  const departure = await aDeparture(t.deps.db, {
    packageId: pkg.id,
    departDate: new Date(inDays(departsIn)),
    returnDate: new Date(inDays(departsIn + 10)),
    seats: 20,
  });
  return { pkg, departureId: departure.id };
}

/** Two travellers booked in a double room through the booking form, signed in with `token` or anonymous. */
async function bookTwo(departureId: number, packageId: number, token?: string) {
  const booked = await bookedPackage(t, { packageId, departureId, roomType: 'DOUBLE', travellerCount: 2 }, { token });
  return {
    id: booked.id,
    headers: token ? {} : ({ 'x-booking-token': booked.token } as Record<string, string>),
    token,
  };
}

type Booked = Awaited<ReturnType<typeof bookTwo>>;

const checkout = async (b: Booked) =>
  (await rest(t, 'GET', `/api/bookings/${b.id}/checkout`, { headers: b.headers, token: b.token })).body;

const createIntent = (b: Booked, amount: number, extra: object = {}) =>
  rest(t, 'POST', '/api/payments/create-intent', {
    headers: b.headers,
    token: b.token,
    json: { bookingId: b.id, amount, currency: 'USD', ...extra },
  });

async function payDemo(b: Booked, amount: number, extra: object = {}) {
  const intent = await createIntent(b, amount, extra);
  expect(intent.status).toBe(200);
  const confirmed = await rest(t, 'POST', '/api/payments/demo/confirm', {
    json: { clientSecret: intent.body.clientSecret, ...CARD },
  });
  expect(confirmed.status).toBe(200);
  return (intent.body.clientSecret as string).split('_secret_')[0];
}

const statusOf = async (id: number) => (await t.deps.db.booking.findUniqueOrThrow({ where: { id } })).status;

describe('booking terms', () => {
  it('asks a percentage deposit rounded to minor units, the balance due balanceDueDays before departure', async () => {
    const { pkg, departureId } = await depositPackage({ depositPercent: 15, balanceDueDays: 45 });
    const b = await bookTwo(departureId, pkg.id);
    const row = await t.deps.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ amount: 300_000, depositDue: 45_000 });
    expect(row.balanceDueAt?.toISOString().slice(0, 10)).toBe(inDays(75));
  });

  it('asks a fixed deposit per traveller, never more than the amount', async () => {
    const fixed = await depositPackage({ depositAmount: 30_000 });
    const b = await bookTwo(fixed.departureId, fixed.pkg.id);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: b.id } })).depositDue).toBe(60_000);
    // A deposit as large as the amount is a payment in full.
    const whole = await depositPackage({ depositAmount: 500_000 });
    const all = await bookTwo(whole.departureId, whole.pkg.id);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: all.id } })).depositDue).toBeNull();
  });

  it('asks no deposit of a late booking, whose balance would already be due', async () => {
    const { pkg, departureId } = await depositPackage({ depositPercent: 20, balanceDueDays: 45 }, 30);
    const b = await bookTwo(departureId, pkg.id);
    expect(await t.deps.db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      depositDue: null,
      balanceDueAt: null,
    });
    expect((await checkout(b)).dueNow).toEqual({ purpose: 'FULL', amount: 300_000 });
  });
});

describe('paying a deposit then the balance', () => {
  it('takes the deposit, then the balance from My trips, and is PAID only once the balance is in', async () => {
    const { token } = await userWithToken(t, 'USER', `depositor-${Date.now()}@example.com`);
    const { pkg, departureId } = await depositPackage({ depositPercent: 20, balanceDueDays: 45 });
    const b = await bookTwo(departureId, pkg.id, token);

    expect(await checkout(b)).toMatchObject({
      status: 'PENDING',
      amount: 300_000,
      depositDue: 60_000,
      balanceDueAt: inDays(75),
      amountPaid: 0,
      balanceDue: 300_000,
      balanceOverdue: false,
      dueNow: { purpose: 'DEPOSIT', amount: 60_000 },
    });
    // The whole amount is not what is due now, unless asked for.
    expect(await createIntent(b, 300_000)).toMatchObject({
      status: 400,
      body: { error: 'The amount does not match what this booking owes.' },
    });

    const depositIntent = await payDemo(b, 60_000);
    await waitFor(async () => (await statusOf(b.id)) === 'DEPOSIT_PAID');
    expect(await t.deps.db.paymentIntent.findUniqueOrThrow({ where: { id: depositIntent } })).toMatchObject({
      purpose: 'DEPOSIT',
      amount: 60_000,
    });
    expect(await checkout(b)).toMatchObject({
      status: 'DEPOSIT_PAID',
      amountPaid: 60_000,
      balanceDue: 240_000,
      dueNow: { purpose: 'BALANCE', amount: 240_000 },
    });

    const trips = await gql(
      t,
      `{ myBookings { items { id status amountPaid amountDue balanceDue balanceDueAt depositDue balanceOverdue payable } } }`,
      {},
      token,
    );
    expect(trips.data.myBookings.items).toEqual([
      {
        id: b.id,
        status: 'DEPOSIT_PAID',
        amountPaid: 60_000,
        amountDue: 240_000,
        balanceDue: 240_000,
        balanceDueAt: inDays(75),
        depositDue: 60_000,
        balanceOverdue: false,
        payable: true,
      },
    ]);

    const balanceIntent = await payDemo(b, 240_000);
    await waitFor(async () => (await statusOf(b.id)) === 'PAID');
    expect(balanceIntent).not.toBe(depositIntent);
    expect(await checkout(b)).toMatchObject({ status: 'PAID', amountPaid: 300_000, balanceDue: 0, dueNow: null });
    const payments = await t.deps.db.payment.findMany({ where: { bookingId: b.id }, orderBy: { id: 'asc' } });
    expect(payments.map((p) => [p.purpose, p.amount])).toEqual([
      ['DEPOSIT', 60_000],
      ['BALANCE', 240_000],
    ]);
    const receipts = await t.deps.db.outboxEmail.findMany({
      where: {
        kind: 'payment-receipt',
        to: 'amina@example.com',
        dedupeKey: { in: payments.map((p) => `payment-receipt:${p.intentId}`) },
      },
      orderBy: { id: 'asc' },
    });
    expect(receipts.map((r) => r.subject.split(':')[0])).toEqual(['Deposit received', 'Balance received']);
    expect(await createIntent(b, 240_000)).toMatchObject({
      status: 409,
      body: { error: 'This booking is already paid.' },
    });
  });

  it('pays the full amount instead of the deposit when asked', async () => {
    const { pkg, departureId } = await depositPackage({ depositPercent: 20 });
    const b = await bookTwo(departureId, pkg.id);
    const intent = await payDemo(b, 300_000, { payInFull: true });
    await waitFor(async () => (await statusOf(b.id)) === 'PAID');
    expect((await t.deps.db.paymentIntent.findUniqueOrThrow({ where: { id: intent } })).purpose).toBe('FULL');
  });

  it('shows staff an unpaid balance past its due day as overdue', async () => {
    const { pkg, departureId } = await depositPackage({ depositPercent: 20 });
    const b = await bookTwo(departureId, pkg.id);
    await t.deps.db.booking.update({
      where: { id: b.id },
      data: { status: 'DEPOSIT_PAID', balanceDueAt: new Date(inDays(-1)) },
    });
    expect((await checkout(b)).balanceOverdue).toBe(true);
    // Past its due day the balance is still payable.
    expect((await checkout(b)).dueNow).toEqual({ purpose: 'BALANCE', amount: 300_000 });
  });
});

describe('package deposit settings', () => {
  it('validates the deposit fields and keeps one kind of deposit', async () => {
    const both = await rest(t, 'POST', '/api/packages', {
      token: staff,
      json: { code: `DP${++codes}`, name: 'Both', price: 1000, depositPercent: 10, depositAmount: 500 },
    });
    expect(both).toMatchObject({
      status: 400,
      body: { error: 'A deposit is a percentage or an amount per traveller, not both.' },
    });
    const created = await rest(t, 'POST', '/api/packages', {
      token: staff,
      json: { code: `DP${++codes}`, name: 'Deposit', price: 1000, depositPercent: 25, balanceDueDays: 60 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ depositPercent: 25, depositAmount: null, balanceDueDays: 60 });
    const createdAudit = await t.deps.db.auditEntry.findFirst({
      where: { entityType: 'Package', entityId: String(created.body.id), action: 'package.create' },
    });
    expect(createdAudit?.after).toMatchObject({ depositPercent: 25, depositAmount: null, balanceDueDays: 60 });
    const tooMuch = await rest(t, 'PATCH', `/api/packages/${created.body.id}`, {
      token: staff,
      json: { depositPercent: 100 },
    });
    expect(tooMuch.body.error).toBe('The deposit percentage must be a whole number from 1 to 99.');
    const fixed = await rest(t, 'PATCH', `/api/packages/${created.body.id}`, {
      token: staff,
      json: { depositAmount: 30_000 },
    });
    expect(fixed.body).toMatchObject({ depositPercent: null, depositAmount: 30_000 });
    const audit = await t.deps.db.auditEntry.findFirst({
      where: { entityType: 'Package', entityId: String(created.body.id), action: 'package.update' },
      orderBy: { id: 'desc' },
    });
    expect(audit?.after).toMatchObject({ depositPercent: null, depositAmount: 30_000 });
  });
});
