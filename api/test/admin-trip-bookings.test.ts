import type { TripBookingStatus } from '@rihla/db';
import { parseKeyRing, sealField, tripPassengerBinding } from '@rihla/db/traveller-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aTripBooking } from '../../test/support/factories.ts';
import { economyClass, trainService } from '../../test/train-service.ts';
import { everyone, gql, rest, startTestApp, type TestApp } from './helpers.ts';

/**
 * The back-office trip bookings (issue #32): the list's search, filters and paging, each row's money from its
 * Payment and Refund rows, the detail page's contents, who may read them, and the audited passport reveal.
 */
let t: TestApp;
let roles: Awaited<ReturnType<typeof everyone>>;
let staff: string;
let trainId: number;
let serviceId: number;
let classId: number;
const ids: Record<string, number> = {};
const refs: Record<string, string> = {};

let seq = 0;

async function trip(
  key: string,
  data: {
    name: string;
    passengers?: string[];
    status?: TripBookingStatus;
    origin?: string;
    destination?: string;
    departs?: string;
    amount?: number;
    paid?: number;
    refunded?: { amount: number; status: 'PENDING' | 'SUCCEEDED' }[];
    passports?: string[];
  },
) {
  seq += 1;
  const { db } = t.deps;
  const departs = data.departs ?? '2027-01-10';
  const booking = await aTripBooking(db, {
    name: data.name,
    email: `trip${seq}@example.com`,
    origin: data.origin ?? 'Jeddah',
    destination: data.destination ?? 'Madinah',
    startDate: new Date(`${departs}T05:00:00Z`),
    departureDate: new Date(`${departs}T00:00:00Z`),
    serviceId,
    transportId: trainId,
    classId,
    passengers: (data.passengers ?? [data.name]).length,
    amount: data.amount ?? 30_000,
    currency: 'SAR',
    status: data.status ?? 'PENDING',
    createdAt: new Date(Date.now() - (100 - seq) * 60_000),
  });
  const ring = parseKeyRing(t.deps.config.travellerDataKeys);
  await db.tripPassenger.createMany({
    data: (data.passengers ?? [data.name]).map((fullName, i) => ({
      tripBookingId: booking.id,
      position: i + 1,
      fullName,
      nationality: data.passports ? 'EG' : null,
      dateOfBirth: data.passports ? new Date('1988-02-11') : null,
      passportNumberEnc: data.passports
        ? sealField(ring, data.passports[i], tripPassengerBinding({ tripBookingId: booking.id, position: i + 1 }))
        : null,
    })),
  });
  if (data.paid) {
    const payment = await db.payment.create({
      data: {
        tripBookingId: booking.id,
        intentId: `pi_admin_trip_${booking.id}`,
        purpose: 'FULL',
        amount: data.paid,
        currency: 'SAR',
        provider: 'demo',
        receivedAt: new Date('2026-11-20T10:00:00Z'),
      },
    });
    for (const [i, refund] of (data.refunded ?? []).entries())
      await db.refund.create({
        data: {
          tripBookingId: booking.id,
          paymentId: payment.id,
          amount: refund.amount,
          currency: 'SAR',
          reason: 'Cancelled by the customer',
          status: refund.status,
          providerRefundId: `re_admin_trip_${booking.id}_${i}`,
        },
      });
  }
  ids[key] = booking.id;
  refs[key] = booking.reference;
  return booking;
}

beforeAll(async () => {
  t = await startTestApp();
  roles = await everyone(t);
  staff = roles.STAFF!;
  const service = await trainService(t.deps.db, { seats: 40, baseFare: 15_000 });
  serviceId = service.id;
  trainId = service.modeId;
  classId = await economyClass(t.deps.db);
  await trip('paid', {
    name: 'Huda Rahman',
    passengers: ['Huda Rahman', 'Amina Rahman'],
    status: 'PAID',
    paid: 30_000,
    passports: ['A1234567', 'B7654321'],
    departs: '2027-01-10',
  });
  await trip('refunding', {
    name: 'Omar Said',
    status: 'CANCELLED',
    paid: 30_000,
    refunded: [
      { amount: 10_000, status: 'SUCCEEDED' },
      { amount: 5_000, status: 'PENDING' },
    ],
    departs: '2027-01-12',
  });
  await trip('refunded', {
    name: 'Bilal Khan',
    status: 'REFUNDED',
    paid: 30_000,
    refunded: [{ amount: 30_000, status: 'SUCCEEDED' }],
    origin: 'Makkah',
    destination: 'Jeddah',
    departs: '2027-02-01',
  });
  await trip('pending', { name: 'Zainab Noor', status: 'PENDING', departs: '2027-03-05' });
});

afterAll(async () => t.app.close());

const LIST = `query ($filter: TripBookingFilter, $page: Int, $pageSize: Int) {
  tripBookings(filter: $filter, page: $page, pageSize: $pageSize) {
    total
    items { id reference status money { currency total paid refunded refundPending net owed } }
  }
}`;

async function listed(filter: Record<string, unknown>) {
  const { data, errors } = await gql(t, LIST, { filter }, staff);
  expect(errors).toBeUndefined();
  return (data.tripBookings.items as { reference: string }[]).map((row) => row.reference);
}

describe('the trip bookings list', () => {
  it('answers newest first with each row’s money from its payments and refunds', async () => {
    const { data } = await gql(t, LIST, {}, staff);
    expect(data.tripBookings.total).toBe(4);
    expect(data.tripBookings.items.map((row: { reference: string }) => row.reference)).toEqual([
      refs.pending,
      refs.refunded,
      refs.refunding,
      refs.paid,
    ]);
    const money = Object.fromEntries(
      data.tripBookings.items.map((row: { reference: string; money: unknown }) => [row.reference, row.money]),
    );
    expect(money[refs.paid]).toEqual({
      currency: 'SAR',
      total: 30_000,
      paid: 30_000,
      refunded: 0,
      refundPending: 0,
      net: 30_000,
      owed: 0,
    });
    expect(money[refs.refunding]).toEqual({
      currency: 'SAR',
      total: 30_000,
      paid: 30_000,
      refunded: 10_000,
      refundPending: 5_000,
      net: 15_000,
      owed: 0,
    });
    expect(money[refs.pending]).toMatchObject({ paid: 0, net: 0, owed: 30_000 });
  });

  it('searches the reference, the booker’s name and email, and every passenger’s name', async () => {
    expect(await listed({ q: 'amina' })).toEqual([refs.paid]);
    expect(await listed({ q: 'bilal' })).toEqual([refs.refunded]);
    expect(await listed({ q: refs.pending.toLowerCase() })).toEqual([refs.pending]);
    expect(await listed({ q: 'nobody at all' })).toEqual([]);
  });

  it('filters by status, cancellation, route, mode, class and departure day', async () => {
    expect(await listed({ status: ['PAID', 'PENDING'] })).toEqual([refs.pending, refs.paid]);
    expect(await listed({ cancelled: true })).toEqual([refs.refunded, refs.refunding]);
    expect(await listed({ cancelled: false })).toEqual([refs.pending, refs.paid]);
    expect(await listed({ origin: 'makk' })).toEqual([refs.refunded]);
    expect(await listed({ destination: 'madinah', status: ['CANCELLED'] })).toEqual([refs.refunding]);
    expect(await listed({ departFrom: '2027-01-11', departTo: '2027-02-01' })).toEqual([refs.refunded, refs.refunding]);
    expect(await listed({ transportId: trainId, classId })).toHaveLength(4);
    expect(await listed({ transportId: trainId + 1000 })).toEqual([]);
  });

  it('refuses a bad filter with a worded 400', async () => {
    const reversed = await rest(t, 'GET', '/api/trip-bookings?departFrom=2027-02-01&departTo=2027-01-01', {
      token: staff,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      reason: 'DATE_RANGE_REVERSED',
      error: 'The end date cannot be before the start date.',
    });
    const badDay = await rest(t, 'GET', '/api/trip-bookings?departFrom=2027-13-01', { token: staff });
    expect(badDay.body).toMatchObject({ reason: 'DATE_FORMAT_INVALID', error: 'Dates are written YYYY-MM-DD.' });
    const badStatus = await rest(t, 'GET', '/api/trip-bookings?status=LOST', { token: staff });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.reason).toBe('STATUS_INVALID');
  });

  it('pages on REST by page (X-Total-Count) and by cursor, filters kept, money on each row', async () => {
    const first = await rest(t, 'GET', '/api/trip-bookings?cancelled=true&page=1&pageSize=1', { token: staff });
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('2');
    expect(first.body.map((row: { reference: string }) => row.reference)).toEqual([refs.refunded]);
    expect(first.body[0].money).toMatchObject({ paid: 30_000, refunded: 30_000, net: 0, owed: 0 });
    const second = await rest(t, 'GET', '/api/trip-bookings?cancelled=true&page=2&pageSize=1', { token: staff });
    expect(second.body.map((row: { reference: string }) => row.reference)).toEqual([refs.refunding]);

    const byCursor = await rest(t, 'GET', '/api/trip-bookings?limit=3', { token: staff });
    expect(byCursor.body.map((row: { reference: string }) => row.reference)).toEqual([
      refs.pending,
      refs.refunded,
      refs.refunding,
    ]);
    const cursor = String(byCursor.headers['x-next-cursor']);
    const next = await rest(t, 'GET', `/api/trip-bookings?limit=3&cursor=${cursor}`, { token: staff });
    expect(next.body.map((row: { reference: string }) => row.reference)).toEqual([refs.paid]);
    expect(next.headers['x-next-cursor']).toBeUndefined();
    // The deprecated address answers the same filtered list.
    const alias = await rest(t, 'GET', '/api/custom-bookings?q=amina', { token: staff });
    expect(alias.body.map((row: { reference: string }) => row.reference)).toEqual([refs.paid]);
  });

  it('is for staff: a customer gets 403, a visitor 401', async () => {
    for (const [token, status] of [
      [roles.USER, 403],
      [undefined, 401],
      [roles.ADMIN, 200],
    ] as const) {
      expect((await rest(t, 'GET', '/api/trip-bookings', { token })).status).toBe(status);
      expect((await rest(t, 'GET', `/api/admin/trip-bookings/${ids.paid}`, { token })).status).toBe(status);
      expect((await rest(t, 'POST', `/api/admin/trip-bookings/${ids.paid}/passports`, { token })).status).toBe(status);
    }
    const asCustomer = await gql(t, LIST, {}, roles.USER);
    expect(asCustomer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await gql(t, `query { adminTripBooking(id: ${ids.paid}) { money { paid } } }`);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

const DETAIL = `query ($id: Int!) {
  adminTripBooking(id: $id) {
    booking { id reference status name email }
    customerAccount
    money { currency total paid refunded refundPending net owed }
    journey { origin destination mode service serviceClass departureDate departs arrives departTimezone arriveTimezone }
    passengers { position fullName dateOfBirth nationality passportNumberMasked }
    payments { id amount currency intentId receivedAt }
    refunds { id amount status providerRefundId }
    emails { kind subject }
    terms { version acceptedAt }
  }
}`;

describe('a trip booking’s detail', () => {
  it('shows the journey in local time, the passengers masked, the money, payments and refunds', async () => {
    const { data, errors } = await gql(t, DETAIL, { id: ids.refunding }, staff);
    expect(errors).toBeUndefined();
    const detail = data.adminTripBooking;
    expect(detail.journey).toEqual({
      origin: 'Jeddah',
      destination: 'Madinah',
      mode: 'Train',
      service: 'Haramain HHR 1',
      serviceClass: 'Economy',
      departureDate: '2027-01-12',
      departs: '2027-01-12T08:00:00+03:00',
      arrives: '2027-01-12T10:00:00+03:00',
      departTimezone: 'Asia/Riyadh',
      arriveTimezone: 'Asia/Riyadh',
    });
    expect(detail.money).toMatchObject({ paid: 30_000, refunded: 10_000, refundPending: 5_000, net: 15_000 });
    expect(detail.payments).toEqual([
      expect.objectContaining({ amount: 30_000, currency: 'SAR', intentId: `pi_admin_trip_${ids.refunding}` }),
    ]);
    expect(detail.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [10_000, 'SUCCEEDED'],
      [5_000, 'PENDING'],
    ]);
    expect(detail.terms).toBeNull();
  });

  it('masks passport numbers, and only the audited reveal answers them whole', async () => {
    const { data } = await gql(t, DETAIL, { id: ids.paid }, staff);
    expect(data.adminTripBooking.passengers).toEqual([
      {
        position: 1,
        fullName: 'Huda Rahman',
        dateOfBirth: '1988-02-11',
        nationality: 'EG',
        passportNumberMasked: '•••••4567',
      },
      {
        position: 2,
        fullName: 'Amina Rahman',
        dateOfBirth: '1988-02-11',
        nationality: 'EG',
        passportNumberMasked: '•••••4321',
      },
    ]);
    // Reading the detail (masked numbers) is no audit entry; only the reveal below is.
    const before = await t.deps.db.auditEntry.aggregate({ _max: { id: true } });
    const since = before._max.id ?? 0;

    const revealed = await gql(
      t,
      `mutation ($id: Int!) { revealTripPassports(id: $id) { reference passengers { position fullName passportNumber } } }`,
      { id: ids.paid },
      staff,
    );
    expect(revealed.data.revealTripPassports.passengers).toEqual([
      { position: 1, fullName: 'Huda Rahman', passportNumber: 'A1234567' },
      { position: 2, fullName: 'Amina Rahman', passportNumber: 'B7654321' },
    ]);
    const viaRest = await rest(t, 'POST', `/api/admin/trip-bookings/${ids.paid}/passports`, { token: staff });
    expect(viaRest.status).toBe(200);
    expect(viaRest.headers['cache-control']).toBe('private, no-store');

    const entries = await t.deps.db.auditEntry.findMany({
      where: { entityType: 'TripBooking', entityId: String(ids.paid), id: { gt: since } },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((e) => [e.action, e.actorRole, e.summary])).toEqual([
      ['trip-booking.passports-view', 'STAFF', `Viewed the passport numbers of ${refs.paid} (2 passengers)`],
      ['trip-booking.passports-view', 'STAFF', `Viewed the passport numbers of ${refs.paid} (2 passengers)`],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/A1234567|B7654321/);
    // The detail page's audit trail shows the reads to staff.
    const trail = await gql(
      t,
      `query ($id: String!) { auditTrail(entityType: "TripBooking", entityId: $id) { summary } }`,
      { id: String(ids.paid) },
      staff,
    );
    expect(trail.data.auditTrail.length).toBeGreaterThanOrEqual(2);
    expect(trail.data.auditTrail[0].summary).toBe(`Viewed the passport numbers of ${refs.paid} (2 passengers)`);
  });

  it('lists the emails sent about it and no one else’s', async () => {
    const { db } = t.deps;
    const email = (await db.tripBooking.findUniqueOrThrow({ where: { id: ids.paid } })).email;
    const payment = await db.payment.findFirstOrThrow({ where: { tripBookingId: ids.paid } });
    const mail = (dedupeKey: string, kind: string, to = email, paymentId: number | null = null) =>
      db.outboxEmail.create({
        data: { to, kind, subject: `${kind} ${dedupeKey}`, html: '', text: '', dedupeKey, paymentId },
      });
    await mail(`booking-received:TRIP:${ids.paid}`, 'booking-received');
    await mail(`payment-receipt:${payment.intentId}`, 'payment-receipt', email, payment.id);
    // A package booking with the same id, to the same address: not this trip's.
    await mail(`booking-received:PACKAGE:${ids.paid}`, 'booking-received');
    await mail(`booking-cancelled:${ids.paid}`, 'booking-cancelled');
    await mail(`booking-received:TRIP:${ids.pending}`, 'booking-received');
    const { data } = await gql(t, DETAIL, { id: ids.paid }, staff);
    expect(data.adminTripBooking.emails.map((e: { kind: string }) => e.kind)).toEqual([
      'booking-received',
      'payment-receipt',
    ]);
  });

  it('says which terms were accepted, and 404s an unknown booking', async () => {
    const { db } = t.deps;
    const terms = await db.legalDocument.create({
      data: { kind: 'TERMS', locale: 'en', version: 77, title: 'Terms of booking', body: 'The terms.' },
    });
    const acceptedAt = new Date('2026-11-20T09:59:00Z');
    await db.tripBooking.update({
      where: { id: ids.pending },
      data: { termsDocumentId: terms.id, termsAcceptedAt: acceptedAt },
    });
    const { data } = await gql(t, DETAIL, { id: ids.pending }, staff);
    expect(data.adminTripBooking.terms).toEqual({ version: terms.version, acceptedAt: acceptedAt.toISOString() });

    const missing = await rest(t, 'GET', '/api/admin/trip-bookings/999999', { token: staff });
    expect(missing.status).toBe(404);
    expect(missing.body.reason).toBe('TRIP_BOOKING_NOT_FOUND');
    const viaRest = await rest(t, 'GET', `/api/admin/trip-bookings/${ids.paid}`, { token: staff });
    expect(viaRest.body.tripBooking.passengers[1].passportNumberMasked).toBe('•••••4321');
    expect(JSON.stringify(viaRest.body)).not.toMatch(/A1234567|B7654321|passportNumberEnc/);
  });
});
