// The lifecycle of a trip booking (docs/decisions/0047), as prisma/booking-lifecycle.ts is a package booking's:
// which status may follow which, and who may make the move. Trip bookings keep no history row (decision 0031).
import type { Mover } from './booking-lifecycle.ts';
import type { TripBookingStatus } from './generated/client/client.ts';
import type { TransactionClient } from './index.ts';

/** Every allowed move, from each status to those that may follow it, with who may make it. */
export const TRIP_BOOKING_MOVES = {
  PENDING: {
    PAID: ['payment'],
    FAILED: ['payment'],
    NEEDS_REVIEW: ['payment'],
    EXPIRED: ['hold'],
    CONFIRMED: ['staff'],
    CANCELLED: ['staff'],
  },
  FAILED: {
    PAID: ['payment'],
    NEEDS_REVIEW: ['payment'],
    EXPIRED: ['hold'],
    CONFIRMED: ['staff'],
    CANCELLED: ['staff'],
  },
  EXPIRED: { PAID: ['payment'], NEEDS_REVIEW: ['payment'] },
  CONFIRMED: { NEEDS_REVIEW: ['payment'] },
  // Before departure the customer or staff cancel it; what it paid goes back through its Refund rows.
  PAID: { NEEDS_REVIEW: ['payment'], CANCELLED: ['customer', 'staff'] },
  // The provider confirmed every payment refunded in full.
  CANCELLED: { NEEDS_REVIEW: ['payment'], REFUNDED: ['refund'] },
  REFUNDED: { NEEDS_REVIEW: ['payment'] },
  NEEDS_REVIEW: { CANCELLED: ['staff'] },
} as const satisfies Record<TripBookingStatus, Partial<Record<TripBookingStatus, readonly Mover[]>>>;

/** True when `by` may move a trip booking from `from` to `to`. */
export function tripMoveAllowed(from: TripBookingStatus, to: TripBookingStatus, by: Mover): boolean {
  const movers: readonly Mover[] | undefined = (
    TRIP_BOOKING_MOVES[from] as Partial<Record<TripBookingStatus, readonly Mover[]>>
  )[to];
  return movers?.includes(by) ?? false;
}

/**
 * Moves a trip booking the table allows, only if it is still in the status it was read in: false when the table
 * refuses the move or the row moved meanwhile (nothing written).
 */
export async function moveTripBooking(
  tx: TransactionClient,
  booking: { id: number; status: TripBookingStatus },
  to: TripBookingStatus,
  by: Mover,
): Promise<boolean> {
  if (!tripMoveAllowed(booking.status, to, by)) return false;
  const moved = await tx.tripBooking.updateMany({
    where: { id: booking.id, status: booking.status },
    data: { status: to },
  });
  return moved.count === 1;
}
