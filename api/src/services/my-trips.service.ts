import type { Answered, PaymentPurpose, Prisma, RefundStatus } from '@rihla/db';
import { moneySummary } from '@rihla/db/booking-money';
import { z } from 'zod';

import { requireSignedIn } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import type { Locale } from '../lib/locale.ts';
import { int, INT4_MAX, parseInput } from '../lib/validation.ts';
import { type CancellationAction, cancellationActionOf } from './cancellations.service.ts';
import { readerField } from './content-translations.ts';
import { type BalanceView, balanceView, depositOpen } from './deposits.ts';
import { type BookingKind, type CheckoutStatus, holdLapsed } from './payable-bookings.ts';
import { dayOf } from './trip-times.ts';

/**
 * My trips: the signed-in customer's own package bookings and trip bookings in one list, newest first. The
 * owner is always the viewer (never an argument), so no one can list another customer's bookings.
 */
export type MyBooking = {
  kind: BookingKind;
  id: number;
  reference: string;
  /** The package's name, or the trip's route. */
  title: string;
  status: CheckoutStatus;
  createdAt: Date;
  /** YYYY-MM-DD when known: the package departure's dates, or a trip's departure day (origin-local). */
  departDate: string | null;
  returnDate: string | null;
  travellers: number;
  /** Minor units; null while a package booking awaits its quote. */
  amount: number | null;
  currency: string | null;
  /** Minor units received, gross: what was refunded is not taken off (amountRefunded, refundPending, netPaid). */
  amountPaid: number;
  /** What is to pay now (the deposit, the balance or the whole amount): 0 when nothing can be paid; null while awaiting a quote. */
  amountDue: number | null;
  paidAt: Date | null;
  /** True when the checkout takes a card for it now (unpaid or deposit paid, priced, its seat hold not lapsed). */
  payable: boolean;
  /** Minor units back on the customer's card (SUCCEEDED Refund rows), and asked of the provider (PENDING ones). */
  amountRefunded: number;
  refundPending: number;
  /** What the booking keeps: amountPaid less amountRefunded and refundPending (the money summary's netPaid). */
  netPaid: number;
  /** The refunds made or on their way, oldest first (failed ones are staff's to retry, not money back). */
  refunds: MyRefund[];
  /** When the customer asked to cancel, and when the booking was cancelled (the request approved). */
  cancellationRequestedAt: Date | null;
  cancelledAt: Date | null;
  /** What the customer may do about cancelling now (cancellations.service.ts, from the booking lifecycle). */
  cancelAction: CancellationAction;
  /** A trip booking's passengers by name, as on their passports (issue #31); empty for a package booking. */
  passengers: string[];
  /** The payments with a PDF receipt (GET /api/bookings/:id/payments/:paymentId/receipt.pdf), oldest first. */
  receipts: { paymentId: number; purpose: PaymentPurpose }[];
} & Omit<BalanceView, 'amountPaid'>;

type MyRefund = {
  amount: number;
  currency: string;
  status: Exclude<RefundStatus, 'FAILED'>;
  createdAt: Date;
  settledAt: Date | null;
};

const PAGE_SIZE = 20;
// Newest first; within one millisecond package bookings come before trips, then the higher id first.
const KIND_RANK: Record<BookingKind, number> = { PACKAGE: 1, TRIP: 0 };
const CURSOR = /^(\d{1,15})-([PT])(\d{1,10})$/;

type Position = { createdAt: Date; kind: BookingKind; id: number };

export const listInput = z.object({
  first: int('FIRST_INVALID', { min: 1, max: 50 }).default(PAGE_SIZE),
  after: z
    .string({ error: 'CURSOR_INVALID' })
    .regex(CURSOR, { error: 'CURSOR_INVALID' })
    .transform((value, context): Position => {
      const [, at, kind, id] = CURSOR.exec(value) ?? [];
      const position: Position = { createdAt: new Date(Number(at)), kind: kind === 'P' ? 'PACKAGE' : 'TRIP', id: +id };
      if (position.id > INT4_MAX || Number.isNaN(position.createdAt.getTime())) {
        context.addIssue({ code: 'custom', message: 'CURSOR_INVALID' });
        return z.NEVER;
      }
      return position;
    })
    .optional(),
});

const cursorOf = (b: MyBooking) => `${b.createdAt.getTime()}-${b.kind === 'PACKAGE' ? 'P' : 'T'}${b.id}`;

/** Rows of `kind` that come after the cursor in the merged order. */
function after(position: Position | undefined, kind: BookingKind) {
  if (!position) return {};
  const { createdAt, id } = position;
  const rank = KIND_RANK[kind] - KIND_RANK[position.kind];
  if (rank < 0) return { createdAt: { lte: createdAt } };
  if (rank > 0) return { createdAt: { lt: createdAt } };
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

const newestFirst = (a: MyBooking, b: MyBooking) =>
  b.createdAt.getTime() - a.createdAt.getTime() || KIND_RANK[b.kind] - KIND_RANK[a.kind] || b.id - a.id;

/** A booking's money as My trips shows it: paid so far (Payment rows), what is to pay now, and the balance. */
function money(
  booking: Parameters<typeof balanceView>[0] & { status: CheckoutStatus },
  payments: Parameters<typeof balanceView>[1],
) {
  const view = balanceView(booking, payments);
  const unpaid = booking.status === 'PENDING' || booking.status === 'FAILED';
  const depositFirst = unpaid && depositOpen(booking);
  const amountDue = unpaid
    ? depositFirst
      ? booking.depositDue
      : booking.amount
    : booking.status === 'DEPOSIT_PAID'
      ? view.balanceDue
      : 0;
  return { ...view, amountDue, payable: (unpaid || booking.status === 'DEPOSIT_PAID') && !!amountDue };
}

/** What went back of a package booking: the shared money summary (@rihla/db/booking-money) and its refunds. */
function refundedOf(
  booking: Parameters<typeof moneySummary>[0],
  payments: Parameters<typeof moneySummary>[1],
  refunds: Parameters<typeof refundsOf>[0],
) {
  const { refunded, refundPending, netPaid } = moneySummary(booking, payments, refunds);
  return { amountRefunded: refunded, refundPending, netPaid, refunds: refundsOf(refunds) };
}

const packageInclude = {
  package: { select: { name: true, translations: true } },
  departure: { select: { departDate: true, returnDate: true } },
  payments: {
    select: { id: true, purpose: true, amount: true, currency: true },
    orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }],
  },
  refunds: {
    select: { amount: true, currency: true, status: true, createdAt: true, settledAt: true },
    orderBy: { id: 'asc' },
  },
} satisfies Prisma.BookingInclude;

/** Its refunds as the customer reads them: what went back or is on its way, never a failed attempt. */
const refundsOf = (
  refunds: { amount: number; currency: string; status: RefundStatus; createdAt: Date; settledAt: Date | null }[],
) => refunds.filter((r): r is typeof r & MyRefund => r.status !== 'FAILED');

/** A package booking as My trips lists it, with the package's name in the reader's language (English fallback). */
function packageBooking(
  b: Answered<'booking', Prisma.BookingGetPayload<{ include: typeof packageInclude }>>,
  locale?: Locale,
): MyBooking {
  const status = holdLapsed(b) ? 'EXPIRED' : b.status;
  return {
    kind: 'PACKAGE',
    id: b.id,
    reference: b.reference,
    title: b.package ? readerField(b.package, 'name', locale) : 'Consultation booking',
    status,
    createdAt: b.createdAt,
    departDate: b.departure ? dayOf(b.departure.departDate) : null,
    returnDate: b.departure ? dayOf(b.departure.returnDate) : null,
    travellers: b.travellerCount,
    amount: b.amount,
    currency: b.currency,
    paidAt: b.paidAt,
    ...money({ ...b, status }, b.payments),
    ...refundedOf({ ...b, status }, b.payments, b.refunds),
    cancellationRequestedAt: b.cancellationRequestedAt,
    cancelledAt: b.cancelledAt,
    cancelAction: cancellationActionOf({ ...b, status }),
    receipts: b.payments.map((p) => ({ paymentId: p.id, purpose: p.purpose })),
    passengers: [],
  };
}

const tripInclude = {
  travellers: { select: { fullName: true }, orderBy: { position: 'asc' } },
  payments: packageInclude.payments,
  refunds: packageInclude.refunds,
} satisfies Prisma.TripBookingInclude;

type ListedTrip = Answered<'tripBooking', Prisma.TripBookingGetPayload<{ include: typeof tripInclude }>>;

const tripCancellable = (t: ListedTrip) =>
  t.status === 'PAID' && t.payments.length > 0 && t.startDate.getTime() > Date.now();

function tripBooking(t: ListedTrip): MyBooking {
  const status = holdLapsed(t) ? 'EXPIRED' : t.status;
  return {
    kind: 'TRIP',
    id: t.id,
    reference: t.reference,
    title: `${t.origin} → ${t.destination}`,
    status,
    createdAt: t.createdAt,
    departDate: dayOf(t.departureDate ?? t.startDate),
    returnDate: null,
    travellers: t.passengers,
    amount: t.amount,
    currency: t.currency,
    paidAt: t.paidAt,
    ...money(
      { status, amount: t.amount, currency: t.currency, paidAt: t.paidAt, depositDue: null, balanceDueAt: null },
      t.payments,
    ),
    // Its Payment and Refund rows (docs/decisions/0047; none for a trip paid before them).
    ...refundedOf({ ...t, status }, t.payments, t.refunds),
    cancellationRequestedAt: null,
    cancelledAt: null,
    // Paid through a Payment row and not yet begun: the customer cancels it at once, refunded in full.
    cancelAction: tripCancellable(t) ? 'CANCEL_NOW' : 'NONE',
    receipts: t.payments.map((p) => ({ paymentId: p.id, purpose: p.purpose })),
    passengers: t.travellers.map((p) => p.fullName),
  };
}

/** One page of the viewer's bookings and the cursor of the next page (null on the last). */
export async function myBookings(ctx: ServiceContext, input: unknown = {}) {
  const viewer = requireSignedIn(ctx.viewer);
  const { first, after: position } = parseInput(listInput, input);
  const order = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const [packages, trips] = await Promise.all([
    ctx.db.booking.findMany({
      where: { userId: viewer.id, ...after(position, 'PACKAGE') },
      include: packageInclude,
      orderBy: order,
      take: first + 1,
    }),
    ctx.db.tripBooking.findMany({
      where: { userId: viewer.id, ...after(position, 'TRIP') },
      include: tripInclude,
      orderBy: order,
      take: first + 1,
    }),
  ]);
  const merged = [...packages.map((b) => packageBooking(b, ctx.locale)), ...trips.map(tripBooking)].sort(newestFirst);
  const items = merged.slice(0, first);
  return { items, nextCursor: merged.length > first ? cursorOf(items[items.length - 1]) : null };
}
