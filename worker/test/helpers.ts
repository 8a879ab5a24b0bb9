import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { Booking, PrismaClient } from '@rihla/db';

export const logger = pino({ level: process.env.TEST_LOG_LEVEL || 'silent' });

/** Unique per call: completed jobs keep their id in Redis for a day, so ids must never repeat in a run. */
export function newEventId(label: string): string {
  return `evt_${label}_${randomUUID().slice(0, 8)}`;
}

export function createBooking(db: PrismaClient, data: Partial<Booking> = {}): Promise<Booking> {
  return db.booking.create({
    data: { name: 'Amina Test', email: 'amina@example.com', amount: 150_000, currency: 'USD', ...data },
  });
}

type EventOptions = { bookingId?: number; paymentIntentId?: string; refunded?: boolean };

/** A payload shaped like Stripe's: a payment_intent, or a charge for charge.* types. */
export function stripeEvent(id: string, type: string, { bookingId, paymentIntentId = `pi_${id}`, refunded = true }: EventOptions) {
  const metadata = bookingId === undefined ? {} : { bookingId: String(bookingId) };
  const object = type.startsWith('charge.')
    ? { id: `ch_${id}`, object: 'charge', payment_intent: paymentIntentId, amount: 150_000, currency: 'usd', refunded, metadata }
    : { id: paymentIntentId, object: 'payment_intent', amount: 150_000, currency: 'usd', metadata };
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

/** What the webhook does before queueing: store the verified event. */
export async function recordEvent(db: PrismaClient, type: string, options: EventOptions & { label?: string }) {
  const id = newEventId(options.label ?? type.replace(/\W/g, '_'));
  await db.paymentEvent.create({ data: { id, type, payload: stripeEvent(id, type, options) } });
  return id;
}

/** Polls until check returns something truthy; async outcomes are awaited this way, never with fixed sleeps. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
