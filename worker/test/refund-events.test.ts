import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aDeparture, aPackage } from '../../test/support/factories.ts';
import { aBookingAtCheckout, newEventId } from '../../test/support/payment-events.ts';
import { type PaymentEffect, processPaymentEvent, type StatusChange } from '../src/payment-events.ts';

const db = createPrismaClient();

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

type ListedRefund = { id: string; amount: number; status?: string; refundId?: number };

/** A booking PAID with one recorded Payment of `amount` (USD), as the payment path leaves it. */
async function paidBooking(amount = 150_000, data: Parameters<typeof aBookingAtCheckout>[1] = {}) {
  const booking = await aBookingAtCheckout(db, { amount, ...data });
  const intentId = booking.paymentIntentId!;
  await db.booking.update({ where: { id: booking.id }, data: { status: 'PAID', paidAt: new Date() } });
  const payment = await db.payment.create({
    data: {
      bookingId: booking.id,
      intentId,
      purpose: 'FULL',
      amount,
      currency: 'USD',
      provider: 'demo',
      receivedAt: new Date(),
    },
  });
  return { booking, intentId, payment };
}

/** Our PENDING Refund row, as refunds.service writes it before asking the provider. */
function requestedRefund(bookingId: number, paymentId: number, amount: number, providerRefundId: string | null) {
  return db.refund.create({
    data: { bookingId, paymentId, amount, currency: 'USD', reason: 'Customer cancelled', providerRefundId },
  });
}

/** A charge.refunded event shaped as Stripe sends it: amount_refunded is cumulative, refunds.data every refund. */
async function chargeRefunded(intentId: string, amountRefunded: number, refunds: ListedRefund[], amount = 150_000) {
  const id = newEventId('charge_refunded');
  const payload = {
    id,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `ch_${intentId}`,
        object: 'charge',
        payment_intent: intentId,
        amount,
        amount_refunded: amountRefunded,
        currency: 'usd',
        refunded: amountRefunded >= amount,
        metadata: {},
        refunds: {
          object: 'list',
          data: refunds.map((r) => ({
            id: r.id,
            object: 'refund',
            amount: r.amount,
            status: r.status ?? 'succeeded',
            metadata: r.refundId ? { refundId: String(r.refundId) } : {},
          })),
        },
      },
    },
  };
  await db.paymentEvent.create({ data: { id, type: 'charge.refunded', payload } });
  return id;
}

async function state(bookingId: number) {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: {
      transitions: { orderBy: { id: 'asc' } },
      payments: true,
      refunds: { orderBy: { id: 'asc' } },
    },
  });
  return {
    status: booking.status,
    transitions: booking.transitions.map((t) => `${t.from}->${t.to}`),
    refundedAmount: booking.payments[0]?.refundedAmount,
    refunds: booking.refunds.map((r) => `${r.providerRefundId}:${r.amount}:${r.status}`),
  };
}

const refundEmails = () => db.outboxEmail.findMany({ where: { kind: 'refund-confirmed' }, orderBy: { id: 'asc' } });

describe('charge.refunded', () => {
  it('two partial refunds then the rest: PARTIALLY_REFUNDED, then REFUNDED, one email per refund', async () => {
    const { booking, intentId, payment } = await paidBooking();
    const first = await requestedRefund(booking.id, payment.id, 30_000, 're_1');
    const second = await requestedRefund(booking.id, payment.id, 20_000, 're_2');
    const changes: StatusChange[] = [];

    const e1 = await chargeRefunded(intentId, 30_000, [{ id: 're_1', amount: 30_000 }]);
    const effects: PaymentEffect[] = [];
    expect(
      await processPaymentEvent(
        db,
        e1,
        (c) => changes.push(c),
        (e) => effects.push(e),
      ),
    ).toBe('applied');
    // The sender is woken for the confirmation once the event's transaction committed.
    const confirmation = await db.outboxEmail.findUniqueOrThrow({
      where: { dedupeKey: `refund-confirmed:${first.id}` },
    });
    expect(effects).toEqual([{ kind: 'email', emailId: confirmation.id }]);
    expect(await state(booking.id)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 30_000 });

    const e2 = await chargeRefunded(intentId, 50_000, [
      { id: 're_1', amount: 30_000 },
      { id: 're_2', amount: 20_000 },
    ]);
    expect(await processPaymentEvent(db, e2, (c) => changes.push(c))).toBe('applied');
    // The rest was refunded in the provider's dashboard: no row of ours, so the worker records one.
    const e3 = await chargeRefunded(intentId, 150_000, [
      { id: 're_1', amount: 30_000 },
      { id: 're_2', amount: 20_000 },
      { id: 're_dash', amount: 100_000 },
    ]);
    expect(await processPaymentEvent(db, e3, (c) => changes.push(c))).toBe('applied');

    expect(await state(booking.id)).toEqual({
      status: 'REFUNDED',
      transitions: ['PAID->PARTIALLY_REFUNDED', 'PARTIALLY_REFUNDED->REFUNDED'],
      refundedAmount: 150_000,
      refunds: ['re_1:30000:SUCCEEDED', 're_2:20000:SUCCEEDED', 're_dash:100000:SUCCEEDED'],
    });
    const made = await db.refund.findUniqueOrThrow({ where: { providerRefundId: 're_dash' } });
    expect(made).toMatchObject({ reason: 'Refunded at the payment provider', requestedById: null });
    expect(changes).toEqual([
      { kind: 'PACKAGE', id: booking.id, status: 'PARTIALLY_REFUNDED' },
      { kind: 'PACKAGE', id: booking.id, status: 'REFUNDED' },
    ]);
    const emails = await refundEmails();
    expect(emails.map((e) => e.dedupeKey)).toEqual([
      `refund-confirmed:${first.id}`,
      `refund-confirmed:${second.id}`,
      `refund-confirmed:${made.id}`,
    ]);
    expect(emails[0]).toMatchObject({ to: 'amina@example.com', subject: expect.stringContaining('Refund of') });
    expect(emails[0].text).toContain('re_1');
  });

  it('never goes backwards nor counts twice under duplicate and reordered events', async () => {
    const { booking, intentId, payment } = await paidBooking();
    await requestedRefund(booking.id, payment.id, 30_000, 're_a');
    await requestedRefund(booking.id, payment.id, 120_000, 're_b');
    const older = await chargeRefunded(intentId, 30_000, [{ id: 're_a', amount: 30_000 }]);
    const newer = await chargeRefunded(intentId, 150_000, [
      { id: 're_a', amount: 30_000 },
      { id: 're_b', amount: 120_000 },
    ]);
    // The newer state arrives first, then the older one, then the newer one again under another event id.
    expect(await processPaymentEvent(db, newer)).toBe('applied');
    expect(await processPaymentEvent(db, older)).toBe('noop');
    expect(await processPaymentEvent(db, newer)).toBe('duplicate');
    const again = await chargeRefunded(intentId, 150_000, [
      { id: 're_a', amount: 30_000 },
      { id: 're_b', amount: 120_000 },
    ]);
    expect(await processPaymentEvent(db, again)).toBe('noop');

    expect(await state(booking.id)).toEqual({
      status: 'REFUNDED',
      transitions: ['PAID->REFUNDED'],
      refundedAmount: 150_000,
      refunds: ['re_a:30000:SUCCEEDED', 're_b:120000:SUCCEEDED'],
    });
    expect(await refundEmails()).toHaveLength(2);
  });

  it('settles our refund by the row id in its metadata when the provider answered after its event', async () => {
    const { booking, intentId, payment } = await paidBooking();
    const ours = await requestedRefund(booking.id, payment.id, 150_000, null);
    const event = await chargeRefunded(intentId, 150_000, [{ id: 're_late', amount: 150_000, refundId: ours.id }]);

    expect(await processPaymentEvent(db, event)).toBe('applied');

    expect(await state(booking.id)).toMatchObject({ status: 'REFUNDED', refunds: ['re_late:150000:SUCCEEDED'] });
  });

  it('marks a failed refund FAILED and moves no money', async () => {
    const { booking, intentId, payment } = await paidBooking();
    await requestedRefund(booking.id, payment.id, 40_000, 're_fail');
    const event = await chargeRefunded(intentId, 0, [{ id: 're_fail', amount: 40_000, status: 'failed' }]);

    expect(await processPaymentEvent(db, event)).toBe('noop');

    expect(await state(booking.id)).toMatchObject({
      status: 'PAID',
      refundedAmount: 0,
      refunds: ['re_fail:40000:FAILED'],
    });
  });

  it('keeps a refund of a payment never recorded for the booking for staff (NEEDS_REVIEW)', async () => {
    const booking = await aBookingAtCheckout(db, { status: 'PAID' });
    const event = await chargeRefunded(booking.paymentIntentId!, 150_000, [{ id: 're_x', amount: 150_000 }]);

    expect(await processPaymentEvent(db, event)).toBe('review');

    const flagged = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(flagged.status).toBe('NEEDS_REVIEW');
    expect(flagged.reviewReason).toBe(
      `Refund of USD 1,500.00 reported by the payment provider for ${booking.paymentIntentId}, but no payment of this booking is recorded for it: check the provider's dashboard.`,
    );
  });
});

describe('seats of a refunded or cancelled package booking', () => {
  async function departureWithBooking(travellers: number, cancelled: boolean) {
    const pkg = await aPackage(db, { code: `umrah-${Date.now()}-${travellers}`, name: 'Umrah test', price: 150_000 });
    const departure = await aDeparture(db, {
      packageId: pkg.id,
      departDate: new Date('2027-03-01'),
      returnDate: new Date('2027-03-11'),
      seats: 10,
      seatsTaken: travellers,
    });
    const paid = await paidBooking(150_000, {
      packageId: pkg.id,
      departureId: departure.id,
      travellerCount: travellers,
      seatsHeld: true,
      ...(cancelled ? { cancelledAt: new Date() } : {}),
    });
    return { ...paid, departureId: departure.id };
  }
  const seatsTaken = async (id: number) => (await db.departure.findUniqueOrThrow({ where: { id } })).seatsTaken;

  it('come back once when the booking is fully refunded, however often the event comes', async () => {
    const { intentId, departureId } = await departureWithBooking(3, false);
    const refunds = [{ id: 're_full', amount: 150_000 }];
    expect(await processPaymentEvent(db, await chargeRefunded(intentId, 150_000, refunds))).toBe('applied');
    expect(await processPaymentEvent(db, await chargeRefunded(intentId, 150_000, refunds))).toBe('noop');
    expect(await seatsTaken(departureId)).toBe(0);
  });

  it('stay taken after a partial refund of a booking that goes on, and come back for a cancelled one', async () => {
    const goesOn = await departureWithBooking(2, false);
    await processPaymentEvent(db, await chargeRefunded(goesOn.intentId, 50_000, [{ id: 're_p1', amount: 50_000 }]));
    expect(await seatsTaken(goesOn.departureId)).toBe(2);

    const cancelled = await departureWithBooking(2, true);
    await processPaymentEvent(db, await chargeRefunded(cancelled.intentId, 50_000, [{ id: 're_p2', amount: 50_000 }]));
    expect(await seatsTaken(cancelled.departureId)).toBe(0);
    expect(await state(cancelled.booking.id)).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
  });
});
