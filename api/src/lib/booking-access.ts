import { timingSafeEqual } from 'node:crypto';

import { hashAccessToken } from '@rihla/worker/emails';

import { isStaff } from './auth/viewer.ts';
import type { ServiceContext } from './context.ts';
import { notFound } from './errors.ts';

/**
 * Booking access tokens (docs/decisions/0007-public-safety.md): whoever books without an account gets one
 * random token for that booking, shown once, and the "booking received" email carries a second one, minted when
 * it is sent (worker/src/emails/links.ts). Paying, reading the payment status and the checkout page need
 * it, or a session of the booking's owner (or of an agent of the agency that booked it), or staff. Only its SHA-256 is stored. Without access the
 * answer is the same 404 as for a booking that does not exist, so ids cannot be probed.
 */

/** Long enough to pay a quote sent days later; once paid, the worker shortens it to a week after payment. */
export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 3600_000;

export { hashAccessToken, newAccessToken } from '@rihla/worker/emails';

export type Guarded = {
  userId: number | null;
  accessTokenHash: string | null;
  /** The emailed link's token (package bookings); a trip booking has only the one shown at booking. */
  mailedAccessTokenHash?: string | null;
  accessExpiresAt: Date | null;
  /** The agency that booked it (decision 0065): its agents have the owner's access; null for a direct customer's. */
  agencyId: number | null;
};

/**
 * True when the caller is staff, the signed-in owner, an agent of the agency that booked it, or presents this
 * booking's unexpired token.
 */
function canAccessBooking(
  ctx: Pick<ServiceContext, 'viewer' | 'bookingToken'>,
  booking: Guarded,
  now = new Date(),
): boolean {
  if (isStaff(ctx.viewer)) return true;
  if (ctx.viewer && booking.userId === ctx.viewer.id) return true;
  if (ctx.viewer?.role === 'AGENT' && booking.agencyId !== null && booking.agencyId === ctx.viewer.agencyId)
    return true;
  if (!ctx.bookingToken) return false;
  if (booking.accessExpiresAt && booking.accessExpiresAt.getTime() < now.getTime()) return false;
  const given = Buffer.from(hashAccessToken(ctx.bookingToken), 'hex');
  return [booking.accessTokenHash, booking.mailedAccessTokenHash].some((hash) => hash && sameHash(given, hash));
}

function sameHash(given: Buffer, storedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const BOOKING_NOT_FOUND = 'BOOKING_NOT_FOUND';

/** One line at the top of a service: the booking if the caller may see it, else the 404 of a missing one. */
export function requireBookingAccess<B extends Guarded>(
  ctx: Pick<ServiceContext, 'viewer' | 'bookingToken'>,
  booking: B | null,
): B {
  if (!booking || !canAccessBooking(ctx, booking)) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}
