import type { Prisma } from '@rihla/db';
import { moneySummary } from '@rihla/db/booking-money';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { UNANSWERED_CONSULTATIONS } from './consultations.service.ts';
import { todayUtc } from './trip-times.ts';

/**
 * The morning's work queues (issue #32, item 3; docs/decisions/0052-work-queues-as-data.md): what staff clear every
 * day, each a count on the dashboard that opens the list holding exactly the rows it counted. The queues are data:
 * one entry names the queue, says how to count it and which admin page (and filter) it opens, so adding a queue is
 * adding an entry. A queue over package bookings is one where-clause, applied both by its count and by the admin
 * bookings list's `queue` filter (admin-bookings.service.ts), so the two cannot disagree.
 */

type Db = ServiceContext['db'];

/**
 * "About to expire": a hold that lapses within the next 24 hours. Staff work the queues once a morning, so a hold
 * that would lapse before tomorrow's look belongs in today's queue (a call or a payment link may still save the
 * sale). Holds last SEAT_HOLD_MINUTES (20 by default, at most 24 hours), so today this shows every open hold.
 */
const HOLD_EXPIRING_WITHIN_MS = 24 * 3600_000;

/** Statuses after which nothing is owed or waited for (as @rihla/db/booking-money's). */
const OVER = ['CANCELLED', 'REFUNDED', 'EXPIRED'] as const;

type BookingQueue = {
  key: string;
  /** How the bookings list's URL and the REST/GraphQL `queue` filter name it. */
  slug: string;
  label: string;
  /** What the card says the queue holds, in one line. */
  hint: string;
  /** The bookings in the queue at `now`. */
  where: (db: Db, now: Date) => Prisma.BookingWhereInput | Promise<Prisma.BookingWhereInput>;
};

const BOOKING_QUEUES = [
  {
    key: 'CANCELLATION_REQUESTS',
    slug: 'cancellation-requests',
    label: 'Cancellation requests waiting',
    hint: 'Paid bookings whose customer asked to cancel: cancel them with the refund.',
    // The customer asked (cancellations.service.ts requestCancellation) and staff have not yet cancelled or refunded.
    where: () => ({
      cancellationRequestedAt: { not: null },
      cancelledAt: null,
      status: { notIn: [...OVER] },
    }),
  },
  {
    key: 'PAYMENTS_NEEDING_REVIEW',
    slug: 'payments-needing-review',
    label: 'Payments needing review',
    hint: 'A payment did not add up (amount, currency or intent): accept or refund it.',
    where: () => ({ status: 'NEEDS_REVIEW' }),
  },
  {
    key: 'HOLDS_EXPIRING',
    slug: 'holds-expiring',
    label: 'Unpaid holds about to expire',
    hint: 'Seats held by unpaid bookings that go back on sale within 24 hours.',
    // An open hold as seat-holds.ts counts one (unpaid, not yet lapsed), lapsing within the window.
    where: (_db, now) => ({
      status: { in: ['PENDING', 'FAILED'] },
      holdExpiresAt: { gt: now, lte: new Date(now.getTime() + HOLD_EXPIRING_WITHIN_MS) },
    }),
  },
  {
    key: 'BALANCES_OVERDUE',
    slug: 'balances-overdue',
    label: 'Balances overdue',
    hint: 'The balance due date has passed and money is still owed.',
    where: balancesOverdue,
  },
] as const satisfies readonly BookingQueue[];

/**
 * Bookings whose balance due day has passed (before today, UTC) and which still owe money by their Payment rows
 * (`stillOwed` of the shared money summary, decision 0038), not cancelled. The rows decide, not the status: a
 * booking the worker left DEPOSIT_PAID, NEEDS_REVIEW or PARTIALLY_REFUNDED counts when it is short.
 */
async function balancesOverdue(db: Db, now: Date): Promise<Prisma.BookingWhereInput> {
  const candidates = await db.booking.findMany({
    where: {
      balanceDueAt: { lt: new Date(todayUtc(now.getTime())) },
      cancelledAt: null,
      amount: { not: null },
      status: { notIn: [...OVER] },
    },
    select: {
      id: true,
      status: true,
      amount: true,
      currency: true,
      paidAt: true,
      payments: { select: { amount: true, currency: true } },
    },
  });
  const owing = candidates.filter((b) => (moneySummary(b, b.payments).stillOwed ?? 0) > 0);
  return { id: { in: owing.map((b) => b.id) } };
}

export type BookingQueueSlug = (typeof BOOKING_QUEUES)[number]['slug'];
export const BOOKING_QUEUE_SLUGS = BOOKING_QUEUES.map((queue) => queue.slug) as [
  BookingQueueSlug,
  ...BookingQueueSlug[],
];

/** The where-clause of a bookings queue: the one its count uses and the bookings list's `queue` filter applies. */
export async function bookingQueueWhere(db: Db, slug: BookingQueueSlug, now = new Date()) {
  const queue = BOOKING_QUEUES.find((q) => q.slug === slug)!;
  return await queue.where(db, now);
}

/** One queue as the dashboard shows it: a count, and the admin page (with its filter) that lists what it counted. */
type WorkQueue = {
  key: string;
  label: string;
  hint: string;
  count: (db: Db, now: Date) => Promise<number>;
  /** The admin address that lists the queue's rows. */
  path: string;
};

/** A bookings queue as a work queue: counted and listed by its one where-clause. */
const onBookingsList = (queue: BookingQueue): WorkQueue => ({
  key: queue.key,
  label: queue.label,
  hint: queue.hint,
  count: async (db, now) => db.booking.count({ where: await queue.where(db, now) }),
  path: `/admin/bookings?queue=${queue.slug}`,
});

/** Every work queue, in the order the dashboard shows them. A queue over another table is one more entry here. */
const WORK_QUEUES: readonly WorkQueue[] = [
  ...BOOKING_QUEUES.map(onBookingsList),
  {
    key: 'CONSULTATIONS_NOT_ANSWERED',
    label: 'Consultations not answered',
    hint: 'Questions from visitors nobody has replied to yet.',
    count: (db) => db.consultation.count({ where: UNANSWERED_CONSULTATIONS }),
    path: '/admin/consultations?status=NEW',
  },
];

export const WORK_QUEUE_KEYS = WORK_QUEUES.map((queue) => queue.key);

/** Each queue with its count now (staff and admins). */
export async function workQueues(ctx: ServiceContext, now = new Date()) {
  requireStaff(ctx.viewer);
  return Promise.all(WORK_QUEUES.map(async ({ count, ...queue }) => ({ ...queue, count: await count(ctx.db, now) })));
}

export type WorkQueueCount = Awaited<ReturnType<typeof workQueues>>[number];
