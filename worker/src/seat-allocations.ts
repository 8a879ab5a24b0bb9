import type { PrismaClient } from '@rihla/db';
import { releaseAllocation } from '@rihla/db/seat-ledger';

import type { Logger } from './log.ts';

/**
 * Releases the seat allocations whose release day has come (decision 0065): on `releaseOn` (UTC) a block's unused
 * seats go back on public sale, by the same release staff use (@rihla/db/seat-ledger releaseAllocation), each in
 * its own transaction with its audit row. A sweep rather than a delayed job per block: staff move a block's date
 * freely, and a missed run is caught up by the next. Answers how many blocks it released.
 */
export async function releaseDueAllocations(db: PrismaClient, logger: Logger, now = new Date()): Promise<number> {
  const today = new Date(now.toISOString().slice(0, 10));
  const due = await db.seatAllocation.findMany({
    where: { releasedAt: null, releaseOn: { lte: today } },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: 500,
  });
  let released = 0;
  for (const { id } of due) {
    const done = await db.$transaction(async (tx) => {
      const release = await releaseAllocation(tx, id);
      if (!release) return false;
      await tx.auditEntry.create({
        data: {
          actorRole: 'SYSTEM',
          action: 'seat-allocation.release',
          entityType: 'SeatAllocation',
          entityId: String(id),
          summary: `Released the block ${id} on departure ${release.departureId} on its release date: ${release.seatsFreed} seats back on sale, ${release.seatsUsed} used`,
          before: { seats: release.seatsUsed + release.seatsFreed, releasedAt: null },
          after: { seats: release.seatsUsed, released: true },
        },
      });
      return true;
    });
    if (done) released += 1;
  }
  if (released > 0) logger.info({ released }, 'released seat allocations on their release date');
  return released;
}
