import { randomUUID } from 'node:crypto';

import type { TransactionClient } from '@rihla/db';
import { notice } from '@rihla/db/error-messages';
import { bookingClaimEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import { type AuditActor, recordAudit } from '../lib/audit.ts';
import { requireSignedIn } from '../lib/auth/viewer.ts';
import { hashAccessToken, requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { AppError, badRequest, conflict, forbidden, tooManyRequests } from '../lib/errors.ts';
import { queueEmail, requireEmail } from '../lib/outbox.ts';
import { parseInput, trimmed } from '../lib/validation.ts';

/**
 * "Booked before you had an account?" (issue 14, item 7). A signed-in customer asks for a link mailed to their
 * account's address; opening it while signed in to that same account proves they read that address, and only then
 * are the bookings made with it (package and trip bookings, without an owner) added to their account. Nothing about
 * those bookings is shown before that. The link's random token is minted when the mail is sent
 * (worker/src/emails/links.ts); a BookingClaimLink row keeps its SHA-256, the account and the address.
 */

const LINK_MINUTES = 30;

const CLAIM_LINK_INVALID = 'CLAIM_LINK_INVALID';

export const claimInput = z.object({ token: trimmed(CLAIM_LINK_INVALID, 2000) });

/** Mails the viewer a link for the bookings made with their account's email. */
export async function requestBookingClaim(ctx: ServiceContext) {
  const viewer = requireSignedIn(ctx.viewer);
  requireEmail(ctx);
  // Per address and per account: neither many accounts from one client nor one account from many clients floods a
  // mailbox.
  try {
    await ctx.limits.consume('claimEmail', `ip:${ctx.ip}`);
    await ctx.limits.consume('claimEmail', `user:${viewer.id}`);
  } catch (error) {
    // The limit is hourly: the generic "wait a minute" would not be true.
    if (error instanceof AppError && error.status === 429)
      throw tooManyRequests(error.retryAfter, 'CLAIM_LINKS_TOO_MANY');
    throw error;
  }
  const message = bookingClaimEmail(ctx.config.publicUrl, {
    userId: viewer.id,
    name: viewer.name,
    email: viewer.email,
    requestKey: randomUUID(),
    minutes: LINK_MINUTES,
    // The language of the page the link is asked from.
    locale: ctx.locale,
  });
  await ctx.db.$transaction((tx) => queueEmail(ctx, tx, message));
  return { email: viewer.email, ...notice('CLAIM_LINK_SENT', { email: viewer.email, minutes: LINK_MINUTES }) };
}

type Claimed = { id: number; reference: string };
type ClaimedRow = Claimed & { entityType: 'Booking' | 'TripBooking' };

/** One audit entry per booking added to an account, whichever way its holder proved it theirs. */
async function recordClaims(tx: TransactionClient, actor: NonNullable<AuditActor>, rows: ClaimedRow[], how: string) {
  for (const row of rows)
    await recordAudit(tx, actor, {
      action: 'booking.claim',
      entityType: row.entityType,
      entityId: row.id,
      summary: `Added booking ${row.reference} to their account ${how}`,
      before: { userId: null },
      after: { userId: actor.id },
    });
}

/**
 * Opens a claim link: the viewer must be the account it was issued for, still with the address it was mailed to.
 * Attaches, in one transaction, every booking with that email and no owner; one audit entry per booking.
 */
export async function claimBookings(ctx: ServiceContext, input: unknown) {
  const viewer = requireSignedIn(ctx.viewer);
  const { token } = parseInput(claimInput, input);
  const claim = await ctx.db.bookingClaimLink.findUnique({ where: { tokenHash: hashAccessToken(token) } });
  if (!claim || claim.expiresAt.getTime() <= Date.now()) throw badRequest(CLAIM_LINK_INVALID);
  if (claim.userId !== viewer.id || claim.email.toLowerCase() !== viewer.email.toLowerCase())
    throw forbidden('CLAIM_LINK_OTHER_ACCOUNT');
  const claimed = await ctx.db.$transaction(async (tx) => {
    // One conditional UPDATE per table: a booking another request claimed meanwhile is not taken twice.
    const packages = await tx.$queryRaw<Claimed[]>`
      UPDATE "Booking" SET "userId" = ${viewer.id}, "updatedAt" = now()
      WHERE "userId" IS NULL AND lower("email") = lower(${claim.email})
      RETURNING "id", "reference"`;
    const trips = await tx.$queryRaw<Claimed[]>`
      UPDATE "TripBooking" SET "userId" = ${viewer.id}, "updatedAt" = now()
      WHERE "userId" IS NULL AND lower("email") = lower(${claim.email})
      RETURNING "id", "reference"`;
    const rows: ClaimedRow[] = [
      ...packages.map((row) => ({ ...row, entityType: 'Booking' as const })),
      ...trips.map((row) => ({ ...row, entityType: 'TripBooking' as const })),
    ];
    await recordClaims(tx, viewer, rows, `after verifying ${claim.email}`);
    return rows.length;
  });
  const answer =
    claimed === 0 ? notice('CLAIM_NONE_FOUND', { email: claim.email }) : notice('CLAIM_ADDED', { count: claimed });
  return { claimed, ...answer };
}

/** What a sign-up may ask to adopt: the booking the page it came from was showing (checkout's id and kind). */
export type AdoptedBooking = { id: number; kind: 'PACKAGE' | 'TRIP' };

/**
 * "Create an account" from a guest's booking confirmation (issue #31). The X-Booking-Token proves the visitor holds
 * the booking (as paying with it does); the new account's email must be the one the booking was made with, and the
 * booking must have no account yet. Checked before anything is written, so a refusal creates no account.
 */
export async function bookingToAdopt(ctx: ServiceContext, choice: AdoptedBooking, email: string): Promise<ClaimedRow> {
  const proof = { viewer: null, bookingToken: ctx.bookingToken };
  const booking =
    choice.kind === 'TRIP'
      ? // A trip is never an agency's booking.
        await ctx.db.tripBooking
          .findUnique({ where: { id: choice.id }, omit: { accessTokenHash: false } })
          .then((trip) => trip && { ...trip, agencyId: null })
      : await ctx.db.booking.findUnique({
          where: { id: choice.id },
          omit: { accessTokenHash: false, mailedAccessTokenHash: false },
        });
  const held = requireBookingAccess(proof, booking);
  if (held.userId !== null) throw conflict('SIGNUP_BOOKING_HAS_ACCOUNT');
  if (held.email.toLowerCase() !== email.toLowerCase()) throw badRequest('SIGNUP_BOOKING_OTHER_EMAIL');
  return { id: held.id, reference: held.reference, entityType: choice.kind === 'TRIP' ? 'TripBooking' : 'Booking' };
}

/** Adds the booking to the account created in `tx`; another claim that got there first undoes the sign-up. */
export async function adoptBooking(tx: TransactionClient, account: NonNullable<AuditActor>, booking: ClaimedRow) {
  const where = { id: booking.id, userId: null };
  const data = { userId: account.id };
  const { count } =
    booking.entityType === 'TripBooking'
      ? await tx.tripBooking.updateMany({ where, data })
      : await tx.booking.updateMany({ where, data });
  if (count !== 1) throw conflict('SIGNUP_BOOKING_HAS_ACCOUNT');
  await recordClaims(tx, account, [booking], 'when creating it with the booking’s access token and email');
}
