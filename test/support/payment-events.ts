import { randomUUID } from 'node:crypto';

import type { Prisma, PrismaClient } from '@rihla/db';

import { processPaymentEvent } from '../../worker/src/payment-events.ts';
import { aBooking } from './factories.ts';

/**
 * The payment provider's side of a test: intents as checkout records them and events as the webhook stores them,
 * for API and worker tests alike.
 */

/** Unique per call: completed jobs keep their id in Redis for a day, so ids must never repeat in a run. */
export function newEventId(label: string): string {
  return `evt_${label}_${randomUUID().slice(0, 8)}`;
}

type IntentRow = {
  id: string;
  bookingId?: number;
  tripBookingId?: number;
  amount: number;
  currency: string;
  cancelledAt?: Date;
};

export function recordIntent(db: PrismaClient, intent: IntentRow) {
  return db.paymentIntent.create({ data: { provider: 'demo', ...intent } });
}

/**
 * A USD 1,500.00 booking (no package unless given) whose checkout created an intent, as the API does: the intent
 * is recorded in PaymentIntent and is the booking's current one. Pass paymentIntentId: null for a booking never
 * sent to checkout.
 */
export async function aBookingAtCheckout(db: PrismaClient, data: Partial<Prisma.BookingUncheckedCreateInput> = {}) {
  const { accessToken: _shown, ...booking } = await aBooking(db, {
    name: 'Amina Test',
    email: 'amina@example.com',
    packageId: null,
    amount: 150_000,
    currency: 'USD',
    accessTokenHash: null,
    accessExpiresAt: null,
    ...data,
    paymentIntentId: null,
  });
  if (data.paymentIntentId === null) return booking;
  const intentId = data.paymentIntentId ?? `pi_booking${booking.id}_${randomUUID().slice(0, 8)}`;
  await recordIntent(db, {
    id: intentId,
    bookingId: booking.id,
    amount: booking.amount ?? 0,
    currency: booking.currency ?? 'USD',
  });
  return db.booking.update({ where: { id: booking.id }, data: { paymentIntentId: intentId } });
}

export type EventOptions = {
  bookingId?: number;
  tripBookingId?: number;
  paymentIntentId?: string;
  refunded?: boolean;
  /** charge.* events: what was refunded of the charge so far (Stripe's cumulative amount_refunded). */
  amountRefunded?: number;
  /** null: the field is left out of the intent. */
  amountReceived?: number | null;
  currency?: string;
};

/** A payload shaped like Stripe's: a payment_intent, or a charge for charge.* types. */
export function stripeEvent(id: string, type: string, options: EventOptions) {
  const { bookingId, tripBookingId, paymentIntentId = `pi_${id}`, refunded = true } = options;
  const { amountReceived = 150_000, currency = 'usd' } = options;
  const metadata = {
    ...(bookingId === undefined ? {} : { bookingId: String(bookingId) }),
    ...(tripBookingId === undefined ? {} : { tripBookingId: String(tripBookingId) }),
  };
  const object = type.startsWith('charge.')
    ? {
        id: `ch_${id}`,
        object: 'charge',
        payment_intent: paymentIntentId,
        amount: amountReceived ?? 150_000,
        ...(options.amountRefunded === undefined ? {} : { amount_refunded: options.amountRefunded }),
        currency,
        refunded,
        metadata,
      }
    : {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: amountReceived ?? 150_000,
        ...(amountReceived === null ? {} : { amount_received: amountReceived }),
        currency,
        metadata,
      };
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

/**
 * What the webhook does before queueing: store the verified event. Without a paymentIntentId the event is for
 * the named booking's current intent, as a real checkout's would be.
 */
export async function recordEvent(db: PrismaClient, type: string, options: EventOptions & { label?: string }) {
  const id = newEventId(options.label ?? type.replace(/\W/g, '_'));
  const currentIntent = options.paymentIntentId ?? (await currentIntentOf(db, options));
  const payload = stripeEvent(id, type, { ...options, ...(currentIntent ? { paymentIntentId: currentIntent } : {}) });
  await db.paymentEvent.create({ data: { id, type, payload } });
  return id;
}

async function currentIntentOf(db: PrismaClient, { bookingId, tripBookingId }: EventOptions) {
  if (bookingId !== undefined) return (await db.booking.findUnique({ where: { id: bookingId } }))?.paymentIntentId;
  if (tripBookingId !== undefined)
    return (await db.tripBooking.findUnique({ where: { id: tripBookingId } }))?.paymentIntentId;
  return undefined;
}

/**
 * A booking at checkout (`data` as for aBookingAtCheckout) paid in full through the worker, as the provider's
 * payment_intent.succeeded leaves it; the booking is answered as it was before the payment.
 */
export async function paidThroughWorker(db: PrismaClient, data: Partial<Prisma.BookingUncheckedCreateInput> = {}) {
  const booking = await aBookingAtCheckout(db, data);
  const eventId = await recordEvent(db, 'payment_intent.succeeded', {
    bookingId: booking.id,
    paymentIntentId: booking.paymentIntentId!,
    amountReceived: booking.amount ?? 0,
    currency: (booking.currency ?? 'USD').toLowerCase(),
  });
  const outcome = await processPaymentEvent(db, eventId);
  if (outcome !== 'applied') throw new Error(`The payment of booking ${booking.id} was not applied: ${outcome}`);
  return booking;
}
