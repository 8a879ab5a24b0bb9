import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aTripBooking } from '../../test/support/factories.ts';
import { trainService } from '../../test/train-service.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await resetDatabase(t.deps.db);
  admin = (await userWithToken(t, 'ADMIN')).token;
  staff = (await userWithToken(t, 'STAFF')).token;
});
afterAll(() => t.app.close());

let eventCounter = 0;
function recordEvent(state: { deadAt?: Date; processedAt?: Date; attempts?: number }) {
  eventCounter += 1;
  const id = `evt_review_${Date.now().toString(36)}_${eventCounter}`;
  return t.deps.db.paymentEvent.create({
    data: {
      id,
      type: 'payment_intent.succeeded',
      payload: { id },
      lastError: state.deadAt ? 'Error: database down' : null,
      ...state,
    },
  });
}

describe('payment events for admins', () => {
  it('lists dead events with their error and total, newest first, to admins only', async () => {
    const dead = await recordEvent({ deadAt: new Date(), attempts: 8 });
    await recordEvent({});
    await recordEvent({ processedAt: new Date(), attempts: 1 });

    const answer = await rest(t, 'GET', '/api/payment-events?state=dead', { token: admin });

    expect(answer.status).toBe(200);
    expect(answer.headers['x-total-count']).toBe('1');
    expect(answer.body).toEqual([
      expect.objectContaining({ id: dead.id, attempts: 8, lastError: 'Error: database down', processedAt: null }),
    ]);
    expect(answer.body[0]).not.toHaveProperty('payload');
    expect((await rest(t, 'GET', '/api/payment-events?state=dead', { token: staff })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/payment-events?state=lost', { token: admin })).body).toEqual({
      error: 'State must be one of: DEAD, PENDING, PROCESSED.',
      reason: 'PAYMENT_EVENT_STATE_INVALID',
      params: { states: 'DEAD, PENDING, PROCESSED' },
    });
  });

  it('lists events by state over GraphQL', async () => {
    await recordEvent({ deadAt: new Date(), attempts: 8 });
    const pending = await recordEvent({});

    const { data } = await gql(
      t,
      '{ paymentEvents(state: PENDING) { total items { id deadAt attempts } } }',
      {},
      admin,
    );

    expect(data.paymentEvents).toEqual({ total: 1, items: [{ id: pending.id, deadAt: null, attempts: 0 }] });
  });

  it('replays a dead event: fresh attempts, queued again, no longer dead', async () => {
    const dead = await recordEvent({ deadAt: new Date(), attempts: 8 });

    const answer = await rest(t, 'POST', `/api/payment-events/${dead.id}/replay`, { token: admin });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: dead.id, deadAt: null, attempts: 0 });
    const row = await t.deps.db.paymentEvent.findUniqueOrThrow({ where: { id: dead.id } });
    expect(row).toMatchObject({ deadAt: null, attempts: 0, processedAt: null });
    expect(row.queuedAt).toBeInstanceOf(Date);
  });

  it('refuses to replay an event that is not dead, and lets no one but an admin replay', async () => {
    const processed = await recordEvent({ processedAt: new Date(), attempts: 1 });
    const dead = await recordEvent({ deadAt: new Date(), attempts: 8 });

    const again = await gql(
      t,
      'mutation($id: String!) { replayPaymentEvent(id: $id) { id } }',
      { id: processed.id },
      admin,
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'This event was already processed.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await rest(t, 'POST', '/api/payment-events/evt_nope/replay', { token: admin })).status).toBe(404);
    expect(await rest(t, 'POST', '/api/payment-events/evt%00x/replay', { token: admin })).toMatchObject({
      status: 400,
      body: { error: 'Invalid event id.' },
    });
    expect((await rest(t, 'POST', `/api/payment-events/${dead.id}/replay`, { token: staff })).status).toBe(403);
    expect((await t.deps.db.paymentEvent.findUniqueOrThrow({ where: { id: dead.id } })).deadAt).toBeInstanceOf(Date);
  });
});

describe('staff review of a booking the worker could not settle', () => {
  const REASON = 'Payment of USD 1.00 received for pi_x, but USD 4,590.00 is owed.';

  function bookingInReview() {
    return t.deps.db.booking.create({
      data: {
        name: 'Amina',
        email: 'amina@example.com',
        amount: 459_000,
        currency: 'USD',
        status: 'NEEDS_REVIEW',
        reviewReason: REASON,
      },
    });
  }

  /** Resolves a booking's review over REST, as staff unless another token is given. */
  const resolveReview = (id: number, json: object, token = staff) =>
    rest(t, 'POST', `/api/bookings/${id}/review`, { token, json });

  it('shows the reason in the bookings list and records the decision with the note', async () => {
    const booking = await bookingInReview();
    const listed = await gql(t, '{ bookings { items { id status reviewReason } } }', {}, staff);
    expect(listed.data.bookings.items).toEqual([{ id: booking.id, status: 'NEEDS_REVIEW', reviewReason: REASON }]);

    const { data } = await gql(
      t,
      'mutation($id: Int!) { resolveBookingReview(id: $id, resolution: CANCELLED, note: "Refunded the 1.00 in Stripe") }',
      { id: booking.id },
      staff,
    );

    expect(data.resolveBookingReview).toBe(true);
    const resolved = await t.deps.db.booking.findUniqueOrThrow({
      where: { id: booking.id },
      include: { transitions: true },
    });
    expect(resolved.status).toBe('CANCELLED');
    expect(resolved.reviewReason).toMatch(
      new RegExp(`^${REASON.replace(/[.,$]/g, '\\$&')}\\nResolved as CANCELLED by .+: Refunded the 1.00 in Stripe$`),
    );
    expect(resolved.transitions.map((c) => `${c.from}->${c.to}`)).toEqual(['NEEDS_REVIEW->CANCELLED']);
    // Stamped like any cancellation, so a refund settling later keeps it in the "Cancelled" filter (issue #32).
    expect(resolved.cancelledAt).toBeInstanceOf(Date);
  });

  it('marks a reviewed booking PAID over REST', async () => {
    const booking = await bookingInReview();

    const answer = await resolveReview(booking.id, { resolution: 'PAID' });

    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const paid = await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(paid.status).toBe('PAID');
    expect(paid.paidAt).toBeInstanceOf(Date);
  });

  it('resolves only bookings in review, only for staff, only with a known resolution', async () => {
    const pending = await t.deps.db.booking.create({ data: { name: 'Omar', email: 'omar@example.com' } });
    const booking = await bookingInReview();
    const { token: customer } = await userWithToken(t, 'USER');

    expect(await resolveReview(pending.id, { resolution: 'PAID' })).toMatchObject({
      status: 409,
      body: { error: 'Only a booking in review can be resolved; this one is PENDING.' },
    });
    expect((await resolveReview(booking.id, { resolution: 'PAID' }, customer)).status).toBe(403);
    expect(await resolveReview(booking.id, { resolution: 'REFUNDED' })).toMatchObject({
      status: 400,
      body: { error: 'Resolution must be one of: PAID, FAILED, CANCELLED.' },
    });
    expect((await resolveReview(999999, { resolution: 'PAID' })).status).toBe(404);
    expect((await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('NEEDS_REVIEW');
  });

  it('resolves a trip booking in review', async () => {
    const trip = await aTripBooking(t.deps.db, {
      status: 'NEEDS_REVIEW',
      reviewReason: 'Payment in EUR, booking is in SAR.',
    });

    const answer = await resolveReview(trip.id, { resolution: 'FAILED', kind: 'TRIP' });

    expect(answer.status).toBe(200);
    expect((await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).status).toBe('FAILED');
  });

  /** A trip in review on a 4-seat departure, holding (or not) its 2 seats; the departure has `sold` seats sold. */
  async function tripInReview(seatsHeld: boolean, sold: number) {
    const db = t.deps.db;
    const service = await trainService(db, { seats: 4, baseFare: 1000 });
    const departureDate = new Date('2027-03-01');
    const klass = await db.serviceClass.create({
      data: { code: `REVIEW${service.id}`, name: 'Economy', multiplier: 1 },
    });
    await db.seatInventory.create({
      data: { serviceId: service.id, departureDate, classId: klass.id, seatsSold: sold },
    });
    const trip = await aTripBooking(db, {
      destination: 'Madinah',
      startDate: departureDate,
      passengers: 2,
      amount: 2000,
      currency: 'SAR',
      status: 'NEEDS_REVIEW',
      reviewReason: 'Underpaid.',
      serviceId: service.id,
      departureDate,
      classId: klass.id,
      seatsHeld,
    });
    const seatsSold = async () =>
      (
        await db.seatInventory.findUniqueOrThrow({
          where: { serviceId_departureDate_classId: { serviceId: service.id, departureDate, classId: klass.id } },
        })
      ).seatsSold;
    return { trip, seatsSold };
  }

  it('gives a cancelled trip’s held seats back, once', async () => {
    const { trip, seatsSold } = await tripInReview(true, 3);

    const answer = await resolveReview(trip.id, { resolution: 'CANCELLED', kind: 'TRIP' });
    expect(answer.status).toBe(200);
    expect(await seatsSold()).toBe(1);

    // Cancelling again (staff action on a cancelled booking) changes nothing in the ledger.
    await rest(t, 'PATCH', `/api/custom-bookings/${trip.id}/status`, { token: staff, json: { status: 'CANCELLED' } });
    expect(await seatsSold()).toBe(1);
  });

  it('refuses to mark paid a trip whose seats were sold after its hold expired, and re-takes them when free', async () => {
    const full = await tripInReview(false, 4);
    const refused = await resolveReview(full.trip.id, { resolution: 'PAID', kind: 'TRIP' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'The seats of this departure were sold meanwhile: refund the payment and cancel the booking instead.',
    );
    expect((await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: full.trip.id } })).status).toBe(
      'NEEDS_REVIEW',
    );

    await resetDatabase(t.deps.db);
    staff = (await userWithToken(t, 'STAFF')).token;
    const free = await tripInReview(false, 1);
    const paid = await resolveReview(free.trip.id, { resolution: 'PAID', kind: 'TRIP' });
    expect(paid.status).toBe(200);
    expect(await free.seatsSold()).toBe(3);
    expect(await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: free.trip.id } })).toMatchObject({
      status: 'PAID',
      seatsHeld: true,
    });
  });
});
