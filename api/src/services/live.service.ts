import { readStats } from '@rihla/db/stats';
import { bookingStatusChannel, type BookingStatusMessage, statsChannel } from '@rihla/worker/jobs';
import { Repeater } from 'graphql-yoga';
import { z } from 'zod';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';
import { BOOKING_KINDS, type CheckoutBooking } from './payable-bookings.ts';
import { checkoutBooking } from './payments.service.ts';

/**
 * GraphQL subscriptions (docs/decisions/0011). A message on a channel only says that something changed; each
 * subscriber then re-reads what it may see, with the access it subscribed with, so no payload carries a secret
 * and no rule is written twice.
 */

/**
 * Live streams one client address may hold open in this API process. A checkout needs one and a dashboard one;
 * each stream holds a connection and a listener, so one client cannot open thousands of them.
 */
const MAX_STREAMS_PER_CLIENT = 10;
const TOO_MANY_STREAMS = 'Too many live updates are open from your address. Close other tabs and try again.';
const openStreams = new Map<string, number>();

const bookingInput = z.object({
  bookingId: id,
  kind: z.enum(BOOKING_KINDS, { error: 'kind must be PACKAGE or TRIP.' }).default('PACKAGE'),
  token: z.string().trim().max(200).nullish(),
});

/**
 * The checkout view now, then after every status change. Access as for `checkoutBooking` (the `token` argument
 * stands for the X-Booking-Token header): anyone else gets its "Booking not found." before listening starts.
 */
export async function bookingStatusChanges(
  ctx: ServiceContext,
  input: unknown,
): Promise<AsyncIterableIterator<CheckoutBooking>> {
  const { bookingId, kind, token } = parseInput(bookingInput, input);
  const caller = token ? { ...ctx, bookingToken: token } : ctx;
  const read = () => checkoutBooking(caller, { id: bookingId, kind });
  await read();
  return readOnEveryMessage(ctx, bookingStatusChannel(kind, bookingId), read, (a, b) => a.status === b.status);
}

/** The dashboard figures now, then after every refresh of the aggregate (staff only). */
export function statsChanges(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  const read = async () => (await readStats(ctx.db)).stats;
  return readOnEveryMessage(ctx, statsChannel(), read, (a, b) => a.refreshedAt.getTime() === b.refreshedAt.getTime());
}

/**
 * Emits `read()` now and again after each message, skipping what equals the last emission. Listening starts, and
 * Redis confirms it, before the first read: a change landing between the page's own query and this subscription
 * is in that read or arrives as a message, never lost. A Repeater rather than an async generator: when the client
 * goes away, `stop` unsubscribes at once, where a generator waiting for the next message would hold its listener
 * (and the Redis channel) until a message came.
 */
function readOnEveryMessage<T>(
  { queues: { live }, ip, config }: Pick<ServiceContext, 'queues' | 'ip' | 'config'>,
  channel: string,
  read: () => Promise<T>,
  same: (a: T, b: T) => boolean,
): AsyncIterableIterator<T> {
  return new Repeater<T>(async (push, stop) => {
    const open = openStreams.get(ip) ?? 0;
    if (open >= MAX_STREAMS_PER_CLIENT) throw tooManyRequests(TOO_MANY_STREAMS);
    openStreams.set(ip, open + 1);
    const messages = live.subscribe(channel);
    let message = messages.next();
    const stopped = stop.then(() => ({ done: true as const }));
    try {
      await live.ready();
      let last = await read();
      await push(last);
      for (;;) {
        const woke = await nextWake(message, stopped, config.liveRecheckMs);
        if (woke === 'stopped') break;
        if (woke === 'message') message = messages.next();
        const current = await read();
        if (same(current, last)) continue;
        last = current;
        await push(current);
      }
    } catch (err) {
      stop(err);
    } finally {
      const left = (openStreams.get(ip) ?? 1) - 1;
      if (left > 0) openStreams.set(ip, left);
      else openStreams.delete(ip);
      stop();
      await messages.return?.();
    }
  });
}

/**
 * What ends a stream's wait: a message on its channel, the client leaving, or the periodic re-check. Publishing is
 * best effort: a worker killed between its commit and its publish, or a Redis reconnect, loses the message, and
 * without the re-check a checkout would wait on a payment already settled. One read per open stream per period.
 */
async function nextWake(
  message: Promise<IteratorResult<unknown>>,
  stopped: Promise<{ done: true }>,
  recheckMs: number,
): Promise<'message' | 'stopped' | 'recheck'> {
  let timer: NodeJS.Timeout | undefined;
  const recheck = new Promise<'recheck'>((resolve) => {
    timer = setTimeout(() => resolve('recheck'), recheckMs);
  });
  try {
    return await Promise.race([
      message.then((next) => (next.done ? 'stopped' : 'message')),
      stopped.then(() => 'stopped' as const),
      recheck,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Tells the booking's live subscribers that a write of the API changed its status, without waiting (best effort). */
export function publishStatusChange(ctx: Pick<ServiceContext, 'queues'>, message: BookingStatusMessage): void {
  ctx.queues.publishBookingStatus(message).catch(() => undefined);
}
