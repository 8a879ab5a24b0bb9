import type { Package } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ended trips of the demo customers, each paid and reviewed, so a fresh install's package pages show reviews. */
const PAST_TRIPS = [
  {
    customer: 0,
    departedDaysAgo: 48,
    rating: 5,
    comment: 'Every transfer was on time and our guide knew each ziyarah by heart.',
  },
  {
    customer: 1,
    departedDaysAgo: 34,
    rating: 4,
    comment: 'Hotel a short walk from the Haram. Breakfast was early enough for Fajr.',
  },
];

/** 'amina.rahman@example.com' -> 'Amina Rahman': the demo customers' addresses spell their names. */
const nameOf = (email: string) =>
  email
    .split('@')[0]
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

const dateOnly = (d: Date) => new Date(d.toISOString().slice(0, 10));

/**
 * One closed departure in the past per trip above, on the first dated packages (those seedDepartures prices), with
 * a PAID booking of a demo customer and their review of it. Dates follow the seed day; everything else is fixed.
 */
export async function seedPastTrips(
  tx: TransactionClient,
  now: Date,
  users: { id: number; email: string }[],
  pkgs: Package[],
): Promise<void> {
  const dated = pkgs.filter((p) => p.price !== null).slice(1);
  if (dated.length === 0 || users.length === 0) return;
  for (const [i, trip] of PAST_TRIPS.entries()) {
    const pkg = dated[i % dated.length];
    const user = users[trip.customer % users.length];
    const departDate = dateOnly(new Date(now.getTime() - trip.departedDaysAgo * DAY_MS));
    const returnDate = new Date(departDate.getTime() + (pkg.nights ?? 10) * DAY_MS);
    const departure = await tx.departure.create({
      data: { packageId: pkg.id, departDate, returnDate, seats: 30, seatsTaken: 1, status: 'CLOSED' },
    });
    const paidAt = new Date(departDate.getTime() - 30 * DAY_MS);
    const booking = await tx.booking.create({
      data: {
        name: nameOf(user.email),
        email: user.email,
        packageId: pkg.id,
        userId: user.id,
        departureId: departure.id,
        roomType: 'DOUBLE',
        travellerCount: 1,
        seatsHeld: true,
        status: 'PAID',
        amount: pkg.price,
        currency: pkg.currency,
        paidAt,
        createdAt: new Date(paidAt.getTime() - 20 * 60 * 1000),
      },
    });
    await tx.bookingStatusChange.create({
      data: { bookingId: booking.id, from: 'PENDING', to: 'PAID', createdAt: paidAt },
    });
    await tx.review.create({
      data: {
        bookingId: booking.id,
        packageId: pkg.id,
        userId: user.id,
        rating: trip.rating,
        comment: trip.comment,
        createdAt: new Date(returnDate.getTime() + 2 * DAY_MS),
      },
    });
  }
}
