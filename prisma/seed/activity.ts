import { randomBytes } from 'node:crypto';

import { hash } from '@node-rs/argon2';

import type { Package, Prisma } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { integer, listOf, object, readDataFile, text } from './data-file.ts';

type Tx = TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moment `fraction` of the way through the UTC month `monthsAgo` months before `now`; in the current month the
 * span ends at `now`, so every seeded date is in the past and lands in the month the dashboard expects.
 */
function pointInMonth(now: Date, monthsAgo: number, fraction: number): Date {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1);
  const end = Math.min(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo + 1, 1), now.getTime());
  return new Date(start + Math.floor((end - start) * fraction));
}

/** The demo customers, their reviews (by customer email and package code), booker names and consultations. */
const { customers, reviews, bookers, consultations } = readDataFile(
  'activity.json',
  object({
    customers: listOf(object({ name: text, email: text })),
    reviews: listOf(object({ customer: text, code: text, rating: integer, comment: text })),
    bookers: listOf(text),
    consultations: listOf(object({ name: text, email: text, message: text })),
  }),
);

/**
 * Creates the demo customers with a random, discarded password: they exist to author reviews, and a well-known
 * password would be a way into any database this seed ever runs against.
 */
export async function seedCustomers(tx: Tx, now: Date) {
  const rows = await Promise.all(
    customers.map(async (customer, i) => ({
      ...customer,
      role: 'USER' as const,
      passwordHash: await hash(randomBytes(24).toString('base64url')),
      createdAt: new Date(now.getTime() - (210 - i * 10) * DAY_MS),
    })),
  );
  return tx.user.createManyAndReturn({ data: rows, select: { id: true, email: true } });
}

export async function seedReviews(tx: Tx, now: Date, users: { id: number; email: string }[], pkgs: Package[]) {
  const userId = (email: string) => users.find((u) => u.email === email)!.id;
  const packageId = (code: string) => pkgs.find((p) => p.code === code)!.id;
  await tx.review.createMany({
    data: reviews.map((r, i) => ({
      rating: r.rating,
      comment: r.comment,
      userId: userId(r.customer),
      packageId: packageId(r.code),
      createdAt: pointInMonth(now, 5 - (i % 6), 0.6),
    })),
  });
}

// Bookings per month, oldest first, so the dashboard chart shows steady growth.
const bookingsPerMonth = [2, 3, 3, 4, 5, 4];

/** Web bookings over the last six months: most paid (with their PENDING -> PAID audit row), the newest few pending. */
export async function seedBookings(tx: Tx, now: Date, pkgs: Package[]) {
  const data: Prisma.BookingCreateManyInput[] = [];
  bookingsPerMonth.forEach((count, m) => {
    for (let i = 0; i < count; i++) {
      const n = data.length;
      const pkg = pkgs[(n * 7) % pkgs.length];
      const name = bookers[n % bookers.length];
      const createdAt = pointInMonth(now, 5 - m, (i + 0.5) / count);
      const paid = pkg.price !== null && (m < 5 || i < count - 2);
      data.push({
        name,
        email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
        phone: `+44 7700 900${String(100 + n).slice(-3)}`,
        packageId: pkg.id,
        source: 'WEB',
        status: paid ? 'PAID' : 'PENDING',
        amount: pkg.price,
        currency: pkg.price === null ? null : pkg.currency,
        paidAt: paid ? new Date(Math.min(createdAt.getTime() + 25 * 60 * 1000, now.getTime())) : null,
        createdAt,
      });
    }
  });
  const bookings = await tx.booking.createManyAndReturn({ data, select: { id: true, status: true, paidAt: true } });
  await tx.bookingStatusChange.createMany({
    data: bookings
      .filter((b) => b.status === 'PAID')
      .map((b) => ({ bookingId: b.id, from: 'PENDING' as const, to: 'PAID' as const, createdAt: b.paidAt! })),
  });
}

export async function seedConsultations(tx: Tx, now: Date) {
  await tx.consultation.createMany({
    data: consultations.map((c, i) => ({ ...c, createdAt: pointInMonth(now, 4 - i, 0.4) })),
  });
}
