import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createPrismaClient } from '@rihla/db';
import { createStorage, type UploadStorage } from '@rihla/db/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aDocumentType, aTraveller } from '../../test/support/documents.ts';
import { aBooking, aDeparture } from '../../test/support/factories.ts';
import { documentRetentionDays } from '../src/config.ts';
import { deleteExpiredDocuments, RETENTION_AUDIT_ACTION, retentionCutoff } from '../src/document-retention.ts';
import { logger } from './helpers.ts';

const db = createPrismaClient();
const dir = mkdtempSync(path.join(tmpdir(), 'rihla-retention-'));
let storage: UploadStorage;

beforeAll(async () => {
  storage = await createStorage({ driver: 'local' }, dir, logger);
});
beforeEach(async () => {
  await resetDatabase(db);
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name));
});
afterAll(async () => {
  // Its rows carry placeholder keys no ring opens: the next file must not meet them.
  await resetDatabase(db);
  storage.close();
  rmSync(dir, { recursive: true, force: true });
  await db.$disconnect();
});

const sealedName = () => `sealed-${randomUUID()}.bin`;

/** A departure that returned `returnedDaysAgo` days ago, one booking, its travellers' documents and e-visas. */
async function departureWithFiles(returnedDaysAgo: number, travellers = 2) {
  const departure = await aDeparture(db, { departIn: -returnedDaysAgo - 10 });
  const booking = await aBooking(db, { departureId: departure.id, packageId: departure.packageId });
  const passport = await aDocumentType(db, `PASSPORT-${randomUUID().slice(0, 8)}`);
  const keys: string[] = [];
  for (let position = 1; position <= travellers; position++) {
    const traveller = await aTraveller(db, booking.id, position);
    const [document, eVisa] = [sealedName(), sealedName()];
    for (const key of [document, eVisa]) await storage.put(key, Buffer.from('ciphertext'), 'application/octet-stream');
    keys.push(document, eVisa);
    await db.travellerDocument.create({
      data: {
        travellerId: traveller.id,
        documentTypeId: passport.id,
        status: 'APPROVED',
        contentType: 'image/jpeg',
        size: 10,
        storageKey: document,
        sealedDataKey: 'v2:test:sealed-data-key',
      },
    });
    await db.travellerVisa.create({
      data: {
        travellerId: traveller.id,
        status: 'ISSUED',
        eVisaKey: eVisa,
        eVisaDataKey: 'v2:test:sealed-data-key',
        eVisaFileName: 'e-visa.pdf',
        eVisaSize: 10,
        eVisaUploadedAt: new Date(),
      },
    });
  }
  return { departure, keys };
}

const stored = () => new Set(readdirSync(dir));

describe('document retention', () => {
  it('deletes the files of departures past retention, marks the rows, audits once per departure; a rerun does nothing', async () => {
    const old = await departureWithFiles(31);
    const recent = await departureWithFiles(29);

    const first = await deleteExpiredDocuments(db, storage, { retentionDays: 30, logger });
    expect(first).toEqual({ departures: 1, documents: 2, eVisas: 2 });

    const left = stored();
    for (const key of old.keys) expect(left.has(key)).toBe(false);
    for (const key of recent.keys) expect(left.has(key)).toBe(true);

    const oldDocuments = await db.travellerDocument.findMany({
      where: { traveller: { booking: { departureId: old.departure.id } } },
    });
    expect(oldDocuments).toHaveLength(2);
    for (const document of oldDocuments) {
      expect(document.deletedAt).toBeInstanceOf(Date);
      expect(document.storageKey).toBeNull();
      expect(document.sealedDataKey).toBeNull();
      // The review stays: only the file went.
      expect(document.status).toBe('APPROVED');
    }
    const oldVisas = await db.travellerVisa.findMany({
      where: { traveller: { booking: { departureId: old.departure.id } } },
    });
    for (const visa of oldVisas) {
      expect(visa).toMatchObject({ eVisaKey: null, eVisaDataKey: null, eVisaFileName: null, eVisaSize: null });
      expect(visa.status).toBe('ISSUED');
    }
    const recentDocuments = await db.travellerDocument.findMany({
      where: { traveller: { booking: { departureId: recent.departure.id } } },
    });
    expect(recentDocuments.every((document) => document.storageKey && !document.deletedAt)).toBe(true);
    expect(
      await db.travellerVisa.count({
        where: { eVisaKey: { not: null }, traveller: { booking: { departureId: recent.departure.id } } },
      }),
    ).toBe(2);

    const audit = await db.auditEntry.findMany({ where: { action: RETENTION_AUDIT_ACTION } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      actorRole: 'SYSTEM',
      entityType: 'departure',
      entityId: String(old.departure.id),
      summary: 'Documents deleted after the retention period (30 days after the return): 2 documents, 2 e-visas',
      after: { documents: 2, eVisas: 2, retentionDays: 30 },
    });
    expect(JSON.stringify(audit[0])).not.toContain('Amina');

    expect(await deleteExpiredDocuments(db, storage, { retentionDays: 30, logger })).toEqual({
      departures: 0,
      documents: 0,
      eVisas: 0,
    });
    expect(await db.auditEntry.count({ where: { action: RETENTION_AUDIT_ACTION } })).toBe(1);
  });

  it('a file whose delete fails does not stop the others, and its key is emptied all the same', async () => {
    const first = await departureWithFiles(40, 1);
    const second = await departureWithFiles(40, 1);
    const failing = first.keys[0];
    const flaky: UploadStorage = {
      ...storage,
      delete: (key) => (key === failing ? Promise.reject(new Error('storage unreachable')) : storage.delete(key)),
    };
    expect(await deleteExpiredDocuments(db, flaky, { retentionDays: 30, logger })).toEqual({
      departures: 2,
      documents: 2,
      eVisas: 2,
    });
    const left = stored();
    expect([...first.keys, ...second.keys].filter((key) => left.has(key))).toEqual([failing]);
    expect(await db.travellerDocument.count({ where: { sealedDataKey: { not: null } } })).toBe(0);
  });

  it('takes a bounded batch per run and finishes on the next', async () => {
    await departureWithFiles(35, 3);
    expect(await deleteExpiredDocuments(db, storage, { retentionDays: 30, logger, batchSize: 2 })).toEqual({
      departures: 1,
      documents: 2,
      eVisas: 2,
    });
    expect(await deleteExpiredDocuments(db, storage, { retentionDays: 30, logger, batchSize: 2 })).toEqual({
      departures: 1,
      documents: 1,
      eVisas: 1,
    });
    expect(stored().size).toBe(0);
  });

  it('counts whole days after the return, in UTC', () => {
    expect(retentionCutoff(new Date('2027-03-31T23:30:00Z'), 30).toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });

  it('reads DOCUMENT_RETENTION_DAYS: 30 by default, a whole number from 1 to 3650', () => {
    expect(documentRetentionDays({})).toBe(30);
    expect(documentRetentionDays({ DOCUMENT_RETENTION_DAYS: '90' })).toBe(90);
    for (const wrong of ['0', '-5', '1.5', 'ninety', '3651'])
      expect(() => documentRetentionDays({ DOCUMENT_RETENTION_DAYS: wrong })).toThrow(
        `DOCUMENT_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${wrong}"`,
      );
  });
});
