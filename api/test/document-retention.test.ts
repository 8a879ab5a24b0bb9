import { randomBytes } from 'node:crypto';

import { openFile, parseKeyRing, resealFileKeys, sealedWith } from '@rihla/db/traveller-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDocumentType, aPdf, aPhoto, aTraveller, requireDocuments } from '../../test/support/documents.ts';
import { aBooking, aDeparture } from '../../test/support/factories.ts';
import { deleteExpiredDocuments } from '../../worker/src/document-retention.ts';
import { readSealedFile, storeSealedFile } from '../src/lib/sealed-files.ts';
import { gql, multipart, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Travellers' files after the retention period and across a key rotation (decision 0064): what the API answers once
 * the worker's job deleted a file, and the file data keys re-sealed under a new key without rewriting the bytes.
 */
let t: TestApp;
let staff: { token: string };
let owner: { user: { id: number }; token: string };
let passport: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  staff = await userWithToken(t, 'STAFF');
  owner = await userWithToken(t, 'USER');
  passport = await aDocumentType(t.deps.db, 'PASSPORT', 'Passport bio page');
});
afterAll(async () => t.app.close());

/** A booking of a departure that returned `returnedDaysAgo` days ago, its lead traveller's passport uploaded by staff. */
async function uploadedPassport(returnedDaysAgo: number) {
  const db = t.deps.db;
  const departure = await aDeparture(db, { departIn: -returnedDaysAgo - 10 });
  await requireDocuments(db, departure.packageId, [passport.id]);
  const booking = await aBooking(db, {
    packageId: departure.packageId,
    departureId: departure.id,
    userId: owner.user.id,
    status: 'PAID',
  });
  const traveller = await aTraveller(db, booking.id);
  const form = multipart({}, { field: 'file', name: 'passport.jpg', bytes: await aPhoto(), type: 'image/jpeg' });
  const url = `/api/bookings/${booking.id}/travellers/${traveller.id}/documents/${passport.id}`;
  const uploaded = await rest(t, 'POST', url, { token: staff.token, payload: form.payload, headers: form.headers });
  expect(uploaded.status).toBe(200);
  const document = await db.travellerDocument.findFirstOrThrow({ where: { travellerId: traveller.id } });
  return { booking, document };
}

const download = (bookingId: number, documentId: number, token: string) =>
  rest(t, 'GET', `/api/bookings/${bookingId}/documents/${documentId}/file`, { token });

describe('a document deleted after the retention period', () => {
  it('answers 410 with its reason to the owner and staff, and says fileDeleted with its review kept', async () => {
    const { booking, document } = await uploadedPassport(45);
    expect((await download(booking.id, document.id, owner.token)).status).toBe(200);

    const run = await deleteExpiredDocuments(t.deps.db, t.deps.storage, { retentionDays: 30, logger: t.app.log });
    expect(run.documents).toBeGreaterThanOrEqual(1);

    for (const token of [owner.token, staff.token]) {
      const got = await download(booking.id, document.id, token);
      expect(got.status).toBe(410);
      expect(got.body).toEqual({
        error: 'This document’s file was deleted after the trip, as our retention policy says.',
        reason: 'DOCUMENT_FILE_DELETED',
      });
    }
    const listed = await gql(
      t,
      `query($id: Int!) {
        bookingDocuments(bookingId: $id) { travellers { documents { document { id status fileDeleted } } } }
      }`,
      { id: booking.id },
      owner.token,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data.bookingDocuments.travellers[0].documents).toEqual([
      { document: { id: document.id, status: 'UPLOADED', fileDeleted: true } },
    ]);
  });

  it('a document of a departure still within retention stays downloadable', async () => {
    const { booking, document } = await uploadedPassport(10);
    await deleteExpiredDocuments(t.deps.db, t.deps.storage, { retentionDays: 30, logger: t.app.log });
    expect((await download(booking.id, document.id, owner.token)).status).toBe(200);
  });
});

describe('key rotation of the file data keys', () => {
  it('re-seals a document’s and an e-visa’s data keys under the new key once; the same bytes still open, with the new key alone', async () => {
    const { booking, document } = await uploadedPassport(5);
    const second = await aTraveller(t.deps.db, booking.id, 2, 'Yusuf Rahman');
    const eVisa = await storeSealedFile(t.deps.storage, t.deps.config, aPdf('e-visa'));
    await t.deps.db.travellerVisa.create({
      data: { travellerId: second.id, status: 'ISSUED', eVisaKey: eVisa.storageKey, eVisaDataKey: eVisa.sealedDataKey },
    });
    const oldSpec = t.deps.config.travellerDataKeys;
    const newSpec = `k2:${randomBytes(32).toString('base64')},${oldSpec}`;
    const before = await t.deps.storage.get(document.storageKey!);
    expect(sealedWith(document.sealedDataKey!)).toBe('test');

    const others = await t.deps.db.travellerDocument.count({ where: { storageKey: { not: null } } });
    const eVisas = await t.deps.db.travellerVisa.count({ where: { eVisaKey: { not: null } } });
    expect(await resealFileKeys(t.deps.db, parseKeyRing(newSpec))).toBe(others + eVisas);
    expect(await resealFileKeys(t.deps.db, parseKeyRing(newSpec))).toBe(0);

    const row = await t.deps.db.travellerDocument.findUniqueOrThrow({ where: { id: document.id } });
    expect(row.storageKey).toBe(document.storageKey);
    expect(sealedWith(row.sealedDataKey!)).toBe('k2');
    const after = await t.deps.storage.get(document.storageKey!);
    expect(after && typeof after === 'object' && after.etag).toBe(before && typeof before === 'object' && before.etag);

    // The old key dropped: the file opens with the new key alone, and no longer with the old one.
    const newOnly = { travellerDataKeys: newSpec.split(',')[0] };
    const ref = { storageKey: row.storageKey!, sealedDataKey: row.sealedDataKey! };
    const bytes = await readSealedFile(t.deps.storage, newOnly, ref);
    expect(bytes!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const visa = await t.deps.db.travellerVisa.findUniqueOrThrow({ where: { travellerId: second.id } });
    expect(sealedWith(visa.eVisaDataKey!)).toBe('k2');
    const visaRef = { storageKey: visa.eVisaKey!, sealedDataKey: visa.eVisaDataKey! };
    expect(await readSealedFile(t.deps.storage, newOnly, visaRef)).toEqual(aPdf('e-visa'));
    expect(() => openFile(parseKeyRing(oldSpec), ref.storageKey, Buffer.alloc(64), ref.sealedDataKey)).toThrow(
      'Traveller data key "k2" is not in TRAVELLER_DATA_KEYS',
    );
  });
});
