import type { PrismaClient } from '@rihla/db';
import { deleteSealedFile, type UploadStorage } from '@rihla/db/storage';

import type { Logger } from './log.ts';

/**
 * Travellers' documents and e-visas are deleted a configured number of days after their departure's return
 * (issue #33; docs/decisions/0064-traveller-file-retention.md). A periodic maintenance job (sweeper.ts) runs this:
 * the sealed objects are deleted from storage first, then, in one transaction per departure, the rows are marked
 * (a document keeps its row and review history with `deletedAt` and no key; an e-visa's columns are emptied) and
 * one audit entry says how many went. Emptying the sealed data keys is what destroys a file for good: should a
 * storage delete fail (the drivers log it and go on), the ciphertext left behind opens with nothing.
 * Run again, it finds nothing; a departure whose rows could not be written is retried by the next run.
 */
export const RETENTION_AUDIT_ACTION = 'document.retention';

export type RetentionOptions = {
  retentionDays: number;
  logger: Logger;
  /** Files looked at per run, of each kind (documents, e-visas): the rest waits for the next run. */
  batchSize?: number;
  now?: Date;
};

export type RetentionResult = { departures: number; documents: number; eVisas: number };

const DAY_MS = 86_400_000;

/** Return dates (a calendar day) before this day are past retention: `days` whole days have gone since. */
export function retentionCutoff(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * DAY_MS);
}

export async function deleteExpiredDocuments(
  db: PrismaClient,
  storage: UploadStorage,
  { retentionDays, logger, batchSize = 200, now = new Date() }: RetentionOptions,
): Promise<RetentionResult> {
  const past = { booking: { departure: { returnDate: { lt: retentionCutoff(now, retentionDays) } } } };
  const [documents, visas] = await Promise.all([
    db.travellerDocument.findMany({
      where: { storageKey: { not: null }, traveller: past },
      select: { id: true, storageKey: true, traveller: { select: { booking: { select: { departureId: true } } } } },
      orderBy: { id: 'asc' },
      take: batchSize,
    }),
    db.travellerVisa.findMany({
      where: { eVisaKey: { not: null }, traveller: past },
      select: { id: true, eVisaKey: true, traveller: { select: { booking: { select: { departureId: true } } } } },
      orderBy: { id: 'asc' },
      take: batchSize,
    }),
  ]);
  const byDeparture = new Map<
    number,
    { documents: { id: number; key: string }[]; visas: { id: number; key: string }[] }
  >();
  // Every row found has a departure: the filter goes through it.
  const group = (departureId: number | null) => {
    let found = byDeparture.get(departureId!);
    if (!found) byDeparture.set(departureId!, (found = { documents: [], visas: [] }));
    return found;
  };
  for (const row of documents)
    group(row.traveller.booking.departureId).documents.push({ id: row.id, key: row.storageKey! });
  for (const row of visas) group(row.traveller.booking.departureId).visas.push({ id: row.id, key: row.eVisaKey! });

  const result: RetentionResult = { departures: 0, documents: 0, eVisas: 0 };
  for (const [departureId, files] of byDeparture) {
    try {
      for (const { key } of [...files.documents, ...files.visas]) {
        // The drivers never throw on a delete; a throw here (a bad key) must not keep the row's key alive either.
        await deleteSealedFile(storage, { storageKey: key }).catch((err: unknown) =>
          logger.warn({ err, departureId }, 'a sealed file past retention could not be deleted; its key goes anyway'),
        );
      }
      const counts = await db.$transaction(async (tx) => {
        const deleted = { documents: 0, eVisas: 0 };
        for (const { id, key } of files.documents)
          deleted.documents += (
            await tx.travellerDocument.updateMany({
              where: { id, storageKey: key },
              data: { deletedAt: now, storageKey: null, sealedDataKey: null },
            })
          ).count;
        for (const { id, key } of files.visas)
          deleted.eVisas += (
            await tx.travellerVisa.updateMany({
              where: { id, eVisaKey: key },
              data: { eVisaKey: null, eVisaDataKey: null, eVisaFileName: null, eVisaSize: null, eVisaUploadedAt: null },
            })
          ).count;
        if (deleted.documents + deleted.eVisas > 0)
          await tx.auditEntry.create({
            data: {
              actorRole: 'SYSTEM',
              action: RETENTION_AUDIT_ACTION,
              entityType: 'departure',
              entityId: String(departureId),
              summary: `Documents deleted after the retention period (${retentionDays} days after the return): ${deleted.documents} document${deleted.documents === 1 ? '' : 's'}, ${deleted.eVisas} e-visa${deleted.eVisas === 1 ? '' : 's'}`,
              after: { ...deleted, retentionDays },
            },
          });
        return deleted;
      });
      result.departures += 1;
      result.documents += counts.documents;
      result.eVisas += counts.eVisas;
    } catch (err) {
      logger.error({ err, departureId }, 'documents past retention not marked deleted; the next run tries again');
    }
  }
  if (result.departures) logger.info(result, 'deleted travellers’ files past the retention period');
  return result;
}
