import { randomBytes } from 'node:crypto';

import { hash } from '@node-rs/argon2';

import type { Package, Prisma } from '../generated/client/client.ts';

type Tx = Prisma.TransactionClient;

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

const customers = [
  { name: 'Amina Rahman', email: 'amina.rahman@example.com' },
  { name: 'Yusuf Karim', email: 'yusuf.karim@example.com' },
  { name: 'Fatima Idrissi', email: 'fatima.idrissi@example.com' },
];

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

const reviews: { customer: number; code: string; rating: number; comment: string }[] = [
  {
    customer: 0,
    code: 'UMR-STD-14',
    rating: 5,
    comment:
      'Hotel was a short walk from the Haram and our group leader was patient with my parents at every step. Would book again.',
  },
  {
    customer: 0,
    code: 'UMR-MAD-9',
    rating: 4,
    comment: 'Loved starting in Madinah. The Rawdah permit came through on the third day; worth the wait.',
  },
  {
    customer: 1,
    code: 'UMR-ECO-10',
    rating: 4,
    comment:
      'Good value for a first Umrah. Transfers were on time; the walk to the Haram is longer in the heat than it sounds.',
  },
  {
    customer: 1,
    code: 'HAJ-STD-21',
    rating: 5,
    comment: 'Well organised Hajj. The pre-Hajj classes made Mina and Arafat far less overwhelming.',
  },
  {
    customer: 2,
    code: 'UMR-FAM-12',
    rating: 5,
    comment: 'Travelled with three children and my mother. Connecting rooms and the wheelchair help made it possible.',
  },
  {
    customer: 2,
    code: 'UMR-RAM-15',
    rating: 3,
    comment: 'Being so close for the last ten nights was a blessing, but check-in on arrival took over two hours.',
  },
  {
    customer: 1,
    code: 'UMR-LUX-7',
    rating: 5,
    comment: 'Short trip, every detail handled. The private ziyarat of Quba and Uhud was the highlight.',
  },
];

export async function seedReviews(tx: Tx, now: Date, users: { id: number; email: string }[], pkgs: Package[]) {
  const userId = (i: number) => users.find((u) => u.email === customers[i].email)!.id;
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

const bookers = [
  'Ibrahim Malik',
  'Khadija Osman',
  'Omar Farouk',
  'Maryam Siddiqui',
  'Bilal Ahmed',
  'Zainab Hussain',
  'Hamza Ali',
  'Aisha Bello',
  'Idris Mensah',
  'Safiya Noor',
  'Tariq Aziz',
  'Hafsa Yilmaz',
  'Sulaiman Diallo',
  'Ruqayyah Chaudhry',
];

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

const consultations = [
  {
    name: 'Nadia Rahim',
    email: 'nadia.rahim@example.org',
    message:
      'We are a family of six including my father, who uses a wheelchair. Which Umrah package would suit us best in December?',
  },
  {
    name: 'Kamal Hassan',
    email: 'kamal.hassan@example.org',
    message: 'I would like a quote for the Royal Hajj package for two couples, and to know when applications close.',
  },
  {
    name: 'Siti Aminah',
    email: 'siti.aminah@example.org',
    message: 'Can the Extended Madinah package depart from Penang instead of Kuala Lumpur?',
  },
  {
    name: 'Adam Lefevre',
    email: 'adam.lefevre@example.org',
    message: 'First Umrah for me and my wife. Do you run preparation classes in Lyon before the winter departure?',
  },
  {
    name: 'Layla Haddad',
    email: 'layla.haddad@example.org',
    message: 'Is it possible to add three extra nights in Madinah to the Classic Umrah?',
  },
];

export async function seedConsultations(tx: Tx, now: Date) {
  await tx.consultation.createMany({
    data: consultations.map((c, i) => ({ ...c, createdAt: pointInMonth(now, 4 - i, 0.4) })),
  });
}
