import type { Prisma, TransactionClient } from '@rihla/db';
import { moveBooking, targetsOf, withBookingMoves } from '@rihla/db/booking-lifecycle';
import { releaseDepartureSeats, releaseSeats, retakeSeats } from '@rihla/db/seat-ledger';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireAdmin, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { id, issueMessage, listPage, parseInput, text } from '../lib/validation.ts';
import { publishStatusChange } from './live.service.ts';
import { BOOKING_KINDS } from './payable-bookings.ts';
import { requestStatsRefresh } from './stats.service.ts';

// Staff decide what a booking the worker could not settle (NEEDS_REVIEW) really is, and admins see and replay
// the payment events the worker gave up on (docs/decisions/0007, section 2).

export const PAYMENT_EVENT_STATES = ['DEAD', 'PENDING', 'PROCESSED'] as const;
// What staff may make of a booking in review: its staff moves out of NEEDS_REVIEW in the lifecycle table (0031).
export const REVIEW_RESOLUTIONS = targetsOf('NEEDS_REVIEW', 'staff');

const STATE_INVALID = issueMessage('PAYMENT_EVENT_STATE_INVALID', { states: PAYMENT_EVENT_STATES.join(', ') });

export const eventListInput = z.object({
  // REST passes ?state=dead; GraphQL passes the enum.
  state: z
    .string({ error: STATE_INVALID })
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(PAYMENT_EVENT_STATES, { error: STATE_INVALID }))
    .default('DEAD'),
});

const eventIdInput = z
  .string({ error: 'PAYMENT_EVENT_ID_INVALID' })
  .min(1, { error: 'PAYMENT_EVENT_ID_INVALID' })
  .max(255, { error: 'PAYMENT_EVENT_ID_INVALID' })
  // Provider event ids are printable ASCII (evt_...); anything else, a NUL byte included, names no event.
  .regex(/^[\x21-\x7e]+$/, { error: 'PAYMENT_EVENT_ID_INVALID' });

export const resolutionInput = z.object({
  resolution: z.enum(REVIEW_RESOLUTIONS, {
    error: issueMessage('REVIEW_RESOLUTION_INVALID', { resolutions: REVIEW_RESOLUTIONS.join(', ') }),
  }),
  note: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    text(500, 'REVIEW_NOTES_TOO_LONG').optional(),
  ),
  kind: z.enum(BOOKING_KINDS, { error: 'PAYMENT_KIND_INVALID' }).default('PACKAGE'),
});

const eventColumns = {
  id: true,
  type: true,
  receivedAt: true,
  processedAt: true,
  deadAt: true,
  attempts: true,
  lastError: true,
} as const satisfies Prisma.PaymentEventSelect;

const reviewColumns = { status: true, reviewReason: true, paidAt: true, reference: true } as const;

function eventsIn(state: (typeof PAYMENT_EVENT_STATES)[number]): Prisma.PaymentEventWhereInput {
  if (state === 'PROCESSED') return { processedAt: { not: null } };
  if (state === 'DEAD') return { processedAt: null, deadAt: { not: null } };
  return { processedAt: null, deadAt: null };
}

/** Newest first; the payload stays out (it is the provider's, and can be large). */
export async function listPaymentEvents(ctx: ServiceContext, args?: unknown) {
  requireAdmin(ctx.viewer);
  const { state } = parseInput(eventListInput, {
    state: (args as { state?: unknown } | undefined)?.state ?? undefined,
  });
  const where = eventsIn(state);
  return listPage(
    args,
    (window) =>
      ctx.db.paymentEvent.findMany({
        where,
        select: eventColumns,
        orderBy: [{ receivedAt: 'desc' }, { id: 'asc' }],
        ...window,
      }),
    () => ctx.db.paymentEvent.count({ where }),
  );
}

/**
 * Gives a dead event a fresh set of attempts and queues it (retrying its failed job). If Redis is down the
 * event is left unqueued, and the worker's sweeper queues it within seconds of Redis coming back.
 */
export async function replayPaymentEvent(ctx: ServiceContext, eventId: unknown) {
  const admin = requireAdmin(ctx.viewer);
  const targetId = parseInput(eventIdInput, eventId);
  const revived = await ctx.db.$transaction(async (tx) => {
    const dead = await tx.paymentEvent.findFirst({
      where: { id: targetId, processedAt: null, deadAt: { not: null } },
      select: { type: true, attempts: true, lastError: true },
    });
    const changed = await tx.paymentEvent.updateMany({
      where: { id: targetId, processedAt: null, deadAt: { not: null } },
      data: { deadAt: null, attempts: 0, queuedAt: null },
    });
    if (changed.count > 0 && dead)
      await recordAudit(tx, admin, {
        action: 'payment-event.replay',
        entityType: 'PaymentEvent',
        entityId: targetId,
        summary: `Replayed the dead payment event ${targetId} (${dead.type}) after ${dead.attempts} failed attempts`,
        before: { dead: true, attempts: dead.attempts },
        after: { dead: false, attempts: 0 },
      });
    return changed;
  });
  if (revived.count === 0) {
    const event = await ctx.db.paymentEvent.findUnique({ where: { id: targetId }, select: { processedAt: true } });
    if (!event) throw notFound('PAYMENT_EVENT_NOT_FOUND');
    throw conflict(event.processedAt ? 'PAYMENT_EVENT_PROCESSED' : 'PAYMENT_EVENT_NOT_DEAD');
  }
  await ctx.queues.queueRecordedEvent(ctx.db, targetId).catch(() => undefined);
  return ctx.db.paymentEvent.findUniqueOrThrow({ where: { id: targetId }, select: eventColumns });
}

/**
 * Settles a booking in NEEDS_REVIEW as staff decided (after checking the provider's dashboard): PAID, FAILED or
 * CANCELLED. The worker's reason stays, with the decision and the note appended, so the history is kept.
 */
export async function resolveBookingReview(ctx: ServiceContext, bookingId: unknown, input: unknown): Promise<true> {
  const staff = requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const { resolution, note, kind } = parseInput(resolutionInput, input);
  const found =
    kind === 'PACKAGE'
      ? await ctx.db.booking.findUnique({ where: { id: targetId }, select: reviewColumns })
      : await ctx.db.tripBooking.findUnique({ where: { id: targetId }, select: reviewColumns });
  if (!found) throw notFound('BOOKING_NOT_FOUND');
  if (found.status !== 'NEEDS_REVIEW') throw conflict('BOOKING_NOT_IN_REVIEW', { status: found.status });

  const data = {
    reviewReason: [found.reviewReason, decisionLine(staff, resolution, note)].filter(Boolean).join('\n'),
    ...(resolution === 'PAID' ? { paidAt: found.paidAt ?? new Date() } : {}),
  };
  // A package booking cancelled from review is cancelled as any other: stamped, so it stays "cancelled" after a refund.
  const cancelled = kind === 'PACKAGE' && resolution === 'CANCELLED' ? { cancelledAt: new Date() } : {};
  const where = { id: targetId, status: 'NEEDS_REVIEW' as const };
  const audited = async (tx: TransactionClient) => {
    await recordAudit(tx, staff, {
      action: 'booking.review-resolve',
      entityType: kind === 'TRIP' ? 'TripBooking' : 'Booking',
      entityId: targetId,
      summary: `Resolved the ${kind === 'TRIP' ? 'trip ' : ''}booking ${found.reference} in review as ${resolution}${note ? `: ${note}` : ''}`,
      before: { status: 'NEEDS_REVIEW' },
      after: { status: resolution, ...(note ? { note } : {}) },
    });
    return true;
  };
  const publish = (message: Parameters<typeof publishStatusChange>[1]) => publishStatusChange(ctx, message);
  const resolved = await withBookingMoves(ctx.db, publish, async (tx, moved) => {
    if (kind === 'TRIP') {
      const changed = await tx.tripBooking.updateMany({
        where,
        data: { ...data, status: resolution, ...(resolution === 'PAID' ? { holdExpiresAt: null } : {}) },
      });
      if (changed.count === 0) return false;
      // A paid trip must hold its seats (they may have been sold after its hold expired); a cancelled one gives
      // them back. A failed one keeps its hold until the hold expires, as any unpaid trip booking does.
      if (resolution === 'PAID') {
        const seats = await retakeSeats(tx, targetId);
        if (seats !== 'held') throw conflict(seats === 'departed' ? DEPARTED : SEATS_SOLD);
      }
      if (resolution === 'CANCELLED') await releaseSeats(tx, targetId);
      return audited(tx);
    }
    const booking = { id: targetId, status: 'NEEDS_REVIEW' };
    if (!(await moveBooking(tx, booking, resolution, { by: 'staff', data: { ...data, ...cancelled }, moved })))
      return false;
    if (resolution === 'CANCELLED') await releaseDepartureSeats(tx, targetId);
    return audited(tx);
  });
  // Another staff member resolved it between the read and the write.
  if (!resolved) throw conflict('BOOKING_RESOLVED_MEANWHILE');
  // A package booking's move was published by withBookingMoves; trip bookings keep no lifecycle table.
  if (kind === 'TRIP') publish({ kind, id: targetId, status: resolution });
  requestStatsRefresh(ctx);
  return true;
}

const SEATS_SOLD = 'REVIEW_SEATS_SOLD';
const DEPARTED = 'REVIEW_DEPARTED';

function decisionLine(staff: Viewer, resolution: string, note: string | undefined): string {
  return `Resolved as ${resolution} by ${staff.name}${note ? `: ${note}` : '.'}`;
}
