import type { Prisma } from '@rihla/db';

import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import type { Db } from '../lib/db.ts';
import { conflict } from '../lib/errors.ts';
import type { Intent } from '../payments/provider.ts';

/**
 * Package bookings (`Booking`) and trip bookings (`CustomBooking`) are paid the same way; this module gives
 * the payment services one shape for both, so no payment rule is written twice.
 */
export type BookingKind = 'PACKAGE' | 'TRIP';
export const BOOKING_KINDS = ['PACKAGE', 'TRIP'] as const;

export type CheckoutStatus =
  | 'PENDING'
  | 'PAID'
  | 'FAILED'
  | 'CANCELLED'
  | 'REFUNDED'
  | 'NEEDS_REVIEW'
  | 'EXPIRED'
  | 'CONFIRMED'
  | 'DEPOSIT_PAID'
  | 'PARTIALLY_REFUNDED';

export type PayableBooking = {
  kind: BookingKind;
  id: number;
  reference: string;
  status: CheckoutStatus;
  title: string;
  customerName: string;
  /** Minor units; null while a package booking awaits a quote. */
  amount: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  holdExpiresAt: Date | null;
  paidAt: Date | null;
  userId: number | null;
  accessTokenHash: string | null;
  accessExpiresAt: Date | null;
};

/** The view the checkout page shows: no contact details, no intent. */
export type CheckoutBooking = Pick<
  PayableBooking,
  'id' | 'kind' | 'reference' | 'status' | 'title' | 'customerName' | 'amount' | 'currency' | 'holdExpiresAt' | 'paidAt'
>;

/** Seats held by an unpaid trip booking are gone once the hold lapses, even before the worker has marked it EXPIRED. */
export function holdLapsed(
  booking: Pick<PayableBooking, 'kind' | 'status' | 'holdExpiresAt'>,
  now = new Date(),
): boolean {
  if (booking.kind !== 'TRIP') return false;
  if (booking.status === 'EXPIRED') return true;
  const unpaid = booking.status === 'PENDING' || booking.status === 'FAILED';
  return unpaid && !!booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime();
}

async function loadPayableBooking(db: Db, kind: BookingKind, id: number): Promise<PayableBooking | null> {
  if (kind === 'TRIP') {
    const trip = await db.customBooking.findUnique({ where: { id } });
    if (!trip) return null;
    return {
      kind,
      id: trip.id,
      reference: trip.reference,
      status: trip.status,
      title: `${trip.origin} → ${trip.destination}`,
      customerName: trip.customer,
      amount: trip.price,
      currency: trip.currency,
      paymentIntentId: trip.paymentIntentId,
      holdExpiresAt: trip.holdExpiresAt,
      paidAt: trip.paidAt,
      userId: trip.userId,
      accessTokenHash: trip.accessTokenHash,
      accessExpiresAt: trip.accessExpiresAt,
    };
  }
  const booking = await db.booking.findUnique({ where: { id }, include: { package: { select: { name: true } } } });
  if (!booking) return null;
  return {
    kind,
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    title: booking.package?.name ?? 'Consultation booking',
    customerName: booking.name,
    amount: booking.amount,
    currency: booking.currency,
    paymentIntentId: booking.paymentIntentId,
    holdExpiresAt: null,
    paidAt: booking.paidAt,
    userId: booking.userId,
    accessTokenHash: booking.accessTokenHash,
    accessExpiresAt: booking.accessExpiresAt,
  };
}

/** The booking if the caller holds its token, owns it or is staff; otherwise the 404 of a missing booking. */
export async function requirePayableBooking(
  ctx: ServiceContext,
  kind: BookingKind,
  id: number,
): Promise<PayableBooking> {
  return requireBookingAccess(ctx, await loadPayableBooking(ctx.db, kind, id));
}

export function checkoutView(booking: PayableBooking): CheckoutBooking {
  const { id, kind, reference, title, customerName, amount, currency, holdExpiresAt, paidAt } = booking;
  return {
    id,
    kind,
    reference,
    status: holdLapsed(booking) ? 'EXPIRED' : booking.status,
    title,
    customerName,
    amount,
    currency,
    holdExpiresAt,
    paidAt,
  };
}

/** Points the booking at its new current intent (the intent row itself is written in the same transaction). */
export function setCurrentIntent(db: Db, booking: Pick<PayableBooking, 'kind' | 'id'>, paymentIntentId: string | null) {
  return booking.kind === 'TRIP'
    ? db.customBooking.update({ where: { id: booking.id }, data: { paymentIntentId } })
    : db.booking.update({ where: { id: booking.id }, data: { paymentIntentId } });
}

export const ALREADY_PAID = 'This booking is already paid.';
const PAYMENT_PROCESSING = 'Your payment is being confirmed. Please wait a moment before paying again.';

/** A card may already have paid this intent while our worker has not caught up: never offer a second charge. */
export function refuseIfCharged(intent: Intent | null) {
  if (intent?.status === 'succeeded') throw conflict(ALREADY_PAID);
  if (intent?.status === 'processing') throw conflict(PAYMENT_PROCESSING);
}

/**
 * Stops an intent whose amount is no longer owed, at the provider, before our records change: if this fails
 * nothing is written. Then the caller marks it cancelled (markIntentCancelled) and clears the booking's
 * current intent in one transaction.
 */
export async function cancelAtProvider(ctx: ServiceContext, intentId: string) {
  refuseIfCharged(await ctx.payments.retrieveIntent(intentId));
  await ctx.payments.cancelIntent(intentId);
}

export const markIntentCancelled = (db: Prisma.TransactionClient, intentId: string) =>
  db.paymentIntent.updateMany({ where: { id: intentId, cancelledAt: null }, data: { cancelledAt: new Date() } });
