import type { Booking, BookingStatus } from '@rihla/db';

import { newAccessToken } from '../src/lib/booking-access.ts';
import type { TestApp } from './helpers.ts';

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' `n` days from today. */
export const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

let made = 0;

/**
 * A GBP 1,000.00-per-person package with one departure `departIn` days ahead (back 10 days later), and a booking
 * of `travellerCount` travellers in a double room on it owned by `userId`, with its access token. Row fields
 * (status, depositDue...) override the booking's.
 */
export async function datedBooking(
  t: TestApp,
  options: {
    userId: number;
    departIn?: number;
    travellerCount?: number;
    travellerDeadlineDays?: number;
    status?: BookingStatus;
    booking?: Partial<Pick<Booking, 'depositDue' | 'amount'>>;
  },
) {
  const { userId, departIn = 60, travellerCount = 2, travellerDeadlineDays = 21, status = 'PENDING' } = options;
  made += 1;
  const pkg = await t.deps.db.package.create({
    data: {
      code: `DTD-${made}-${Date.now()}`,
      name: 'Umrah Classic',
      price: 100000,
      currency: 'GBP',
      travellerDeadlineDays,
    },
  });
  const departure = await t.deps.db.departure.create({
    data: {
      packageId: pkg.id,
      departDate: dateOf(inDays(departIn)),
      returnDate: dateOf(inDays(departIn + 10)),
      seats: 20,
    },
  });
  const access = newAccessToken();
  const booking = await t.deps.db.booking.create({
    data: {
      name: 'Amina Rahman',
      email: 'amina@example.com',
      packageId: pkg.id,
      departureId: departure.id,
      roomType: 'DOUBLE',
      travellerCount,
      amount: 200000,
      currency: 'GBP',
      status,
      userId,
      accessTokenHash: access.hash,
      accessExpiresAt: new Date(Date.now() + DAY_MS),
      ...options.booking,
    },
  });
  return { booking, token: access.token, returnDate: inDays(departIn + 10) };
}
