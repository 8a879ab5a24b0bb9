// The lifecycle of a package booking (docs/decisions/0031-booking-lifecycle-table.md): which status may follow which,
// and who may make each move. Every writer of a package booking's status goes through moveBooking (the worker's
// payment path writes the same in one SQL statement, checked against it by worker/test/booking-moves.test.ts).
import type { BookingStatus, Prisma } from './generated/client/client.ts';
import type { PrismaClient, TransactionClient } from './index.ts';

/**
 * Who moves a booking: a payment event (success or failure), a charge.refunded event, the expiry of a seat hold, the
 * customer (cancelling an unpaid booking) or staff (cancelling, or resolving a review).
 */
export type Mover = 'payment' | 'refund' | 'hold' | 'customer' | 'staff';

/**
 * Every allowed move, from each status to the statuses that may follow it, with who may make it. A status a row
 * leaves out may not follow. NEEDS_REVIEW is reachable from every status but itself: money that does not add up
 * (a late, double or unknown payment; a refund of a payment we never recorded) is always kept for staff.
 */
export const BOOKING_MOVES = {
  PENDING: {
    PAID: ['payment'],
    DEPOSIT_PAID: ['payment'],
    FAILED: ['payment'],
    NEEDS_REVIEW: ['payment', 'refund'],
    EXPIRED: ['hold'],
    CANCELLED: ['customer', 'staff'],
  },
  FAILED: {
    PAID: ['payment'],
    DEPOSIT_PAID: ['payment'],
    NEEDS_REVIEW: ['payment', 'refund'],
    EXPIRED: ['hold'],
    CANCELLED: ['customer', 'staff'],
  },
  // The seats went back on sale; money arriving late takes them again (or goes to review when they are gone).
  EXPIRED: { PAID: ['payment'], DEPOSIT_PAID: ['payment'], NEEDS_REVIEW: ['payment', 'refund'] },
  DEPOSIT_PAID: {
    PAID: ['payment'],
    NEEDS_REVIEW: ['payment', 'refund'],
    PARTIALLY_REFUNDED: ['refund'],
    REFUNDED: ['refund'],
    CANCELLED: ['staff'],
  },
  PAID: {
    NEEDS_REVIEW: ['payment', 'refund'],
    PARTIALLY_REFUNDED: ['refund'],
    REFUNDED: ['refund'],
    CANCELLED: ['staff'],
  },
  PARTIALLY_REFUNDED: { NEEDS_REVIEW: ['payment', 'refund'], REFUNDED: ['refund'], CANCELLED: ['staff'] },
  // A cancelled booking's refund settles at the provider after the cancellation.
  CANCELLED: { NEEDS_REVIEW: ['payment', 'refund'], PARTIALLY_REFUNDED: ['refund'], REFUNDED: ['refund'] },
  REFUNDED: { NEEDS_REVIEW: ['refund'] },
  // Staff decide from the provider's dashboard what the booking really is.
  NEEDS_REVIEW: { PAID: ['staff'], FAILED: ['staff'], CANCELLED: ['staff'] },
} as const satisfies Record<BookingStatus, Partial<Record<BookingStatus, readonly Mover[]>>>;

/**
 * The statuses a map marks true, in the map's order. A subset of statuses is written as a map of every status
 * (`statusesMarked<BookingStatus>({ PENDING: true, PAID: false, … })`), never as a list, so a status added to the
 * enum fails the typecheck there until someone decides whether it belongs. The type argument is required.
 */
export function statusesMarked<S extends string = never>(marks: Record<NoInfer<S>, boolean>): S[] {
  return (Object.keys(marks) as S[]).filter((status) => marks[status]);
}

/**
 * The statuses of a booking whose trip is still on (staff's "travelling" bookings: the ones whose travellers'
 * documents matter). A booking that was cancelled is not travelling whatever its status says since (a refund after
 * the cancellation makes it REFUNDED or PARTIALLY_REFUNDED): `TRAVELLING_WHERE` adds that. A new status must decide
 * here.
 */
const TRAVELLING_STATUSES = statusesMarked<BookingStatus>({
  PENDING: true,
  DEPOSIT_PAID: true,
  PAID: true,
  NEEDS_REVIEW: true,
  // A goodwill refund of part of the price leaves the trip on; a cancellation says so with cancelledAt.
  PARTIALLY_REFUNDED: true,
  FAILED: false,
  EXPIRED: false,
  CANCELLED: false,
  REFUNDED: false,
});

/** Whether one booking's trip is still on: `TRAVELLING_WHERE` for a row already read. */
export const isTravelling = (booking: { status: BookingStatus; cancelledAt: Date | null }) =>
  TRAVELLING_STATUSES.includes(booking.status) && booking.cancelledAt === null;

/** Bookings whose trip is still on, as a Prisma condition: a travelling status and never cancelled. */
export const TRAVELLING_WHERE = {
  status: { in: TRAVELLING_STATUSES },
  cancelledAt: null,
} satisfies Prisma.BookingWhereInput;

/**
 * Staff's "cancelled" bookings: every booking that was cancelled, whatever its refunds made of its status since
 * (CANCELLED -> REFUNDED keeps cancelledAt), and one in CANCELLED without the stamp (older rows).
 */
export const CANCELLED_WHERE = {
  OR: [{ cancelledAt: { not: null } }, { status: 'CANCELLED' }],
} satisfies Prisma.BookingWhereInput;

/** The statuses `by` may move a booking in `from` to, as the table lists them (typed from the table). */
export function targetsOf<From extends BookingStatus>(from: From, by: Mover) {
  const targets: Partial<Record<BookingStatus, readonly Mover[]>> = BOOKING_MOVES[from];
  return (Object.keys(BOOKING_MOVES[from]) as (keyof (typeof BOOKING_MOVES)[From] & BookingStatus)[]).filter((to) =>
    targets[to]?.includes(by),
  );
}

/** Whether `by` may move a booking from `from` to `to`. */
export function canMove(from: BookingStatus, to: BookingStatus, by: Mover): boolean {
  const targets: Partial<Record<BookingStatus, readonly Mover[]>> = BOOKING_MOVES[from];
  return targets[to]?.includes(by) ?? false;
}

/**
 * The statuses `by` may move this booking to now, in the table's order. A booking cancelled once stays cancelled
 * whatever its refunds made of its status since (CANCELLED -> PARTIALLY_REFUNDED): it cannot be cancelled again.
 */
export function movesOf(booking: { status: BookingStatus; cancelledAt: Date | null }, by: Mover): BookingStatus[] {
  const targets: Partial<Record<BookingStatus, readonly Mover[]>> = BOOKING_MOVES[booking.status];
  return (Object.keys(targets) as BookingStatus[]).filter(
    (to) => targets[to]?.includes(by) && !(to === 'CANCELLED' && booking.cancelledAt),
  );
}

/** A move the table does not allow: a bug in the caller, never a customer's mistake (it rolls the transaction back). */
export class BookingMoveRefused extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly by: Mover,
  ) {
    super(`A booking may not move from ${from} to ${to} by ${by} (see BOOKING_MOVES).`);
    this.name = 'BookingMoveRefused';
  }
}

/** Throws BookingMoveRefused unless the table allows the move. */
export function assertMove(from: string, to: BookingStatus, by: Mover): asserts from is BookingStatus {
  if (!isBookingStatus(from) || !canMove(from, to, by)) throw new BookingMoveRefused(from, to, by);
}

function isBookingStatus(status: string): status is BookingStatus {
  return Object.hasOwn(BOOKING_MOVES, status);
}

/** What live subscribers are told of a move (the message of worker/src/jobs.ts bookingStatusChannel). */
export type BookingMoved = { kind: 'PACKAGE'; id: number; status: BookingStatus };

export type MoveCause = {
  by: Mover;
  /** The payment event that made the move, kept on its history row. */
  eventId?: string | null;
  /** Columns set with the status (a cancellation's reason, a review's decision, an expired hold's end). */
  data?: Omit<Prisma.BookingUpdateManyMutationInput, 'status'>;
  /**
   * The transaction's moves, published by whoever runs it once it committed (never inside it: Redis is not
   * transactional, and a rolled-back move must not be announced). withBookingMoves does it for a transaction of
   * its own; the payment worker's publishes its `changes`.
   */
  moved: { push(move: BookingMoved): unknown };
};

/**
 * Moves a package booking from the status it was read in to `to`, if it is still in it: the conditional update
 * (the status rule is enforced by the database, not by the earlier read), its BookingStatusChange row and its live
 * update once committed. Throws BookingMoveRefused for a move BOOKING_MOVES does not allow. True when it moved.
 */
export async function moveBooking(
  tx: TransactionClient,
  booking: { id: number; status: string },
  to: BookingStatus,
  cause: MoveCause,
): Promise<boolean> {
  const from = booking.status;
  assertMove(from, to, cause.by);
  const changed = await tx.booking.updateMany({
    where: { id: booking.id, status: from },
    data: { ...cause.data, status: to },
  });
  if (changed.count === 0) return false;
  await tx.bookingStatusChange.create({ data: { bookingId: booking.id, from, to, eventId: cause.eventId ?? null } });
  cause.moved.push({ kind: 'PACKAGE', id: booking.id, status: to });
  return true;
}

/** Runs `work` in a transaction and publishes the moves it made once it committed; answers what `work` answered. */
export async function withBookingMoves<T>(
  db: Pick<PrismaClient, '$transaction'>,
  publish: (moved: BookingMoved) => void,
  work: (tx: TransactionClient, moved: BookingMoved[]) => Promise<T>,
): Promise<T> {
  const moved: BookingMoved[] = [];
  const result = await db.$transaction((tx) => work(tx, moved));
  for (const move of moved) publish(move);
  return result;
}

/** The `default` of a switch that handles every status: a status added to the enum fails the typecheck here. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
