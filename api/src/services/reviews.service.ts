import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { isMissingRecord, notFound } from '../lib/errors.ts';
import { id, pageWindow, parseInput } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { publicUserSelect } from './users.service.ts';

const reviewInclude = { package: true, user: { select: publicUserSelect } } as const;

export async function listReviews(ctx: ServiceContext, args?: unknown) {
  requireStaff(ctx.viewer);
  const [items, total] = await Promise.all([
    ctx.db.review.findMany({
      include: reviewInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(args),
    }),
    ctx.db.review.count(),
  ]);
  return { items, total };
}

export async function deleteReview(ctx: ServiceContext, reviewId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  try {
    await ctx.db.review.delete({ where: { id: parseInput(id, reviewId) } });
  } catch (error) {
    if (isMissingRecord(error)) throw notFound('Review not found.');
    throw error;
  }
  requestStatsRefresh(ctx);
  return true;
}
