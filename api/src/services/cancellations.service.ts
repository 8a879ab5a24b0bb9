import type { BookingStatus, TransactionClient } from '@rihla/db';
import { type BookingMoved, moveBooking, type Mover, movesOf, withBookingMoves } from '@rihla/db/booking-lifecycle';
import { readMoneySummary } from '@rihla/db/booking-money';
import { formatMoney } from '@rihla/db/currencies';
import { englishMessageOf } from '@rihla/db/error-messages';
import type { ErrorReason } from '@rihla/db/error-reasons';
import { releaseDepartureSeats } from '@rihla/db/seat-ledger';
import { bookingCancelledEmail, cancellationRequestedEmail, packageTitle } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { id, parseInput, text } from '../lib/validation.ts';
import { policyRefund } from './cancellation-policy.ts';
import { publishStatusChange } from './live.service.ts';
import { alreadyRefundedOf, lockBookingMoney, type LockedBooking, paidOf, refundableOf } from './refunds.service.ts';
import { requestStatsRefresh } from './stats.service.ts';

/**
 * Cancellations (issue #14, item 4). A customer (the signed-in owner, or whoever holds the booking's token) sees
 * what the package's policy refunds today, then confirms: an unpaid booking is cancelled at once; a paid one is a
 * request staff settle (cancel, with the policy refund offered). Staff cancel and refund through one settlement
 * (settlements.service.ts).
 */

type Tx = TransactionClient;

/** CANCEL_NOW: unpaid, cancelled at once. REQUEST: paid, staff settle it. NONE: nothing to cancel (see `blocked`). */
export const CANCELLATION_ACTIONS = ['CANCEL_NOW', 'REQUEST', 'NONE'] as const;
export type CancellationAction = (typeof CANCELLATION_ACTIONS)[number];

// Whether a booking's money has come in: an unpaid one is cancelled at once (its open card attempt with it), a paid
// one's cancellation is a request staff settle. CLOSED: cancelled, refunded, expired or with staff already.
const MONEY_STATE = {
  PENDING: 'UNPAID',
  FAILED: 'UNPAID',
  PAID: 'PAID',
  DEPOSIT_PAID: 'PAID',
  PARTIALLY_REFUNDED: 'PAID',
  EXPIRED: 'CLOSED',
  CANCELLED: 'CLOSED',
  REFUNDED: 'CLOSED',
  NEEDS_REVIEW: 'CLOSED',
} as const satisfies Record<BookingStatus, 'UNPAID' | 'PAID' | 'CLOSED'>;
const moneyState = (status: string) => MONEY_STATE[status as BookingStatus];

export const requestInput = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    text(500, 'CANCEL_REASON_TOO_LONG').optional(),
  ),
});

type QuoteBooking = Pick<LockedBooking, 'id' | 'reference' | 'status' | 'currency' | 'cancelledAt' | 'payments'> & {
  cancellationRequestedAt: Date | null;
  departDate: Date | null;
  packageId: number | null;
};

/** Whether `by` may cancel the booking now (BOOKING_MOVES). */
export function mayCancel(b: { status: string; cancelledAt: Date | null }, by: Mover): boolean {
  return movesOf({ status: b.status as BookingStatus, cancelledAt: b.cancelledAt }, by).includes('CANCELLED');
}

/** What the customer may do about cancelling now (also served on My trips, so the page keeps no list of its own). */
export function cancellationActionOf(
  b: Pick<QuoteBooking, 'status' | 'cancelledAt' | 'cancellationRequestedAt'>,
): CancellationAction {
  if (b.cancelledAt) return 'NONE';
  if (mayCancel(b, 'customer')) return 'CANCEL_NOW';
  return moneyState(b.status) === 'PAID' && !b.cancellationRequestedAt ? 'REQUEST' : 'NONE';
}

/** Why a booking cannot be cancelled by its customer, in their words. */
function blockedReason(b: Pick<QuoteBooking, 'status' | 'cancelledAt' | 'cancellationRequestedAt'>): ErrorReason {
  if (b.cancelledAt || b.status === 'CANCELLED') return 'BOOKING_ALREADY_CANCELLED';
  if (b.status === 'REFUNDED') return 'BOOKING_REFUNDED';
  if (b.status === 'EXPIRED') return 'BOOKING_EXPIRED_UNPAID';
  if (b.cancellationRequestedAt) return 'CANCEL_ALREADY_REQUESTED';
  return 'CANCEL_BOOKING_IN_REVIEW';
}

/** The package's rules, for the policy refund of a booking (none without a package). */
export async function rulesOfBooking(tx: Tx, booking: { packageId: number | null }) {
  return booking.packageId ? tx.cancellationRule.findMany({ where: { packageId: booking.packageId } }) : [];
}

/**
 * The day whose policy a cancellation gets (decision 0049): the customer's request if they asked, else the day it
 * was cancelled, else today (a cancellation made now).
 */
export const policyDayOf = (b: { cancellationRequestedAt: Date | null; cancelledAt: Date | null }) =>
  b.cancellationRequestedAt ?? b.cancelledAt ?? new Date();

async function quoteOf(tx: Tx, booking: QuoteBooking) {
  const paid = refundableOf(booking);
  // The policy's whole entitlement, from everything paid; earlier refunds count towards it (decision 0049).
  const refund = policyRefund(
    await rulesOfBooking(tx, booking),
    booking.departDate,
    paidOf(booking),
    policyDayOf(booking),
  );
  const policyLeft = Math.min(paid, Math.max(0, refund.amount - alreadyRefundedOf(booking)));
  const action = cancellationActionOf(booking);
  const blockedCode = action === 'NONE' ? blockedReason(booking) : null;
  return {
    bookingId: booking.id,
    reference: booking.reference,
    status: booking.status as BookingStatus,
    action,
    blockedReason: blockedCode && englishMessageOf(blockedCode),
    blockedCode,
    currency: booking.currency ?? booking.payments.at(0)?.currency ?? null,
    paid,
    daysBefore: refund.daysBefore,
    rule: refund.rule,
    refundPercent: refund.percent,
    refundAmount: policyLeft,
    requestedAt: booking.cancellationRequestedAt,
  };
}

export type CancellationQuote = Awaited<ReturnType<typeof quoteOf>>;

/** Locks the booking and its payments and reads what the quote needs; the caller checks access. */
export async function lockForCancellation(tx: Tx, bookingId: number) {
  const money = await lockBookingMoney(tx, bookingId);
  if (!money) return null;
  const row = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      userId: true,
      agencyId: true,
      accessTokenHash: true,
      mailedAccessTokenHash: true,
      accessExpiresAt: true,
      cancellationRequestedAt: true,
      packageId: true,
      paymentIntentId: true,
      package: { select: { name: true, translations: true } },
      departure: { select: { departDate: true } },
      locale: true,
    },
  });
  return { ...money, ...row, departDate: row.departure?.departDate ?? null };
}

export type Locked = NonNullable<Awaited<ReturnType<typeof lockForCancellation>>>;

// Written in the language the customer booked in (b.locale), whoever cancels.
export const emailBooking = (b: Locked) => ({ ...b, title: packageTitle(b.package, b.locale) });

/** What cancelling gives today (the customer's preview, and the refund staff are offered). */
export async function cancellationQuote(ctx: ServiceContext, bookingId: unknown): Promise<CancellationQuote> {
  const targetId = parseInput(id, bookingId);
  return ctx.db.$transaction(async (tx) => {
    const booking = requireBookingAccess(ctx, await lockForCancellation(tx, targetId));
    return quoteOf(tx, booking);
  });
}

/**
 * The customer's confirmation. Unpaid: CANCELLED now, seats back. Paid: the request is recorded with its reason
 * (the booking runs on until staff cancel it) and the customer is emailed the refund the policy gives.
 */
export async function requestCancellation(ctx: ServiceContext, bookingId: unknown, input: unknown) {
  const targetId = parseInput(id, bookingId);
  const { reason } = parseInput(requestInput, input ?? {});
  const actor = ctx.viewer;
  const result = await withBookingMoves(ctx.db, published(ctx), async (tx, moved) => {
    const booking = requireBookingAccess(ctx, await lockForCancellation(tx, targetId));
    const quote = await quoteOf(tx, booking);
    if (quote.action === 'NONE') throw conflict(blockedReason(booking));
    const now = new Date();
    const cancellationReason = reason ?? null;
    if (quote.action === 'CANCEL_NOW') {
      await endBooking(tx, booking, { by: 'customer', moved }, { cancellationRequestedAt: now, cancellationReason });
      await recordAudit(tx, actor, {
        action: 'booking.cancel',
        entityType: 'Booking',
        entityId: booking.id,
        summary: `Customer cancelled unpaid booking ${booking.reference}`,
        before: { status: booking.status },
        after: { status: 'CANCELLED', reason: cancellationReason },
      });
      const paid = await readMoneySummary(tx, booking.id);
      await queueEmail(ctx, tx, bookingCancelledEmail(ctx.config.publicUrl, emailBooking(booking), paid));
      return { booking, cancelled: true };
    }
    await tx.booking.update({ where: { id: booking.id }, data: { cancellationRequestedAt: now, cancellationReason } });
    const currency = quote.currency ?? 'USD';
    await recordAudit(tx, actor, {
      action: 'booking.cancel-request',
      entityType: 'Booking',
      entityId: booking.id,
      summary: `Customer asked to cancel ${booking.reference} (policy refund ${formatMoney(quote.refundAmount, currency)}, ${quote.refundPercent} %)`,
      after: { reason: cancellationReason, refundAmount: quote.refundAmount, refundPercent: quote.refundPercent },
    });
    const refund = { amount: quote.refundAmount, currency, percent: quote.refundPercent };
    const paid = await readMoneySummary(tx, booking.id);
    await queueEmail(ctx, tx, cancellationRequestedEmail(ctx.config.publicUrl, emailBooking(booking), paid, refund));
    return { booking, cancelled: false };
  });
  if (result.cancelled) afterCancelled(ctx, result.booking);
  return cancellationQuote(ctx, targetId);
}

/** CANCELLED now (moveBooking: its transition recorded, live subscribers told once committed), its seats back on sale (once). */
export async function endBooking(
  tx: Tx,
  booking: Locked,
  { by, moved }: { by: Mover; moved: BookingMoved[] },
  data: { cancellationRequestedAt?: Date; cancellationReason: string | null },
): Promise<void> {
  // The booking is locked (lockForCancellation): the move cannot miss.
  await moveBooking(tx, booking, 'CANCELLED', { by, moved, data: { ...data, cancelledAt: new Date() } });
  await releaseDepartureSeats(tx, booking.id);
}

export const published = (ctx: ServiceContext) => (moved: BookingMoved) => publishStatusChange(ctx, moved);

/** After the commit: the unpaid intent stopped (best effort), the stats refreshed. */
export function afterCancelled(ctx: ServiceContext, booking: Locked): void {
  requestStatsRefresh(ctx);
  if (moneyState(booking.status) === 'UNPAID' && booking.paymentIntentId)
    ctx.payments.cancelIntent(booking.paymentIntentId).catch(() => undefined);
}
