import { requireSignedIn, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, notFound, writeOrExplain } from '../lib/errors.ts';
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

const NOT_FOUND = 'Booking not found.';

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
  if (booking.status !== 'PAID') throw badRequest('Only paid bookings can be reviewed.');
  if (!booking.departure || booking.departure.returnDate >= todayUtc() || booking.packageId === null)
    throw badRequest('You can review a trip once it has ended.');
  const review = await writeOrExplain(
    ctx.db.review.create({
      data: {
        bookingId: data.bookingId,
        packageId: booking.packageId,
        userId: viewer.id,
        rating: data.rating,
        comment: data.comment,
      },
    }),
    { duplicate: 'You have already reviewed this trip.' },
  );
  await ctx.catalog.invalidate('packages');
  requestStatsRefresh(ctx);
  return review;
}

/** The viewer's own reviews by booking, so My trips can tell which ended trips still await one. */
export async function myReviews(ctx: ServiceContext) {
  const viewer = requireSignedIn(ctx.viewer);
  return ctx.db.review.findMany({
    where: { userId: viewer.id, bookingId: { not: null } },
    select: { id: true, bookingId: true, rating: true, comment: true, createdAt: true },
    orderBy: NEWEST_FIRST,
  });
}

/** Staff hide a review from the package page (and its average), or show it again. */
export async function setReviewHidden(ctx: ServiceContext, reviewId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const { hidden } = parseInput(setReviewHiddenInput, input);
  const review = await writeOrExplain(
    ctx.db.review.update({
      where: { id: parseInput(id, reviewId) },
      data: { hiddenAt: hidden ? new Date() : null },
      include: reviewInclude,
    }),
    { missing: 'Review not found.' },
  );
  await ctx.catalog.invalidate('packages');
  return review;
}

export async function deleteReview(ctx: ServiceContext, reviewId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  await writeOrExplain(ctx.db.review.delete({ where: { id: parseInput(id, reviewId) } }), {
    missing: 'Review not found.',
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
  if (!pkg) throw notFound('Package not found.');
  const where = { packageId: pkg.id, hiddenAt: null };
  return ctx.catalog.read('packages', `reviews:${pkg.id}:${page}:${pageSize}`, async (): Promise<PackageReviews> => {
    const [stats, rows] = await Promise.all([
      ctx.db.review.aggregate({ where, _avg: { rating: true }, _count: true }),
      ctx.db.review.findMany({
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
