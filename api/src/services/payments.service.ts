import type { ErrorReason } from '@rihla/db/error-reasons';
import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict } from '../lib/errors.ts';
import { currency, id, int, parseInput, strictBoolean } from '../lib/validation.ts';
import { type Intent, type IntentMetadata, OPEN_INTENT_STATUSES } from '../payments/provider.ts';
import { bookingInclude } from './bookings.service.ts';
import {
  ALREADY_PAID,
  BOOKING_KINDS,
  type BookingKind,
  checkoutView,
  type DueNow,
  dueNow,
  holdLapsed,
  markIntentCancelled,
  PAYABLE_NOW,
  type PayableBooking,
  refuseIfCharged,
  requirePayableBooking,
  setCurrentIntent,
} from './payable-bookings.ts';

const REQUIRED = 'MANUAL_CHECKOUT_REQUIRED';
const AMOUNT_MISMATCH = 'AMOUNT_MISMATCH';
// An expired hold is not re-held here: that would let one client renew holds past MAX_OPEN_HOLDS (decision 0007).
const HOLD_EXPIRED: Record<BookingKind, ErrorReason> = {
  TRIP: 'HOLD_EXPIRED',
  PACKAGE: 'PACKAGE_HOLD_EXPIRED',
};

const kind = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(BOOKING_KINDS, { error: 'BOOKING_KIND_INVALID' }).default('PACKAGE'),
);

export const intentInput = z.object({
  bookingId: int(REQUIRED, { min: 1 }),
  amount: int(REQUIRED, { min: 1 }),
  currency: currency.default('USD'),
  kind,
  // A booking asking a deposit may be paid in full at once instead ("Pay the full amount instead").
  payInFull: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    strictBoolean('PAY_IN_FULL_INVALID').default(false),
  ),
});
export const statusInput = z.object({ bookingId: int('BOOKING_ID_REQUIRED', { min: 1 }), kind });
export const checkoutInput = z.object({ id, kind });

export function getPaymentConfig(ctx: ServiceContext) {
  return { provider: ctx.payments.name, publishableKey: ctx.payments.publishableKey };
}

/**
 * Starts (or resumes) the card payment of a package or trip booking, for whoever holds its access token,
 * owns it or is staff. The server owns the price and decides what is paid now (dueNow: the deposit, the balance
 * or the whole amount, recorded as the intent's purpose): the amount and currency sent must equal it, and a
 * second call reuses the booking's open intent for the same payment instead of charging twice.
 */
export async function createPaymentIntent(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('payment', ctx.ip);
  const data = parseInput(intentInput, input);
  const booking = await requirePayableBooking(ctx, data.kind, data.bookingId);
  if (holdLapsed(booking)) throw conflict(HOLD_EXPIRED[booking.kind]);
  if (booking.status === 'PAID') throw conflict(ALREADY_PAID);
  if (!PAYABLE_NOW[booking.status]) throw badRequest('BOOKING_NOT_PAYABLE', { status: booking.status });
  if (booking.amount == null || !booking.currency) throw badRequest('BOOKING_UNPRICED');
  const due = dueNow(booking, { payInFull: data.payInFull });
  if (!due) throw conflict(ALREADY_PAID);
  // Never name the amount owed: the message would tell a caller what they are not entitled to know.
  if (data.amount !== due.amount || data.currency !== booking.currency) throw badRequest(AMOUNT_MISMATCH);

  const owed: Owed = { ...due, currency: booking.currency };
  const intent = (await reusableIntent(ctx, booking, owed)) ?? (await recordNewIntent(ctx, booking, owed));
  const current = { ...booking, paymentIntentId: intent.id };
  return {
    clientSecret: intent.clientSecret,
    booking:
      booking.kind === 'PACKAGE'
        ? await ctx.db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: bookingInclude })
        : null,
    checkout: checkoutView(current),
    provider: ctx.payments.name,
    publishableKey: ctx.payments.publishableKey,
  };
}

type Owed = DueNow & { currency: string };

/**
 * The booking's current intent if it is still open for exactly this payment; an open one for another amount or
 * purpose is cancelled. An intent that paid (the deposit's, once the balance is due) is history, not reusable.
 */
async function reusableIntent(ctx: ServiceContext, booking: PayableBooking, owed: Owed): Promise<Intent | null> {
  if (!booking.paymentIntentId) return null;
  if (booking.payments.some((p) => p.intentId === booking.paymentIntentId)) return null;
  const current = await ctx.payments.retrieveIntent(booking.paymentIntentId);
  refuseIfCharged(current);
  if (!current || !OPEN_INTENT_STATUSES.has(current.status)) return null;
  const record = await ctx.db.paymentIntent.findUnique({ where: { id: current.id } });
  // Intents made before the PaymentIntent table existed have no record: the provider's own terms decide.
  const terms = record ?? { ...current, purpose: 'FULL' };
  const same = terms.amount === owed.amount && terms.currency === owed.currency && terms.purpose === owed.purpose;
  if (!record?.cancelledAt && same) return current;
  await ctx.payments.cancelIntent(current.id);
  await markIntentCancelled(ctx.db, current.id);
  return null;
}

async function recordNewIntent(ctx: ServiceContext, booking: PayableBooking, owed: Owed): Promise<Intent> {
  const owner = booking.kind === 'TRIP' ? { tripBookingId: booking.id } : { bookingId: booking.id };
  const previous =
    booking.paymentIntentId ??
    (await ctx.db.paymentIntent.findFirst({ where: owner, orderBy: { createdAt: 'desc' }, select: { id: true } }))?.id;
  const metadata: IntentMetadata =
    booking.kind === 'TRIP' ? { tripBookingId: String(booking.id) } : { bookingId: String(booking.id) };
  const { purpose, amount, currency } = owed;
  // A deposit or balance names its purpose in the key; a full payment keeps the key it always had.
  const forPurpose = purpose === 'FULL' ? '' : `-${purpose.toLowerCase()}`;
  const intent = await ctx.payments.createIntent({
    metadata,
    amount,
    currency,
    // Same booking, same payment, same predecessor: the provider returns the same intent even under concurrent calls.
    idempotencyKey: `${booking.kind === 'TRIP' ? 'trip' : 'booking'}-${booking.id}${forPurpose}-${amount}-${currency}-${previous ?? 'first'}`,
  });
  await ctx.db.$transaction([
    ctx.db.paymentIntent.upsert({
      where: { id: intent.id },
      create: { id: intent.id, ...owner, amount, currency, purpose, provider: ctx.payments.name },
      update: {},
    }),
    setCurrentIntent(ctx.db, booking, intent.id),
  ]);
  return intent;
}

/** The checkout's polling: the booking's status, for whoever may see the booking. */
export async function paymentStatus(ctx: ServiceContext, input: unknown) {
  const data = parseInput(statusInput, input);
  return checkoutView(await requirePayableBooking(ctx, data.kind, data.bookingId)).status;
}

/** What the checkout page shows about a booking before and after paying. */
export async function checkoutBooking(ctx: ServiceContext, input: unknown) {
  const data = parseInput(checkoutInput, input);
  return checkoutView(await requirePayableBooking(ctx, data.kind, data.id));
}
