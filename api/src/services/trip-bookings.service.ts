import { releaseSeats } from '@rihla/db/seat-ledger';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';
import { publishStatusChange } from './live.service.ts';

/**
 * What anyone is shown of a trip booking (GraphQL's TripBooking selects the same columns): every column but
 * the access token's hash, a lookup key, and holdClientKey, the keyed address of the client who booked.
 */
export const tripBookingColumns = {
  id: true,
  reference: true,
  name: true,
  email: true,
  origin: true,
  destination: true,
  startDate: true,
  transportId: true,
  classId: true,
  passengers: true,
  amount: true,
  currency: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  serviceId: true,
  departureDate: true,
  paymentIntentId: true,
  paidAt: true,
  reviewReason: true,
  userId: true,
  accessExpiresAt: true,
  holdExpiresAt: true,
  termsDocumentId: true,
  termsAcceptedAt: true,
} as const;
export const tripBookingSelect = { ...tripBookingColumns, transport: true, serviceClass: true } as const;

export const statusInput = z.object({
  status: z.enum(['CONFIRMED', 'CANCELLED'], { error: 'TRIP_BOOKING_STATUS_INVALID' }),
});

/**
 * Staff confirm or cancel a booking whose seats are still held (pending, or its card payment failed); both are
 * final and end the hold.
 */
export async function updateTripBookingStatus(ctx: ServiceContext, bookingId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const { status } = parseInput(statusInput, input);
  // Cancelling gives a searched trip's seats back, in the transaction that makes the (one-time) transition.
  const changed = await ctx.db.$transaction(async (tx) => {
    const before = await tx.tripBooking.findUnique({ where: { id: targetId }, select: { status: true } });
    const updated = await tx.tripBooking.updateMany({
      where: { id: targetId, status: { in: ['PENDING', 'FAILED'] } },
      data: { status, holdExpiresAt: null },
    });
    if (updated.count === 0) return updated;
    if (status === 'CANCELLED') await releaseSeats(tx, targetId);
    const trip = await tx.tripBooking.findUniqueOrThrow({ where: { id: targetId }, select: { reference: true } });
    await recordAudit(tx, ctx.viewer, {
      action: status === 'CANCELLED' ? 'trip-booking.cancel' : 'trip-booking.confirm',
      entityType: 'TripBooking',
      entityId: targetId,
      summary: `${status === 'CANCELLED' ? 'Cancelled' : 'Confirmed'} the trip booking ${trip.reference}`,
      before: { status: before?.status },
      after: { status },
    });
    return updated;
  });
  const booking = await ctx.db.tripBooking.findUnique({ where: { id: targetId }, select: tripBookingSelect });
  if (!booking) throw notFound('TRIP_BOOKING_NOT_FOUND');
  if (changed.count === 0 && booking.status !== status)
    throw badRequest('TRIP_BOOKING_ALREADY_SET', { status: booking.status });
  if (changed.count > 0) publishStatusChange(ctx, { kind: 'TRIP', id: targetId, status });
  return booking;
}
