import type { Prisma } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aCustomer, aDeparture, aPackage, aTripBooking } from '../../test/support/factories.ts';
import { gql, multipart, PNG_1PX, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

// Every staff and admin mutation writes one audit row in its own transaction (issue #14, item 8): who, what, the
// changed fields before and after, a line a person reads. Reading the log is tested in audit-reads.test.ts.

let t: TestApp;
let admin: string;
let adminId: number;
let staff: string;
let staffId: number;

beforeAll(async () => {
  t = await startTestApp();
  const a = await userWithToken(t, 'ADMIN', 'aisha.admin@example.com');
  admin = a.token;
  adminId = a.user.id;
  const s = await userWithToken(t, 'STAFF', 'sami.staff@example.com');
  staff = s.token;
  staffId = s.user.id;
});
afterAll(() => t.app.close());

const entries = (action: string) => t.deps.db.auditEntry.findMany({ where: { action }, orderBy: { id: 'asc' } });
const lastEntry = async (action: string) => (await entries(action)).at(-1);
const countAll = () => t.deps.db.auditEntry.count();

let codes = 0;
/** The package these audit entries are about: AUD-1, AUD-2... */
async function classicUmrah(fields: Partial<Prisma.PackageUncheckedCreateInput> = {}) {
  codes += 1;
  return aPackage(t.deps.db, {
    code: `AUD-${codes}`,
    name: 'Classic Umrah',
    price: 125_000,
    currency: 'USD',
    ...fields,
  });
}

describe('packages', () => {
  it('records a price change with the old and new price, by whom, in words', async () => {
    const pkg = await classicUmrah();
    const answer = await rest(t, 'PATCH', `/api/packages/${pkg.id}`, { token: staff, json: { price: 139_000 } });
    expect(answer.status).toBe(200);
    expect(await lastEntry('package.update')).toMatchObject({
      actorId: staffId,
      actorEmail: 'sami.staff@example.com',
      actorRole: 'STAFF',
      entityType: 'Package',
      entityId: String(pkg.id),
      summary: 'Changed the price of Classic Umrah from USD 1,250.00 to USD 1,390.00',
      before: { price: 125_000 },
      after: { price: 139_000 },
    });
  });

  it('records only the fields an edit changed, and nothing for an edit that changed nothing', async () => {
    const pkg = await classicUmrah({ nights: 10 });
    await rest(t, 'PATCH', `/api/packages/${pkg.id}`, {
      token: staff,
      json: { name: 'Classic Umrah 12 nights', nights: 12, price: 125_000 },
    });
    expect(await lastEntry('package.update')).toMatchObject({
      summary: 'Edited the name and nights of Classic Umrah',
      before: { name: 'Classic Umrah', nights: 10 },
      after: { name: 'Classic Umrah 12 nights', nights: 12 },
    });
    const before = await countAll();
    await rest(t, 'PATCH', `/api/packages/${pkg.id}`, { token: staff, json: { nights: 12 } });
    expect(await countAll()).toBe(before);
  });

  it('records a created package, its new image, archive, restore and delete', async () => {
    const created = await gql(
      t,
      'mutation { createPackage(input: { code: "AUD-NEW", name: "Ramadan Umrah", price: 210000 }) { id } }',
      {},
      staff,
    );
    const id = created.data.createPackage.id as number;
    expect(await lastEntry('package.create')).toMatchObject({
      entityId: String(id),
      summary: 'Created the package Ramadan Umrah (USD 2,100.00)',
      after: { code: 'AUD-NEW', name: 'Ramadan Umrah', price: 210_000 },
    });

    const form = multipart({}, { field: 'image', name: 'kaaba.png', bytes: PNG_1PX, type: 'image/png' });
    expect((await rest(t, 'PATCH', `/api/packages/${id}`, { token: staff, ...form })).status).toBe(200);
    const image = await lastEntry('package.update');
    expect(image).toMatchObject({ summary: 'Edited the image of Ramadan Umrah', before: { image: null } });
    expect((image?.after as { image: string }).image).toMatch(/^\/uploads\//);

    await rest(t, 'POST', `/api/packages/${id}/archive`, { token: admin });
    expect(await lastEntry('package.archive')).toMatchObject({
      actorId: adminId,
      summary: 'Archived the package Ramadan Umrah',
      before: { archivedAt: null },
    });
    await rest(t, 'POST', `/api/packages/${id}/unarchive`, { token: staff });
    expect(await lastEntry('package.restore')).toMatchObject({
      summary: 'Restored the package Ramadan Umrah',
      after: { archivedAt: null },
    });
    expect((await rest(t, 'DELETE', `/api/packages/${id}`, { token: admin })).status).toBe(200);
    expect(await lastEntry('package.delete')).toMatchObject({
      entityId: String(id),
      summary: 'Deleted the package Ramadan Umrah',
      before: { code: 'AUD-NEW', name: 'Ramadan Umrah' },
      after: null,
    });
  });
});

describe('departures and room prices', () => {
  it('records a new departure, a seats change, closing, reopening and room prices', async () => {
    const pkg = await classicUmrah({ name: 'Hajj 2027' });
    const dep = await rest(t, 'POST', `/api/packages/${pkg.id}/departures`, {
      token: staff,
      json: { departDate: '2027-05-01', returnDate: '2027-05-15', seats: 40 },
    });
    expect(dep.status).toBe(201);
    expect(await lastEntry('departure.create')).toMatchObject({
      entityType: 'Departure',
      entityId: String(dep.body.id),
      summary: 'Added a departure of Hajj 2027 on 2027-05-01 (back 2027-05-15, 40 seats)',
      after: { departDate: '2027-05-01', returnDate: '2027-05-15', seats: 40 },
    });

    await rest(t, 'PATCH', `/api/departures/${dep.body.id}`, { token: staff, json: { seats: 45 } });
    expect(await lastEntry('departure.seats')).toMatchObject({
      summary: 'Changed the seats of the Hajj 2027 departure of 2027-05-01 from 40 to 45',
      before: { seats: 40 },
      after: { seats: 45 },
    });
    await rest(t, 'PATCH', `/api/departures/${dep.body.id}`, { token: staff, json: { status: 'CLOSED' } });
    expect(await lastEntry('departure.status')).toMatchObject({
      summary: 'Closed the Hajj 2027 departure of 2027-05-01',
      before: { status: 'OPEN' },
      after: { status: 'CLOSED' },
    });
    await rest(t, 'PATCH', `/api/departures/${dep.body.id}`, { token: staff, json: { status: 'OPEN' } });
    expect((await lastEntry('departure.status'))?.summary).toBe('Reopened the Hajj 2027 departure of 2027-05-01');

    await rest(t, 'PATCH', `/api/packages/${pkg.id}/room-prices`, {
      token: staff,
      json: { prices: [{ roomType: 'DOUBLE', amount: 900_000 }] },
    });
    await rest(t, 'PATCH', `/api/packages/${pkg.id}/room-prices`, {
      token: staff,
      json: { prices: [{ roomType: 'DOUBLE', amount: 950_000 }] },
    });
    expect(await lastEntry('package.room-prices')).toMatchObject({
      entityType: 'Package',
      summary: 'Changed the room prices of Hajj 2027: double USD 9,000.00 → USD 9,500.00',
      before: { DOUBLE: 900_000 },
      after: { DOUBLE: 950_000 },
    });
  });
});

describe('users', () => {
  it('records an invitation, a role change, a deactivation and a deletion', async () => {
    const invited = await rest(t, 'POST', '/api/staff-invitations', {
      token: admin,
      json: { name: 'Omar Faruq', email: 'omar@example.com', role: 'STAFF' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(await lastEntry('user.invite')).toMatchObject({
      actorId: adminId,
      entityType: 'StaffInvitation',
      summary: 'Invited Omar Faruq (omar@example.com) as STAFF',
      after: { name: 'Omar Faruq', email: 'omar@example.com', role: 'STAFF' },
    });
    const userId = (await aCustomer(t.deps.db, { name: 'Omar Faruq', email: 'omar@example.com' })).id;
    await rest(t, 'PATCH', `/api/users/${userId}/role`, { token: admin, json: { role: 'STAFF' } });

    await rest(t, 'PATCH', `/api/users/${userId}/role`, { token: admin, json: { role: 'ADMIN' } });
    expect(await lastEntry('user.role')).toMatchObject({
      actorId: adminId,
      entityType: 'User',
      entityId: String(userId),
      summary: 'Changed the role of Omar Faruq (omar@example.com) from STAFF to ADMIN',
      before: { role: 'STAFF' },
      after: { role: 'ADMIN' },
    });
    expect(JSON.stringify(await lastEntry('user.role'))).not.toMatch(/tokenVersion/);

    await rest(t, 'PATCH', `/api/users/${userId}/active`, { token: admin, json: { active: false } });
    expect(await lastEntry('user.deactivate')).toMatchObject({
      actorId: adminId,
      summary: 'Deactivated the ADMIN account of Omar Faruq (omar@example.com)',
      before: { deactivatedAt: null },
    });
    await rest(t, 'PATCH', `/api/users/${userId}/active`, { token: admin, json: { active: true } });
    expect(await lastEntry('user.reactivate')).toMatchObject({
      summary: 'Reactivated the ADMIN account of Omar Faruq (omar@example.com)',
      after: { deactivatedAt: null },
    });

    await rest(t, 'DELETE', `/api/users/${userId}`, { token: admin });
    expect(await lastEntry('user.delete')).toMatchObject({
      summary: 'Deleted the ADMIN account of Omar Faruq (omar@example.com)',
      before: { name: 'Omar Faruq', email: 'omar@example.com', role: 'ADMIN' },
    });
  });
});

describe('training', () => {
  it('records modules and lessons created, edited and deleted', async () => {
    await rest(t, 'POST', '/api/training/modules', { token: staff, json: { title: 'Ihram', slug: 'aud-ihram' } });
    expect((await lastEntry('training-module.create'))?.summary).toBe('Created the training module Ihram');
    const lesson = await rest(t, 'POST', '/api/training/modules/aud-ihram/lessons', {
      token: staff,
      json: { title: 'Intention', order: 1, content: 'Old' },
    });
    expect((await lastEntry('lesson.create'))?.summary).toBe('Added the lesson Intention to Ihram');
    await rest(t, 'PATCH', `/api/training/lessons/${lesson.body.id}`, {
      token: staff,
      json: { title: 'The intention', content: 'New' },
    });
    expect(await lastEntry('lesson.update')).toMatchObject({
      summary: 'Edited the title and content of the lesson Intention',
      before: { title: 'Intention', content: 'Old' },
      after: { title: 'The intention', content: 'New' },
    });
    await rest(t, 'PATCH', '/api/training/modules/aud-ihram', { token: staff, json: { title: 'Entering ihram' } });
    expect(await lastEntry('training-module.update')).toMatchObject({
      summary: 'Edited the title of the training module Ihram',
      after: { title: 'Entering ihram' },
    });
    await rest(t, 'DELETE', `/api/training/lessons/${lesson.body.id}`, { token: staff });
    expect((await lastEntry('lesson.delete'))?.summary).toBe('Deleted the lesson The intention');
    await rest(t, 'DELETE', '/api/training/modules/aud-ihram', { token: admin });
    expect(await lastEntry('training-module.delete')).toMatchObject({
      actorId: adminId,
      summary: 'Deleted the training module Entering ihram and its 0 lessons',
      before: { title: 'Entering ihram', slug: 'aud-ihram' },
    });
  });
});

describe('reviews, bookings and trips', () => {
  async function review() {
    const pkg = await classicUmrah({ name: 'Winter Umrah' });
    const customer = await userWithToken(t, 'USER');
    const booking = await t.deps.db.booking.create({
      data: { name: 'Amina', email: 'amina@example.com', packageId: pkg.id, status: 'PAID', userId: customer.user.id },
    });
    return t.deps.db.review.create({
      data: { bookingId: booking.id, packageId: pkg.id, userId: customer.user.id, rating: 2, comment: 'Far hotel' },
      include: { user: true },
    });
  }

  it('records hiding, showing again and deleting a review', async () => {
    const r = await review();
    const label = `the 2-star review of Winter Umrah by ${r.user.name}`;
    await rest(t, 'PATCH', `/api/reviews/${r.id}`, { token: staff, json: { hidden: true } });
    expect(await lastEntry('review.hide')).toMatchObject({
      summary: `Hid ${label}`,
      before: { hidden: false },
      after: { hidden: true },
    });
    await rest(t, 'PATCH', `/api/reviews/${r.id}`, { token: staff, json: { hidden: false } });
    expect((await lastEntry('review.unhide'))?.summary).toBe(`Showed again ${label}`);
    await rest(t, 'DELETE', `/api/reviews/${r.id}`, { token: staff });
    expect(await lastEntry('review.delete')).toMatchObject({
      summary: `Deleted ${label}`,
      before: { rating: 2, comment: 'Far hotel' },
    });
  });

  it('records a customer’s own booking, signed in or not, without its access token', async () => {
    const pkg = await classicUmrah({ name: 'Spring Umrah' });
    const customer = await userWithToken(t, 'USER', 'yusuf@example.com');
    const json = {
      acceptTerms: true,
      name: 'Yusuf Ali',
      email: 'yusuf@example.com',
      phone: '+44 20 7946 0000',
      packageId: pkg.id,
    };
    const mine = await rest(t, 'POST', '/api/bookings', { token: customer.token, json });
    expect(mine.status).toBe(201);
    expect(await lastEntry('booking.create')).toMatchObject({
      actorId: customer.user.id,
      actorRole: 'USER',
      entityType: 'Booking',
      entityId: String(mine.body.booking.id),
      summary: 'Yusuf Ali booked Spring Umrah (1 traveller, USD 1,250.00)',
      after: { status: 'PENDING', packageId: pkg.id, amount: 125_000, currency: 'USD' },
    });
    const visitor = await rest(t, 'POST', '/api/bookings', { json: { ...json, name: 'Maryam Ali' } });
    const entry = await lastEntry('booking.create');
    expect(entry).toMatchObject({ actorId: null, actorEmail: null, actorRole: 'SYSTEM' });
    expect(JSON.stringify(entry)).not.toContain(visitor.body.accessToken as string);
  });

  it('records a quote on an unpriced booking and a trip booking confirmed by staff', async () => {
    const pkg = await classicUmrah({ name: 'Custom Hajj', price: null });
    const booking = await t.deps.db.booking.create({
      data: { name: 'Bilal', email: 'b@example.com', packageId: pkg.id },
    });
    await rest(t, 'PATCH', `/api/bookings/${booking.id}/quote`, {
      token: staff,
      json: { amount: 650_000, currency: 'USD' },
    });
    expect(await lastEntry('booking.quote')).toMatchObject({
      entityType: 'Booking',
      entityId: String(booking.id),
      summary: `Quoted booking ${booking.reference} at USD 6,500.00 (was no price)`,
      before: { amount: null },
      after: { amount: 650_000, currency: 'USD' },
    });

    const trip = await aTripBooking(t.deps.db, { amount: 20_000, currency: 'SAR' });
    await rest(t, 'PATCH', `/api/custom-bookings/${trip.id}/status`, { token: staff, json: { status: 'CONFIRMED' } });
    const confirmed = await lastEntry('trip-booking.confirm');
    expect(confirmed).toMatchObject({
      entityType: 'TripBooking',
      entityId: String(trip.id),
      before: { status: 'PENDING' },
      after: { status: 'CONFIRMED' },
    });
    expect(confirmed?.summary).toMatch(/^Confirmed the trip booking RH-/);
  });

  it('records a review resolution with its note, and an admin replaying a dead payment event', async () => {
    const booking = await t.deps.db.booking.create({
      data: { name: 'Hafsa', email: 'h@example.com', status: 'NEEDS_REVIEW', reviewReason: 'Amount differs' },
    });
    await rest(t, 'POST', `/api/bookings/${booking.id}/review`, {
      token: staff,
      json: { resolution: 'PAID', note: 'Checked the dashboard' },
    });
    expect(await lastEntry('booking.review-resolve')).toMatchObject({
      actorId: staffId,
      summary: `Resolved the booking ${booking.reference} in review as PAID: Checked the dashboard`,
      before: { status: 'NEEDS_REVIEW' },
      after: { status: 'PAID', note: 'Checked the dashboard' },
    });

    const event = await t.deps.db.paymentEvent.create({
      data: { id: 'evt_audit_dead', type: 'payment_intent.succeeded', payload: {}, deadAt: new Date(), attempts: 8 },
    });
    expect((await rest(t, 'POST', `/api/payment-events/${event.id}/replay`, { token: admin })).status).toBe(200);
    expect(await lastEntry('payment-event.replay')).toMatchObject({
      actorId: adminId,
      entityType: 'PaymentEvent',
      entityId: 'evt_audit_dead',
      summary: 'Replayed the dead payment event evt_audit_dead (payment_intent.succeeded) after 8 failed attempts',
    });
  });
});

describe('transport catalogue', () => {
  it('records transport modes, service classes and scheduled services edited by staff', async () => {
    const mode = await rest(t, 'POST', '/api/transport-modes', {
      token: staff,
      json: { code: 'FERRY', name: 'Ferry' },
    });
    expect((await lastEntry('transport-mode.create'))?.summary).toBe('Added the transport mode Ferry');
    await rest(t, 'PATCH', `/api/transport-modes/${mode.body.id}`, { token: staff, json: { enabled: false } });
    expect(await lastEntry('transport-mode.update')).toMatchObject({
      summary: 'Edited the transport mode Ferry: enabled true → false',
      before: { enabled: true },
      after: { enabled: false },
    });
    await rest(t, 'DELETE', `/api/transport-modes/${mode.body.id}`, { token: staff });
    expect((await lastEntry('transport-mode.delete'))?.summary).toBe('Deleted the transport mode Ferry');

    const cls = await rest(t, 'POST', '/api/service-classes', {
      token: staff,
      json: { code: 'GOLD', name: 'Gold', multiplier: 1.5 },
    });
    await rest(t, 'PATCH', `/api/service-classes/${cls.body.id}`, { token: staff, json: { multiplier: 1.8 } });
    expect(await lastEntry('service-class.update')).toMatchObject({
      summary: 'Edited the service class Gold: multiplier 1.5 → 1.8',
      before: { multiplier: 1.5 },
      after: { multiplier: 1.8 },
    });

    const db = t.deps.db;
    const bus = await db.transportMode.create({ data: { code: 'BUS', name: 'Bus' } });
    const place = (name: string) =>
      db.location.create({
        data: { type: 'CITY', name, city: name, country: 'Saudi Arabia', timezone: 'Asia/Riyadh' },
      });
    const [origin, destination] = [await place('Jeddah'), await place('Makkah')];
    const operator = await db.operator.create({ data: { code: 'SAPTCO', name: 'Saptco', modeId: bus.id } });
    const service = await db.scheduledService.create({
      data: {
        modeId: bus.id,
        operatorId: operator.id,
        originId: origin.id,
        destinationId: destination.id,
        serviceNumber: 'SAP 1',
        departureMinutes: 480,
        timezone: 'Asia/Riyadh',
        durationMin: 90,
        seats: 50,
        baseFare: 4000,
        currency: 'SAR',
      },
    });
    await rest(t, 'PATCH', `/api/scheduled-services/${service.id}`, { token: staff, json: { seats: 55 } });
    expect(await lastEntry('scheduled-service.update')).toMatchObject({
      summary: 'Edited the Saptco service SAP 1 (Jeddah → Makkah): seats 50 → 55',
      before: { seats: 50 },
      after: { seats: 55 },
    });
  });
});

describe('same transaction', () => {
  it('a refused change leaves no audit row', async () => {
    const pkg = await classicUmrah({ name: 'Full Umrah' });
    const dep = await aDeparture(t.deps.db, {
      packageId: pkg.id,
      departDate: new Date('2027-02-01'),
      returnDate: new Date('2027-02-10'),
      seats: 10,
      seatsTaken: 8,
    });
    const before = await countAll();
    const refused = await rest(t, 'PATCH', `/api/departures/${dep.id}`, { token: staff, json: { seats: 5 } });
    expect(refused.status).toBe(409);
    const duplicate = await rest(t, 'PATCH', `/api/packages/${pkg.id}`, { token: staff, json: { code: 'AUD-1' } });
    expect(duplicate.status).toBe(409);
    const lastAdmin = await rest(t, 'PATCH', `/api/users/${adminId}/role`, { token: admin, json: { role: 'STAFF' } });
    expect([400, 409]).toContain(lastAdmin.status);
    expect(await countAll()).toBe(before);
  });

  it('when the audit row cannot be written, the change is rolled back with it', async () => {
    const pkg = await classicUmrah({ name: 'Rollback Umrah' });
    // A trigger that refuses this package's audit rows: the price change must not survive without its entry.
    await t.deps.db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$
      BEGIN
        IF NEW."entityType" = 'Package' AND NEW."entityId" = '${pkg.id}' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.deps.db.$executeRawUnsafe(
      'CREATE TRIGGER refuse_audit BEFORE INSERT ON "AuditEntry" FOR EACH ROW EXECUTE FUNCTION refuse_audit()',
    );
    try {
      const answer = await rest(t, 'PATCH', `/api/packages/${pkg.id}`, { token: staff, json: { price: 1 } });
      expect(answer.status).toBe(500);
      expect((await t.deps.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).price).toBe(125_000);
    } finally {
      await t.deps.db.$executeRawUnsafe('DROP TRIGGER refuse_audit ON "AuditEntry"');
      await t.deps.db.$executeRawUnsafe('DROP FUNCTION refuse_audit()');
    }
  });

  it('never stores a password, token or passport field, whatever the caller passes', async () => {
    const rows = await t.deps.db.auditEntry.findMany();
    expect(rows.length).toBeGreaterThan(20);
    const keys = rows.flatMap((row) => [
      ...Object.keys((row.before ?? {}) as object),
      ...Object.keys((row.after ?? {}) as object),
    ]);
    expect(keys.filter((key) => /password|token|secret|passport/i.test(key))).toEqual([]);
  });
});
