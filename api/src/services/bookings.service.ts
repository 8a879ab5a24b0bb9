import type { TransactionClient } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { moneyText } from '../lib/audit-text.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import { ACCESS_TOKEN_TTL_MS, newAccessToken } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { queueBookingReceivedEmail } from '../lib/outbox.ts';
import { currency, email, id, int, parseInput, text, trimmed } from '../lib/validation.ts';
import { type DepartureChoice, departureChoiceInput, hasDepartures, takeDepartureSeats } from './departures.service.ts';
import { depositTerms } from './deposits.ts';
import { currentLegalDocument } from './legal.service.ts';
import { cancelAtProvider, markIntentCancelled } from './payable-bookings.ts';
import { checkOpenHolds, holdClientKey, holdEnd } from './seat-holds.ts';
import { requestStatsRefresh } from './stats.service.ts';

export const createBookingInput = z.object({
  name: trimmed('NAME_REQUIRED'),
  email: email(),
  // The form requires a phone; API clients may omit it, and an empty one is stored as null (product-rules.md#validation).
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
    text(40, 'PHONE_TOO_LONG').nullable(),
  ),
  packageId: z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), id.optional()),
  // Required when the package has departures (checked against departureChoiceInput below).
  departureId: z.unknown().optional(),
  roomType: z.unknown().optional(),
  travellerCount: z.unknown().optional(),
  // The customer ticked "I accept the terms of booking" (issue #31): required, and recorded on the booking with the
  // version of the terms in their language current at that moment.
  acceptTerms: z.literal(true, { error: 'TERMS_NOT_ACCEPTED' }),
});

export const quoteInput = z.object({
  amount: int('QUOTE_AMOUNT_INVALID', { min: 1 }),
  currency,
});

export const bookingInclude = { package: true } as const;

/**
 * Anyone may book. The answer carries the booking's access token (shown once, only its hash is kept): with it,
 * or signed in as the booker, the customer pays and follows the booking (docs/decisions/0007). A booking of a
 * departure holds its seats until its hold ends unpaid (a client already holding `maxOpenHolds` unpaid bookings of
 * packages or trips gets a 429).
 */
export async function createBooking(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('booking', ctx.ip);
  const data = parseInput(createBookingInput, input);
  // An archived package is kept for its history but no longer offered.
  const pkg = data.packageId
    ? await ctx.db.package.findFirst({ where: { id: data.packageId, archivedAt: null } })
    : null;
  if (data.packageId && !pkg) throw badRequest('PACKAGE_UNAVAILABLE');
  const choice = await departureChoice(ctx, pkg?.id ?? null, data);
  const access = newAccessToken();
  const now = new Date();
  const clientKey = holdClientKey(ctx.config.jwtSecret, ctx.ip);
  // A departure's seats are taken in the booking's transaction: both happen, or neither (seat ledger).
  const booking = await ctx.db.$transaction(
    async (tx) => {
      if (choice) await checkOpenHolds(tx, clientKey, ctx.config.maxOpenHolds, now);
      const terms = await currentLegalDocument(tx, 'TERMS', ctx.locale ?? 'en');
      const perPerson = pkg && choice ? await takeDepartureSeats(tx, pkg.id, choice) : null;
      // The price is fixed when booking: later price changes do not alter what this customer owes.
      const amount = perPerson !== null && choice ? perPerson * choice.travellerCount : (pkg?.price ?? null);
      // A package asking a deposit: the first payment covers the deposit, the balance is due before departure.
      const departs = choice ? await departDateOf(tx, choice) : null;
      const hold = departs
        ? { holdExpiresAt: holdEnd(now, ctx.config.seatHoldMinutes, departs.departDate), holdClientKey: clientKey }
        : {};
      const deposit =
        pkg && choice && amount !== null
          ? depositTerms(pkg, { amount, travellerCount: choice.travellerCount, ...departs! })
          : null;
      const created = await tx.booking.create({
        data: {
          name: data.name,
          email: data.email,
          phone: data.phone,
          packageId: pkg?.id ?? null,
          source: 'WEB',
          amount,
          currency: amount !== null && pkg ? pkg.currency : null,
          ...(choice ? { ...choice, seatsHeld: true } : {}),
          ...hold,
          ...(deposit ?? {}),
          userId: ctx.viewer?.id ?? null,
          accessTokenHash: access.hash,
          accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
          // The customer's language: this booking's emails are written in it.
          locale: ctx.locale ?? 'en',
          termsDocumentId: terms.id,
          termsAcceptedAt: now,
        },
        include: bookingInclude,
      });
      // The email names the departure's day (with the Hijri date in Arabic).
      await queueBookingReceivedEmail(ctx, tx, { ...created, departDate: departs?.departDate ?? null });
      // The customer's own action (no actor for a visitor not signed in): the booking's audit trail starts here.
      const travellers = choice ? `${choice.travellerCount} × ${choice.roomType.toLowerCase()}` : '1 traveller';
      await recordAudit(tx, ctx.viewer, {
        action: 'booking.create',
        entityType: 'Booking',
        entityId: created.id,
        summary: `${created.name} ${pkg ? `booked ${pkg.name}` : 'made a booking without a package'} (${travellers}, ${moneyText(amount, created.currency ?? pkg?.currency ?? 'USD')})`,
        after: {
          status: created.status,
          packageId: created.packageId,
          departureId: created.departureId,
          amount,
          currency: created.currency,
          termsVersion: `${terms.locale} v${terms.version}`,
        },
      });
      return created;
    },
    // Parallel bookings of one departure queue on its row; each waits only for the short transactions before it.
    { maxWait: 10_000, timeout: 10_000 },
  );
  requestStatsRefresh(ctx);
  if (choice) await offersAfterSeatsTaken(ctx, choice.departureId);
  // Not awaited: the booking never waits on Redis. Without it the worker's periodic sweep expires the hold.
  if (booking.holdExpiresAt)
    void ctx.queues.scheduleHoldExpiry({ bookingId: booking.id }, booking.holdExpiresAt).catch(() => undefined);
  const message = booking.amount
    ? 'Booking received'
    : 'Booking received. Our team will contact you shortly with a quote.';
  return { message, booking, accessToken: access.token };
}

/**
 * A booking that took a departure's last seats may have ended the package's "from" price (package-offers.ts): the
 * catalogue's offers are read again, so no page offers a price nobody can book.
 */
async function offersAfterSeatsTaken(ctx: ServiceContext, departureId: number) {
  const departure = await ctx.db.departure.findUnique({ where: { id: departureId }, select: { status: true } });
  if (departure?.status === 'SOLD_OUT') await ctx.catalog.invalidate('packages');
}

async function departDateOf(tx: TransactionClient, choice: DepartureChoice) {
  const departure = await tx.departure.findUniqueOrThrow({
    where: { id: choice.departureId },
    select: { departDate: true },
  });
  return { departDate: departure.departDate };
}

/** A package with upcoming departures is booked by departure, room type and travellers; one without, as before. */
async function departureChoice(
  ctx: ServiceContext,
  packageId: number | null,
  data: z.infer<typeof createBookingInput>,
): Promise<DepartureChoice | null> {
  const chosen = data.departureId ?? data.roomType ?? data.travellerCount;
  if (packageId === null || !(await hasDepartures(ctx.db, packageId))) {
    if (chosen !== undefined) throw badRequest('PACKAGE_NOT_SOLD_BY_DEPARTURE');
    return null;
  }
  return parseInput(departureChoiceInput, data);
}

/**
 * Staff set the amount due on a booking whose package has no price, so the customer can pay it. A changed
 * amount retires the intent made for the old one at the provider first, so the old amount can no longer be paid.
 */
export async function setBookingQuote(ctx: ServiceContext, bookingId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, bookingId);
  const quote = parseInput(quoteInput, input);
  const booking = await ctx.db.booking.findUnique({ where: { id: targetId }, include: bookingInclude });
  if (!booking) throw notFound('BOOKING_NOT_FOUND');
  if (booking.package?.price != null) throw badRequest('QUOTE_PACKAGE_PRICED');
  if (booking.status !== 'PENDING' && booking.status !== 'FAILED')
    throw badRequest('QUOTE_STATUS_INVALID', { status: booking.status });
  const unchanged = booking.amount === quote.amount && booking.currency === quote.currency;
  const staleIntentId = unchanged ? null : booking.paymentIntentId;
  if (staleIntentId) await cancelAtProvider(ctx, staleIntentId);
  return ctx.db.$transaction(async (tx) => {
    const updated = await tx.booking.update({
      where: { id: targetId },
      data: { amount: quote.amount, currency: quote.currency, ...(staleIntentId ? { paymentIntentId: null } : {}) },
      include: bookingInclude,
    });
    if (staleIntentId) await markIntentCancelled(tx, staleIntentId);
    if (!unchanged)
      await recordAudit(tx, ctx.viewer, {
        action: 'booking.quote',
        entityType: 'Booking',
        entityId: targetId,
        summary: `Quoted booking ${booking.reference} at ${moneyText(quote.amount, quote.currency)} (was ${moneyText(booking.amount, booking.currency ?? quote.currency)})`,
        before: { amount: booking.amount, currency: booking.currency },
        after: { amount: quote.amount, currency: quote.currency },
      });
    return updated;
  });
}
