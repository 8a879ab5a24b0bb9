import { type BookingStatus, createPrismaClient } from '@rihla/db';
import {
  type BookingMoved,
  BookingMoveRefused,
  moveBooking,
  type Mover,
  withBookingMoves,
} from '@rihla/db/booking-lifecycle';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aBookingAtCheckout, type EventOptions, recordEvent } from '../../test/support/payment-events.ts';
import { processPaymentEvent, type StatusChange } from '../src/payment-events.ts';

const db = createPrismaClient();

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

/** The booking's status and its history, as moveBooking writes them. */
async function lifecycleOf(id: number) {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id },
    include: { transitions: { orderBy: { id: 'asc' } } },
  });
  return {
    status: booking.status,
    history: booking.transitions.map(({ from, to, eventId }) => ({ from, to, eventId })),
  };
}

/** moveBooking in a transaction of its own, as the API's writers run it; answers what it moved and published. */
async function move(booking: { id: number; status: string }, to: BookingStatus, by: Mover, eventId?: string) {
  const published: BookingMoved[] = [];
  const moved = await withBookingMoves(
    db,
    (message) => published.push(message),
    (tx, moves) => moveBooking(tx, booking, to, { by, eventId, moved: moves }),
  );
  return { moved, published };
}

describe('moveBooking', () => {
  it('moves the booking, records the transition and publishes it once committed', async () => {
    const booking = await aBookingAtCheckout(db);
    const { moved, published } = await move(booking, 'CANCELLED', 'staff');
    expect(moved).toBe(true);
    expect(published).toEqual([{ kind: 'PACKAGE', id: booking.id, status: 'CANCELLED' }]);
    expect(await lifecycleOf(booking.id)).toEqual({
      status: 'CANCELLED',
      history: [{ from: 'PENDING', to: 'CANCELLED', eventId: null }],
    });
  });

  it('moves nothing when the booking left the status it was read in', async () => {
    const booking = await aBookingAtCheckout(db);
    await db.booking.update({ where: { id: booking.id }, data: { status: 'FAILED' } });
    const { moved, published } = await move(booking, 'PAID', 'payment');
    expect({ moved, published }).toEqual({ moved: false, published: [] });
    expect(await lifecycleOf(booking.id)).toEqual({ status: 'FAILED', history: [] });
  });

  it.each<[BookingStatus, BookingStatus, Mover]>([
    ['PAID', 'PENDING', 'staff'], // not in the table
    ['PENDING', 'PAID', 'staff'], // in the table, for payments only
    ['PAID', 'CANCELLED', 'customer'], // a paid booking is cancelled by staff, at the customer's request
  ])('refuses %s -> %s by %s, and writes nothing', async (from, to, by) => {
    const booking = await aBookingAtCheckout(db, { status: from });
    await expect(move(booking, to, by)).rejects.toThrow(new BookingMoveRefused(from, to, by).message);
    expect(await lifecycleOf(booking.id)).toEqual({ status: from, history: [] });
  });

  it('publishes nothing of a transaction that rolled back', async () => {
    const booking = await aBookingAtCheckout(db);
    const published: BookingMoved[] = [];
    const failing = withBookingMoves(
      db,
      (message) => published.push(message),
      async (tx, moved) => {
        await moveBooking(tx, booking, 'CANCELLED', { by: 'staff', moved });
        throw new Error('a later step failed');
      },
    );
    await expect(failing).rejects.toThrow('a later step failed');
    expect(published).toEqual([]);
    expect(await lifecycleOf(booking.id)).toEqual({ status: 'PENDING', history: [] });
  });
});

// The payment worker's usual event writes its move in one SQL statement (payment-writes.ts, for throughput): it
// must leave what moveBooking leaves, the same status, history row and live update.
describe("the payment worker's SQL path against moveBooking", () => {
  it.each<[string, { from: BookingStatus; type: string; event?: Partial<EventOptions>; to: BookingStatus }]>([
    ['a success paying in full', { from: 'PENDING', type: 'payment_intent.succeeded', to: 'PAID' }],
    ['a failure', { from: 'PENDING', type: 'payment_intent.payment_failed', to: 'FAILED' }],
    [
      'a success that does not add up',
      { from: 'FAILED', type: 'payment_intent.succeeded', event: { amountReceived: 1_000 }, to: 'NEEDS_REVIEW' },
    ],
  ])('%s', async (_, { from, type, event, to }) => {
    const viaSql = await aBookingAtCheckout(db, { status: from });
    const eventId = await recordEvent(db, type, { bookingId: viaSql.id, ...event });
    const changes: StatusChange[] = [];
    await processPaymentEvent(db, eventId, (change) => changes.push(change));

    const viaMove = await aBookingAtCheckout(db, { status: from });
    const { published } = await move(viaMove, to, 'payment', eventId);

    expect(await lifecycleOf(viaSql.id)).toEqual(await lifecycleOf(viaMove.id));
    expect((await lifecycleOf(viaSql.id)).history).toEqual([{ from, to, eventId }]);
    expect(changes).toEqual(published.map((message) => ({ ...message, id: viaSql.id })));
  });
});
