import type { BookingStatus, TransactionClient } from '@rihla/db';
import { formatMoney } from '@rihla/db/currencies';
import { releaseDepartureSeats } from '@rihla/db/seat-ledger';
import { bookingCancelledEmail, cancellationRequestedEmail, packageTitle } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { id, int, parseInput, text, trimmed } from '../lib/validation.ts';
import { policyRefund } from './cancellation-policy.ts';
import { publishStatusChange } from './live.service.ts';
import {
  createRefundRows,
  lockBookingMoney,
  type LockedBooking,
  refundableOf,
  sendRefunds,
} from './refunds.service.ts';
import { requestStatsRefresh } from './stats.service.ts';

/**
 * Cancellations (issue #14, item 4). A customer (the signed-in owner, or whoever holds the booking's token) sees
 * what the package's policy refunds today, then confirms: an unpaid booking is cancelled at once; a paid one is a
 * request staff settle (cancel, with the policy refund offered). Staff may cancel any booking still running.
 */

type Tx = TransactionClient;

/** CANCEL_NOW: unpaid, cancelled at once. REQUEST: paid, staff settle it. NONE: nothing to cancel (see `blocked`). */
export const CANCELLATION_ACTIONS = ['CANCEL_NOW', 'REQUEST', 'NONE'] as const;
export type CancellationAction = (typeof CANCELLATION_ACTIONS)[number];

const UNPAID: readonly string[] = ['PENDING', 'FAILED'];
const PAID: readonly string[] = ['PAID', 'DEPOSIT_PAID', 'PARTIALLY_REFUNDED'];
// Over for good: nothing left to cancel.
const ENDED: readonly string[] = ['CANCELLED', 'REFUNDED', 'EXPIRED'];

export const requestInput = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    text(500, 'The reason is at most 500 characters.').optional(),
  ),
});

export const staffCancelInput = z.object({
  reason: trimmed('Please give a reason for the cancellation.', 500),
  refundAmount: int('The refund must be a whole amount in minor units, 0 or more.', { min: 0 }).default(0),
});

type QuoteBooking = Pick<LockedBooking, 'id' | 'reference' | 'status' | 'currency' | 'cancelledAt' | 'payments'> & {
  cancellationRequestedAt: Date | null;
  departDate: Date | null;
  packageId: number | null;
};

function actionOf(b: Pick<QuoteBooking, 'status' | 'cancelledAt' | 'cancellationRequestedAt'>): CancellationAction {
  if (b.cancelledAt || ENDED.includes(b.status)) return 'NONE';
  if (UNPAID.includes(b.status)) return 'CANCEL_NOW';
  return PAID.includes(b.status) && !b.cancellationRequestedAt ? 'REQUEST' : 'NONE';
}

/** Why a booking cannot be cancelled by its customer, in their words. */
function blockedReason(b: Pick<QuoteBooking, 'status' | 'cancelledAt' | 'cancellationRequestedAt'>): string {
  if (b.cancelledAt || b.status === 'CANCELLED') return 'This booking is already cancelled.';
  if (b.status === 'REFUNDED') return 'This booking was refunded.';
  if (b.status === 'EXPIRED') return 'This booking expired before it was paid.';
  if (b.cancellationRequestedAt) return 'You already asked to cancel this booking; our team will confirm it.';
  return 'This booking is being checked by our team: please contact us to cancel it.';
}

async function quoteOf(tx: Tx, booking: QuoteBooking) {
  const rules = booking.packageId
    ? await tx.cancellationRule.findMany({ where: { packageId: booking.packageId } })
    : [];
  const paid = refundableOf(booking);
  const refund = policyRefund(rules, booking.departDate, paid);
  const action = actionOf(booking);
  return {
    bookingId: booking.id,
    reference: booking.reference,
    status: booking.status as BookingStatus,
    action,
    blockedReason: action === 'NONE' ? blockedReason(booking) : null,
    currency: booking.currency ?? booking.payments.at(0)?.currency ?? null,
    paid,
    daysBefore: refund.daysBefore,
    rule: refund.rule,
    refundPercent: refund.percent,
    refundAmount: refund.amount,
    requestedAt: booking.cancellationRequestedAt,
  };
}

export type CancellationQuote = Awaited<ReturnType<typeof quoteOf>>;

/** Locks the booking and its payments and reads what the quote needs; the caller checks access. */
async function lockForCancellation(tx: Tx, bookingId: number) {
  const money = await lockBookingMoney(tx, bookingId);
  if (!money) return null;
  const row = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      userId: true,
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

type Locked = NonNullable<Awaited<ReturnType<typeof lockForCancellation>>>;

// Written in the language the customer booked in (b.locale), whoever cancels.
const emailBooking = (b: Locked) => ({ ...b, title: packageTitle(b.package, b.locale) });

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
  const result = await ctx.db.$transaction(async (tx) => {
    const booking = requireBookingAccess(ctx, await lockForCancellation(tx, targetId));
    const quote = await quoteOf(tx, booking);
    if (quote.action === 'NONE') throw conflict(quote.blockedReason ?? 'This booking cannot be cancelled.');
    const now = new Date();
    const cancellationReason = reason ?? null;
    if (quote.action === 'CANCEL_NOW') {
      await endBooking(tx, booking, { cancellationRequestedAt: now, cancellationReason });
      await recordAudit(tx, actor, {
        action: 'booking.cancel',
        entityType: 'Booking',
        entityId: booking.id,
        summary: `Customer cancelled unpaid booking ${booking.reference}`,
        before: { status: booking.status },
        after: { status: 'CANCELLED', reason: cancellationReason },
      });
      await queueEmail(ctx, tx, bookingCancelledEmail(ctx.config.publicUrl, emailBooking(booking), null));
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
    await queueEmail(ctx, tx, cancellationRequestedEmail(ctx.config.publicUrl, emailBooking(booking), refund));
    return { booking, cancelled: false };
  });
  if (result.cancelled) afterCancelled(ctx, result.booking);
  return cancellationQuote(ctx, targetId);
}

/**
 * Staff cancel a booking with a reason, and refund what they decide (the policy's refund is offered in the admin,
 * never assumed here). The cancellation and the refund rows commit together; then the provider is asked.
 */
export async function cancelBooking(ctx: ServiceContext, bookingId: unknown, input: unknown) {
  const staff = requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const { reason, refundAmount } = parseInput(staffCancelInput, input);
  const { booking, refunds } = await ctx.db.$transaction(async (tx) => {
    const booking = await lockForCancellation(tx, targetId);
    if (!booking) throw notFound('Booking not found.');
    if (booking.cancelledAt || ENDED.includes(booking.status))
      throw conflict(`This booking is already over (${booking.status}): there is nothing to cancel.`);
    await endBooking(tx, booking, { cancellationReason: booking.cancellationReason ?? reason });
    const refunds = refundAmount > 0 ? await createRefundRows(tx, booking, refundAmount, reason, staff.id) : [];
    const currency = booking.currency ?? booking.payments.at(0)?.currency ?? 'USD';
    await recordAudit(tx, staff, staffCancelEntry(booking, reason, refundAmount, currency));
    const refund = refundAmount > 0 ? { amount: refundAmount, currency } : null;
    await queueEmail(ctx, tx, bookingCancelledEmail(ctx.config.publicUrl, emailBooking(booking), refund));
    return { booking, refunds };
  });
  afterCancelled(ctx, booking);
  await sendRefunds(ctx, refunds);
  return cancellationQuote(ctx, targetId);
}

function staffCancelEntry(booking: Locked, reason: string, refundAmount: number, currency: string) {
  const refund = refundAmount > 0 ? `, refunding ${formatMoney(refundAmount, currency)}` : ', no refund';
  return {
    action: 'booking.cancel',
    entityType: 'Booking',
    entityId: booking.id,
    summary: `Cancelled ${booking.reference}${refund}: ${reason}`,
    before: { status: booking.status },
    after: { status: 'CANCELLED', reason, refundAmount },
  };
}

/** CANCELLED now, its transition recorded, its seats back on sale (once). */
async function endBooking(
  tx: Tx,
  booking: Locked,
  data: { cancellationRequestedAt?: Date; cancellationReason: string | null },
): Promise<void> {
  const from = booking.status as BookingStatus;
  await tx.booking.update({
    where: { id: booking.id },
    data: { ...data, status: 'CANCELLED', cancelledAt: new Date() },
  });
  await tx.bookingStatusChange.create({ data: { bookingId: booking.id, from, to: 'CANCELLED' } });
  await releaseDepartureSeats(tx, booking.id);
}

/** After the commit: live subscribers told, the unpaid intent stopped (best effort), the stats refreshed. */
function afterCancelled(ctx: ServiceContext, booking: Locked): void {
  publishStatusChange(ctx, { kind: 'PACKAGE', id: booking.id, status: 'CANCELLED' });
  requestStatsRefresh(ctx);
  if (UNPAID.includes(booking.status) && booking.paymentIntentId)
    ctx.payments.cancelIntent(booking.paymentIntentId).catch(() => undefined);
}
