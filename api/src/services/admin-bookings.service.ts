import { type Answered, BookingStatus, type Prisma } from '@rihla/db';
import { CANCELLED_WHERE, statusesMarked, TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';
import { moneySummary } from '@rihla/db/booking-money';
import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404 } from '../lib/errors.ts';
import { type ListArgs, staffList, withSelection } from '../lib/staff-lists.ts';
import { id, issueMessage, NEWEST_FIRST, parseInput, strictBoolean, text } from '../lib/validation.ts';
import { balanceView } from './deposits.ts';
import { bookingIdsMissingDocuments } from './document-gaps.ts';
import { todayUtc } from './trip-times.ts';
import { BOOKING_QUEUE_SLUGS, bookingQueueWhere } from './work-queues.service.ts';

/**
 * The admin bookings table (issue 14, item 9): one set of filters, read the same way by the REST list, the
 * GraphQL page and the CSV export, so the file a staff member downloads holds exactly the rows they were looking at.
 */

const STATUS_MESSAGE = issueMessage('STATUS_INVALID', { statuses: Object.values(BookingStatus).join(', ') });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const QUEUE_MESSAGE = issueMessage('BOOKING_QUEUE_INVALID', { queues: BOOKING_QUEUE_SLUGS.join(', ') });

export const bookingFilterInput = z.object({
  // Several statuses: a list (GraphQL, JSON) or comma-separated (query strings: ?status=PAID,DEPOSIT_PAID).
  status: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : blankToUndefined(v)),
      z
        .array(z.enum(BookingStatus, { error: STATUS_MESSAGE }), { error: STATUS_MESSAGE })
        .max(20)
        .optional(),
    )
    .meta({ description: 'Any of these statuses; CANCELLED lists every cancelled booking, refunded since or not.' }),
  packageId: z.preprocess(blankToUndefined, id.optional()),
  departureId: z.preprocess(blankToUndefined, id.optional()),
  overdue: z.preprocess(blankToUndefined, strictBoolean('OVERDUE_INVALID').optional()),
  missingDocuments: z
    .preprocess(blankToUndefined, strictBoolean('MISSING_DOCUMENTS_INVALID').optional())
    .meta({ description: 'Travelling bookings (trip still on), dated, with fewer travellers entered than booked.' }),
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v)),
    text(100, 'BOOKING_SEARCH_TOO_LONG').optional(),
  ),
  // A work queue of the dashboard (work-queues.service.ts): the bookings its count counted.
  queue: z.preprocess(blankToUndefined, z.enum(BOOKING_QUEUE_SLUGS, { error: QUEUE_MESSAGE }).optional()),
});

export type BookingFilter = z.infer<typeof bookingFilterInput>;

const FILTER_KEYS = ['status', 'packageId', 'departureId', 'overdue', 'missingDocuments', 'q', 'queue'] as const;

/** The filter fields of a query string or a GraphQL `filter` argument (paging arguments are read elsewhere). */
export function parseBookingFilter(args: unknown): BookingFilter {
  const given = (args ?? {}) as Record<string, unknown>;
  return parseInput(bookingFilterInput, Object.fromEntries(FILTER_KEYS.map((key) => [key, given[key]])));
}

// Traveller positions run 1..9 (a database guard) and are unique per booking, each at most its travellerCount: a
// booking has fewer Traveller rows than travellers exactly when one position up to travellerCount has no row.
const POSITIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The Prisma condition of a filter; `today` (YYYY-MM-DD, UTC) decides which balances are overdue. */
function bookingWhere(
  filter: BookingFilter,
  missingDocumentIds: number[] = [],
  today = todayUtc(),
): Prisma.BookingWhereInput {
  const and: Prisma.BookingWhereInput[] = [];
  // "Cancelled" is every booking that was cancelled, refunded since or not (staff's meaning, not the status's).
  if (filter.status?.length)
    and.push({
      OR: [{ status: { in: filter.status } }, ...(filter.status.includes('CANCELLED') ? [CANCELLED_WHERE] : [])],
    });
  if (filter.packageId) and.push({ packageId: filter.packageId });
  if (filter.departureId) and.push({ departureId: filter.departureId });
  // The deposit is in, the balance is not, and its due date has passed.
  if (filter.overdue) and.push({ status: 'DEPOSIT_PAID', balanceDueAt: { lt: new Date(today) } });
  // Only dated bookings ask for travellers' passports and documents (the visa paperwork), and only while the trip is
  // on: a traveller's details not entered yet, or a document the package requires missing or rejected.
  if (filter.missingDocuments)
    and.push({
      ...TRAVELLING_WHERE,
      departureId: { not: null },
      OR: [
        ...POSITIONS.map((position) => ({ travellerCount: { gte: position }, travellers: { none: { position } } })),
        { id: { in: missingDocumentIds } },
      ],
    });
  if (filter.q) {
    const contains = { contains: filter.q, mode: 'insensitive' as const };
    and.push({ OR: [{ reference: contains }, { name: contains }, { email: contains }] });
  }
  return { AND: and };
}

/** The condition of a filter with its work queue's, if it names one (a queue's clause may read the database). */
export async function bookingListWhere(db: ServiceContext['db'], filter: BookingFilter) {
  const where = bookingWhere(filter, filter.missingDocuments ? await bookingIdsMissingDocuments(db) : []);
  return filter.queue ? { AND: [where, await bookingQueueWhere(db, filter.queue)] } : where;
}

const adminBookingInclude = {
  package: true,
  departure: { select: { id: true, departDate: true, returnDate: true } },
} as const;

/** The list of the bookings `where` gives, read once and only when the list is read (a queue's clause reads the database). */
function filteredList(where: () => Promise<Prisma.BookingWhereInput>) {
  let read: Promise<Prisma.BookingWhereInput> | undefined;
  const condition = () => (read ??= where());
  return staffList(
    async (db, list: ListArgs) =>
      db.booking.findMany({
        ...withSelection(list, { include: adminBookingInclude }),
        where: { AND: [list.where ?? {}, await condition()] },
        orderBy: NEWEST_FIRST,
      }),
    async (db) => db.booking.count({ where: await condition() }),
  );
}

/**
 * The staff bookings list, filtered (lib/staff-lists.ts: REST pages or a cursor, GraphQL pages). The GraphQL
 * connection stays unfiltered: it serves API clients that walk every booking.
 */
export const adminBookingList = {
  rest(ctx: ServiceContext, args: unknown) {
    requireStaff(ctx.viewer);
    const filter = parseBookingFilter(args);
    return filteredList(() => bookingListWhere(ctx.db, filter)).rest(ctx, args);
  },
  page(ctx: ServiceContext, args: { filter?: unknown }) {
    requireStaff(ctx.viewer);
    const filter = parseBookingFilter(args.filter);
    return filteredList(() => bookingListWhere(ctx.db, filter)).page(ctx, args);
  },
  connection(ctx: ServiceContext, query: ListArgs) {
    return filteredList(() => Promise.resolve({})).connection(ctx, query);
  },
};

const detailInclude = {
  package: { select: { id: true, name: true, code: true } },
  departure: { select: { id: true, departDate: true, returnDate: true, status: true } },
  user: { select: { id: true, name: true, email: true } },
  payments: { orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }] },
  refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { requestedBy: { select: { name: true } } } },
  // The passport number stays out: the detail page shows names, nationality and passport expiry only.
  travellers: {
    orderBy: { position: 'asc' },
    select: { position: true, fullName: true, nationality: true, passportExpiry: true, relation: true, gender: true },
  },
  transitions: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  intents: { select: { id: true } },
} satisfies Prisma.BookingInclude;

type DetailRow = Answered<'booking', Prisma.BookingGetPayload<{ include: typeof detailInclude }>>;

// Messages that are about a person, not a booking: their keys carry other ids that could equal a booking's.
const NOT_BOOKING_MAIL = /^(consultation-|newsletter-|password-reset|booking-claim)/;
const EMAILS_SCANNED = 500;

/**
 * The emails written for this booking. Every booking email goes to the booking's address, and its dedupe key
 * (worker/src/emails/templates) names the booking after the kind ("booking-received:PACKAGE:42",
 * "booking-cancelled:42", a reminder "…:42:14"), or one of its payments ("payment-receipt:<intent or event>")
 * or refunds: the key's part after the kind is matched against those.
 */
async function emailsOf(ctx: ServiceContext, booking: DetailRow) {
  const refs = new Set<string>([
    ...booking.intents.map((intent) => intent.id),
    ...booking.payments.flatMap((payment) => [payment.intentId, payment.eventId ?? '']),
    ...booking.refunds.flatMap((refund) => [String(refund.id), refund.providerRefundId ?? '']),
  ]);
  refs.delete('');
  const own = [`${booking.id}`, `PACKAGE:${booking.id}`];
  const rows = await ctx.db.outboxEmail.findMany({
    where: { to: { equals: booking.email, mode: 'insensitive' } },
    select: { id: true, kind: true, subject: true, status: true, dedupeKey: true, createdAt: true, sentAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: EMAILS_SCANNED,
  });
  return rows
    .filter(({ kind, dedupeKey }) => {
      if (NOT_BOOKING_MAIL.test(kind)) return false;
      const subject = dedupeKey.slice(dedupeKey.indexOf(':') + 1);
      return refs.has(subject) || own.some((key) => subject === key || subject.startsWith(`${key}:`));
    })
    .map(({ dedupeKey: _key, ...email }) => email);
}

// Bookings still running, on which money may still be due (a new status must say whether it is one).
const LIVE = statusesMarked<BookingStatus>({
  PENDING: true,
  FAILED: true,
  DEPOSIT_PAID: true,
  NEEDS_REVIEW: true,
  PAID: false,
  EXPIRED: false,
  CANCELLED: false,
  PARTIALLY_REFUNDED: false,
  REFUNDED: false,
});

type MoneyOf = Parameters<typeof balanceView>[0] & {
  payments: readonly { amount: number; currency: string }[];
  refunds: readonly { amount: number; currency: string; status: 'PENDING' | 'SUCCEEDED' | 'FAILED' }[];
};

/**
 * A booking's money as staff read it, in minor units, from the one summary (@rihla/db/booking-money): owed (null
 * awaiting a quote), paid (gross), refunded (settled refunds), refund pending (asked, not settled), net (what the
 * booking keeps: paid less both) and still due now (null awaiting a quote; 0 on a closed booking).
 */
export function staffMoneyOf(booking: MoneyOf) {
  const summary = moneySummary(booking, booking.payments, booking.refunds);
  const { balanceDue } = balanceView(booking, booking.payments);
  const owed = booking.amount;
  // Nothing is due on a closed booking (cancelled, refunded, expired, paid).
  const due = owed === null ? null : LIVE.includes(booking.status as BookingStatus) ? balanceDue : 0;
  return {
    owed,
    paid: summary.paid,
    refunded: summary.refunded,
    refundPending: summary.refundPending,
    net: summary.netPaid,
    due,
  };
}

/** One booking as the back-office's detail page shows it (staff and admins). */
export async function adminBookingDetail(ctx: ServiceContext, bookingId: unknown) {
  requireStaff(ctx.viewer);
  const found = await ctx.db.booking.findUnique({ where: { id: parseInput(id, bookingId) }, include: detailInclude });
  const booking = foundOr404(found, 'BOOKING_NOT_FOUND');
  const present = new Set(booking.travellers.map((traveller) => traveller.position));
  const missingTravellers = booking.departureId
    ? POSITIONS.filter((position) => position <= booking.travellerCount && !present.has(position))
    : [];
  const { intents: _intents, ...rest } = booking;
  return {
    ...rest,
    amounts: staffMoneyOf(booking),
    missingTravellers,
    emails: await emailsOf(ctx, booking),
  };
}

export type AdminBookingDetail = Awaited<ReturnType<typeof adminBookingDetail>>;
