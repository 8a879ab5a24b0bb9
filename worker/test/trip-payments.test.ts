import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aTripBooking } from '../../test/support/factories.ts';
import { recordEvent, recordIntent } from '../../test/support/payment-events.ts';
import { economyClass, trainService } from '../../test/train-service.ts';
import { processPaymentEvent } from '../src/payment-events.ts';

const db = createPrismaClient();

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

/** A two-seat train departure on 2027-03-01, with `sold` of its seats already taken. */
async function departure(sold: number) {
  const service = await trainService(db, { seats: 2, baseFare: 25_000 });
  const departureDate = new Date('2027-03-01');
  const classId = await economyClass(db);
  await db.seatInventory.create({ data: { serviceId: service.id, departureDate, classId, seatsSold: sold } });
  return { serviceId: service.id, departureDate, classId };
}

async function seatsSold(serviceId: number) {
  return (await db.seatInventory.findFirstOrThrow({ where: { serviceId } })).seatsSold;
}

type TripData = {
  status?: 'PENDING' | 'EXPIRED';
  amount?: number;
  serviceId?: number;
  departureDate?: Date;
  classId?: number;
  passengers?: number;
};

function tripBooking(data: TripData = {}) {
  return aTripBooking(db, {
    startDate: new Date('2027-03-01T08:00:00Z'),
    amount: 25_000,
    currency: 'SAR',
    // An expired booking gave its seats back (releaseSeats cleared the flag).
    seatsHeld: data.status !== 'EXPIRED',
    ...data,
  });
}

/**
 * A succeeded event for the trip's recorded intent `intentId` (SAR 250.00), as Stripe sends it: with the trip's
 * id in its metadata unless `metadataNamesTrip` is false.
 */
async function paymentOf(
  trip: { id: number },
  intentId: string,
  { amountReceived = 25_000, metadataNamesTrip = true } = {},
) {
  await recordIntent(db, { id: intentId, tripBookingId: trip.id, amount: 25_000, currency: 'SAR' });
  return recordEvent(db, 'payment_intent.succeeded', {
    ...(metadataNamesTrip ? { tripBookingId: trip.id } : {}),
    paymentIntentId: intentId,
    amountReceived,
    currency: 'sar',
  });
}

describe('trip bookings follow the same rules', () => {
  it('pays a trip booking through its recorded intent and releases its hold deadline', async () => {
    const trip = await tripBooking();
    const eventId = await paymentOf(trip, 'pi_trip');

    expect(await processPaymentEvent(db, eventId)).toBe('applied');

    expect(await db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).toMatchObject({
      status: 'PAID',
      paymentIntentId: 'pi_trip',
      holdExpiresAt: null,
      reviewReason: null,
    });
  });

  it('sends an underpaid trip booking to review', async () => {
    const trip = await tripBooking();
    const eventId = await paymentOf(trip, 'pi_trip_low', { amountReceived: 2_500 });

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect(await db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).toMatchObject({
      status: 'NEEDS_REVIEW',
      paidAt: null,
      reviewReason: 'Payment of SAR 25.00 received for pi_trip_low, but SAR 250.00 is owed.',
    });
  });

  it('finds the trip booking through the recorded intent when the metadata names none', async () => {
    const trip = await tripBooking();
    const eventId = await paymentOf(trip, 'pi_trip_nometa', { metadataNamesTrip: false });

    expect(await processPaymentEvent(db, eventId)).toBe('applied');
    expect((await db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).status).toBe('PAID');
  });

  it('pays a trip booking whose hold expired when its seats are still free, taking them again', async () => {
    const { serviceId, departureDate, classId } = await departure(0);
    const trip = await tripBooking({ status: 'EXPIRED', serviceId, departureDate, classId, passengers: 2 });
    const eventId = await paymentOf(trip, 'pi_late');

    expect(await processPaymentEvent(db, eventId)).toBe('applied');

    expect((await db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).status).toBe('PAID');
    expect(await seatsSold(serviceId)).toBe(2);
  });

  it('sends a late payment to review when the seats of the expired hold were sold meanwhile', async () => {
    const { serviceId, departureDate, classId } = await departure(1);
    const trip = await tripBooking({ status: 'EXPIRED', serviceId, departureDate, classId, passengers: 2 });
    const eventId = await paymentOf(trip, 'pi_too_late');

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect(await db.tripBooking.findUniqueOrThrow({ where: { id: trip.id } })).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Paid after the seat hold expired and the seats were sold.',
    });
    expect(await seatsSold(serviceId)).toBe(1);
  });
});
