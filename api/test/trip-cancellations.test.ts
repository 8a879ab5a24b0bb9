import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { processRefundEvents } from '../../test/support/booked-departures.ts';
import { aTripBooking } from '../../test/support/factories.ts';
import { economyClass, trainService } from '../../test/train-service.ts';
import { bookingCallers, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let owner: { token: string; user: { id: number } };
let stranger: string;
let serviceId: number;
let classId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, stranger } = await bookingCallers(t));
  serviceId = (await trainService(t.deps.db, { seats: 10, baseFare: 15_000 })).id;
  classId = await economyClass(t.deps.db);
});

afterAll(async () => {
  await t.app.close();
});

let daysAhead = 20;

/** A paid trip booking of two seats on a train departure of its own, with its Payment row as the worker writes it. */
async function paidTrip(begun = false) {
  const { db } = t.deps;
  const startDate = new Date(Date.now() + (begun ? -3_600_000 : daysAhead++ * 86_400_000));
  const departureDay = new Date(startDate.toISOString().slice(0, 10));
  const service = { id: serviceId };
  await db.seatInventory.create({
    data: { serviceId: service.id, departureDate: departureDay, classId, seatsSold: 2 },
  });
  const trip = await aTripBooking(db, {
    userId: owner.user.id,
    serviceId: service.id,
    classId,
    departureDate: departureDay,
    startDate,
    passengers: 2,
    amount: 30_000,
    currency: 'SAR',
    status: 'PAID',
    paidAt: new Date(),
    holdExpiresAt: null,
    locale: 'ar',
  });
  const payment = await db.payment.create({
    data: {
      tripBookingId: trip.id,
      intentId: `pi_demo_trip_${trip.id}`,
      purpose: 'FULL',
      amount: 30_000,
      currency: 'SAR',
      provider: 'demo',
      receivedAt: new Date(),
    },
  });
  const seatsSold = async () =>
    (
      await db.seatInventory.findUniqueOrThrow({
        where: { serviceId_departureDate_classId: { serviceId: service.id, departureDate: departureDay, classId } },
      })
    ).seatsSold;
  return { trip, payment, seatsSold };
}

const cancel = (id: number, { token, bookingToken }: { token?: string; bookingToken?: string }) =>
  rest(t, 'POST', `/api/trip-bookings/${id}/cancel`, {
    token,
    headers: bookingToken ? { 'x-booking-token': bookingToken } : {},
  });

describe('a customer cancels a paid trip booking (decision 0047)', () => {
  it('is CANCELLED at once with its seats back; REFUNDED only once the provider confirms, with one email', async () => {
    const { trip, payment, seatsSold } = await paidTrip();
    const answer = await gql(
      t,
      `mutation ($id: Int!) { cancelTripBooking(tripBookingId: $id) }`,
      { id: trip.id },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.cancelTripBooking).toBe(30_000);

    const { db } = t.deps;
    const cancelled = await db.tripBooking.findUniqueOrThrow({ where: { id: trip.id }, include: { refunds: true } });
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.refunds.map((r) => [r.amount, r.paymentId, r.status])).toEqual([[30_000, payment.id, 'PENDING']]);
    expect(await seatsSold()).toBe(0);
    const cancelledEmails = await db.outboxEmail.findMany({ where: { kind: 'booking-cancelled', to: trip.email } });
    expect(cancelledEmails).toHaveLength(1);
    expect(cancelledEmails[0].subject).toContain(trip.reference);
    // Not taken for a package booking of the same id.
    expect(cancelledEmails[0].dedupeKey).toBe(`booking-cancelled:trip-${trip.id}`);

    expect(await processRefundEvents(t)).toEqual(['applied']);
    const refunded = await db.tripBooking.findUniqueOrThrow({
      where: { id: trip.id },
      include: { refunds: true, payments: true },
    });
    expect(refunded.status).toBe('REFUNDED');
    expect(refunded.payments[0].refundedAmount).toBe(30_000);
    expect(refunded.refunds.map((r) => r.status)).toEqual(['SUCCEEDED']);
    const emails = await db.outboxEmail.findMany({ where: { kind: 'refund-confirmed', to: trip.email } });
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toContain(trip.reference);
    // In the language the customer booked in.
    expect(emails[0].text).toMatch(/[\u0600-\u06FF]/);

    // A second cancel is refused, nothing more is refunded; a replayed event changes nothing.
    expect((await cancel(trip.id, { token: owner.token })).status).toBe(409);
    expect(await db.refund.count({ where: { tripBookingId: trip.id } })).toBe(1);
    expect(await seatsSold()).toBe(0);
  });

  it('takes the booking token too; a stranger or another booking’s token gets the 404 of a missing booking', async () => {
    const { trip } = await paidTrip();
    const other = await aTripBooking(t.deps.db, {});
    for (const caller of [{ token: stranger }, { bookingToken: other.accessToken }, {}]) {
      const refused = await cancel(trip.id, caller);
      expect(refused.status).toBe(404);
    }
    expect((await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).status).toBe('PAID');
    const done = await cancel(trip.id, { bookingToken: trip.accessToken });
    expect(done).toMatchObject({ status: 201, body: { refunded: 30_000 } });
  });

  it('refuses once the journey has begun, and an unpaid booking (nothing written)', async () => {
    const { trip, seatsSold } = await paidTrip(true);
    const late = await cancel(trip.id, { token: owner.token });
    expect(late).toMatchObject({ status: 409, body: { reason: 'BOOKING_NOT_CANCELLABLE' } });
    const unpaid = await aTripBooking(t.deps.db, { userId: owner.user.id });
    expect((await cancel(unpaid.id, { token: owner.token })).status).toBe(409);
    expect(await t.deps.db.refund.count({ where: { tripBookingId: { in: [trip.id, unpaid.id] } } })).toBe(0);
    expect(await seatsSold()).toBe(2);
  });
});

describe('staff refund a trip booking (decision 0047)', () => {
  const refund = (id: number, json: object, token?: string) =>
    rest(t, 'POST', `/api/trip-bookings/${id}/refunds`, { token, json });

  it('cancels it with its seats back and refunds at most what it paid; customers may not', async () => {
    const staff = (await userWithToken(t, 'STAFF')).token;
    await processRefundEvents(t); // the earlier tests' events, so those below are this test's own
    const { trip, seatsSold } = await paidTrip();
    expect((await refund(trip.id, { amount: 10_000, reason: 'Goodwill' }, owner.token)).status).toBe(403);
    const tooMuch = await refund(trip.id, { amount: 30_001, reason: 'Train cancelled' }, staff);
    expect(tooMuch).toMatchObject({ status: 409, body: { reason: 'REFUND_TOO_MUCH' } });
    expect(await seatsSold()).toBe(2);

    expect(await refund(trip.id, { amount: 20_000, reason: 'Train cancelled' }, staff)).toMatchObject({
      status: 201,
      body: { refunded: 20_000 },
    });
    expect(await seatsSold()).toBe(0);
    expect(await processRefundEvents(t)).toEqual(['applied']);
    // Part went back: still CANCELLED (REFUNDED needs all of it), the rest can follow, no more.
    expect((await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).status).toBe('CANCELLED');
    expect((await refund(trip.id, { amount: 10_001, reason: 'Rest' }, staff)).status).toBe(409);
    expect((await refund(trip.id, { amount: 10_000, reason: 'Rest' }, staff)).status).toBe(201);
    expect(await processRefundEvents(t)).toEqual(['applied']);
    const after = await t.deps.db.tripBooking.findUniqueOrThrow({ where: { id: trip.id }, include: { refunds: true } });
    expect(after.status).toBe('REFUNDED');
    expect(after.refunds.map((r) => [r.amount, r.status])).toEqual([
      [20_000, 'SUCCEEDED'],
      [10_000, 'SUCCEEDED'],
    ]);
  });
});
