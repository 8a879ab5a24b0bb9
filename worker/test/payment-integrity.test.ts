import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { processPaymentEvent } from '../src/payment-events.ts';
import { createBooking, recordEvent, recordIntent } from './helpers.ts';

const db = createPrismaClient();

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

async function reviewState(id: number) {
  const booking = await db.booking.findUniqueOrThrow({ where: { id }, include: { transitions: true } });
  return {
    status: booking.status,
    reviewReason: booking.reviewReason,
    paidAt: booking.paidAt,
    transitions: booking.transitions.map((t) => `${t.from}->${t.to}`),
  };
}

describe('a successful payment event pays a booking only when it adds up', () => {
  it('pays a booking whose own intent received exactly what it owes', async () => {
    const booking = await createBooking(db, { amount: 459_000 });
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      amountReceived: 459_000,
    });

    expect(await processPaymentEvent(db, eventId)).toBe('applied');

    expect(await reviewState(booking.id)).toMatchObject({
      status: 'PAID',
      reviewReason: null,
      transitions: ['PENDING->PAID'],
    });
    // The access link now only serves the receipt, for one week.
    const { accessExpiresAt } = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    const week = 7 * 24 * 3600_000;
    expect(Math.abs(accessExpiresAt!.getTime() - (Date.now() + week))).toBeLessThan(60_000);
  });

  it('sends an underpaid booking to review with the amounts, not to PAID', async () => {
    const booking = await createBooking(db, { amount: 459_000, paymentIntentId: 'pi_under' });
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id, amountReceived: 100 });

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect(await reviewState(booking.id)).toEqual({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Payment of USD 1.00 received for pi_under, but USD 4,590.00 is owed.',
      paidAt: null,
      transitions: ['PENDING->NEEDS_REVIEW'],
    });
    const event = await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(event.processedAt).toBeInstanceOf(Date);
  });

  it('reads a missing amount_received as nothing received', async () => {
    const booking = await createBooking(db, { paymentIntentId: 'pi_no_amount' });
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id, amountReceived: null });

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect((await reviewState(booking.id)).reviewReason).toBe(
      'Payment of USD 0.00 received for pi_no_amount, but USD 1,500.00 is owed.',
    );
  });

  it('sends a payment in another currency to review', async () => {
    const booking = await createBooking(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id, currency: 'eur' });

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect(await reviewState(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Payment in EUR, booking is in USD.',
    });
  });

  it('does not pay a booking with an intent recorded for another booking', async () => {
    const victim = await createBooking(db);
    const other = await createBooking(db, { amount: 100, paymentIntentId: 'pi_other' });
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: victim.id,
      paymentIntentId: 'pi_other',
    });

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect(await reviewState(victim.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Payment for intent pi_other, which was never issued for this booking.',
    });
    expect((await reviewState(other.id)).status).toBe('PENDING');
  });

  it('sends a booking named by an unknown intent to review', async () => {
    const booking = await createBooking(db);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: 'pi_forged',
    });

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect(await reviewState(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Payment for intent pi_forged, which was never issued for this booking.',
    });
  });

  it('does not pay a USD 5,000 quote with the cancelled intent of the earlier USD 10 quote', async () => {
    const booking = await createBooking(db, { amount: 1_000, paymentIntentId: 'pi_quote_10' });
    await db.paymentIntent.update({ where: { id: 'pi_quote_10' }, data: { cancelledAt: new Date() } });
    await recordIntent(db, { id: 'pi_quote_5000', bookingId: booking.id, amount: 500_000, currency: 'USD' });
    await db.booking.update({ where: { id: booking.id }, data: { amount: 500_000, paymentIntentId: 'pi_quote_5000' } });
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: 'pi_quote_10',
      amountReceived: 1_000,
    });

    expect(await processPaymentEvent(db, eventId)).toBe('review');

    expect(await reviewState(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Paid with intent pi_quote_10, which was cancelled when the price changed.',
    });
  });

  it('counts a cancelled intent that still received the whole amount owed as paid', async () => {
    const booking = await createBooking(db, { amount: 500_000, paymentIntentId: 'pi_raced' });
    await db.paymentIntent.update({ where: { id: 'pi_raced' }, data: { cancelledAt: new Date() } });
    await db.booking.update({ where: { id: booking.id }, data: { paymentIntentId: null } });
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: 'pi_raced',
      amountReceived: 500_000,
    });

    expect(await processPaymentEvent(db, eventId)).toBe('applied');
    expect((await reviewState(booking.id)).status).toBe('PAID');
  });

  it('flags a second payment through another intent and ignores a replay of the first', async () => {
    const booking = await createBooking(db, { paymentIntentId: 'pi_first' });
    await recordIntent(db, { id: 'pi_second', bookingId: booking.id, amount: 150_000, currency: 'USD' });
    const first = await recordEvent(db, 'payment_intent.succeeded', { bookingId: booking.id });
    const replay = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: 'pi_first',
    });
    const second = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: 'pi_second',
    });

    expect(await processPaymentEvent(db, first)).toBe('applied');
    expect(await processPaymentEvent(db, replay)).toBe('noop');
    expect(await processPaymentEvent(db, second)).toBe('review');

    expect(await reviewState(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Paid twice (pi_first and pi_second): refund one.',
      transitions: ['PENDING->PAID', 'PAID->NEEDS_REVIEW'],
    });
  });

  it('leaves a booking untouched by the failure of an intent that is not its own', async () => {
    const booking = await createBooking(db);
    const eventId = await recordEvent(db, 'payment_intent.payment_failed', {
      bookingId: booking.id,
      paymentIntentId: 'pi_stranger',
    });

    expect(await processPaymentEvent(db, eventId)).toBe('noop');
    expect((await reviewState(booking.id)).status).toBe('PENDING');
  });

  it('formats amounts owed in zero- and three-decimal currencies with their own exponent', async () => {
    const yen = await createBooking(db, { amount: 50_000, currency: 'JPY', paymentIntentId: 'pi_yen' });
    const dinar = await createBooking(db, { amount: 1_250, currency: 'KWD', paymentIntentId: 'pi_dinar' });
    const yenEvent = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: yen.id,
      amountReceived: 500,
      currency: 'jpy',
    });
    const dinarEvent = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: dinar.id,
      amountReceived: 5,
      currency: 'kwd',
    });

    await processPaymentEvent(db, yenEvent);
    await processPaymentEvent(db, dinarEvent);

    expect((await reviewState(yen.id)).reviewReason).toBe(
      'Payment of JPY 500 received for pi_yen, but JPY 50,000 is owed.',
    );
    expect((await reviewState(dinar.id)).reviewReason).toBe(
      'Payment of KWD 0.005 received for pi_dinar, but KWD 1.250 is owed.',
    );
  });
});
