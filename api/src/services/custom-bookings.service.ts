import { z } from 'zod';
import type { ServiceContext } from '../lib/context.ts';
import { id, pageWindow, parseInput } from '../lib/validation.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import { releaseHeldSeats } from './seat-ledger.ts';

export const customBookingInclude = { transport: true, serviceClass: true } as const;

const statusInput = z.object({
  status: z.enum(['CONFIRMED', 'CANCELLED'], { error: 'Status must be CONFIRMED or CANCELLED.' }),
});

export async function listCustomBookings(ctx: ServiceContext, args?: unknown) {
  requireStaff(ctx.viewer);
  const [items, total] = await Promise.all([
    ctx.db.customBooking.findMany({ include: customBookingInclude, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(args) }),
    ctx.db.customBooking.count(),
  ]);
  return { items, total };
}

/** Staff confirm or cancel a pending custom booking; both are final. */
export async function updateCustomBookingStatus(ctx: ServiceContext, bookingId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const { status } = parseInput(statusInput, input);
  // Cancelling gives a searched trip's seats back, in the transaction that makes the (one-time) transition.
  const changed = await ctx.db.$transaction(async (tx) => {
    const updated = await tx.customBooking.updateMany({ where: { id: targetId, status: 'PENDING' }, data: { status } });
    if (updated.count > 0 && status === 'CANCELLED') await releaseHeldSeats(tx, targetId);
    return updated;
  });
  const booking = await ctx.db.customBooking.findUnique({ where: { id: targetId }, include: customBookingInclude });
  if (!booking) throw notFound('Custom booking not found.');
  if (changed.count === 0 && booking.status !== status) throw badRequest(`This booking is already ${booking.status}.`);
  return booking;
}
