import type { TransactionClient } from '@rihla/db';
import {
  bookingReceivedEmail,
  type OutboxMessage,
  packageTitle,
  queueEmail as writeToOutbox,
  type TripFacts,
} from '@rihla/worker/emails';

import type { ServiceContext } from './context.ts';
import { AppError } from './errors.ts';

/**
 * The API's door to the email outbox (docs/decisions/0013-email-outbox.md). A message is written in the caller's
 * transaction, so it exists exactly when the change that causes it commits; then a wake-up job is asked for,
 * delayed so that it normally runs after the commit. A wake-up lost (Redis down) or too early (a long transaction)
 * costs only time: the worker's sweep sends every PENDING row.
 */

type Ctx = Pick<ServiceContext, 'config' | 'queues'>;
type Tx = TransactionClient;

const EMAIL_NOT_SET_UP = 'EMAIL_NOT_SET_UP';

/**
 * For the flows that work only through a mailed link (password reset, find my bookings, newsletter sign-up): in
 * production without SMTP_URL nothing would ever send it, so the visitor is told instead of being promised a mail.
 */
export function requireEmail(ctx: Pick<ServiceContext, 'config'>): void {
  if (ctx.config.emailDelivery === 'none') throw new AppError(503, 'EMAIL_NOT_SET_UP', EMAIL_NOT_SET_UP);
}

// Transactions here last milliseconds; a wake-up this much later finds the row committed.
const WAKE_AFTER_MS = 1_000;

export async function queueEmail(ctx: Ctx, tx: Tx, message: OutboxMessage): Promise<void> {
  const id = await writeToOutbox(tx, message);
  ctx.queues.wakeEmailSender(id, WAKE_AFTER_MS).catch(() => undefined);
}

type BookingForEmail = {
  id: number;
  name: string;
  email: string;
  amount: number | null;
  currency: string | null;
  reference?: string | null;
  package?: { name: string; translations?: unknown } | null;
  /** The language the customer booked in (Booking.locale): the email is written in it. */
  locale?: string | null;
  /** The departure's day, when one was chosen. */
  departDate?: Date | null;
};

const titleOf = (booking: BookingForEmail) => packageTitle(booking.package, booking.locale);

/** "Booking received", with a payment link whose access token the sender mints (never stored in clear). */
export function queueBookingReceivedEmail(ctx: Ctx, tx: Tx, booking: BookingForEmail) {
  const message = bookingReceivedEmail(ctx.config.publicUrl, { ...booking, kind: 'PACKAGE', title: titleOf(booking) });
  return queueEmail(ctx, tx, message);
}

type TripForEmail = {
  id: number;
  reference: string;
  name: string;
  email: string;
  origin: string;
  destination: string;
  amount: number | null;
  currency: string | null;
  locale: string;
};

/** A trip booking's "booking received": the journey, its passengers and the payment link (issue #31). */
export function queueTripReceivedEmail(ctx: Ctx, tx: Tx, booking: TripForEmail, trip: TripFacts) {
  const title = `${booking.origin} → ${booking.destination}`;
  const message = bookingReceivedEmail(ctx.config.publicUrl, { ...booking, kind: 'TRIP', title, trip });
  return queueEmail(ctx, tx, message);
}
