import type { TransactionClient, TripBookingStatus } from '@rihla/db';
import { moneySummary } from '@rihla/db/booking-money';
import { releaseSeats } from '@rihla/db/seat-ledger';
import { moveTripBooking } from '@rihla/db/trip-booking-lifecycle';
import { bookingCancelledEmail } from '@rihla/worker/emails';

import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { id, parseInput } from '../lib/validation.ts';
import { createRefundRows, lockTripBookingMoney, refundableOf, sendRefunds } from './refunds.service.ts';

/** 'Booking cancelled' in the trip's language, with what went back or is on its way (the package email's frame). */
export async function mailTripCancelled(ctx: ServiceContext, tx: TransactionClient, tripBookingId: number) {
  const trip = await tx.tripBooking.findUniqueOrThrow({
    where: { id: tripBookingId },
    include: {
      payments: { select: { amount: true, currency: true } },
      refunds: { select: { amount: true, currency: true, status: true } },
    },
  });
  const paid = moneySummary(trip, trip.payments, trip.refunds);
  const mailed = { ...trip, title: `${trip.origin} → ${trip.destination}` };
  await queueEmail(
    ctx,
    tx,
    bookingCancelledEmail(ctx.config.publicUrl, mailed, paid, `booking-cancelled:trip-${trip.id}`),
  );
}

/**
 * A paid trip booking cancelled by its customer (the signed-in owner or the holder of its access token) before
 * departure (docs/product-rules.md "Trip cancellations", decision 0047): it becomes CANCELLED, its seats go back on
 * sale, and everything it paid is asked back from the provider as Refund rows in the same transaction. It becomes
 * REFUNDED only when the provider's charge.refunded event confirms (worker/src/refund-events.ts).
 */
export async function cancelTripBooking(ctx: ServiceContext, tripBookingId: unknown): Promise<{ refunded: number }> {
  const targetId = parseInput(id, tripBookingId);
  const refunds = await ctx.db.$transaction(async (tx) => {
    const trip = requireBookingAccess(
      ctx,
      await tx.tripBooking
        .findUnique({
          where: { id: targetId },
          select: { startDate: true, userId: true, accessTokenHash: true, accessExpiresAt: true },
        })
        // A trip is never an agency's booking.
        .then((trip) => trip && { ...trip, agencyId: null }),
    );
    const locked = await lockTripBookingMoney(tx, targetId);
    if (!locked) throw notFound('BOOKING_NOT_FOUND');
    const status = locked.status as TripBookingStatus;
    // The journey has begun (its departure's moment, origin-local time stored as UTC): nothing is cancelled.
    if (trip.startDate.getTime() <= Date.now()) throw conflict('BOOKING_NOT_CANCELLABLE');
    if (!(await moveTripBooking(tx, { id: targetId, status }, 'CANCELLED', 'customer')))
      throw conflict('BOOKING_NOT_CANCELLABLE');
    await releaseSeats(tx, targetId);
    const refundable = refundableOf(locked);
    const rows =
      refundable > 0 ? await createRefundRows(tx, locked, refundable, 'Cancelled by the customer', null) : [];
    await mailTripCancelled(ctx, tx, targetId);
    return rows;
  });
  await sendRefunds(ctx, refunds);
  return { refunded: refunds.reduce((sum, r) => sum + r.amount, 0) };
}
