import { z } from 'zod';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { parseInput } from '../lib/validation.ts';
import { OPEN_INTENT_STATUSES } from '../payments/provider.ts';
import { bookingInclude } from './bookings.service.ts';
import { formatMoney } from '../lib/money.ts';

const REQUIRED = 'bookingId and amount are required';

const intentInput = z.object({
  bookingId: z.coerce.number({ error: REQUIRED }).int({ error: REQUIRED }).positive({ error: REQUIRED }),
  amount: z.coerce.number({ error: REQUIRED }).refine((n) => Number.isFinite(n) && n !== 0, { error: REQUIRED }),
  currency: z.string().trim().toUpperCase().default('USD'),
});

export function getPaymentConfig(ctx: ServiceContext) {
  return { provider: ctx.payments.name, publishableKey: ctx.payments.publishableKey };
}

/**
 * Starts (or resumes) the card payment of a booking. The server owns the price: the amount and currency
 * sent must equal what the booking owes, and a second call reuses the booking's open intent.
 */
export async function createPaymentIntent(ctx: ServiceContext, input: unknown) {
  const data = parseInput(intentInput, input);
  const booking = await ctx.db.booking.findUnique({ where: { id: data.bookingId }, include: bookingInclude });
  if (!booking) throw notFound('Booking not found.');
  if (booking.status !== 'PENDING' && booking.status !== 'FAILED') {
    throw badRequest(`This booking is ${booking.status} and cannot be paid.`);
  }
  if (booking.amount == null || !booking.currency) {
    throw badRequest('This booking has no price yet. Our team will contact you with a quote.');
  }
  if (data.amount !== booking.amount || data.currency !== booking.currency) {
    throw badRequest(`The amount does not match what this booking owes (${formatMoney(booking.amount, booking.currency)}).`);
  }

  const existing = booking.paymentIntentId ? await ctx.payments.retrieveIntent(booking.paymentIntentId) : null;
  const reusable = existing && OPEN_INTENT_STATUSES.has(existing.status) ? existing : null;
  const intent =
    reusable ??
    (await ctx.payments.createIntent({
      bookingId: booking.id,
      amount: booking.amount,
      currency: booking.currency,
      // Same booking, same amount: the provider returns the same intent even under concurrent calls.
      idempotencyKey: `booking-${booking.id}-${booking.amount}-${booking.currency}-${booking.paymentIntentId ?? 'first'}`,
    }));
  const updated =
    intent.id === booking.paymentIntentId
      ? booking
      : await ctx.db.booking.update({ where: { id: booking.id }, data: { paymentIntentId: intent.id }, include: bookingInclude });
  return { clientSecret: intent.clientSecret, booking: updated, provider: ctx.payments.name, publishableKey: ctx.payments.publishableKey };
}

/** Lets whoever holds an intent's client secret (the paying visitor) follow the booking's status. */
export async function paymentStatus(ctx: ServiceContext, clientSecret: unknown) {
  const secret = parseInput(z.string().trim().min(1, { error: 'clientSecret is required.' }), clientSecret);
  const intentId = await ctx.payments.intentIdForSecret(secret);
  const booking = intentId ? await ctx.db.booking.findUnique({ where: { paymentIntentId: intentId } }) : null;
  if (!booking) throw notFound('Payment not found.');
  return booking.status;
}
