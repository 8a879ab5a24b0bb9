import { readStats } from '@rihla/worker/stats';
import type { ServiceContext } from '../lib/context.ts';
import { requireStaff } from '../lib/auth/viewer.ts';

/** Dashboard figures come from the aggregate the worker maintains; the API never scans tables for them. */
export async function getStats(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  return readStats(ctx.db);
}

/**
 * Asks the worker to recompute the aggregate soon. Best effort: if Redis is unreachable the periodic
 * refresh catches up, and the user's write must not fail because of it.
 */
export async function requestStatsRefresh(ctx: Pick<ServiceContext, 'queues'>): Promise<void> {
  await ctx.queues.requestStatsRefresh().catch(() => undefined);
}
