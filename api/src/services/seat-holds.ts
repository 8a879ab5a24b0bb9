import { createHmac } from 'node:crypto';

import type { TransactionClient } from '@rihla/db';

import { tooManyRequests } from '../lib/errors.ts';

/**
 * Seat holds of trip bookings and of package bookings of a departure (docs/decisions/0007-public-safety.md
 * section 4): an unpaid booking holds its seats until holdExpiresAt, and one client keeps at most `maxOpenHolds`
 * such holds of both kinds together, so nobody empties a departure by booking and never paying.
 */

// Namespace of the advisory locks taken per client (the second key is the hash of the client key).
const CLIENT_HOLDS_LOCK = 7140317;

/**
 * Who "one client" is, without storing their address: a keyed hash of the IP, with a key derived for this
 * purpose only from the install's secret (so the stored value cannot be reversed by hashing every IPv4).
 */
export function holdClientKey(secret: string, ip: string): string {
  const key = createHmac('sha256', secret).update('seat-hold-client').digest();
  return createHmac('sha256', key).update(ip).digest('hex');
}

/** The cap's 429; Retry-After says when the client's first hold lapses and frees a place. */
const tooManyHolds = (max: number, retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, 'SEAT_HOLDS_LIMIT', { count: max });

/**
 * When a hold made `now` ends: SEAT_HOLD_MINUTES later, or when the departure's day begins (UTC) if that comes
 * first, so a hold never outlives its departure.
 */
export function holdEnd(now: Date, holdMinutes: number, departs: Date): Date {
  return new Date(Math.min(now.getTime() + holdMinutes * 60_000, departs.getTime()));
}

/**
 * Refuses a new hold when the client already has `max` open ones, trip and package holds together. Takes a per-client advisory lock first, held
 * until the caller's transaction ends, so parallel bookings of one client count one after another and the cap
 * holds under concurrency (call it in the transaction that then inserts the booking).
 */
export async function checkOpenHolds(tx: TransactionClient, clientKey: string, max: number, now: Date): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLIENT_HOLDS_LOCK}::int, hashtext(${clientKey}))`;
  const open = {
    holdClientKey: clientKey,
    status: { in: ['PENDING' as const, 'FAILED' as const] },
    holdExpiresAt: { gt: now },
  };
  const counted = { _count: { _all: true }, _min: { holdExpiresAt: true } } as const;
  const trips = await tx.tripBooking.aggregate({ where: open, ...counted });
  const packages = await tx.booking.aggregate({ where: open, ...counted });
  if (trips._count._all + packages._count._all < max) return;
  const lapses = [trips._min.holdExpiresAt, packages._min.holdExpiresAt].flatMap((at) => (at ? [at.getTime()] : []));
  const firstLapse = lapses.length > 0 ? Math.min(...lapses) : now.getTime();
  throw tooManyHolds(max, Math.max(1, Math.ceil((firstLapse - now.getTime()) / 1000)));
}
