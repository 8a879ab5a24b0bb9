import { Prisma } from '@rihla/db';
import { assertMove } from '@rihla/db/booking-lifecycle';
import type { SqlRunner } from '@rihla/db/sql';

import { publicUrl } from './config.ts';
import { packageTitle } from './emails/i18n/index.ts';
import { paymentReceiptEmail } from './emails/templates/booking.ts';
import type { Decision, LockedBooking, PaymentPurpose } from './payment-rules.ts';
import { eventCreatedAt, type ReceivedMoney } from './stripe-event.ts';

/** Money a success brought for a booking (package or trip), recorded as its Payment row (see Settlement in payment-rules). */
export type PaymentToRecord = {
  intentId: string;
  purpose: PaymentPurpose;
  provider: string;
  received: ReceivedMoney;
  /** The booking's paid total, this payment included. */
  paidTotal: number;
};

/** docs/decisions/0007 section 1: a paid booking's access token lives one week more. */
const ACCESS_AFTER_PAYMENT_MS = 7 * 24 * 3600_000;

/**
 * Conditional even under the lock: the status rule is enforced by the database, not by the earlier read. Columns
 * a decision does not set keep their value (COALESCE / CASE), as an update that leaves them out would. A payment
 * keeps the intent that paid, so a later charge.refunded without our metadata still finds the booking.
 * One statement: the Payment row (ON CONFLICT on its intent: a redelivery inserts nothing), the booking's update
 * (the deposit or the full payment ends its seat hold: the seats are sold) and its transition (package bookings:
 * trip bookings keep no history, their status and reviewReason are the record; their Payment row names the trip
 * booking, docs/decisions/0047), and for a payment that counts (PAID, DEPOSIT_PAID) its receipt in the outbox, deduped per intent,
 * naming the new Payment row (the sender renders and attaches its PDF).
 * `changed`: the booking moved; `emailId`: the receipt row written now, for the sender's wake-up.
 */
export async function writeDecision(
  run: SqlRunner,
  eventId: string,
  booking: LockedBooking,
  { decision, payment }: { decision: Decision | null; payment: PaymentToRecord | null },
  intentId: string | null,
  payload: unknown,
): Promise<{ changed: boolean; emailId: number | null }> {
  const to = decision?.to ?? null;
  const paid = to === 'PAID';
  const deposit = to === 'DEPOSIT_PAID';
  const reason = decision?.to === 'NEEDS_REVIEW' ? decision.reason : null;
  const paidAt = paid ? (eventCreatedAt(payload) ?? new Date()) : null;
  // The access link keeps showing the receipt for a grace period after payment, then stops working; after a
  // deposit it keeps working until a week past the balance's due date, so the booking email's link pays it.
  const accessExpiresAt = paid ? new Date(Date.now() + ACCESS_AFTER_PAYMENT_MS) : null;
  const depositAccessUntil =
    deposit && booking.balanceDueAt ? new Date(booking.balanceDueAt.getTime() + ACCESS_AFTER_PAYMENT_MS) : null;
  if (booking.kind === 'TRIP') {
    // A trip's receipt names its journey and passengers (issue #31) and, as a package's, its Payment row's PDF.
    const receipt = paid && intentId ? await tripReceiptOf(run, booking, intentId, paidAt ?? new Date()) : null;
    const rows = await run<{ changed: number; emailId: number | null }>(Prisma.sql`
      WITH payment AS (
        INSERT INTO "Payment" ("tripBookingId", "intentId", purpose, amount, currency, provider, "eventId", "receivedAt")
        SELECT ${booking.id}, ${payment?.intentId ?? ''}, 'FULL'::"PaymentPurpose", ${payment?.received.amount ?? 0},
          ${payment?.received.currency ?? ''}, ${payment?.provider ?? ''}, ${eventId}, ${eventCreatedAt(payload) ?? new Date()}
        WHERE ${payment !== null}
        ON CONFLICT ("intentId") DO NOTHING
        RETURNING id
      ), changed AS (
        UPDATE "TripBooking" SET status = ${to ?? booking.status}::"TripBookingStatus",
          "reviewReason" = COALESCE(${reason}, "reviewReason"), "paidAt" = COALESCE(${paidAt}, "paidAt"),
          "paymentIntentId" = CASE WHEN ${paid} THEN ${intentId} ELSE "paymentIntentId" END,
          "accessExpiresAt" = COALESCE(${accessExpiresAt}, "accessExpiresAt"),
          "holdExpiresAt" = CASE WHEN ${paid} THEN NULL ELSE "holdExpiresAt" END
        WHERE id = ${booking.id} AND status = ${booking.status}::"TripBookingStatus"
          AND ${to !== null}
        RETURNING id
      ), ${receiptEmailThenOutcome(receipt)}`);
    return outcomeOf(rows);
  }
  // The same move as moveBooking (prisma/booking-lifecycle.ts), in this path's one statement: the table refuses
  // what it refuses, and the update, the history row and the live update (payment-events.ts `changes`) are the ones
  // it writes (worker/test/booking-moves.test.ts).
  if (to) assertMove(booking.status, to, 'payment');
  const receipt = payment && (paid || deposit) ? receiptOf(booking, payment, paidAt ?? new Date()) : null;
  const rows = await run<{ changed: number; emailId: number | null }>(Prisma.sql`
    WITH payment AS (
      INSERT INTO "Payment" ("bookingId", "intentId", purpose, amount, currency, provider, "eventId", "receivedAt")
      SELECT ${booking.id}, ${payment?.intentId ?? ''}, ${payment?.purpose ?? 'FULL'}::"PaymentPurpose",
        ${payment?.received.amount ?? 0}, ${payment?.received.currency ?? ''}, ${payment?.provider ?? ''}, ${eventId},
        ${eventCreatedAt(payload) ?? new Date()}
      WHERE ${payment !== null}
      ON CONFLICT ("intentId") DO NOTHING
      RETURNING id
    ), changed AS (
      UPDATE "Booking" SET status = ${to ?? booking.status}::"BookingStatus",
        "reviewReason" = COALESCE(${reason}, "reviewReason"), "paidAt" = COALESCE(${paidAt}, "paidAt"),
        "paymentIntentId" = CASE WHEN ${paid || deposit} THEN ${intentId} ELSE "paymentIntentId" END,
        "holdExpiresAt" = CASE WHEN ${paid || deposit} THEN NULL ELSE "holdExpiresAt" END,
        "accessExpiresAt" = CASE WHEN ${deposit}
          THEN GREATEST("accessExpiresAt", ${depositAccessUntil}::timestamptz)
          ELSE COALESCE(${accessExpiresAt}::timestamptz, "accessExpiresAt") END
      WHERE id = ${booking.id} AND status = ${booking.status}::"BookingStatus" AND ${to !== null}
      RETURNING id
    ), transition AS (
      INSERT INTO "BookingStatusChange" ("bookingId", "from", "to", "eventId")
      SELECT id, ${booking.status}::"BookingStatus", ${to ?? booking.status}::"BookingStatus", ${eventId} FROM changed
    ), ${receiptEmailThenOutcome(receipt)}`);
  return outcomeOf(rows);
}

/** A receipt email as the outbox stores it (receiptOf, tripReceiptOf), or none. */
type ReceiptEmail = { to: string; kind: string; subject: string; html: string; text: string; dedupeKey: string };

/**
 * The end of both payment statements: the receipt email, queued only when the booking row changed and naming the
 * `payment` CTE's row (its PDF), then what the statement did. One text, so the package and trip statements queue
 * receipts alike.
 */
const receiptEmailThenOutcome = (receipt: ReceiptEmail | null) => Prisma.sql`email AS (
      INSERT INTO "OutboxEmail" ("to", kind, subject, html, text, "dedupeKey", "paymentId")
      SELECT ${receipt?.to ?? ''}, ${receipt?.kind ?? ''}, ${receipt?.subject ?? ''}, ${receipt?.html ?? ''},
        ${receipt?.text ?? ''}, ${receipt?.dedupeKey ?? ''}, (SELECT id FROM payment)
      WHERE ${receipt !== null} AND EXISTS (SELECT 1 FROM changed)
      ON CONFLICT ("dedupeKey") DO NOTHING
      RETURNING id
    )
    SELECT (SELECT count(*) FROM changed)::int AS changed, (SELECT id FROM email) AS "emailId"`;

const outcomeOf = (rows: { changed: number; emailId: number | null }[]) => {
  const row = rows.at(0);
  return { changed: (row?.changed ?? 0) > 0, emailId: row?.emailId ?? null };
};

/** The receipt of a payment that counts: what it paid (deposit, balance, in full) and what remains due, by when. */
function receiptOf(booking: LockedBooking, payment: PaymentToRecord, paidAt: Date) {
  const currency = payment.received.currency ?? booking.currency ?? 'USD';
  return paymentReceiptEmail(
    publicUrl(),
    {
      id: booking.id,
      kind: 'PACKAGE',
      name: booking.name ?? 'traveller',
      email: booking.email ?? '',
      title: booking.title ?? packageTitle(null, booking.locale),
      amount: booking.owed,
      currency,
      reference: booking.reference ?? null,
      locale: booking.locale,
    },
    {
      key: payment.intentId,
      amount: payment.received.amount,
      currency,
      paidAt,
      providerReference: payment.intentId,
      purpose: payment.purpose,
      remaining: Math.max(0, (booking.owed ?? 0) - payment.paidTotal),
      balanceDueAt: booking.balanceDueAt ?? null,
    },
  );
}

type TripForReceipt = {
  reference: string;
  name: string;
  email: string;
  locale: string;
  origin: string;
  destination: string;
  amount: number | null;
  currency: string | null;
  departs: string;
  service: string;
  serviceClass: string;
  passengers: string[];
};

/** A paid trip's receipt: the journey at its origin's local time, its class and every passenger. */
async function tripReceiptOf(run: SqlRunner, booking: LockedBooking, intentId: string, paidAt: Date) {
  const rows = await run<TripForReceipt>(Prisma.sql`
    SELECT tb.reference, tb.name, tb.email, tb.locale, tb.origin, tb.destination, tb.amount, tb.currency,
      to_char((tb."startDate" AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(s.timezone, 'UTC'), 'YYYY-MM-DD"T"HH24:MI')
        AS departs,
      COALESCE(o.name || ' ' || s."serviceNumber", '') AS service, COALESCE(c.name, '') AS "serviceClass",
      ARRAY(SELECT p."fullName" FROM "TripPassenger" p WHERE p."tripBookingId" = tb.id ORDER BY p.position)
        AS passengers
    FROM "TripBooking" tb
    LEFT JOIN "ScheduledService" s ON s.id = tb."serviceId"
    LEFT JOIN "Operator" o ON o.id = s."operatorId"
    LEFT JOIN "ServiceClass" c ON c.id = tb."classId"
    WHERE tb.id = ${booking.id}`);
  const trip = rows.at(0);
  if (!trip?.amount || !trip.currency) return null;
  const { departs, service, serviceClass, passengers } = trip;
  return paymentReceiptEmail(
    publicUrl(),
    {
      id: booking.id,
      kind: 'TRIP',
      name: trip.name,
      email: trip.email,
      title: `${trip.origin} → ${trip.destination}`,
      amount: trip.amount,
      currency: trip.currency,
      reference: trip.reference,
      locale: trip.locale,
      trip: { departs, service, serviceClass, passengers },
    },
    { key: intentId, amount: trip.amount, currency: trip.currency, paidAt, providerReference: intentId },
  );
}
