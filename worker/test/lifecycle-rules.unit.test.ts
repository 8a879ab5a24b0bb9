import type { BookingStatus } from '@rihla/db';
import { BOOKING_MOVES, canMove } from '@rihla/db/booking-lifecycle';
import { describe, expect, it } from 'vitest';

import {
  decideFailed,
  decideSucceeded,
  type Decision,
  type LockedBooking,
  type RecordedIntent,
  type SucceededFacts,
} from '../src/payment-rules.ts';
import { statusAfterRefund } from '../src/refund-rules.ts';

// Every move the pure rules can ask for must be one BOOKING_MOVES allows (prisma/booking-lifecycle.ts): the writers
// refuse any other, so a rule that asks for one would fail its event at run time instead of here.

const STATUSES = Object.keys(BOOKING_MOVES) as BookingStatus[];
const OWED = 150_000;

/** Every combination of the given options, as objects. */
function* combinations<T extends Record<string, readonly unknown[]>>(
  options: T,
): Generator<{ [K in keyof T]: T[K][number] }> {
  const keys = Object.keys(options);
  const pick = function* (i: number, acc: Record<string, unknown>): Generator<Record<string, unknown>> {
    if (i === keys.length) return yield { ...acc };
    for (const value of options[keys[i]]) yield* pick(i + 1, { ...acc, [keys[i]]: value });
  };
  yield* pick(0, {}) as Generator<{ [K in keyof T]: T[K][number] }>;
}

function packageBooking(status: BookingStatus, b: Partial<LockedBooking>): LockedBooking {
  return {
    kind: 'PACKAGE',
    id: 1,
    status,
    paymentIntentId: 'pi_current',
    owed: OWED,
    currency: 'USD',
    depositDue: null,
    paidBefore: 0,
    ...b,
  };
}

function intentFor(purpose: RecordedIntent['purpose'], cancelled: boolean, bookingId = 1): RecordedIntent {
  return {
    id: 'pi_other',
    bookingId,
    tripBookingId: null,
    cancelledAt: cancelled ? new Date() : null,
    purpose,
    provider: 'STRIPE',
  };
}

/** The moves a payment event makes of a decision: with seats to retake, the retake may fail and go to review. */
function movesOf(decision: Decision | null): BookingStatus[] {
  if (!decision) return [];
  return 'retakeSeats' in decision && decision.retakeSeats ? [decision.to, 'NEEDS_REVIEW'] : [decision.to];
}

describe('the payment and refund rules against the lifecycle table', () => {
  it('asks only for moves the table allows a payment success to make, whatever the booking and the event', () => {
    const seen = new Set<string>();
    const bookings = combinations({
      owed: [OWED, null],
      depositDue: [null, 30_000],
      paidBefore: [0, 30_000, OWED],
      paymentIntentId: ['pi_current', null],
    });
    for (const b of bookings) {
      const events = combinations({
        intentId: ['pi_current', 'pi_other', null],
        intent: [
          null,
          intentFor('FULL', false),
          intentFor('DEPOSIT', false),
          intentFor('FULL', true),
          intentFor('FULL', false, 2),
        ],
        amount: [30_000, OWED, 200_000],
        currency: ['USD', 'EUR', null],
        intentRecorded: [false, true],
      });
      for (const e of events) {
        const facts: SucceededFacts = {
          intentId: e.intentId,
          intent: e.intent,
          received: { amount: e.amount, currency: e.currency },
          intentRecorded: e.intentRecorded,
        };
        for (const status of STATUSES) {
          for (const to of movesOf(decideSucceeded(packageBooking(status, b), facts).decision)) {
            seen.add(`${status}->${to}`);
            expect(canMove(status, to, 'payment'), `${status} -> ${to}`).toBe(true);
          }
        }
      }
    }
    // Not vacuous: the rules were driven through their moves.
    for (const move of ['PENDING->PAID', 'PENDING->DEPOSIT_PAID', 'EXPIRED->PAID', 'DEPOSIT_PAID->PAID'])
      expect(seen).toContain(move);
    for (const from of ['PENDING', 'FAILED', 'EXPIRED', 'PAID', 'DEPOSIT_PAID', 'CANCELLED', 'PARTIALLY_REFUNDED'])
      expect(seen).toContain(`${from}->NEEDS_REVIEW`);
  });

  it('asks only for moves the table allows a payment failure to make', () => {
    let moves = 0;
    for (const status of STATUSES) {
      for (const intentId of ['pi_current', 'pi_other', null]) {
        for (const intent of [null, intentFor('FULL', false), intentFor('FULL', false, 2)]) {
          const decision = decideFailed(packageBooking(status, {}), intent, intentId);
          if (!decision) continue;
          moves += 1;
          expect(canMove(status, decision.to, 'payment'), `${status} -> ${decision.to}`).toBe(true);
        }
      }
    }
    expect(moves).toBeGreaterThan(0);
  });

  it('asks only for moves the table allows a refund to make, whatever was refunded', () => {
    const seen = new Set<string>();
    const paymentSets = [
      [],
      [{ amount: 100, refundedAmount: 0 }],
      [{ amount: 100, refundedAmount: 40 }],
      [{ amount: 100, refundedAmount: 100 }],
      [
        { amount: 100, refundedAmount: 100 },
        { amount: 50, refundedAmount: 0 },
      ],
      [
        { amount: 100, refundedAmount: 100 },
        { amount: 50, refundedAmount: 50 },
      ],
    ];
    for (const status of STATUSES) {
      for (const payments of paymentSets) {
        const to = statusAfterRefund(status, payments);
        if (!to) continue;
        seen.add(`${status}->${to}`);
        expect(canMove(status, to, 'refund'), `${status} -> ${to}`).toBe(true);
      }
    }
    expect(seen).toEqual(
      new Set([
        'PAID->PARTIALLY_REFUNDED',
        'PAID->REFUNDED',
        'DEPOSIT_PAID->PARTIALLY_REFUNDED',
        'DEPOSIT_PAID->REFUNDED',
        'PARTIALLY_REFUNDED->REFUNDED',
        'CANCELLED->PARTIALLY_REFUNDED',
        'CANCELLED->REFUNDED',
      ]),
    );
  });

  it('sends a success arriving after part of the booking was refunded to staff, as one after a cancellation', () => {
    const facts: SucceededFacts = {
      intentId: 'pi_late',
      intent: { ...intentFor('FULL', false), id: 'pi_late' },
      received: { amount: OWED, currency: 'USD' },
      intentRecorded: false,
    };
    const partlyRefunded = decideSucceeded(packageBooking('PARTIALLY_REFUNDED', { paidBefore: OWED }), facts);
    expect(partlyRefunded.decision).toEqual({
      to: 'NEEDS_REVIEW',
      reason: 'Payment received for pi_late after part of the booking was refunded: check it.',
    });
    // The money is a fact: recorded as a Payment row, as for a cancelled booking.
    expect(partlyRefunded.record).toBe(true);
    const cancelled = decideSucceeded(packageBooking('CANCELLED', { paidBefore: OWED }), facts);
    expect(cancelled.decision).toEqual({
      to: 'NEEDS_REVIEW',
      reason: 'Payment received for pi_late after the booking was cancelled: refund it.',
    });
  });
});
