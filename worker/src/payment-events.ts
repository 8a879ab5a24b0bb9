import { Prisma, type PrismaClient, sqlPool, type TransactionClient } from '@rihla/db';
import { retakeDepartureSeats, retakeSeats } from '@rihla/db/seat-ledger';
import { inTransaction, type SqlRunner } from '@rihla/db/sql';

import {
  decideFailed,
  decideSucceeded,
  type Decision,
  DEPARTED_REASON,
  type LockedBooking,
  type RecordedIntent,
  SEATS_SOLD_REASON,
} from './payment-rules.ts';
import { type PaymentToRecord, writeDecision } from './payment-writes.ts';
import { applyChargeRefunded } from './refund-events.ts';
import { type BookingReference, bookingReference, eventObject, receivedMoney } from './stripe-event.ts';

/** 'review': the event moved a booking to NEEDS_REVIEW (it did not add up); the event still counts as processed. */
export type PaymentEventOutcome = 'applied' | 'review' | 'noop' | 'ignored' | 'duplicate' | 'missing';
/** The booking an event moved, reported once its transaction committed (for live subscribers). */
export type StatusChange = { kind: 'PACKAGE' | 'TRIP'; id: number; status: string };
/**
 * What the worker does once the event's transaction committed (never inside it: Redis is not transactional):
 * wake the outbox sender for a receipt, schedule the balance reminders of a deposit, drop them once the balance is
 * paid.
 */
export type PaymentEffect =
  | { kind: 'email'; emailId: number }
  | { kind: 'deposit-paid'; bookingId: number; balanceDueAt: Date | null }
  | { kind: 'paid'; bookingId: number };

const HANDLED_EVENT_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'] as const;

type Tx = TransactionClient;

/**
 * How one attempt reaches the database: `run` for its statements, and the Prisma transaction when the attempt runs
 * in one (null on node-postgres directly). The usual event never needs `tx`; the rare steps written with Prisma do
 * (a refund, taking a trip's seats back) and throw NeedsPrisma without it.
 */
type Db = { run: SqlRunner; tx: Tx | null };

class NeedsPrisma extends Error {}

function prismaStep(db: Db): Tx {
  if (!db.tx) throw new NeedsPrisma('this event takes a step written with Prisma');
  return db.tx;
}

const prismaRunner =
  (tx: Tx): SqlRunner =>
  <T>(query: Prisma.Sql) =>
    tx.$queryRaw<T[]>(query);

/**
 * Applies one recorded event at most once. Exceptions propagate so BullMQ retries the job; the event then
 * stays unprocessed with its error recorded.
 */
export async function processPaymentEvent(
  db: PrismaClient,
  eventId: string,
  onCommitted?: (change: StatusChange) => void,
  onEffect?: (effect: PaymentEffect) => void,
): Promise<PaymentEventOutcome> {
  try {
    let committed: Committed = { changes: [], effects: [] };
    let outcome: PaymentEventOutcome;
    try {
      // The usual event runs on node-postgres directly (docs/decisions/0024-payment-throughput.md). One that takes a
      // step written with Prisma rolls that attempt back, claim included, and runs again, whole, in a Prisma
      // transaction: the same code and rules either way.
      outcome = await inTransaction(sqlPool(db), (run) => applyOnce({ run, tx: null }, eventId, committed));
    } catch (err) {
      if (!(err instanceof NeedsPrisma)) throw err;
      committed = { changes: [], effects: [] };
      outcome = await db.$transaction((tx) => applyOnce({ run: prismaRunner(tx), tx }, eventId, committed));
    }
    for (const change of committed.changes) onCommitted?.(change);
    for (const effect of committed.effects) onEffect?.(effect);
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

/** Filled inside the transaction, acted on once it committed. */
type Committed = { changes: StatusChange[]; effects: PaymentEffect[] };

async function applyOnce(db: Db, eventId: string, committed: Committed): Promise<PaymentEventOutcome> {
  // The claim locks the event row until commit, so concurrent deliveries of one event run one at a time
  // and every later one finds processedAt set. It stamps processedAt at once: the stamp commits with the event's
  // work or rolls back with it (now() is the transaction's start either way). Raw SQL on this path, few statements
  // (the worker's throughput is bounded by this path): the same statement reads the event and prefetches what the
  // usual event needs, see claimAndPrefetch.
  const claimed = await claimAndPrefetch(db.run, eventId);
  if (!claimed) {
    const recorded = await db.run<unknown>(Prisma.sql`SELECT 1 FROM "PaymentEvent" WHERE id = ${eventId}`);
    if (recorded.length === 0) throw new Error(`payment event ${eventId} is not recorded`);
    return 'duplicate';
  }
  return applyEvent(db, eventId, claimed, committed);
}

async function applyEvent(
  db: Db,
  eventId: string,
  claimed: Claimed,
  { changes, effects }: Committed,
): Promise<PaymentEventOutcome> {
  const { type, payload } = claimed;
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(type)) return 'ignored';
  const object = eventObject(payload);
  const reference = bookingReference(object);
  const { intent, booking } = await intentAndLockedBooking(db.run, reference, claimed);
  if (!booking) return 'missing';

  if (type === 'charge.refunded') {
    const intentId = reference.paymentIntentId;
    const refund = await applyChargeRefunded(prismaStep(db), eventId, booking, object, intentId, changes);
    for (const emailId of refund.emailIds) effects.push({ kind: 'email', emailId });
    return refund.outcome;
  }
  let decision: Decision | null;
  let payment: PaymentToRecord | null = null;
  if (type === 'payment_intent.succeeded') {
    const received = receivedMoney(object);
    const intentId = reference.paymentIntentId;
    const intentRecorded = await intentRecordedFor(db.run, intentId, claimed);
    const settlement = decideSucceeded(booking, { intentId, intent, received, intentRecorded });
    decision = settlement.decision;
    if (settlement.record && intentId !== null) {
      const purpose = intent?.purpose ?? 'FULL';
      payment = {
        intentId,
        purpose,
        provider: intent?.provider ?? 'STRIPE',
        received,
        paidTotal: settlement.paidTotal,
      };
    }
  } else {
    decision = decideFailed(booking, intent, reference.paymentIntentId);
  }
  if (decision && 'retakeSeats' in decision && decision.retakeSeats) {
    const retake = booking.kind === 'TRIP' ? retakeSeats : retakeDepartureSeats;
    const seats = await retake(prismaStep(db), booking.id);
    if (seats !== 'held') {
      decision = { to: 'NEEDS_REVIEW', reason: seats === 'departed' ? DEPARTED_REASON : SEATS_SOLD_REASON };
    }
  }
  if (!decision && !payment) return 'noop';

  const written = await writeDecision(
    db.run,
    eventId,
    booking,
    { decision, payment },
    reference.paymentIntentId,
    payload,
  );
  if (written.emailId !== null) effects.push({ kind: 'email', emailId: written.emailId });
  if (!decision || !written.changed) return 'noop';
  if (decision.to === 'DEPOSIT_PAID')
    effects.push({ kind: 'deposit-paid', bookingId: booking.id, balanceDueAt: booking.balanceDueAt ?? null });
  // Reminders exist only once a deposit was paid (they are scheduled on DEPOSIT_PAID): removing them for every paid
  // booking cost three Redis scripts per payment. A reminder left behind mails nothing (its job re-checks).
  const hadDeposit = booking.status === 'DEPOSIT_PAID' || booking.paidBefore > 0;
  if (decision.to === 'PAID' && booking.kind === 'PACKAGE' && hadDeposit)
    effects.push({ kind: 'paid', bookingId: booking.id });
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
  intentTripBookingId: number | null;
  intentCancelledAt: Date | null;
  intentPurpose: RecordedIntent['purpose'] | null;
  intentProvider: string | null;
  /** A Payment row exists for the guessed intent. */
  intentRecorded: boolean;
};

/**
 * Claims the event (undefined: already processed, or not recorded) and, in the same statement, guesses from the
 * payload the intent id and package booking id of the usual event (a payment_intent with our bookingId metadata),
 * reads that intent and locks that booking. The guess is only a prefetch: intentAndLockedBooking uses it only if
 * it names exactly what bookingReference (stripe-event.ts) reads from the payload, else reads them itself.
 */
async function claimAndPrefetch(run: SqlRunner, eventId: string): Promise<Claimed | undefined> {
  const rows = await run<Claimed>(Prisma.sql`
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
           i.id AS "intentId", i."bookingId" AS "intentBookingId", i."tripBookingId" AS "intentTripBookingId",
           i."cancelledAt" AS "intentCancelledAt", i.purpose::text AS "intentPurpose", i.provider AS "intentProvider",
           EXISTS (SELECT 1 FROM "Payment" p WHERE p."intentId" = g."guessIntentId") AS "intentRecorded",
           b.kind, b.id, b.status, b."paymentIntentId", b.owed, b.currency, b."depositDue", b."paidBefore",
           b."balanceDueAt", b.reference, b.name, b.email, b.locale, b.title
    FROM guess g
    LEFT JOIN "PaymentIntent" i ON i.id = g."guessIntentId"
    LEFT JOIN LATERAL (
      SELECT ${Prisma.raw(PACKAGE_BOOKING_COLUMNS)} FROM "Booking" bk WHERE bk.id = g."guessBookingId" FOR UPDATE
    ) b ON true`);
  return rows.at(0);
}

/**
 * A locked package booking as LockedBooking reads it (alias bk): with its paid total so far (Payment rows in its
 * currency; every Payment insert happens under this lock) and what its receipt names, in the customer's language
 * (the package's translated name, else its English one): read here so a receipt costs no query of its own.
 */
const PACKAGE_BOOKING_COLUMNS = `'PACKAGE' AS kind, bk.id, bk.status::text AS status, bk."paymentIntentId",
  bk.amount AS owed, bk.currency, bk."depositDue", (bk."balanceDueAt"::timestamp AT TIME ZONE 'UTC') AS "balanceDueAt",
  bk.reference, bk.name, bk.email, bk.locale,
  (SELECT COALESCE(NULLIF(btrim(pk.translations -> bk.locale ->> 'name'), ''), pk.name)
   FROM "Package" pk WHERE pk.id = bk."packageId") AS title,
  (SELECT COALESCE(sum(pm.amount), 0)::int FROM "Payment" pm
   WHERE pm."bookingId" = bk.id AND pm.currency = bk.currency) AS "paidBefore"`;

// Events whose metadata booking the claim locks ahead: the payment_intent events applyEvent handles.
const PREFETCHED_EVENT_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed'];

/**
 * The intent we recorded for the event (if any) and the locked booking, as lockBooking finds it. From the claim's
 * prefetch when its guess names the same intent and booking as `reference`; what it misses is read here.
 */
async function intentAndLockedBooking(
  run: SqlRunner,
  reference: BookingReference,
  claimed: Claimed,
): Promise<{ intent: RecordedIntent | null; booking: LockedBooking | undefined }> {
  const intentGuessed = claimed.guessIntentId === reference.paymentIntentId;
  const intent = !intentGuessed
    ? reference.paymentIntentId
      ? await readIntent(run, reference.paymentIntentId)
      : null
    : claimed.intentId !== null
      ? {
          id: claimed.intentId,
          bookingId: claimed.intentBookingId,
          tripBookingId: claimed.intentTripBookingId,
          cancelledAt: claimed.intentCancelledAt,
          purpose: claimed.intentPurpose ?? 'FULL',
          provider: claimed.intentProvider ?? 'STRIPE',
        }
      : null;
  const bookingGuessed = reference.bookingId !== null && claimed.guessBookingId === reference.bookingId;
  if (bookingGuessed && claimed.id != null) {
    const { kind, id, status, paymentIntentId, owed, currency, depositDue, paidBefore } = claimed as Claimed &
      LockedBooking;
    const { balanceDueAt, reference: bookingRef, name, email, locale, title } = claimed;
    const booking = { kind, id, status, paymentIntentId, owed, currency, depositDue, paidBefore };
    return { intent, booking: { ...booking, balanceDueAt, reference: bookingRef, name, email, locale, title } };
  }
  // The metadata booking was looked for (and is missing) when guessed: lockBooking goes on with the next candidate.
  return { intent, booking: await lockBooking(run, reference, intent, { skipMetadataBooking: bookingGuessed }) };
}

async function readIntent(run: SqlRunner, intentId: string): Promise<RecordedIntent | null> {
  const rows = await run<RecordedIntent>(Prisma.sql`
    SELECT id, "bookingId", "tripBookingId", "cancelledAt", purpose::text AS purpose, provider
    FROM "PaymentIntent" WHERE id = ${intentId}`);
  return rows.at(0) ?? null;
}

/** Whether the intent's money is already a Payment row: from the claim's prefetch when it guessed this intent. */
async function intentRecordedFor(run: SqlRunner, intentId: string | null, claimed: Claimed): Promise<boolean> {
  if (intentId === null) return false;
  if (claimed.guessIntentId === intentId) return claimed.intentRecorded;
  const rows = await run<unknown>(Prisma.sql`SELECT 1 FROM "Payment" WHERE "intentId" = ${intentId}`);
  return rows.length > 0;
}

/**
 * Finds and locks the booking: the one our metadata names, else the one the intent was recorded for, else the
 * one whose current intent it is (charges carry no metadata). The lock keeps its status from changing between
 * reading it and recording the transition.
 */
async function lockBooking(
  run: SqlRunner,
  reference: BookingReference,
  intent: RecordedIntent | null,
  { skipMetadataBooking = false } = {},
): Promise<LockedBooking | undefined> {
  const candidates: [BookingKindTable, number | null][] = [
    ['Booking', skipMetadataBooking ? null : reference.bookingId],
    ['TripBooking', reference.tripBookingId],
    ['Booking', intent?.bookingId ?? null],
    ['TripBooking', intent?.tripBookingId ?? null],
  ];
  for (const [table, id] of candidates) {
    if (id === null) continue;
    const booking = await lockWhere(run, table, 'id', id);
    if (booking) return booking;
  }
  if (reference.paymentIntentId === null) return undefined;
  return (
    (await lockWhere(run, 'Booking', 'paymentIntentId', reference.paymentIntentId)) ??
    (await lockWhere(run, 'TripBooking', 'paymentIntentId', reference.paymentIntentId))
  );
}

type BookingKindTable = 'Booking' | 'TripBooking';

async function lockWhere(
  run: SqlRunner,
  table: BookingKindTable,
  column: 'id' | 'paymentIntentId',
  value: number | string,
) {
  // Table and column come from the fixed unions above, never from the event; the value is a bound parameter.
  const columns =
    table === 'Booking'
      ? PACKAGE_BOOKING_COLUMNS
      : `'TRIP' AS kind, bk.id, bk.status::text AS status, bk."paymentIntentId", bk.amount AS owed, bk.currency,
         NULL::int AS "depositDue", (SELECT COALESCE(sum(pm.amount), 0)::int FROM "Payment" pm
           WHERE pm."tripBookingId" = bk.id AND pm.currency = bk.currency) AS "paidBefore"`;
  const rows = await run<LockedBooking>(
    Prisma.sql`SELECT ${Prisma.raw(columns)} FROM ${Prisma.raw(`"${table}"`)} bk
      WHERE bk.${Prisma.raw(`"${column}"`)} = ${value} FOR UPDATE`,
  );
  return rows.at(0);
}
