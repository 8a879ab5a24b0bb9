import type { Prisma, TransactionClient } from '@rihla/db';
import { moveBooking, withBookingMoves } from '@rihla/db/booking-lifecycle';
import { releaseDepartureSeats, releaseSeats, retakeSeats } from '@rihla/db/seat-ledger';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireAdmin, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { id, listPage, parseInput, text } from '../lib/validation.ts';
import { publishStatusChange } from './live.service.ts';
import { BOOKING_KINDS } from './payable-bookings.ts';
import { requestStatsRefresh } from './stats.service.ts';

// Staff decide what a booking the worker could not settle (NEEDS_REVIEW) really is, and admins see and replay
// the payment events the worker gave up on (docs/decisions/0007, section 2).

export const PAYMENT_EVENT_STATES = ['DEAD', 'PENDING', 'PROCESSED'] as const;
export const REVIEW_RESOLUTIONS = ['PAID', 'FAILED', 'CANCELLED'] as const;

export const eventListInput = z.object({
  // REST passes ?state=dead; GraphQL passes the enum.
  state: z
    .string({ error: `State must be one of: ${PAYMENT_EVENT_STATES.join(', ')}.` })
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(PAYMENT_EVENT_STATES, { error: `State must be one of: ${PAYMENT_EVENT_STATES.join(', ')}.` }))
    .default('DEAD'),
});

const eventIdInput = z
  .string({ error: 'Invalid event id.' })
  .min(1, { error: 'Invalid event id.' })
  .max(255, { error: 'Invalid event id.' })
  // Provider event ids are printable ASCII (evt_...); anything else, a NUL byte included, names no event.
  .regex(/^[\x21-\x7e]+$/, { error: 'Invalid event id.' });

export const resolutionInput = z.object({
  resolution: z.enum(REVIEW_RESOLUTIONS, { error: `Resolution must be one of: ${REVIEW_RESOLUTIONS.join(', ')}.` }),
  note: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    text(500, 'Notes are at most 500 characters.').optional(),
  ),
  kind: z.enum(BOOKING_KINDS, { error: 'Kind must be PACKAGE or TRIP.' }).default('PACKAGE'),
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
    if (!event) throw notFound('Payment event not found.');
    throw conflict(event.processedAt ? 'This event was already processed.' : 'Only a dead event can be replayed.');
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
      : await ctx.db.customBooking.findUnique({ where: { id: targetId }, select: reviewColumns });
  if (!found) throw notFound('Booking not found.');
  if (found.status !== 'NEEDS_REVIEW')
    throw conflict(`Only a booking in review can be resolved; this one is ${found.status}.`);

  const data = {
    reviewReason: [found.reviewReason, decisionLine(staff, resolution, note)].filter(Boolean).join('\n'),
    ...(resolution === 'PAID' ? { paidAt: found.paidAt ?? new Date() } : {}),
  };
  const where = { id: targetId, status: 'NEEDS_REVIEW' as const };
  const audited = async (tx: TransactionClient) => {
    await recordAudit(tx, staff, {
      action: 'booking.review-resolve',
      entityType: kind === 'TRIP' ? 'CustomBooking' : 'Booking',
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
      const changed = await tx.customBooking.updateMany({
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
    if (!(await moveBooking(tx, booking, resolution, { by: 'staff', data, moved }))) return false;
    if (resolution === 'CANCELLED') await releaseDepartureSeats(tx, targetId);
    return audited(tx);
  });
  // Another staff member resolved it between the read and the write.
  if (!resolved) throw conflict('This booking was resolved meanwhile.');
  // A package booking's move was published by withBookingMoves; trip bookings keep no lifecycle table.
  if (kind === 'TRIP') publish({ kind, id: targetId, status: resolution });
  requestStatsRefresh(ctx);
  return true;
}

const SEATS_SOLD =
  'The seats of this departure were sold meanwhile: refund the payment and cancel the booking instead.';
const DEPARTED = 'This departure has begun: refund the payment and cancel the booking instead.';

function decisionLine(staff: Viewer, resolution: string, note: string | undefined): string {
  return `Resolved as ${resolution} by ${staff.name}${note ? `: ${note}` : '.'}`;
}
