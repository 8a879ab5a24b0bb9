import { readStats } from '@rihla/db/stats';
import { bookingStatusChannel, type BookingStatusMessage, statsChannel } from '@rihla/worker/jobs';
import { Repeater } from 'graphql-yoga';
import { z } from 'zod';

import { requireStaff, SESSION_OVER, type Viewer, viewerOfSession } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { tooManyRequests, unauthenticated } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';
import { BOOKING_KINDS, type CheckoutBooking } from './payable-bookings.ts';
import { checkoutBooking } from './payments.service.ts';

/**
 * GraphQL subscriptions (docs/decisions/0011). A message on a channel only says that something changed; each
 * subscriber then re-reads what it may see, with the access it has now (its sign-in and role reloaded), so no
 * payload carries a secret, no rule is written twice, and a viewer signed out or demoted gets nothing more.
 */

/**
 * Live streams one client address may hold open in this API process. A checkout needs one and a dashboard one;
 * each stream holds a connection and a listener, so one client cannot open thousands of them.
 */
const MAX_STREAMS_PER_CLIENT = 10;
const TOO_MANY_STREAMS = 'LIVE_TOO_MANY_STREAMS';
const openStreams = new Map<string, number>();

const bookingInput = z.object({
  bookingId: id,
  kind: z.enum(BOOKING_KINDS, { error: 'BOOKING_KIND_INVALID' }).default('PACKAGE'),
  token: z.string().trim().max(200).nullish(),
});

/**
 * The checkout view now, then after every status change. Access as for `checkoutBooking` (the `token` argument
 * stands for the X-Booking-Token header): anyone else gets its BOOKING_NOT_FOUND before listening starts.
 */
export async function bookingStatusChanges(
  ctx: ServiceContext,
  input: unknown,
): Promise<AsyncIterableIterator<CheckoutBooking>> {
  const { bookingId, kind, token } = parseInput(bookingInput, input);
  const caller = token ? { ...ctx, bookingToken: token } : ctx;
  const read = (viewer: Viewer | null) => checkoutBooking({ ...caller, viewer }, { id: bookingId, kind });
  await read(ctx.viewer);
  return readOnEveryMessage(ctx, bookingStatusChannel(kind, bookingId), read, (a, b) => a.status === b.status);
}

/** The dashboard figures now, then after every refresh of the aggregate (staff only). */
export function statsChanges(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  const read = async (viewer: Viewer | null) => {
    requireStaff(viewer);
    return (await readStats(ctx.db)).stats;
  };
  return readOnEveryMessage(ctx, statsChannel(), read, (a, b) => a.refreshedAt.getTime() === b.refreshedAt.getTime());
}

/**
 * The stream's viewer as they are now. A stream opened signed in ends (UNAUTHENTICATED, which the web app answers
 * by signing out) once that sign-in is over: that device signed out, all devices, a password or role change.
 */
async function viewerNow({ db, viewer }: Pick<ServiceContext, 'db' | 'viewer'>): Promise<Viewer | null> {
  if (!viewer) return null;
  const now = await viewerOfSession(db, viewer.session);
  if (!now) throw unauthenticated(SESSION_OVER);
  return now;
}

/**
 * Emits `read()` now and again after each message and at each periodic re-check, skipping what equals the last
 * emission. Every read is given the viewer reloaded just before it, so its rules (staff only, owner or token) judge
 * the access of the moment, and a read that throws ends the stream with that error. Listening starts, and
 * Redis confirms it, before the first read: a change landing between the page's own query and this subscription
 * is in that read or arrives as a message, never lost. A Repeater rather than an async generator: when the client
 * goes away, `stop` unsubscribes at once, where a generator waiting for the next message would hold its listener
 * (and the Redis channel) until a message came.
 */
function readOnEveryMessage<T>(
  ctx: Pick<ServiceContext, 'queues' | 'ip' | 'config' | 'db' | 'viewer'>,
  channel: string,
  read: (viewer: Viewer | null) => Promise<T>,
  same: (a: T, b: T) => boolean,
): AsyncIterableIterator<T> {
  const {
    queues: { live },
    ip,
    config,
  } = ctx;
  const readNow = async () => read(await viewerNow(ctx));
  return new Repeater<T>(async (push, stop) => {
    const open = openStreams.get(ip) ?? 0;
    if (open >= MAX_STREAMS_PER_CLIENT) throw tooManyRequests(undefined, TOO_MANY_STREAMS);
    openStreams.set(ip, open + 1);
    const messages = live.subscribe(channel);
    let message = messages.next();
    const stopped = stop.then(() => ({ done: true as const }));
    try {
      await live.ready();
      let last = await readNow();
      await push(last);
      for (;;) {
        const woke = await nextWake(message, stopped, config.liveRecheckMs);
        if (woke === 'stopped') break;
        if (woke === 'message') message = messages.next();
        const current = await readNow();
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
