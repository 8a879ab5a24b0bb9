import type { Prisma, PrismaClient } from '@rihla/db';
import { retakeSeats } from '@rihla/db/seat-ledger';

import {
  decideFailed,
  decideRefunded,
  decideSucceeded,
  type Decision,
  type LockedBooking,
  type RecordedIntent,
  SEATS_SOLD_REASON,
} from './payment-rules.ts';
import { type BookingReference, bookingReference, eventCreatedAt, eventObject, receivedMoney } from './stripe-event.ts';

/** 'review': the event moved a booking to NEEDS_REVIEW (it did not add up); the event still counts as processed. */
export type PaymentEventOutcome = 'applied' | 'review' | 'noop' | 'ignored' | 'duplicate' | 'missing';
/** The booking an event moved, reported once its transaction committed (for live subscribers). */
export type StatusChange = { kind: 'PACKAGE' | 'TRIP'; id: number; status: string };

const HANDLED_EVENT_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'] as const;

type Tx = Prisma.TransactionClient;

/**
 * Applies one recorded event at most once. Exceptions propagate so BullMQ retries the job; the event then
 * stays unprocessed with its error recorded.
 */
export async function processPaymentEvent(
  db: PrismaClient,
  eventId: string,
  onCommitted?: (change: StatusChange) => void,
): Promise<PaymentEventOutcome> {
  try {
    const changes: StatusChange[] = [];
    const outcome = await db.$transaction((tx) => applyOnce(tx, eventId, changes));
    for (const change of changes) onCommitted?.(change);
    return outcome;
  } catch (err) {
    // Outside the rolled-back transaction, so the failure stays visible on the row.
    await db.paymentEvent
      .updateMany({
        where: { id: eventId },
        data: { attempts: { increment: 1 }, lastError: String(err).slice(0, 2000) },
      })
      .catch(() => undefined);
    throw err;
  }
}

/** Called once BullMQ spent every attempt: the sweeper leaves a dead event alone until an admin replays it. */
export async function markEventDead(db: PrismaClient, eventId: string): Promise<void> {
  await db.paymentEvent.updateMany({
    where: { id: eventId, processedAt: null, deadAt: null },
    data: { deadAt: new Date() },
  });
}

async function applyOnce(tx: Tx, eventId: string, changes: StatusChange[]): Promise<PaymentEventOutcome> {
  // The claim locks the event row until commit, so concurrent deliveries of one event run one at a time
  // and every later one finds processedAt set. Raw SQL on this path: one statement claims and reads the event,
  // and none pays Prisma's per-query compilation (the worker's throughput is bounded by this path).
  const claimed = await tx.$queryRaw<{ type: string; payload: unknown }[]>`
    UPDATE "PaymentEvent" SET attempts = attempts + 1 WHERE id = ${eventId} AND "processedAt" IS NULL
    RETURNING type, payload`;
  const event = claimed.at(0);
  if (!event) {
    const recorded = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "PaymentEvent" WHERE id = ${eventId}`;
    if (recorded.length === 0) throw new Error(`payment event ${eventId} is not recorded`);
    return 'duplicate';
  }

  const outcome = await applyEvent(tx, eventId, event.type, event.payload, changes);
  await tx.$executeRaw`UPDATE "PaymentEvent" SET "processedAt" = now(), "deadAt" = NULL WHERE id = ${eventId}`;
  return outcome;
}

async function applyEvent(
  tx: Tx,
  eventId: string,
  type: string,
  payload: unknown,
  changes: StatusChange[],
): Promise<PaymentEventOutcome> {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(type)) return 'ignored';
  const object = eventObject(payload);
  const reference = bookingReference(object);
  const intent = reference.paymentIntentId
    ? ((
        await tx.$queryRaw<RecordedIntent[]>`
          SELECT id, "bookingId", "customBookingId", "cancelledAt" FROM "PaymentIntent"
          WHERE id = ${reference.paymentIntentId}`
      ).at(0) ?? null)
    : null;
  const booking = await lockBooking(tx, reference, intent);
  if (!booking) return 'missing';

  let decision: Decision | null;
  if (type === 'payment_intent.succeeded') {
    decision = decideSucceeded(booking, {
      intentId: reference.paymentIntentId,
      intent,
      received: receivedMoney(object),
    });
  } else if (type === 'payment_intent.payment_failed') {
    decision = decideFailed(booking, intent, reference.paymentIntentId);
  } else {
    decision = decideRefunded(booking, object.refunded !== false);
  }
  if (decision?.to === 'PAID' && decision.retakeSeats && !(await retakeSeats(tx, booking.id))) {
    decision = { to: 'NEEDS_REVIEW', reason: SEATS_SOLD_REASON };
  }
  if (!decision) return 'noop';

  const changed = await writeDecision(tx, booking, decision, reference.paymentIntentId, payload);
  if (!changed) return 'noop';
  changes.push({ kind: booking.kind, id: booking.id, status: decision.to });
  // Trip bookings have no transition table; their status and reviewReason are the record.
  if (booking.kind === 'PACKAGE') {
    await tx.$executeRaw`
      INSERT INTO "BookingStatusChange" ("bookingId", "from", "to", "eventId")
      VALUES (${booking.id}, ${booking.status}::"BookingStatus", ${decision.to}::"BookingStatus", ${eventId})`;
  }
  return decision.to === 'NEEDS_REVIEW' ? 'review' : 'applied';
}

/** docs/decisions/0007 section 1: a paid booking's access token lives one week more. */
const ACCESS_AFTER_PAYMENT_MS = 7 * 24 * 3600_000;

/**
 * Conditional even under the lock: the status rule is enforced by the database, not by the earlier read. Columns
 * a decision does not set keep their value (COALESCE / CASE), as an update that leaves them out would. A payment
 * keeps the intent that paid, so a later charge.refunded without our metadata still finds the booking.
 */
async function writeDecision(
  tx: Tx,
  booking: LockedBooking,
  decision: Decision,
  intentId: string | null,
  payload: unknown,
): Promise<boolean> {
  const paid = decision.to === 'PAID';
  const reason = decision.to === 'NEEDS_REVIEW' ? decision.reason : null;
  const paidAt = paid ? (eventCreatedAt(payload) ?? new Date()) : null;
  // The access link keeps showing the receipt for a grace period after payment, then stops working.
  const accessExpiresAt = paid ? new Date(Date.now() + ACCESS_AFTER_PAYMENT_MS) : null;
  const changed =
    booking.kind === 'PACKAGE'
      ? await tx.$executeRaw`
          UPDATE "Booking" SET status = ${decision.to}::"BookingStatus",
            "reviewReason" = COALESCE(${reason}, "reviewReason"), "paidAt" = COALESCE(${paidAt}, "paidAt"),
            "paymentIntentId" = CASE WHEN ${paid} THEN ${intentId} ELSE "paymentIntentId" END,
            "accessExpiresAt" = COALESCE(${accessExpiresAt}, "accessExpiresAt")
          WHERE id = ${booking.id} AND status = ${booking.status}::"BookingStatus"`
      : await tx.$executeRaw`
          UPDATE "CustomBooking" SET status = ${decision.to}::"CustomBookingStatus",
            "reviewReason" = COALESCE(${reason}, "reviewReason"), "paidAt" = COALESCE(${paidAt}, "paidAt"),
            "paymentIntentId" = CASE WHEN ${paid} THEN ${intentId} ELSE "paymentIntentId" END,
            "accessExpiresAt" = COALESCE(${accessExpiresAt}, "accessExpiresAt"),
            "holdExpiresAt" = CASE WHEN ${paid} THEN NULL ELSE "holdExpiresAt" END
          WHERE id = ${booking.id} AND status = ${booking.status}::"CustomBookingStatus"`;
  return changed > 0;
}

/**
 * Finds and locks the booking: the one our metadata names, else the one the intent was recorded for, else the
 * one whose current intent it is (charges carry no metadata). The lock keeps its status from changing between
 * reading it and recording the transition.
 */
async function lockBooking(
  tx: Tx,
  reference: BookingReference,
  intent: RecordedIntent | null,
): Promise<LockedBooking | undefined> {
  const candidates: [BookingKindTable, number | null][] = [
    ['Booking', reference.bookingId],
    ['CustomBooking', reference.customBookingId],
    ['Booking', intent?.bookingId ?? null],
    ['CustomBooking', intent?.customBookingId ?? null],
  ];
  for (const [table, id] of candidates) {
    if (id === null) continue;
    const booking = await lockWhere(tx, table, 'id', id);
    if (booking) return booking;
  }
  if (reference.paymentIntentId === null) return undefined;
  return (
    (await lockWhere(tx, 'Booking', 'paymentIntentId', reference.paymentIntentId)) ??
    (await lockWhere(tx, 'CustomBooking', 'paymentIntentId', reference.paymentIntentId))
  );
}

type BookingKindTable = 'Booking' | 'CustomBooking';

async function lockWhere(tx: Tx, table: BookingKindTable, column: 'id' | 'paymentIntentId', value: number | string) {
  // Table and column come from the fixed unions above, never from the event; the value is a bound parameter.
  const owed = table === 'Booking' ? 'amount' : 'price';
  const kind = table === 'Booking' ? 'PACKAGE' : 'TRIP';
  const rows = await tx.$queryRawUnsafe<LockedBooking[]>(
    `SELECT '${kind}' AS kind, id, status::text AS status, "paymentIntentId", ${owed} AS owed, currency
     FROM "${table}" WHERE "${column}" = $1 FOR UPDATE`,
    value,
  );
  return rows.at(0);
}
