import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { writeOrExplain } from '../lib/errors.ts';
import { id, NEWEST_FIRST, parseInput, staffListPage } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { publicUserSelect } from './users.service.ts';

const reviewInclude = { package: true, user: { select: publicUserSelect } } as const;

export const listReviews = staffListPage(
  (db, window) => db.review.findMany({ include: reviewInclude, orderBy: NEWEST_FIRST, ...window }),
  (db) => db.review.count(),
);

export async function deleteReview(ctx: ServiceContext, reviewId: unknown): Promise<boolean> {
  requireStaff(ctx.viewer);
  await writeOrExplain(ctx.db.review.delete({ where: { id: parseInput(id, reviewId) } }), {
    missing: 'Review not found.',
  });
  requestStatsRefresh(ctx);
  return true;
}
