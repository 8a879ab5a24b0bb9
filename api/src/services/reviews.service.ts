import { recordAudit } from '../lib/audit.ts';
import { requireSignedIn, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, foundOr404, notFound, writeOrExplain } from '../lib/errors.ts';
import { staffList, withSelection } from '../lib/staff-lists.ts';
import { id, NEWEST_FIRST, parseInput } from '../lib/validation.ts';
import { packageOr404 } from './packages.service.ts';
import { createReviewInput, packageReviewsInput, setReviewHiddenInput } from './review-inputs.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { publicUserSelect } from './users.service.ts';

const reviewInclude = { package: true, user: { select: publicUserSelect } } as const;

export const reviewList = staffList(
  (db, args) => db.review.findMany({ ...withSelection(args, { include: reviewInclude }), orderBy: NEWEST_FIRST }),
  (db) => db.review.count(),
);

const NOT_FOUND = 'BOOKING_NOT_FOUND';
const REVIEW_NOT_FOUND = 'REVIEW_NOT_FOUND';

/** "the 2-star review of Classic Umrah by Amina Yusuf": how the audit log names a review. */
const reviewLabel = (r: { rating: number; package: { name: string }; user: { name: string } }) =>
  `the ${r.rating}-star review of ${r.package.name} by ${r.user.name}`;

/** Today's date at 00:00 UTC: a trip whose return date is before it has ended. */
const todayUtc = () => new Date(new Date().toISOString().slice(0, 10));

/**
 * A customer reviews their own paid booking once its trip has ended, once. Another customer's booking answers
 * exactly as a missing one does, so nobody learns which bookings exist.
 */
export async function createReview(ctx: ServiceContext, input: unknown) {
  const viewer = requireSignedIn(ctx.viewer);
  const data = parseInput(createReviewInput, input);
  const booking = await ctx.db.booking.findUnique({
    where: { id: data.bookingId },
    select: { userId: true, status: true, packageId: true, departure: { select: { returnDate: true } } },
  });
  if (!booking || booking.userId !== viewer.id) throw notFound(NOT_FOUND);
  if (booking.status !== 'PAID') throw badRequest('REVIEW_BOOKING_UNPAID');
  if (!booking.departure || booking.departure.returnDate >= todayUtc() || booking.packageId === null)
    throw badRequest('REVIEW_TOO_EARLY');
  const packageId = booking.packageId;
  const review = await writeOrExplain(
    ctx.db.$transaction(async (tx) => {
      const row = await tx.review.create({
        data: { bookingId: data.bookingId, packageId, userId: viewer.id, rating: data.rating, comment: data.comment },
      });
      // The customer's own action on their booking: recorded like staff's (issue #14, item 8).
      await recordAudit(tx, viewer, {
        action: 'review.create',
        entityType: 'Review',
        entityId: row.id,
        summary: `Reviewed their trip (booking ${data.bookingId}): ${row.rating} of 5 stars`,
        after: { bookingId: data.bookingId, rating: row.rating },
      });
      return row;
    }),
    { duplicate: 'REVIEW_ALREADY_GIVEN' },
  );
  await ctx.catalog.invalidate('packages');
  requestStatsRefresh(ctx);
  return review;
}

/** The viewer's own reviews by booking, so My trips can tell which ended trips still await one. */
export async function myReviews(ctx: ServiceContext) {
  const viewer = requireSignedIn(ctx.viewer);
  const reviews = await ctx.db.review.findMany({
    where: { userId: viewer.id, bookingId: { not: null } },
    select: { id: true, bookingId: true, rating: true, comment: true, createdAt: true },
    orderBy: NEWEST_FIRST,
  });
  // The where above keeps only reviews of a booking; Prisma's type does not narrow on it.
  return reviews.flatMap(({ bookingId, ...review }) => (bookingId === null ? [] : [{ ...review, bookingId }]));
}

/** Staff hide a review from the package page (and its average), or show it again. */
export async function setReviewHidden(ctx: ServiceContext, reviewId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const { hidden } = parseInput(setReviewHiddenInput, input);
  const where = { id: parseInput(id, reviewId) };
  const review = await ctx.db.$transaction(async (tx) => {
    const before = foundOr404(await tx.review.findUnique({ where, include: reviewInclude }), REVIEW_NOT_FOUND);
    const row = await tx.review.update({
      where,
      data: { hiddenAt: hidden ? new Date() : null },
      include: reviewInclude,
    });
    if ((before.hiddenAt !== null) !== hidden)
      await recordAudit(tx, ctx.viewer, {
        action: hidden ? 'review.hide' : 'review.unhide',
        entityType: 'Review',
        entityId: row.id,
        summary: `${hidden ? 'Hid' : 'Showed again'} ${reviewLabel(before)}`,
        before: { hidden: before.hiddenAt !== null },
        after: { hidden },
      });
    return row;
  });
  await ctx.catalog.invalidate('packages');
  return review;
}

export async function deleteReview(ctx: ServiceContext, reviewId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  const where = { id: parseInput(id, reviewId) };
  await ctx.db.$transaction(async (tx) => {
    const review = foundOr404(await tx.review.findUnique({ where, include: reviewInclude }), REVIEW_NOT_FOUND);
    await tx.review.delete({ where });
    await recordAudit(tx, ctx.viewer, {
      action: 'review.delete',
      entityType: 'Review',
      entityId: review.id,
      summary: `Deleted ${reviewLabel(review)}`,
      before: { rating: review.rating, comment: review.comment, packageId: review.packageId },
    });
  });
  await ctx.catalog.invalidate('packages');
  requestStatsRefresh(ctx);
  return true;
}

export type PublicReview = { id: number; rating: number; comment: string; firstName: string; createdAt: string };
export type PackageReviews = {
  /** Mean rating of the visible reviews, one decimal; null when there are none. */
  average: number | null;
  count: number;
  page: number;
  pageSize: number;
  items: PublicReview[];
};

/** Only the first name is public: a review never shows who else travelled or how to reach them. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A public package's visible reviews, newest first, one page, with their average and count (catalogue cache). */
export async function packageReviewsEntry(ctx: ServiceContext, packageId: unknown, args: unknown) {
  const { page, pageSize } = parseInput(packageReviewsInput, args ?? {});
  const pkg = (await packageOr404(ctx, packageId)).value;
  if (!pkg) throw notFound('PACKAGE_NOT_FOUND');
  const where = { packageId: pkg.id, hiddenAt: null };
  return ctx.catalog.read('packages', `reviews:${pkg.id}:${page}:${pageSize}`, async (): Promise<PackageReviews> => {
    const [stats, rows] = await Promise.all([
      ctx.catalog.db.review.aggregate({ where, _avg: { rating: true }, _count: true }),
      ctx.catalog.db.review.findMany({
        where,
        orderBy: NEWEST_FIRST,
        skip: (page - 1) * pageSize,
        take: pageSize,
        select: { id: true, rating: true, comment: true, createdAt: true, user: { select: { name: true } } },
      }),
    ]);
    const avg = stats._avg.rating;
    return {
      average: avg === null ? null : Math.round(avg * 10) / 10,
      count: stats._count,
      page,
      pageSize,
      items: rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        firstName: firstNameOf(r.user.name),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}

export const packageReviews = async (ctx: ServiceContext, packageId: unknown, args: unknown) =>
  (await packageReviewsEntry(ctx, packageId, args)).value;
