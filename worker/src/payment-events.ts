import type { BookingStatus, Prisma, PrismaClient } from '@rihla/db';
import { enqueuePaymentEvent, type PaymentEventsQueue } from './jobs.ts';
import { bookingReference, eventCreatedAt, eventObject, type BookingReference, type StripeObject } from './stripe-event.ts';

export type PaymentEventOutcome = 'applied' | 'noop' | 'ignored' | 'duplicate' | 'missing';

type TransitionRule = {
  to: BookingStatus;
  /** The only statuses the booking may leave; from any other the event is a no-op. */
  from: readonly BookingStatus[];
  /** Further condition on the event's data.object. */
  when?: (object: StripeObject) => boolean;
};

/**
 * Every booking status change a payment event can cause. Stripe redelivers events and does not keep
 * their order, so each rule must give the right final status whatever order the events arrive in:
 * - a failure never downgrades PAID (a late failure of an earlier attempt after the success);
 * - a refund proves the payment went through, so it also applies when the success event has not
 *   arrived yet; that success then finds REFUNDED, outside its from-set, and is a no-op.
 */
export const TRANSITIONS: Readonly<Record<string, TransitionRule>> = {
  'payment_intent.succeeded': { to: 'PAID', from: ['PENDING', 'FAILED'] },
  'payment_intent.payment_failed': { to: 'FAILED', from: ['PENDING'] },
  // Stripe also sends charge.refunded for a partial refund, with refunded: false; the booking stays PAID.
  'charge.refunded': { to: 'REFUNDED', from: ['PENDING', 'FAILED', 'PAID'], when: (charge) => charge.refunded !== false },
};

type LockedBooking = { id: number; status: BookingStatus; paymentIntentId: string | null };

/**
 * Applies one recorded event at most once. Exceptions propagate so BullMQ retries the job; the event then
 * stays unprocessed with its error recorded.
 */
export async function processPaymentEvent(db: PrismaClient, eventId: string): Promise<PaymentEventOutcome> {
  try {
    return await db.$transaction((tx) => applyOnce(tx, eventId));
  } catch (err) {
    // Outside the rolled-back transaction, so the failure stays visible on the row.
    await db.paymentEvent
      .updateMany({ where: { id: eventId }, data: { attempts: { increment: 1 }, lastError: String(err).slice(0, 2000) } })
      .catch(() => undefined);
    throw err;
  }
}

/**
 * Records the event as queued once Redis accepted it. Throws when Redis is unreachable: the row then keeps
 * queuedAt null and the sweeper queues it later, so a webhook can still answer 200.
 */
export async function queueRecordedEvent(db: PrismaClient, queue: PaymentEventsQueue, eventId: string): Promise<void> {
  await enqueuePaymentEvent(queue, eventId);
  await db.paymentEvent.update({ where: { id: eventId }, data: { queuedAt: new Date() } });
}

async function applyOnce(tx: Prisma.TransactionClient, eventId: string): Promise<PaymentEventOutcome> {
  // The claim locks the event row until commit, so concurrent deliveries of one event run one at a time
  // and every later one finds processedAt set.
  const claimed = await tx.paymentEvent.updateMany({
    where: { id: eventId, processedAt: null },
    data: { attempts: { increment: 1 } },
  });
  const event = await tx.paymentEvent.findUnique({ where: { id: eventId }, select: { type: true, payload: true } });
  if (!event) throw new Error(`payment event ${eventId} is not recorded`);
  if (claimed.count === 0) return 'duplicate';

  const outcome = await applyTransition(tx, eventId, event.type, event.payload);
  await tx.paymentEvent.update({ where: { id: eventId }, data: { processedAt: new Date() } });
  return outcome;
}

async function applyTransition(
  tx: Prisma.TransactionClient,
  eventId: string,
  type: string,
  payload: unknown,
): Promise<PaymentEventOutcome> {
  // hasOwn: an event type such as 'constructor' must not find an Object.prototype member.
  if (!Object.hasOwn(TRANSITIONS, type)) return 'ignored';
  const rule = TRANSITIONS[type]!;
  const object = eventObject(payload);
  const reference = bookingReference(object);
  const booking = await lockBooking(tx, reference);
  if (!booking) return 'missing';
  if (!rule.from.includes(booking.status) || (rule.when && !rule.when(object))) return 'noop';

  // Conditional even under the lock: the status rule is enforced by the database, not by this read.
  const changed = await tx.booking.updateMany({
    where: { id: booking.id, status: { in: [...rule.from] } },
    data: { status: rule.to, ...(rule.to === 'PAID' ? paidFields(booking, reference, payload) : {}) },
  });
  if (changed.count === 0) return 'noop';
  await tx.bookingStatusChange.create({ data: { bookingId: booking.id, from: booking.status, to: rule.to, eventId } });
  return 'applied';
}

function paidFields(booking: LockedBooking, reference: BookingReference, payload: unknown) {
  return {
    paidAt: eventCreatedAt(payload) ?? new Date(),
    // Keeps the intent that paid, so a later charge.refunded without our metadata still finds the booking.
    ...(booking.paymentIntentId === null && reference.paymentIntentId ? { paymentIntentId: reference.paymentIntentId } : {}),
  };
}

/** Locks the booking so its status cannot change between reading it and recording the transition. */
async function lockBooking(tx: Prisma.TransactionClient, reference: BookingReference): Promise<LockedBooking | undefined> {
  if (reference.bookingId !== null) {
    const [booking] = await tx.$queryRaw<LockedBooking[]>`
      SELECT id, status::text AS status, "paymentIntentId" FROM "Booking" WHERE id = ${reference.bookingId} FOR UPDATE`;
    if (booking) return booking;
  }
  if (reference.paymentIntentId !== null) {
    const [booking] = await tx.$queryRaw<LockedBooking[]>`
      SELECT id, status::text AS status, "paymentIntentId" FROM "Booking"
      WHERE "paymentIntentId" = ${reference.paymentIntentId} FOR UPDATE`;
    return booking;
  }
  return undefined;
}
