import { readStats } from '@rihla/db/stats';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';

/**
 * Dashboard figures come from the aggregate the worker maintains; the API only reads it, so a read never races a
 * refresh. A missing row (before the worker's first refresh) or one from an earlier month asks the worker for a
 * refresh, which the dashboard then receives live (`statsChanged`).
 */
export async function getStats(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  const { stats, stale } = await readStats(ctx.db);
  if (stale) requestStatsRefresh(ctx);
  return stats;
}

/**
 * Asks the worker to recompute the aggregate soon, without waiting: the user's write is done and must not
 * slow down or fail when Redis is unreachable. A failed request is logged by the queue's error listener
 * (worker/src/jobs.ts), and the worker's periodic refresh catches up.
 */
export function requestStatsRefresh(ctx: Pick<ServiceContext, 'queues'>): void {
  ctx.queues.requestStatsRefresh().catch(() => undefined);
}
