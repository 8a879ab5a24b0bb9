import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { processPaymentEvent } from '../src/payment-events.ts';
import { createBooking, recordEvent } from './helpers.ts';

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

describe('processPaymentEvent', () => {
  it('marks a booking PAID once however often the event is processed', async () => {
    const booking = await createBooking(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => processPaymentEvent(db, eventId)));

    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await bookingState(booking.id)).toEqual({ status: 'PAID', transitions: ['PENDING->PAID'] });
    const paid = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.paymentIntentId).toBe(booking.paymentIntentId);
    const event = await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(event.processedAt).toBeInstanceOf(Date);
    expect(event.attempts).toBe(1);
  });

  it('keeps a booking PAID when a failure arrives after the success', async () => {
    const booking = await createBooking(db);
    const succeeded = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    const failed = await recordEvent(db, 'payment_intent.payment_failed', { bookingId: booking.id });

    expect(await processPaymentEvent(db, succeeded)).toBe('applied');
    expect(await processPaymentEvent(db, failed)).toBe('noop');

    expect(await bookingState(booking.id)).toEqual({ status: 'PAID', transitions: ['PENDING->PAID'] });
    expect((await db.paymentEvent.findUniqueOrThrow({ where: { id: failed } })).processedAt).toBeInstanceOf(Date);
  });

  it('pays a booking whose earlier attempt failed', async () => {
    const booking = await createBooking(db);
    const failed = await recordEvent(db, 'payment_intent.payment_failed', { bookingId: booking.id });
    const succeeded = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });

    expect(await processPaymentEvent(db, failed)).toBe('applied');
    expect(await processPaymentEvent(db, succeeded)).toBe('applied');

    expect(await bookingState(booking.id)).toEqual({
      status: 'PAID',
      transitions: ['PENDING->FAILED', 'FAILED->PAID'],
    });
  });

  it('refunds a paid booking found through its payment intent', async () => {
    const booking = await createBooking(db, { paymentIntentId: 'pi_refund_me' });
    const succeeded = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    // Charges do not carry the intent's metadata: the booking is found by the intent id stored on payment.
    const refunded = await recordEvent(db, 'charge.refunded', { paymentIntentId: 'pi_refund_me' });

    expect(await processPaymentEvent(db, succeeded)).toBe('applied');
    expect(await processPaymentEvent(db, refunded)).toBe('applied');

    expect(await bookingState(booking.id)).toEqual({
      status: 'REFUNDED',
      transitions: ['PENDING->PAID', 'PAID->REFUNDED'],
    });
  });

  it('ends REFUNDED when the refund is delivered before the success', async () => {
    const booking = await createBooking(db, { paymentIntentId: 'pi_shuffled' });
    const refunded = await recordEvent(db, 'charge.refunded', { paymentIntentId: 'pi_shuffled' });
    const succeeded = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: 'pi_shuffled',
    });

    expect(await processPaymentEvent(db, refunded)).toBe('applied');
    expect(await processPaymentEvent(db, succeeded)).toBe('noop');

    expect((await bookingState(booking.id)).status).toBe('REFUNDED');
  });

  it('leaves a booking PAID after a partial refund', async () => {
    const booking = await createBooking(db);
    const succeeded = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    const partial = await recordEvent(db, 'charge.refunded', { bookingId: booking.id, refunded: false });

    await processPaymentEvent(db, succeeded);
    expect(await processPaymentEvent(db, partial)).toBe('noop');

    expect((await bookingState(booking.id)).status).toBe('PAID');
  });

  it('acknowledges an unknown event type without touching bookings', async () => {
    const booking = await createBooking(db);
    const eventId = await recordEvent(db, 'customer.created', { bookingId: booking.id });

    expect(await processPaymentEvent(db, eventId)).toBe('ignored');

    expect((await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } })).processedAt).toBeInstanceOf(Date);
    expect(await bookingState(booking.id)).toEqual({ status: 'PENDING', transitions: [] });
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
    const booking = await createBooking(db, { paymentIntentId: 'pi_taken' });
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
