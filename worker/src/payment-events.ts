import { Prisma, type PrismaClient } from '@rihla/db';
import { retakeSeats } from '@rihla/db/seat-ledger';

import {
  decideFailed,
  decideSucceeded,
  type Decision,
  type LockedBooking,
  type RecordedIntent,
  SEATS_SOLD_REASON,
} from './payment-rules.ts';
import { applyChargeRefunded } from './refund-events.ts';
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
  // and every later one finds processedAt set. It stamps processedAt at once: the stamp commits with the event's
  // work or rolls back with it (now() is the transaction's start either way). Raw SQL on this path, few statements
  // (the worker's throughput is bounded by this path): the same statement reads the event and prefetches what the
  // usual event needs, see claimAndPrefetch.
  const claimed = await claimAndPrefetch(tx, eventId);
  if (!claimed) {
    const recorded = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "PaymentEvent" WHERE id = ${eventId}`;
    if (recorded.length === 0) throw new Error(`payment event ${eventId} is not recorded`);
    return 'duplicate';
  }
  return applyEvent(tx, eventId, claimed, changes);
}

async function applyEvent(
  tx: Tx,
  eventId: string,
  claimed: Claimed,
  changes: StatusChange[],
): Promise<PaymentEventOutcome> {
  const { type, payload } = claimed;
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(type)) return 'ignored';
  const object = eventObject(payload);
  const reference = bookingReference(object);
  const { intent, booking } = await intentAndLockedBooking(tx, reference, claimed);
  if (!booking) return 'missing';

  if (type === 'charge.refunded') {
    const refund = await applyChargeRefunded(tx, eventId, booking, object, reference.paymentIntentId);
    if (refund.status) changes.push({ kind: booking.kind, id: booking.id, status: refund.status });
    return refund.outcome;
  }
  let decision: Decision | null;
  if (type === 'payment_intent.succeeded') {
    decision = decideSucceeded(booking, {
      intentId: reference.paymentIntentId,
      intent,
      received: receivedMoney(object),
    });
  } else {
    decision = decideFailed(booking, intent, reference.paymentIntentId);
  }
  if (decision?.to === 'PAID' && decision.retakeSeats && !(await retakeSeats(tx, booking.id))) {
    decision = { to: 'NEEDS_REVIEW', reason: SEATS_SOLD_REASON };
  }
  if (!decision) return 'noop';

  const changed = await writeDecision(tx, eventId, booking, decision, reference.paymentIntentId, payload);
  if (!changed) return 'noop';
  changes.push({ kind: booking.kind, id: booking.id, status: decision.to });
  return decision.to === 'NEEDS_REVIEW' ? 'review' : 'applied';
}

/** The claimed event, and what the claim's statement prefetched on its guess of the event's references. */
type Claimed = {
  type: string;
  payload: unknown;
  guessIntentId: string | null;
  guessBookingId: number | null;
} & IntentColumns &
  Partial<LockedBooking>;

type IntentColumns = {
  intentId: string | null;
  intentBookingId: number | null;
  intentCustomBookingId: number | null;
  intentCancelledAt: Date | null;
};

/**
 * Claims the event (undefined: already processed, or not recorded) and, in the same statement, guesses from the
 * payload the intent id and package booking id of the usual event (a payment_intent with our bookingId metadata),
 * reads that intent and locks that booking. The guess is only a prefetch: intentAndLockedBooking uses it only if
 * it names exactly what bookingReference (stripe-event.ts) reads from the payload, else reads them itself.
 */
async function claimAndPrefetch(tx: Tx, eventId: string): Promise<Claimed | undefined> {
  const rows = await tx.$queryRaw<Claimed[]>`
    WITH claimed AS (
      UPDATE "PaymentEvent" SET attempts = attempts + 1, "processedAt" = now(), "deadAt" = NULL
      WHERE id = ${eventId} AND "processedAt" IS NULL
      RETURNING type, payload, payload->'data'->'object' AS object
    ), guess AS (
      SELECT type, payload,
        CASE WHEN object->>'object' = 'payment_intent' THEN object->>'id' END AS "guessIntentId",
        CASE WHEN type IN (${Prisma.join(PREFETCHED_EVENT_TYPES)})
              AND object->'metadata'->>'bookingId' ~ '^[1-9][0-9]{0,8}$'
             THEN (object->'metadata'->>'bookingId')::int END AS "guessBookingId"
      FROM claimed
    )
    SELECT g.type, g.payload, g."guessIntentId", g."guessBookingId",
           i.id AS "intentId", i."bookingId" AS "intentBookingId", i."customBookingId" AS "intentCustomBookingId",
           i."cancelledAt" AS "intentCancelledAt", b.kind, b.id, b.status, b."paymentIntentId", b.owed, b.currency
    FROM guess g
    LEFT JOIN "PaymentIntent" i ON i.id = g."guessIntentId"
    LEFT JOIN LATERAL (
      SELECT 'PACKAGE' AS kind, id, status::text AS status, "paymentIntentId", amount AS owed, currency
      FROM "Booking" WHERE id = g."guessBookingId" FOR UPDATE
    ) b ON true`;
  return rows.at(0);
}

// Events whose metadata booking the claim locks ahead: the payment_intent events applyEvent handles.
const PREFETCHED_EVENT_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed'];

/**
 * The intent we recorded for the event (if any) and the locked booking, as lockBooking finds it. From the claim's
 * prefetch when its guess names the same intent and booking as `reference`; what it misses is read here.
 */
async function intentAndLockedBooking(
  tx: Tx,
  reference: BookingReference,
  claimed: Claimed,
): Promise<{ intent: RecordedIntent | null; booking: LockedBooking | undefined }> {
  const intentGuessed = claimed.guessIntentId === reference.paymentIntentId;
  const intent = !intentGuessed
    ? reference.paymentIntentId
      ? await readIntent(tx, reference.paymentIntentId)
      : null
    : claimed.intentId !== null
      ? {
          id: claimed.intentId,
          bookingId: claimed.intentBookingId,
          customBookingId: claimed.intentCustomBookingId,
          cancelledAt: claimed.intentCancelledAt,
        }
      : null;
  const bookingGuessed = reference.bookingId !== null && claimed.guessBookingId === reference.bookingId;
  if (bookingGuessed && claimed.id != null) {
    const { kind, id, status, paymentIntentId, owed, currency } = claimed as Claimed & LockedBooking;
    return { intent, booking: { kind, id, status, paymentIntentId, owed, currency } };
  }
  // The metadata booking was looked for (and is missing) when guessed: lockBooking goes on with the next candidate.
  return { intent, booking: await lockBooking(tx, reference, intent, { skipMetadataBooking: bookingGuessed }) };
}

async function readIntent(tx: Tx, intentId: string): Promise<RecordedIntent | null> {
  const rows = await tx.$queryRaw<RecordedIntent[]>`
    SELECT id, "bookingId", "customBookingId", "cancelledAt" FROM "PaymentIntent" WHERE id = ${intentId}`;
  return rows.at(0) ?? null;
}

/** docs/decisions/0007 section 1: a paid booking's access token lives one week more. */
const ACCESS_AFTER_PAYMENT_MS = 7 * 24 * 3600_000;

/**
 * Conditional even under the lock: the status rule is enforced by the database, not by the earlier read. Columns
 * a decision does not set keep their value (COALESCE / CASE), as an update that leaves them out would. A payment
 * keeps the intent that paid, so a later charge.refunded without our metadata still finds the booking.
 * One statement: the booking's update and its transition (package bookings: trip bookings have no transition
 * table, their status and reviewReason are the record), written only when the update changed a row. True when the
 * booking changed.
 */
async function writeDecision(
  tx: Tx,
  eventId: string,
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
  const rows =
    booking.kind === 'PACKAGE'
      ? await tx.$queryRaw<{ changed: number }[]>`
          WITH changed AS (
            UPDATE "Booking" SET status = ${decision.to}::"BookingStatus",
              "reviewReason" = COALESCE(${reason}, "reviewReason"), "paidAt" = COALESCE(${paidAt}, "paidAt"),
              "paymentIntentId" = CASE WHEN ${paid} THEN ${intentId} ELSE "paymentIntentId" END,
              "accessExpiresAt" = COALESCE(${accessExpiresAt}, "accessExpiresAt")
            WHERE id = ${booking.id} AND status = ${booking.status}::"BookingStatus"
            RETURNING id
          ), transition AS (
            INSERT INTO "BookingStatusChange" ("bookingId", "from", "to", "eventId")
            SELECT id, ${booking.status}::"BookingStatus", ${decision.to}::"BookingStatus", ${eventId} FROM changed
          )
          SELECT count(*)::int AS changed FROM changed`
      : await tx.$queryRaw<{ changed: number }[]>`
          WITH changed AS (
            UPDATE "CustomBooking" SET status = ${decision.to}::"CustomBookingStatus",
              "reviewReason" = COALESCE(${reason}, "reviewReason"), "paidAt" = COALESCE(${paidAt}, "paidAt"),
              "paymentIntentId" = CASE WHEN ${paid} THEN ${intentId} ELSE "paymentIntentId" END,
              "accessExpiresAt" = COALESCE(${accessExpiresAt}, "accessExpiresAt"),
              "holdExpiresAt" = CASE WHEN ${paid} THEN NULL ELSE "holdExpiresAt" END
            WHERE id = ${booking.id} AND status = ${booking.status}::"CustomBookingStatus"
            RETURNING id
          )
          SELECT count(*)::int AS changed FROM changed`;
  return (rows.at(0)?.changed ?? 0) > 0;
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
  { skipMetadataBooking = false } = {},
): Promise<LockedBooking | undefined> {
  const candidates: [BookingKindTable, number | null][] = [
    ['Booking', skipMetadataBooking ? null : reference.bookingId],
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
