import { type Booking, createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aBookingAtCheckout, type EventOptions, recordEvent, recordIntent } from '../../test/support/payment-events.ts';
import { type PaymentEventOutcome, processPaymentEvent } from '../src/payment-events.ts';

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

/**
 * Cancels the booking's current intent, as the API does when staff change its price; `replacement` is the
 * intent the customer's next checkout makes for the new amount, if they checked out again.
 */
const cancelCurrentIntent = (replacement?: { intentId: string; amount: number }) => async (bookingId: number) => {
  const { paymentIntentId } = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  await db.paymentIntent.update({ where: { id: paymentIntentId! }, data: { cancelledAt: new Date() } });
  if (!replacement) {
    await db.booking.update({ where: { id: bookingId }, data: { paymentIntentId: null } });
    return;
  }
  const { intentId, amount } = replacement;
  await recordIntent(db, { id: intentId, bookingId, amount, currency: 'USD' });
  await db.booking.update({ where: { id: bookingId }, data: { amount, paymentIntentId: intentId } });
};

const inReview = (reviewReason: string) => ({ status: 'NEEDS_REVIEW' as const, reviewReason });

/**
 * A booking, what happened to it between checkout and the provider's event (a cancelled intent, a new quote),
 * the event (for that booking; a succeeded payment of what it owes unless said otherwise), what processing it
 * does, and the booking's state after.
 */
type SingleEvent = {
  booking?: Partial<Booking>;
  meanwhile?: (bookingId: number) => Promise<void>;
  type?: string;
  event: Omit<EventOptions, 'bookingId'>;
  outcome: PaymentEventOutcome;
  ends: Partial<Awaited<ReturnType<typeof reviewState>>>;
};

describe('a successful payment event pays a booking only when it adds up', () => {
  it('pays a booking whose own intent received exactly what it owes', async () => {
    const booking = await aBookingAtCheckout(db, { amount: 459_000 });
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

  it.each<[string, SingleEvent]>([
    [
      'sends an underpaid booking to review with the amounts, not to PAID',
      {
        booking: { amount: 459_000, paymentIntentId: 'pi_under' },
        event: { amountReceived: 100 },
        outcome: 'review',
        ends: {
          status: 'NEEDS_REVIEW',
          reviewReason: 'Payment of USD 1.00 received for pi_under, but USD 4,590.00 is owed.',
          paidAt: null,
          transitions: ['PENDING->NEEDS_REVIEW'],
        },
      },
    ],
    [
      'reads a missing amount_received as nothing received',
      {
        booking: { paymentIntentId: 'pi_no_amount' },
        event: { amountReceived: null },
        outcome: 'review',
        ends: { reviewReason: 'Payment of USD 0.00 received for pi_no_amount, but USD 1,500.00 is owed.' },
      },
    ],
    [
      'sends a payment in another currency to review',
      {
        event: { currency: 'eur' },
        outcome: 'review',
        ends: inReview('Payment in EUR, booking is in USD.'),
      },
    ],
    [
      'sends a booking named by an unknown intent to review',
      {
        event: { paymentIntentId: 'pi_forged' },
        outcome: 'review',
        ends: inReview('Payment for intent pi_forged, which was never issued for this booking.'),
      },
    ],
    [
      'does not pay a USD 5,000 quote with the cancelled intent of the earlier USD 10 quote',
      {
        booking: { amount: 1_000, paymentIntentId: 'pi_quote_10' },
        meanwhile: cancelCurrentIntent({ intentId: 'pi_quote_5000', amount: 500_000 }),
        event: { paymentIntentId: 'pi_quote_10', amountReceived: 1_000 },
        outcome: 'review',
        ends: inReview('Paid with intent pi_quote_10, which was cancelled when the price changed.'),
      },
    ],
    [
      'counts a cancelled intent that still received the whole amount owed as paid',
      {
        booking: { amount: 500_000, paymentIntentId: 'pi_raced' },
        meanwhile: cancelCurrentIntent(),
        event: { paymentIntentId: 'pi_raced', amountReceived: 500_000 },
        outcome: 'applied',
        ends: { status: 'PAID' },
      },
    ],
    [
      'leaves a booking untouched by the failure of an intent that is not its own',
      {
        type: 'payment_intent.payment_failed',
        event: { paymentIntentId: 'pi_stranger' },
        outcome: 'noop',
        ends: { status: 'PENDING' },
      },
    ],
  ])('%s', async (_name, { booking: data, meanwhile, type = 'payment_intent.succeeded', event, outcome, ends }) => {
    const booking = await aBookingAtCheckout(db, data);
    await meanwhile?.(booking.id);
    const eventId = await recordEvent(db, type, { bookingId: booking.id, ...event });

    expect(await processPaymentEvent(db, eventId)).toBe(outcome);

    expect(await reviewState(booking.id)).toMatchObject(ends);
    expect((await db.paymentEvent.findUniqueOrThrow({ where: { id: eventId } })).processedAt).toBeInstanceOf(Date);
  });

  it('does not pay a booking with an intent recorded for another booking', async () => {
    const victim = await aBookingAtCheckout(db);
    const other = await aBookingAtCheckout(db, { amount: 100, paymentIntentId: 'pi_other' });
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

  it('flags a second payment through another intent and ignores a replay of the first', async () => {
    const booking = await aBookingAtCheckout(db, { paymentIntentId: 'pi_first' });
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
    expect(await db.outboxEmail.count({ where: { kind: 'payment-receipt' } })).toBe(1); // the replay mails no second receipt

    expect(await reviewState(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Paid twice (pi_first and pi_second): refund one.',
      transitions: ['PENDING->PAID', 'PAID->NEEDS_REVIEW'],
    });
  });

  it('formats amounts owed in zero- and three-decimal currencies with their own exponent', async () => {
    const yen = await aBookingAtCheckout(db, { amount: 50_000, currency: 'JPY', paymentIntentId: 'pi_yen' });
    const dinar = await aBookingAtCheckout(db, { amount: 1_250, currency: 'KWD', paymentIntentId: 'pi_dinar' });
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
