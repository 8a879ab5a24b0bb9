import { z } from 'zod';
import type { ServiceContext } from '../lib/context.ts';
import { currency, email, id, pageWindow, parseInput, trimmed } from '../lib/validation.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import { requestStatsRefresh } from './stats.service.ts';

const createBookingInput = z.object({
  name: trimmed('Please enter your name.').pipe(z.string().max(200)),
  email: email(),
  // The form requires a phone; API clients may omit it, and an empty one is stored as null (spec 5).
  phone: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v ?? null), z.string().max(40).nullable()),
  packageId: z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), id.optional()),
});

const quoteInput = z.object({
  amount: z.coerce.number({ error: 'Amount must be a positive whole number of minor units.' }).int({ error: 'Amount must be a positive whole number of minor units.' }).positive({ error: 'Amount must be a positive whole number of minor units.' }),
  currency,
});

export const bookingInclude = { package: true } as const;

export async function createBooking(ctx: ServiceContext, input: unknown) {
  const data = parseInput(createBookingInput, input);
  const pkg = data.packageId ? await ctx.db.package.findUnique({ where: { id: data.packageId } }) : null;
  if (data.packageId && !pkg) throw badRequest('The selected package does not exist.');
  const booking = await ctx.db.booking.create({
    data: {
      name: data.name,
      email: data.email,
      phone: data.phone,
      packageId: pkg?.id ?? null,
      source: 'WEB',
      // The price is fixed when booking: later package price changes do not alter what this customer owes.
      amount: pkg?.price ?? null,
      currency: pkg?.price != null ? pkg.currency : null,
    },
    include: bookingInclude,
  });
  await requestStatsRefresh(ctx);
  const message = booking.amount
    ? 'Booking received'
    : 'Booking received. Our team will contact you shortly with a quote.';
  return { message, booking };
}

export async function listBookings(ctx: ServiceContext, args?: unknown) {
  requireStaff(ctx.viewer);
  const [items, total] = await Promise.all([
    ctx.db.booking.findMany({ include: bookingInclude, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(args) }),
    ctx.db.booking.count(),
  ]);
  return { items, total };
}

/** Staff set the amount due on a booking whose package has no price, so the customer can pay it. */
export async function setBookingQuote(ctx: ServiceContext, bookingId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const quote = parseInput(quoteInput, input);
  const booking = await ctx.db.booking.findUnique({ where: { id: targetId }, include: bookingInclude });
  if (!booking) throw notFound('Booking not found.');
  if (booking.package?.price != null) throw badRequest('This booking’s package has a price; quotes are for unpriced bookings.');
  if (booking.status !== 'PENDING' && booking.status !== 'FAILED') throw badRequest(`A ${booking.status} booking cannot be re-quoted.`);
  // A new amount invalidates any intent created for the old one.
  return ctx.db.booking.update({
    where: { id: targetId },
    data: { amount: quote.amount, currency: quote.currency, paymentIntentId: null },
    include: bookingInclude,
  });
}
