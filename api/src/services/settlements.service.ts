import type { TransactionClient, TripBookingStatus } from '@rihla/db';
import { type BookingMoved, withBookingMoves } from '@rihla/db/booking-lifecycle';
import { readMoneySummary } from '@rihla/db/booking-money';
import { formatMoney } from '@rihla/db/currencies';
import { releaseSeats } from '@rihla/db/seat-ledger';
import { moveTripBooking, tripMoveAllowed } from '@rihla/db/trip-booking-lifecycle';
import { bookingCancelledEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { id, int, parseInput, strictBoolean, trimmed } from '../lib/validation.ts';
import { policyRefund } from './cancellation-policy.ts';
import {
  afterCancelled,
  cancellationQuote,
  emailBooking,
  endBooking,
  type Locked,
  lockForCancellation,
  mayCancel,
  policyDayOf,
  published,
  rulesOfBooking,
} from './cancellations.service.ts';
import { BOOKING_KINDS, type BookingKind } from './payable-bookings.ts';
import {
  alreadyRefundedOf,
  createRefundRows,
  type LockedBooking,
  lockTripBookingMoney,
  paidOf,
  refundableOf,
  refundInput,
  type RequestedRefund,
  sendRefunds,
} from './refunds.service.ts';
import { mailTripCancelled } from './trip-cancellations.service.ts';

/**
 * One settlement flow per booking (issue #32, decision 0049): staff cancel a booking and/or refund it through one
 * entry, `settle`, for package and trip bookings alike. The quote is computed once, from the locked rows: what was
 * paid, what is already refunded or on its way, and the policy's whole entitlement from what was PAID (never from
 * what remains); an amount above what the policy has left needs an override with its reason, and nothing can take
 * the total past what was paid. Approving a customer's request is one call: cancelled, refund rows written and
 * audited in one transaction, then the provider asked.
 */

type Tx = TransactionClient;

const overrideInput = z
  .object({ reason: trimmed('REFUND_OVERRIDE_REASON_REQUIRED', 500) }, { error: 'REFUND_OVERRIDE_REASON_REQUIRED' })
  .nullish();

/** Staff cancel (POST /api/bookings/:id/cancel): the refund is optional, an override lifts the policy's cap. */
export const staffCancelInput = z.object({
  reason: trimmed('CANCEL_REASON_REQUIRED', 500),
  refundAmount: int('CANCEL_REFUND_INVALID', { min: 0 }).default(0),
  override: overrideInput,
});

/** A refund alone (POST /api/bookings/:id/refunds, /api/trip-bookings/:id/refunds). */
export const staffRefundInput = refundInput.extend({ override: overrideInput });

/** The GraphQL settleBooking input, both kinds: `cancel` chooses which of the two inputs above the rest is. */
const settleHead = z.object({
  kind: z.enum(BOOKING_KINDS, { error: 'BOOKING_KIND_INVALID' }),
  id,
  cancel: strictBoolean(),
});

export type SettlementQuote = {
  kind: BookingKind;
  id: number;
  reference: string;
  name: string;
  status: string;
  currency: string | null;
  /** Whether the action quoted cancels the booking. */
  cancels: boolean;
  /** Whether staff may cancel it now. */
  canCancel: boolean;
  requestedAt: Date | null;
  cancellationReason: string | null;
  cancelledAt: Date | null;
  /** Everything the payments took, minor units. */
  paid: number;
  /** Confirmed back on the card. */
  refunded: number;
  /** Asked of the provider, not yet confirmed. */
  refundPending: number;
  /** refunded + refundPending. */
  alreadyRefunded: number;
  /** The day whose policy applies (the request, the cancellation, or today); null: no cancellation, no policy. */
  policyDay: Date | null;
  /** Whole days from policyDay to the departure (or the trip's start); null without either. */
  daysBefore: number | null;
  policyPercent: number;
  /** The policy's whole entitlement: policyPercent of everything paid, rounded down. */
  policyTotal: number;
  /** policyTotal less what is already refunded or on its way, never below 0. */
  policyRemaining: number;
  maxWithoutOverride: number;
  /** What the payments have left to refund: paid less already refunded. */
  maxWithOverride: number;
};

/** What the quote needs beyond the locked money rows. */
type Facts =
  | { kind: 'PACKAGE'; booking: Locked; rules: Awaited<ReturnType<typeof rulesOfBooking>>; canCancel: boolean }
  | { kind: 'TRIP'; booking: LockedBooking & { startDate: Date }; canCancel: boolean };

const DAY_MS = 24 * 3600_000;
const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

async function lockFacts(tx: Tx, kind: BookingKind, bookingId: number): Promise<Facts> {
  if (kind === 'PACKAGE') {
    const booking = await lockForCancellation(tx, bookingId);
    if (!booking) throw notFound('BOOKING_NOT_FOUND');
    return { kind, booking, rules: await rulesOfBooking(tx, booking), canCancel: mayCancel(booking, 'staff') };
  }
  const locked = await lockTripBookingMoney(tx, bookingId);
  if (!locked) throw notFound('BOOKING_NOT_FOUND');
  const { startDate } = await tx.tripBooking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { startDate: true },
  });
  const canCancel = tripMoveAllowed(locked.status as TripBookingStatus, 'CANCELLED', 'staff');
  return { kind, booking: { ...locked, startDate }, canCancel };
}

/** The policy a cancellation of these facts gets: its day, the days before departure and the percentage. */
function policyOf(facts: Facts, cancels: boolean, paid: number) {
  const now = new Date();
  if (facts.kind === 'PACKAGE') {
    const b = facts.booking;
    // A booking neither cancelled, asked to be, nor being cancelled now has no cancellation to apply a policy to.
    if (!cancels && !b.cancellationRequestedAt && !b.cancelledAt)
      return { day: null, daysBefore: null, percent: 0, total: 0 };
    const day = policyDayOf(b);
    const refund = policyRefund(facts.rules, b.departDate, paid, day);
    return { day, daysBefore: refund.daysBefore, percent: refund.percent, total: refund.amount };
  }
  // Trips (docs/product-rules.md "Trip cancellations"): cancelled before departure, refunded in full. A trip is
  // cancelled before departure by its customer; one staff cancelled is theirs to have decided.
  const b = facts.booking;
  const over = b.status === 'CANCELLED' || b.status === 'REFUNDED';
  if (!cancels && !over) return { day: null, daysBefore: null, percent: 0, total: 0 };
  const daysBefore = Math.round((utcDay(b.startDate) - utcDay(now)) / DAY_MS);
  const percent = over || b.startDate.getTime() > now.getTime() ? 100 : 0;
  return { day: over ? null : now, daysBefore: over ? null : daysBefore, percent, total: (paid * percent) / 100 };
}

function quoteOf(facts: Facts, cancels: boolean): SettlementQuote {
  const b = facts.booking;
  const paid = paidOf(b);
  const alreadyRefunded = alreadyRefundedOf(b);
  const refunded = b.payments.reduce((sum, p) => sum + p.refundedAmount, 0);
  const policy = policyOf(facts, cancels, paid);
  const maxWithOverride = refundableOf(b);
  const policyRemaining = Math.max(0, policy.total - alreadyRefunded);
  return {
    kind: facts.kind,
    id: b.id,
    reference: b.reference,
    name: b.name,
    status: b.status,
    currency: b.currency ?? b.payments.at(0)?.currency ?? null,
    cancels,
    canCancel: facts.canCancel,
    requestedAt: facts.kind === 'PACKAGE' ? facts.booking.cancellationRequestedAt : null,
    cancellationReason: b.cancellationReason,
    cancelledAt: b.cancelledAt,
    paid,
    refunded,
    refundPending: alreadyRefunded - refunded,
    alreadyRefunded,
    policyDay: policy.day,
    daysBefore: policy.daysBefore,
    policyPercent: policy.percent,
    policyTotal: policy.total,
    policyRemaining,
    maxWithoutOverride: Math.min(policyRemaining, maxWithOverride),
    maxWithOverride,
  };
}

/** What settling the booking gives: the figures the admin's settlement dialog shows (staff). */
export async function settlementQuote(ctx: ServiceContext, input: unknown): Promise<SettlementQuote> {
  requireStaff(ctx.viewer);
  const { kind, id: targetId, cancel } = parseInput(settleHead, input);
  return ctx.db.$transaction(async (tx) => quoteOf(await lockFacts(tx, kind, targetId), cancel));
}

type Settlement = {
  /** true: cancel it; or decided from the status read under the lock (the trip route's "a paid trip is cancelled"). */
  cancel: boolean | ((status: string) => boolean);
  amount: number;
  reason: string;
  override?: { reason: string } | null;
};

const money = (amount: number, q: SettlementQuote) => formatMoney(amount, q.currency ?? 'USD');

/** Refuses an amount the quote does not allow: past what was paid (any case), past the policy without override. */
function checkAmount(q: SettlementQuote, amount: number, override: Settlement['override']): void {
  if (amount === 0) return;
  if (q.maxWithOverride === 0) throw conflict('NOTHING_TO_REFUND');
  if (amount > q.maxWithOverride)
    throw conflict('REFUND_TOO_MUCH', {
      refundable: money(q.maxWithOverride, q),
      paid: money(q.paid, q),
      taken: money(q.alreadyRefunded, q),
    });
  if (amount > q.maxWithoutOverride && !override)
    throw conflict('REFUND_ABOVE_POLICY', {
      policy: money(q.policyTotal, q),
      percent: q.policyPercent,
      paid: money(q.paid, q),
      taken: money(q.alreadyRefunded, q),
      allowed: money(q.maxWithoutOverride, q),
    });
}

/** The audit words and values shared by the four kinds of entry: the policy and, when used, the override. */
function auditMoney(q: SettlementQuote, amount: number, override: Settlement['override']) {
  const above = amount > q.maxWithoutOverride && override ? amount - q.maxWithoutOverride : 0;
  const suffix = above > 0 ? `; ${money(above, q)} above the policy (override: ${override!.reason})` : '';
  return {
    suffix,
    after: {
      refundAmount: amount,
      currency: q.currency,
      paid: q.paid,
      alreadyRefunded: q.alreadyRefunded,
      policy: { percent: q.policyPercent, total: q.policyTotal, remaining: q.policyRemaining, day: q.policyDay },
      override: above > 0 ? { reason: override!.reason, abovePolicy: above } : null,
    },
  };
}

async function settlePackage(
  ctx: ServiceContext,
  tx: Tx,
  staff: Viewer,
  facts: Extract<Facts, { kind: 'PACKAGE' }>,
  moved: BookingMoved[],
  { cancels, amount, reason, override }: { cancels: boolean } & Omit<Settlement, 'cancel'>,
) {
  const booking = facts.booking;
  const q = quoteOf(facts, cancels);
  checkAmount(q, amount, override);
  if (cancels)
    await endBooking(tx, booking, { by: 'staff', moved }, { cancellationReason: booking.cancellationReason ?? reason });
  const rows = amount > 0 ? await createRefundRows(tx, booking, amount, reason, staff.id) : [];
  const { suffix, after } = auditMoney(q, amount, override);
  const refunding = amount > 0 ? `, refunding ${money(amount, q)}` : ', no refund';
  await recordAudit(tx, staff, {
    action: cancels ? 'booking.cancel' : 'booking.refund',
    entityType: 'Booking',
    entityId: booking.id,
    summary: cancels
      ? `Cancelled ${booking.reference}${refunding}: ${reason}${suffix}`
      : `Refunded ${money(amount, q)} of ${booking.reference}: ${reason}${suffix}`,
    ...(cancels ? { before: { status: booking.status } } : {}),
    after: {
      ...(cancels ? { status: 'CANCELLED' } : {}),
      reason,
      amount,
      refundIds: rows.map((row) => row.id),
      ...after,
    },
  });
  if (cancels) {
    // Read after the refund rows are written: the email states them with what was refunded before.
    const paid = await readMoneySummary(tx, booking.id);
    await queueEmail(ctx, tx, bookingCancelledEmail(ctx.config.publicUrl, emailBooking(booking), paid));
  }
  return rows;
}

async function settleTrip(
  ctx: ServiceContext,
  tx: Tx,
  staff: Viewer,
  facts: Extract<Facts, { kind: 'TRIP' }>,
  { cancels, amount, reason, override }: { cancels: boolean } & Omit<Settlement, 'cancel'>,
) {
  const trip = facts.booking;
  const q = quoteOf(facts, cancels);
  checkAmount(q, amount, override);
  if (cancels) {
    const status = trip.status as TripBookingStatus;
    if (!(await moveTripBooking(tx, { id: trip.id, status }, 'CANCELLED', 'staff')))
      throw conflict('BOOKING_NOT_CANCELLABLE');
    await releaseSeats(tx, trip.id);
  }
  const rows = amount > 0 ? await createRefundRows(tx, trip, amount, reason, staff.id) : [];
  if (cancels) await mailTripCancelled(ctx, tx, trip.id);
  const { suffix, after } = auditMoney(q, amount, override);
  await recordAudit(tx, staff, {
    action: 'tripBooking.refund',
    entityType: 'TripBooking',
    entityId: trip.id,
    summary: cancels
      ? `Cancelled ${trip.reference}, refunding ${money(amount, q)}: ${reason}${suffix}`
      : `Refunded ${money(amount, q)} of ${trip.reference}: ${reason}${suffix}`,
    after: { ...(cancels ? { status: 'CANCELLED' } : {}), reason, amount, refundIds: rows.map((r) => r.id), ...after },
  });
  return rows;
}

/**
 * The one settlement of a booking: cancel it (when `cancel`) and refund `amount`, under its row locks, in one
 * transaction with the audit entry and the email; the provider is asked after the commit. Refusals leave nothing
 * written: 409 BOOKING_ALREADY_OVER / BOOKING_NOT_CANCELLABLE, NOTHING_TO_REFUND, REFUND_TOO_MUCH, REFUND_ABOVE_POLICY.
 */
async function settle(ctx: ServiceContext, kind: BookingKind, targetId: number, s: Settlement) {
  const staff = requireStaff(ctx.viewer);
  const { facts, rows, cancels } = await withBookingMoves(ctx.db, published(ctx), async (tx, moved) => {
    const facts = await lockFacts(tx, kind, targetId);
    const cancels = typeof s.cancel === 'function' ? s.cancel(facts.booking.status) : s.cancel;
    if (cancels && !facts.canCancel) {
      if (facts.kind === 'TRIP') throw conflict('BOOKING_NOT_CANCELLABLE');
      throw conflict('BOOKING_ALREADY_OVER', { status: facts.booking.status });
    }
    const settlement = { cancels, amount: s.amount, reason: s.reason, override: s.override };
    const rows: RequestedRefund[] =
      facts.kind === 'PACKAGE'
        ? await settlePackage(ctx, tx, staff, facts, moved, settlement)
        : await settleTrip(ctx, tx, staff, facts, settlement);
    return { facts, rows, cancels };
  });
  if (cancels && facts.kind === 'PACKAGE') afterCancelled(ctx, facts.booking);
  await sendRefunds(ctx, rows);
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/** GraphQL settleBooking: either kind, cancel or not; answers the booking's quote as it now stands. */
export async function settleBooking(ctx: ServiceContext, input: unknown): Promise<SettlementQuote> {
  requireStaff(ctx.viewer);
  const head = parseInput(settleHead, input);
  const given = input as { amount?: unknown; reason?: unknown; override?: unknown };
  if (head.cancel) {
    const body = parseInput(staffCancelInput, { ...given, refundAmount: given.amount });
    await settle(ctx, head.kind, head.id, { ...body, cancel: true, amount: body.refundAmount });
  } else {
    await settle(ctx, head.kind, head.id, { ...parseInput(staffRefundInput, given), cancel: false });
  }
  return ctx.db.$transaction(async (tx) => quoteOf(await lockFacts(tx, head.kind, head.id), false));
}

/** Staff cancel a package booking with a reason, refunding what they decide within the settlement's rules. */
export async function cancelBooking(ctx: ServiceContext, bookingId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const { reason, refundAmount, override } = parseInput(staffCancelInput, input);
  await settle(ctx, 'PACKAGE', targetId, { cancel: true, amount: refundAmount, reason, override });
  return cancellationQuote(ctx, targetId);
}

/** Staff refund (part of) what a package booking paid, without cancelling it. */
export async function refundBooking(ctx: ServiceContext, bookingId: unknown, input: unknown): Promise<void> {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const { amount, reason, override } = parseInput(staffRefundInput, input);
  await settle(ctx, 'PACKAGE', targetId, { cancel: false, amount, reason, override });
}

/**
 * Staff refund a trip booking: a PAID one is cancelled with its seats back (decision 0047), one already cancelled
 * only refunded. Answers the minor units asked back.
 */
export async function staffRefundTripBooking(ctx: ServiceContext, tripBookingId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, tripBookingId);
  const { amount, reason, override } = parseInput(staffRefundInput, input);
  const cancel = (status: string) => (status as TripBookingStatus) === 'PAID';
  return { refunded: await settle(ctx, 'TRIP', targetId, { cancel, amount, reason, override }) };
}
