import { type Booking, createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aBookingAtCheckout, type EventOptions, recordEvent } from '../../test/support/payment-events.ts';
import { type PaymentEffect, type PaymentEventOutcome, processPaymentEvent } from '../src/payment-events.ts';

const db = createPrismaClient();

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

async function bookingState(id: number) {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id },
    include: { transitions: { orderBy: { id: 'asc' } } },
  });
  return { status: booking.status, transitions: booking.transitions.map((t) => `${t.from}->${t.to}`) };
}

/**
 * One booking and the events delivered for it, in order: what each event names (the booking unless said
 * otherwise), what processing it does, and the booking's state at the end.
 */
type Sequence = {
  booking?: Partial<Booking>;
  /** A payment of this amount recorded for the booking's intent (a Payment row, as the payment path writes it). */
  paid?: number;
  deliveries: { type: string; names?: (bookingId: number) => EventOptions; outcome: PaymentEventOutcome }[];
  ends: Partial<Awaited<ReturnType<typeof bookingState>>>;
};

describe('processPaymentEvent', () => {
  it('marks a booking PAID once however often the event is processed', async () => {
    const booking = await aBookingAtCheckout(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });

    const effects: PaymentEffect[] = [];
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => processPaymentEvent(db, eventId, undefined, (effect) => effects.push(effect))),
    );

    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    // The receipt's wake-up only: a booking paid in one go never had balance reminders to drop.
    expect(effects).toEqual([{ kind: 'email', emailId: expect.any(Number) }]);
    expect(await bookingState(booking.id)).toEqual({ status: 'PAID', transitions: ['PENDING->PAID'] });
    const paid = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.paymentIntentId).toBe(booking.paymentIntentId);
    const event = await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(event.processedAt).toBeInstanceOf(Date);
    expect(event.attempts).toBe(1);
  });

  it.each<[string, Sequence]>([
    [
      'keeps a booking PAID when a failure arrives after the success',
      {
        deliveries: [
          { type: 'payment_intent.succeeded', outcome: 'applied' },
          { type: 'payment_intent.payment_failed', outcome: 'noop' },
        ],
        ends: { status: 'PAID', transitions: ['PENDING->PAID'] },
      },
    ],
    [
      'pays a booking whose earlier attempt failed',
      {
        deliveries: [
          { type: 'payment_intent.payment_failed', outcome: 'applied' },
          { type: 'payment_intent.succeeded', outcome: 'applied' },
        ],
        ends: { status: 'PAID', transitions: ['PENDING->FAILED', 'FAILED->PAID'] },
      },
    ],
    [
      'refunds a paid booking found through its payment intent',
      {
        booking: { paymentIntentId: 'pi_refund_me', status: 'PAID' },
        paid: 150_000,
        deliveries: [
          // Charges do not carry the intent's metadata: the booking is found by the intent id stored on payment.
          { type: 'charge.refunded', names: () => ({ paymentIntentId: 'pi_refund_me' }), outcome: 'applied' },
        ],
        ends: { status: 'REFUNDED', transitions: ['PAID->REFUNDED'] },
      },
    ],
    [
      'keeps a refund delivered before its payment was recorded for staff',
      {
        booking: { paymentIntentId: 'pi_shuffled' },
        deliveries: [
          // No Payment row for the intent yet: money went back for a payment we never counted.
          { type: 'charge.refunded', names: () => ({ paymentIntentId: 'pi_shuffled' }), outcome: 'review' },
          {
            type: 'payment_intent.succeeded',
            names: (bookingId) => ({ bookingId, paymentIntentId: 'pi_shuffled' }),
            outcome: 'noop',
          },
        ],
        ends: { status: 'NEEDS_REVIEW', transitions: ['PENDING->NEEDS_REVIEW'] },
      },
    ],
    [
      'marks a paid booking PARTIALLY_REFUNDED after a partial refund',
      {
        booking: { status: 'PAID' },
        paid: 150_000,
        deliveries: [
          {
            type: 'charge.refunded',
            names: (bookingId) => ({ bookingId, refunded: false, amountRefunded: 50_000 }),
            outcome: 'applied',
          },
        ],
        ends: { status: 'PARTIALLY_REFUNDED', transitions: ['PAID->PARTIALLY_REFUNDED'] },
      },
    ],
    [
      'acknowledges an unknown event type without touching bookings',
      {
        deliveries: [{ type: 'customer.created', outcome: 'ignored' }],
        ends: { status: 'PENDING', transitions: [] },
      },
    ],
  ])('%s', async (_name, { booking: data, paid, deliveries, ends }) => {
    const booking = await aBookingAtCheckout(db, data);
    if (paid) {
      const payment = { intentId: booking.paymentIntentId!, purpose: 'FULL' as const, amount: paid, currency: 'USD' };
      await db.payment.create({
        data: { ...payment, bookingId: booking.id, provider: 'demo', receivedAt: new Date() },
      });
    }
    // All are stored before any is processed, as the webhook may store several before the worker runs.
    const eventIds: string[] = [];
    for (const { type, names } of deliveries) {
      eventIds.push(await recordEvent(db, type, names?.(booking.id) ?? { bookingId: booking.id }));
    }

    for (const [i, { type, outcome }] of deliveries.entries()) {
      expect(await processPaymentEvent(db, eventIds[i]), type).toBe(outcome);
    }

    expect(await bookingState(booking.id)).toMatchObject(ends);
    const events = await db.paymentEvent.findMany({ where: { id: { in: eventIds } } });
    expect(events.map((event) => event.processedAt)).toEqual(eventIds.map(() => expect.any(Date)));
  });

  it('marks an event for an unknown booking and intent processed', async () => {
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: 999_999,
      paymentIntentId: 'pi_nobody',
    });

    expect(await processPaymentEvent(db, eventId)).toBe('missing');

    expect((await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } })).processedAt).toBeInstanceOf(Date);
  });

  it('rolls back a failed attempt, records its error and lets a later attempt succeed', async () => {
    const booking = await aBookingAtCheckout(db, { paymentIntentId: 'pi_taken' });
    await db.booking.update({ where: { id: booking.id }, data: { paymentIntentId: null } });
    const holder = await db.booking.create({
      data: { name: 'Holder', email: 'h@example.com', paymentIntentId: 'pi_taken' },
    });
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: 'pi_taken',
    });

    // Storing the intent id on the paid booking violates its uniqueness: the whole transition must roll back.
    await expect(processPaymentEvent(db, eventId)).rejects.toThrow();

    const failed = await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(failed).toMatchObject({ processedAt: null, attempts: 1 });
    expect(failed.lastError).toMatch(/paymentIntentId|Unique/i);
    expect(await bookingState(booking.id)).toEqual({ status: 'PENDING', transitions: [] });

    await db.booking.update({ where: { id: holder.id }, data: { paymentIntentId: null } });
    expect(await processPaymentEvent(db, eventId)).toBe('applied');
    expect((await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } })).attempts).toBe(2);
  });
});
