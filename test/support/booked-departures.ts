import type { BookingStatus, Prisma, PrismaClient } from '@rihla/db';

import { processPaymentEvent } from '../../worker/src/payment-events.ts';
import { aBooking, aDeparture, aPackage, inDays } from './factories.ts';

/** Scenarios API tests share: a booking on a dated departure, as the booking and payment paths leave it. */

/** Anything holding the test database (the API tests' TestApp). */
type WithDb = { deps: { db: PrismaClient } };

/**
 * A GBP 1,000.00-per-person package with one departure `departIn` days ahead (back 10 days later), and a booking
 * of `travellerCount` travellers in a double room on it owned by `userId`, with its access token. Row fields
 * (status, depositDue...) override the booking's.
 */
export async function datedBooking(
  { deps: { db } }: WithDb,
  options: {
    userId: number;
    departIn?: number;
    travellerCount?: number;
    travellerDeadlineDays?: number;
    status?: BookingStatus;
    booking?: Partial<Pick<Prisma.BookingUncheckedCreateInput, 'depositDue' | 'amount'>>;
  },
) {
  const { userId, departIn = 60, travellerCount = 2, travellerDeadlineDays = 21, status = 'PENDING' } = options;
  const pkg = await aPackage(db, { price: 100_000, currency: 'GBP', travellerDeadlineDays });
  const departure = await aDeparture(db, { packageId: pkg.id, departIn });
  const { accessToken, ...booking } = await aBooking(db, {
    email: 'amina@example.com',
    packageId: pkg.id,
    departureId: departure.id,
    roomType: 'DOUBLE',
    travellerCount,
    amount: 200_000,
    currency: 'GBP',
    status,
    userId,
    ...options.booking,
  });
  return { booking, token: accessToken, returnDate: inDays(departIn + 10) };
}

/** The seed's example policy: 60+ days 90 %, 30+ days 50 %, 7+ days 10 %, later nothing. */
export const POLICY = [
  { daysBefore: 60, refundPercent: 90 },
  { daysBefore: 30, refundPercent: 50 },
  { daysBefore: 7, refundPercent: 10 },
];

/**
 * A USD package with the example policy and one departure `departsIn` days away, and a booking of two travellers
 * on it (their seats taken), owned by `userId`. `paid`: the payments recorded for it, as the payment path writes
 * them.
 */
export async function bookingOnDeparture(
  { deps: { db } }: WithDb,
  options: { departsIn?: number; userId?: number | null; status?: BookingStatus; paid?: number[] } = {},
) {
  const { departsIn = 90, userId = null, status = 'PAID', paid = [200_000] } = options;
  const pkg = await aPackage(db, { cancellationRules: { create: POLICY } });
  const departure = await aDeparture(db, { packageId: pkg.id, departIn: departsIn, seats: 10, seatsTaken: 2 });
  const { accessToken, ...booking } = await aBooking(db, {
    packageId: pkg.id,
    departureId: departure.id,
    roomType: 'DOUBLE',
    travellerCount: 2,
    seatsHeld: true,
    status,
    userId,
    paid,
    amount: paid.reduce((sum, part) => sum + part, 0) || 200_000,
  });
  return { booking, pkg, departure, token: accessToken };
}

/** What the worker would do with the provider's charge.refunded events waiting in the queue. */
export async function processRefundEvents({ deps: { db } }: WithDb) {
  const waiting = await db.paymentEvent.findMany({
    where: { type: 'charge.refunded', processedAt: null },
    orderBy: { receivedAt: 'asc' },
  });
  const outcomes = [];
  for (const event of waiting) outcomes.push(await processPaymentEvent(db, event.id));
  return outcomes;
}

export const seatsTaken = async ({ deps: { db } }: WithDb, departureId: number) =>
  (await db.departure.findUniqueOrThrow({ where: { id: departureId } })).seatsTaken;
