import type { BookingStatus } from '@rihla/db';

import { processPaymentEvent } from '../../worker/src/payment-events.ts';
import { newAccessToken } from '../src/lib/booking-access.ts';
import type { TestApp } from './helpers.ts';

const DAY_MS = 24 * 3600_000;
/** Midnight UTC `n` days from today, as a departure date is stored. */
export const daysFromToday = (n: number) => new Date(`${new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10)}`);

let made = 0;

/** The seed's example policy: 60+ days 90 %, 30+ days 50 %, 7+ days 10 %, later nothing. */
export const POLICY = [
  { daysBefore: 60, refundPercent: 90 },
  { daysBefore: 30, refundPercent: 50 },
  { daysBefore: 7, refundPercent: 10 },
];

/**
 * A package with the example policy and one departure `departsIn` days away, and a booking of two travellers on
 * it (their seats taken), owned by `userId`. `paid`: the payments recorded for it, as the payment path writes them.
 */
export async function bookingOnDeparture(
  t: TestApp,
  options: { departsIn?: number; userId?: number | null; status?: BookingStatus; paid?: number[] } = {},
) {
  const { departsIn = 90, userId = null, status = 'PAID', paid = [200_000] } = options;
  const db = t.deps.db;
  made += 1;
  const pkg = await db.package.create({
    data: {
      code: `CXL-${made}-${Date.now()}`,
      name: `Umrah policy ${made}`,
      price: 100_000,
      currency: 'USD',
      cancellationRules: { create: POLICY },
    },
  });
  const departure = await db.departure.create({
    data: {
      packageId: pkg.id,
      departDate: daysFromToday(departsIn),
      returnDate: daysFromToday(departsIn + 10),
      seats: 10,
      seatsTaken: 2,
    },
  });
  const access = newAccessToken();
  const total = paid.reduce((sum, amount) => sum + amount, 0) || 200_000;
  const booking = await db.booking.create({
    data: {
      name: 'Amina Rahman',
      email: `amina${made}@example.com`,
      packageId: pkg.id,
      departureId: departure.id,
      roomType: 'DOUBLE',
      travellerCount: 2,
      seatsHeld: true,
      amount: total,
      currency: 'USD',
      status,
      userId,
      accessTokenHash: access.hash,
      accessExpiresAt: new Date(Date.now() + 30 * DAY_MS),
      ...(paid.length ? { paidAt: new Date() } : {}),
    },
  });
  for (const [i, amount] of paid.entries()) {
    const intentId = `pi_cxl_${booking.id}_${i}`;
    await db.paymentIntent.create({
      data: { id: intentId, bookingId: booking.id, amount, currency: 'USD', provider: 'DEMO' },
    });
    await db.payment.create({
      data: {
        bookingId: booking.id,
        intentId,
        purpose: paid.length > 1 ? (i === 0 ? 'DEPOSIT' : 'BALANCE') : 'FULL',
        amount,
        currency: 'USD',
        provider: 'DEMO',
        receivedAt: new Date(),
      },
    });
  }
  return { booking, pkg, departure, token: access.token };
}

/** What the worker would do with the provider's charge.refunded events waiting in the queue. */
export async function processRefundEvents(t: TestApp) {
  const db = t.deps.db;
  const waiting = await db.paymentEvent.findMany({
    where: { type: 'charge.refunded', processedAt: null },
    orderBy: { receivedAt: 'asc' },
  });
  const outcomes = [];
  for (const event of waiting) outcomes.push(await processPaymentEvent(db, event.id));
  return outcomes;
}

export const seatsTaken = async (t: TestApp, departureId: number) =>
  (await t.deps.db.departure.findUniqueOrThrow({ where: { id: departureId } })).seatsTaken;
