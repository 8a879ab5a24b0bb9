import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  aDocumentType,
  aPdf,
  aPhoto,
  aTraveller,
  PLAIN_MAGIC,
  requireDocuments,
} from '../../test/support/documents.ts';
import { aBooking, aDeparture } from '../../test/support/factories.ts';
import { gql, multipart, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: { user: { id: number }; token: string };
let owner: { user: { id: number }; token: string };
let stranger: string;
let passport: { id: number };
let photo: { id: number };
let vaccination: { id: number };
let booking: Awaited<ReturnType<typeof aBooking>>;
let other: Awaited<ReturnType<typeof aBooking>>;
let lead: { id: number };
let otherTraveller: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.db;
  staff = await userWithToken(t, 'STAFF');
  owner = await userWithToken(t, 'USER');
  stranger = (await userWithToken(t, 'USER')).token;
  passport = await aDocumentType(db, 'PASSPORT', 'Passport bio page', 'Valid six months after return');
  photo = await aDocumentType(db, 'PHOTO', 'Passport-style photo');
  vaccination = await aDocumentType(db, 'VACCINATION', 'Meningococcal ACYW certificate');
  await db.documentType.update({
    where: { id: passport.id },
    data: { translations: { ar: { name: 'صفحة بيانات جواز السفر', guidance: 'صالح ستة أشهر بعد العودة' } } },
  });
  const departure = await aDeparture(db, { departIn: 60 });
  await requireDocuments(db, departure.packageId, [passport.id, vaccination.id]);
  booking = await aBooking(db, {
    packageId: departure.packageId,
    departureId: departure.id,
    userId: owner.user.id,
    status: 'PAID',
    locale: 'ar',
    travellerCount: 2,
  });
  other = await aBooking(db, { packageId: departure.packageId, departureId: departure.id, status: 'PAID' });
  lead = await aTraveller(db, booking.id, 1, 'Amina Rahman');
  await aTraveller(db, booking.id, 2, 'Yusuf Rahman');
  otherTraveller = await aTraveller(db, other.id, 1, 'Someone Else');
});
afterAll(async () => t.app.close());

const uploadUrl = (travellerId: number, typeId: number, bookingId = booking.id) =>
  `/api/bookings/${bookingId}/travellers/${travellerId}/documents/${typeId}`;

function upload(
  url: string,
  bytes: Buffer,
  who: { token?: string; bookingToken?: string } = {},
  name = 'passport.jpg',
  type = 'image/jpeg',
) {
  const form = multipart({}, { field: 'file', name, bytes, type });
  const headers = { ...form.headers, ...(who.bookingToken ? { 'x-booking-token': who.bookingToken } : {}) };
  return rest(t, 'POST', url, { token: who.token, payload: form.payload, headers });
}

function download(documentId: number, who: { token?: string; bookingToken?: string }, bookingId = booking.id) {
  return t.app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/documents/${documentId}/file`,
    headers: {
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.bookingToken ? { 'x-booking-token': who.bookingToken } : {}),
    },
  });
}

const storedFiles = () => readdirSync(t.deps.config.uploadDir).filter((name) => name.startsWith('sealed-')).length;
const documentRow = (travellerId: number, documentTypeId: number) =>
  t.deps.db.travellerDocument.findUnique({ where: { travellerId_documentTypeId: { travellerId, documentTypeId } } });

describe('uploading a traveller’s document', () => {
  it('the owner uploads a photo: re-encoded, sealed on disk (no JPEG bytes), UPLOADED', async () => {
    const image = await sharp(await aPhoto())
      .withMetadata({ exif: { IFD0: { Copyright: 'gps-home-address' } } })
      .jpeg()
      .toBuffer();
    const done = await upload(uploadUrl(lead.id, passport.id), image, { token: owner.token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'UPLOADED', contentType: 'image/jpeg', rejectionReason: null });
    const row = await documentRow(lead.id, passport.id);
    expect(row?.storageKey).toMatch(/^sealed-/);
    expect(row?.sealedDataKey).toMatch(/^v2:/);
    const onDisk = await readFile(path.join(t.deps.config.uploadDir, row!.storageKey!));
    for (const magic of PLAIN_MAGIC) expect(onDisk.includes(magic)).toBe(false);
    expect(onDisk.includes(Buffer.from('gps-home-address'))).toBe(false);
  });

  it('the token holder uploads a PDF (6 MB: above the image limit, within the document one)', async () => {
    const pdf = aPdf('ACYW 2026', 6 * 1024 * 1024);
    const done = await upload(
      uploadUrl(lead.id, vaccination.id),
      pdf,
      { bookingToken: booking.accessToken },
      'v.pdf',
      'application/pdf',
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'UPLOADED', contentType: 'application/pdf', size: pdf.length });
  });

  it('refuses a disguised file (HTML named .jpg and sent as image/jpeg) with a worded 400, storing nothing', async () => {
    const before = storedFiles();
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const refused = await upload(uploadUrl(lead.id, passport.id, booking.id), html, { token: owner.token });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Upload a photo (JPEG, PNG or WebP) or a PDF file.', reason: 'DOCUMENT_FILE_TYPE_INVALID' },
    });
    const withScript = Buffer.from(
      aPdf()
        .toString('latin1')
        .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      'latin1',
    );
    const script = await upload(
      uploadUrl(lead.id, vaccination.id),
      withScript,
      { token: owner.token },
      'v.pdf',
      'application/pdf',
    );
    expect(script).toMatchObject({ status: 400, body: { reason: 'DOCUMENT_PDF_INVALID' } });
    expect(storedFiles()).toBe(before);
    expect((await documentRow(lead.id, passport.id))?.contentType).toBe('image/jpeg');
  });

  it('refuses a file over 8 MB with a 413 in words, storing nothing', async () => {
    const before = storedFiles();
    const huge = aPdf('big', 8 * 1024 * 1024 + 10);
    const refused = await upload(
      uploadUrl(lead.id, vaccination.id),
      huge,
      { token: owner.token },
      'big.pdf',
      'application/pdf',
    );
    expect(refused).toMatchObject({ status: 413, body: { error: 'Documents must be 8 MB or smaller.' } });
    expect(storedFiles()).toBe(before);
  });

  it('a stranger, another booking’s token and nobody get the 404 of a missing booking; nothing is stored', async () => {
    const before = storedFiles();
    const image = await aPhoto();
    for (const who of [{ token: stranger }, { bookingToken: other.accessToken }, {}]) {
      const refused = await upload(uploadUrl(lead.id, photo.id), image, who);
      expect(refused).toMatchObject({ status: 404, body: { reason: 'BOOKING_NOT_FOUND' } });
    }
    // Another booking's token cannot reach this booking's traveller through its own booking either.
    const across = await upload(uploadUrl(lead.id, passport.id, other.id), image, { bookingToken: other.accessToken });
    expect(across).toMatchObject({ status: 404, body: { reason: 'TRAVELLER_NOT_IN_BOOKING' } });
    const notAsked = await upload(uploadUrl(lead.id, photo.id), image, { token: owner.token });
    expect(notAsked).toMatchObject({ status: 400, body: { reason: 'DOCUMENT_NOT_REQUIRED' } });
    expect(storedFiles()).toBe(before);
    expect(await documentRow(otherTraveller.id, passport.id)).toBeNull();
  });
});

describe('downloading a document', () => {
  it('serves the owner and the token holder with no-store and attachment, unaudited; a stranger gets 404', async () => {
    const row = (await documentRow(lead.id, passport.id))!;
    const audits = await t.deps.db.auditEntry.count();
    for (const who of [{ token: owner.token }, { bookingToken: booking.accessToken }]) {
      const got = await download(row.id, who);
      expect(got.statusCode).toBe(200);
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.headers['content-disposition']).toBe(`attachment; filename="${booking.reference}-1-passport.jpg"`);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect(await t.deps.db.auditEntry.count()).toBe(audits);
    for (const who of [{ token: stranger }, { bookingToken: other.accessToken }]) {
      expect((await download(row.id, who)).statusCode).toBe(404);
    }
    // Through another booking the id finds nothing, even with that booking's own token.
    expect((await download(row.id, { bookingToken: other.accessToken }, other.id)).statusCode).toBe(404);
  });

  it('audits every staff view', async () => {
    const row = (await documentRow(lead.id, passport.id))!;
    expect((await download(row.id, { token: staff.token })).statusCode).toBe(200);
    const audit = await t.deps.db.auditEntry.findFirst({ where: { action: 'document.view' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      entityType: 'Booking',
      entityId: String(booking.id),
      summary: `Viewed the PASSPORT of traveller 1 on booking ${booking.reference}`,
    });
  });
});

describe('reviewing a document', () => {
  it('is for staff only; a rejection needs its reason', async () => {
    const row = (await documentRow(lead.id, passport.id))!;
    const byCustomer = await rest(t, 'POST', `/api/documents/${row.id}/review`, {
      token: owner.token,
      json: { decision: 'APPROVE' },
    });
    expect(byCustomer.status).toBe(403);
    const noReason = await rest(t, 'POST', `/api/documents/${row.id}/review`, {
      token: staff.token,
      json: { decision: 'REJECT', reason: '  ' },
    });
    expect(noReason).toMatchObject({ status: 400, body: { reason: 'DOCUMENT_REJECTION_REASON_REQUIRED' } });
    expect((await documentRow(lead.id, passport.id))?.status).toBe('UPLOADED');
  });

  it('a rejection: audited, emailed in the booking’s language with the reason, shown to the token holder as written', async () => {
    const row = (await documentRow(lead.id, passport.id))!;
    const reason = 'The photo is blurred: the passport number can’t be read.';
    const rejected = await rest(t, 'POST', `/api/documents/${row.id}/review`, {
      token: staff.token,
      json: { decision: 'REJECT', reason },
    });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'REJECTED', rejectionReason: reason } });
    const audit = await t.deps.db.auditEntry.findFirst({ where: { action: 'document.reject' } });
    expect(audit).toMatchObject({ actorId: staff.user.id, entityId: String(booking.id) });
    const mail = await t.deps.db.outboxEmail.findFirst({ where: { kind: 'document-reviewed', to: booking.email } });
    expect(mail?.subject).toContain('صفحة بيانات جواز السفر');
    expect(mail?.text).toContain(reason);

    const seen = await gql(
      t,
      `query($id: Int!, $token: String) { bookingDocuments(bookingId: $id, token: $token) {
        uploadsOpen travellers { position fullName documents { code name guidance document { status rejectionReason } } } } }`,
      { id: booking.id, token: booking.accessToken },
    );
    expect(seen.data.bookingDocuments.uploadsOpen).toBe(true);
    expect(seen.data.bookingDocuments.travellers[0]).toEqual({
      position: 1,
      fullName: 'Amina Rahman',
      documents: [
        {
          code: 'PASSPORT',
          name: 'Passport bio page',
          guidance: 'Valid six months after return',
          document: { status: 'REJECTED', rejectionReason: reason },
        },
        {
          code: 'VACCINATION',
          name: 'Meningococcal ACYW certificate',
          guidance: '',
          document: { status: 'UPLOADED', rejectionReason: null },
        },
      ],
    });
    expect(seen.data.bookingDocuments.travellers[1].documents.map((d: { document: unknown }) => d.document)).toEqual([
      null,
      null,
    ]);
  });

  it('answers in the caller’s language (Accept-Language) over REST', async () => {
    const listed = await rest(t, 'GET', `/api/bookings/${booking.id}/documents`, {
      token: owner.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.travellers[0].documents[0].documentType).toMatchObject({
      name: 'صفحة بيانات جواز السفر',
      guidance: 'صالح ستة أشهر بعد العودة',
    });
    expect((await rest(t, 'GET', `/api/bookings/${booking.id}/documents`, { token: stranger })).status).toBe(404);
  });

  it('a re-upload replaces the rejected file (deleted from disk), then staff approve and the customer can no longer replace it', async () => {
    const old = (await documentRow(lead.id, passport.id))!;
    const again = await upload(uploadUrl(lead.id, passport.id), await aPhoto(90, 120), {
      bookingToken: booking.accessToken,
    });
    expect(again).toMatchObject({ status: 200, body: { status: 'UPLOADED', rejectionReason: null } });
    const now = (await documentRow(lead.id, passport.id))!;
    expect(now.id).toBe(old.id);
    expect(now.storageKey).not.toBe(old.storageKey);
    expect(readdirSync(t.deps.config.uploadDir)).not.toContain(old.storageKey);

    const approved = await gql(
      t,
      `mutation($id: Int!) { reviewDocument(documentId: $id, decision: APPROVE) { status rejectionReason } }`,
      { id: now.id },
      staff.token,
    );
    expect(approved.data.reviewDocument).toEqual({ status: 'APPROVED', rejectionReason: null });
    expect(await t.deps.db.outboxEmail.count({ where: { kind: 'document-reviewed', to: booking.email } })).toBe(2);
    const replaced = await upload(uploadUrl(lead.id, passport.id), await aPhoto(), { token: owner.token });
    expect(replaced).toMatchObject({ status: 409, body: { reason: 'DOCUMENT_ALREADY_APPROVED' } });
  });
});

describe('document types and package requirements', () => {
  it('staff manage them, audited; customers may not', async () => {
    const input = {
      code: 'MAHRAM_LETTER',
      name: 'Mahram or guardian letter',
      guidance: 'Signed by the mahram',
      translations: { id: { name: 'Surat mahram' } },
    };
    expect((await rest(t, 'POST', '/api/document-types', { token: owner.token, json: input })).status).toBe(403);
    const created = await rest(t, 'POST', '/api/document-types', { token: staff.token, json: input });
    expect(created).toMatchObject({
      status: 201,
      body: { code: 'MAHRAM_LETTER', translations: { id: { name: 'Surat mahram' } } },
    });
    const twice = await rest(t, 'POST', '/api/document-types', { token: staff.token, json: input });
    expect(twice).toMatchObject({ status: 409, body: { reason: 'DOCUMENT_TYPE_CODE_TAKEN' } });

    const set = await rest(t, 'PUT', `/api/packages/${booking.packageId}/document-types`, {
      token: staff.token,
      json: { documentTypeIds: [passport.id, created.body.id] },
    });
    expect(set.status).toBe(200);
    expect(set.body.map((type: { code: string }) => type.code)).toEqual(['MAHRAM_LETTER', 'PASSPORT']);
    const audit = await t.deps.db.auditEntry.findFirst({ where: { action: 'package.document-requirements' } });
    // By name: Meningococcal…, Passport…
    expect(audit?.before).toEqual({ documents: ['VACCINATION', 'PASSPORT'] });
    expect(audit?.after).toEqual({ documents: ['MAHRAM_LETTER', 'PASSPORT'] });
  });
});

describe('the admin bookings filter "missing documents"', () => {
  const refs = async () => {
    const listed = await rest(t, 'GET', '/api/bookings?missingDocuments=true&pageSize=100', { token: staff.token });
    expect(listed.status).toBe(200);
    return (listed.body as { reference: string }[]).map((row) => row.reference).sort();
  };

  it('lists travelling bookings with a required document missing or rejected, and drops one once all are in', async () => {
    const db = t.deps.db;
    const departure = await aDeparture(db, { departIn: 30 });
    await requireDocuments(db, departure.packageId, [passport.id]);
    const dated = { packageId: departure.packageId, departureId: departure.id, status: 'PAID' as const };
    const complete = await aBooking(db, dated);
    const rejected = await aBooking(db, dated);
    const cancelled = await aBooking(db, { ...dated, status: 'CANCELLED', cancelledAt: new Date() });
    for (const each of [complete, rejected, cancelled]) {
      const traveller = await aTraveller(db, each.id);
      await upload(uploadUrl(traveller.id, passport.id, each.id), await aPhoto(), { token: staff.token });
      if (each === rejected) {
        const row = (await documentRow(traveller.id, passport.id))!;
        await db.travellerDocument.update({
          where: { id: row.id },
          data: { status: 'REJECTED', rejectionReason: 'x' },
        });
      }
    }
    const listed = await refs();
    expect(listed).toContain(rejected.reference);
    expect(listed).not.toContain(complete.reference);
    expect(listed).not.toContain(cancelled.reference);
    // The first booking: its second traveller has nothing yet, its lead's vaccination certificate is missing.
    expect(listed).toContain(booking.reference);
  });
});

describe('who may do what over GraphQL', () => {
  it('customers and token holders cannot review or manage types; strangers cannot read a booking’s documents', async () => {
    const row = (await documentRow(lead.id, vaccination.id))!;
    const review = `mutation($id: Int!) { reviewDocument(documentId: $id, decision: APPROVE) { status } }`;
    const asOwner = await gql(t, review, { id: row.id }, owner.token);
    expect(asOwner.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const types = await gql(t, '{ documentTypes { id } }', {}, owner.token);
    expect(types.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const read = `query($id: Int!, $token: String) { bookingDocuments(bookingId: $id, token: $token) { reference } }`;
    const byStranger = await gql(t, read, { id: booking.id }, stranger);
    expect(byStranger.errors?.[0].message).toBe('Booking not found.');
    const byOtherToken = await gql(t, read, { id: booking.id, token: other.accessToken });
    expect(byOtherToken.errors?.[0].message).toBe('Booking not found.');
    expect((await documentRow(lead.id, vaccination.id))?.status).toBe('UPLOADED');
  });
});
