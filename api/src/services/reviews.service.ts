import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { writeOrExplain } from '../lib/errors.ts';
import { staffList, withSelection } from '../lib/staff-lists.ts';
import { id, NEWEST_FIRST, parseInput } from '../lib/validation.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { publicUserSelect } from './users.service.ts';

const reviewInclude = { package: true, user: { select: publicUserSelect } } as const;

export const reviewList = staffList(
  (db, args) => db.review.findMany({ ...withSelection(args, { include: reviewInclude }), orderBy: NEWEST_FIRST }),
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
