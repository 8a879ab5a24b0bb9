import { readStats } from '@rihla/db/stats';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';

/**
 * Dashboard figures come from the aggregate the worker maintains; the API computes them itself only before the
 * worker's first refresh or once a new month has begun (see readStats).
 */
export async function getStats(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return readStats(ctx.db);
}

/**
 * Asks the worker to recompute the aggregate soon, without waiting: the user's write is done and must not
 * slow down or fail when Redis is unreachable. A failed request is logged by the queue's error listener
 * (worker/src/jobs.ts), and the worker's periodic refresh catches up.
 */
export function requestStatsRefresh(ctx: Pick<ServiceContext, 'queues'>): void {
  ctx.queues.requestStatsRefresh().catch(() => undefined);
}
