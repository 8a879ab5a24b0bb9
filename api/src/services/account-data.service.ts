import { ACCOUNTING_RETENTION_YEARS } from '@rihla/db/legal-texts';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { verifyPassword } from '../lib/auth/password.ts';
import { isStaff, requireSignedIn } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, forbidden } from '../lib/errors.ts';
import { openPassport } from '../lib/traveller-crypto.ts';
import { removeUpload } from '../lib/uploads.ts';
import { parseInput } from '../lib/validation.ts';
import { countFailedSignIns } from './auth.service.ts';

/**
 * A customer's own data (issue #31, docs/decisions/0044-customer-data-requests.md): a copy of everything the site
 * holds about them, and the deletion of their account. Deletion is immediate, by the rules of the privacy policy
 * (prisma/legal-texts.ts): what no law makes us keep is deleted; a booking with payments is kept for the accounts,
 * anonymised. Admins see each deletion in the activity log (`account.delete`).
 */

/** What an anonymised booking shows where the customer's name and address were. */
const ANONYMISED_NAME = 'Deleted customer';
const ANONYMISED_EMAIL = 'deleted-customer@deleted.invalid';

export const deleteAccountInput = z.object({
  password: z
    .string({ error: 'ACCOUNT_DELETE_PASSWORD_REQUIRED' })
    .min(1, { error: 'ACCOUNT_DELETE_PASSWORD_REQUIRED' })
    .max(1000),
});

/**
 * Everything held about the signed-in customer, as one JSON document: the account, its bookings (package and
 * trip) with their travellers (passport numbers opened for the owner only), payments and refunds, the
 * consultations and newsletter subscription of the account's address and the emails sent to it. Limited per
 * account (DATA_EXPORT_RATE_LIMIT an hour) and audited.
 */
export async function exportMyData(ctx: ServiceContext) {
  const viewer = requireSignedIn(ctx.viewer);
  await ctx.limits.consume('dataExport', String(viewer.id));
  const address = { equals: viewer.email, mode: 'insensitive' as const };
  const [profile, bookings, tripBookings, consultations, newsletter, emails] = await Promise.all([
    ctx.db.user.findUniqueOrThrow({
      where: { id: viewer.id },
      select: { id: true, name: true, email: true, role: true, locale: true, avatar: true, createdAt: true },
    }),
    ctx.db.booking.findMany({
      where: { userId: viewer.id },
      orderBy: { id: 'asc' },
      omit: { reviewReason: true, seatsHeld: true, accessExpiresAt: true },
      include: {
        package: { select: { id: true, name: true } },
        departure: { select: { departDate: true, returnDate: true } },
        termsDocument: { select: { kind: true, locale: true, version: true, title: true } },
        travellers: { orderBy: { position: 'asc' } },
        payments: { orderBy: { id: 'asc' }, omit: { eventId: true } },
        refunds: { orderBy: { id: 'asc' }, omit: { providerRefundId: true, requestedById: true } },
      },
    }),
    ctx.db.tripBooking.findMany({
      where: { userId: viewer.id },
      orderBy: { id: 'asc' },
      omit: { reviewReason: true, seatsHeld: true, accessExpiresAt: true },
      include: { termsDocument: { select: { kind: true, locale: true, version: true, title: true } } },
    }),
    ctx.db.consultation.findMany({ where: { email: address }, orderBy: { id: 'asc' } }),
    ctx.db.newsletterSubscriber.findFirst({
      where: { email: address },
      select: { email: true, status: true, locale: true, createdAt: true, confirmedAt: true, unsubscribedAt: true },
    }),
    ctx.db.outboxEmail.findMany({
      where: { to: address },
      orderBy: { id: 'asc' },
      select: { kind: true, to: true, subject: true, text: true, status: true, createdAt: true, sentAt: true },
    }),
  ]);
  await recordAudit(ctx.db, viewer, {
    action: 'account.export',
    entityType: 'User',
    entityId: viewer.id,
    summary: `Downloaded a copy of their data (${bookings.length + tripBookings.length} bookings)`,
  });
  return {
    exportedAt: new Date(),
    profile,
    bookings: bookings.map(({ travellers, ...booking }) => ({
      ...booking,
      travellers: travellers.map(({ passportNumberEnc, ...traveller }) => ({
        ...traveller,
        passportNumber: openPassport(ctx.config, traveller, passportNumberEnc),
      })),
    })),
    tripBookings,
    consultations,
    newsletter,
    emails,
  };
}

/**
 * Deletes the signed-in customer's account at once, after their password (docs/decisions/0044):
 * - refused while a booking is still open (a payment in review, a deposit with its balance to come, a paid trip
 *   not yet travelled): its travellers' details are still needed;
 * - bookings with payments (and their payments, refunds and receipts) are kept for ACCOUNTING_RETENTION_YEARS,
 *   anonymised: no name, address, phone, travellers or access links; the other bookings are deleted, except those
 *   still holding seats (anonymised; their hold ends as any other);
 * - trip bookings anonymised; consultations, the newsletter subscription and the emails sent to the address
 *   deleted; the avatar file removed; the account itself (sessions, reviews, links) deleted.
 */
export async function deleteMyAccount(ctx: ServiceContext, input: unknown) {
  const viewer = requireSignedIn(ctx.viewer);
  if (isStaff(viewer)) throw forbidden('ACCOUNT_STAFF_CANNOT_DELETE');
  const { password } = parseInput(deleteAccountInput, input);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id }, omit: { passwordHash: false } });
  // A wrong password here is a guess at the account, as at sign-in: counted and locked with those, so a stolen
  // session cannot guess the password past the sign-in limit.
  const account = user.email.toLowerCase();
  await countFailedSignIns(ctx, account, 0);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countFailedSignIns(ctx, account, 1);
    throw badRequest('ACCOUNT_DELETE_PASSWORD_WRONG');
  }

  const today = new Date(new Date().toISOString().slice(0, 10));
  const address = { equals: user.email, mode: 'insensitive' as const };
  const outcome = await ctx.db.$transaction(async (tx) => {
    const open =
      (await tx.booking.count({
        where: {
          userId: user.id,
          OR: [
            { status: { in: ['NEEDS_REVIEW', 'DEPOSIT_PAID'] } },
            { status: 'PAID', departure: { departDate: { gte: today } } },
          ],
        },
      })) +
      (await tx.tripBooking.count({
        where: {
          userId: user.id,
          OR: [{ status: 'NEEDS_REVIEW' }, { status: { in: ['PAID', 'CONFIRMED'] }, startDate: { gte: today } }],
        },
      }));
    if (open > 0) throw conflict('ACCOUNT_HAS_OPEN_BOOKINGS', { count: open });

    const bookings = await tx.booking.findMany({
      where: { userId: user.id },
      select: { id: true, seatsHeld: true, _count: { select: { payments: true, refunds: true } } },
    });
    const kept = bookings.filter((b) => b.seatsHeld || b._count.payments > 0 || b._count.refunds > 0).map((b) => b.id);
    const deleted = bookings.map((b) => b.id).filter((id) => !kept.includes(id));
    await tx.traveller.deleteMany({ where: { bookingId: { in: kept } } });
    await tx.booking.updateMany({
      where: { id: { in: kept } },
      data: {
        name: ANONYMISED_NAME,
        email: ANONYMISED_EMAIL,
        phone: null,
        userId: null,
        cancellationReason: null,
        accessTokenHash: null,
        mailedAccessTokenHash: null,
        holdClientKey: null,
      },
    });
    await tx.booking.deleteMany({ where: { id: { in: deleted } } });
    // Staff's internal notes may name the customer: those on the kept bookings go with the name (decision 0054);
    // those on deleted bookings and consultations go with their rows (ON DELETE CASCADE).
    await tx.staffNote.deleteMany({
      where: { OR: [{ bookingId: { in: kept } }, { tripBooking: { userId: user.id } }] },
    });
    const trips = await tx.tripBooking.updateMany({
      where: { userId: user.id },
      data: {
        name: ANONYMISED_NAME,
        email: ANONYMISED_EMAIL,
        userId: null,
        accessTokenHash: null,
        holdClientKey: null,
      },
    });
    const consultations = await tx.consultation.deleteMany({ where: { email: address } });
    await tx.newsletterSubscriber.deleteMany({ where: { email: address } });
    const emails = await tx.outboxEmail.deleteMany({ where: { to: address } });
    // The trail of the kept bookings stays, without the name it was written with.
    await tx.$executeRaw`
      UPDATE "AuditEntry" SET summary = replace(summary, ${user.name}, ${ANONYMISED_NAME}), "actorEmail" = NULL
      WHERE "actorId" = ${user.id} OR ("entityType" = 'Booking' AND "entityId" = ANY(${kept.map(String)}::text[]))`;
    await tx.user.delete({ where: { id: user.id } });
    const summary =
      `Customer account #${user.id} deleted at the customer's request: ${kept.length} booking(s) kept anonymised ` +
      `for the accounts (${ACCOUNTING_RETENTION_YEARS} years), ${deleted.length} deleted, ${trips.count} trip ` +
      `booking(s) anonymised, ${consultations.count} consultation(s) and ${emails.count} email(s) deleted`;
    // The customer is gone: the entry names no one (the system's actor), only what was done.
    await recordAudit(tx, null, {
      action: 'account.delete',
      entityType: 'User',
      entityId: user.id,
      summary,
      after: { keptBookings: kept, deletedBookings: deleted.length },
    });
    return { kept: kept.length, deleted: deleted.length };
  });
  await removeUpload(ctx.storage, user.avatar);
  return {
    message:
      outcome.kept > 0
        ? `Your account is deleted. ${outcome.kept} paid booking(s) are kept without your name or contact details for ${ACCOUNTING_RETENTION_YEARS} years, as the law requires for our accounts.`
        : 'Your account is deleted, with all your data.',
    keptBookings: outcome.kept,
    deletedBookings: outcome.deleted,
  };
}
