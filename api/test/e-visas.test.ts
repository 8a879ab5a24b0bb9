import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aBooking, aDeparture } from '../../test/support/factories.ts';
import { multipart, PNG_1PX, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** The e-visa PDF (issue #33 §2): staff upload it on an issued visa; owner, token holder and staff download it. */
let t: TestApp;
let staff: string;
let owner: { token: string; user: { id: number } };
let stranger: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  owner = await userWithToken(t, 'USER');
  stranger = (await userWithToken(t, 'USER')).token;
});
afterAll(async () => t.app.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function travellerWithVisa(status: 'SUBMITTED' | 'ISSUED' | null) {
  const booking = await aBooking(t.deps.db, {
    status: 'PAID',
    departureId: (await aDeparture(t.deps.db)).id,
    userId: owner.user.id,
    travellerCount: 1,
  });
  const traveller = await t.deps.db.traveller.create({
    data: {
      bookingId: booking.id,
      position: 1,
      fullName: 'Amina Rahman',
      dateOfBirth: new Date('1980-01-01'),
      nationality: 'GB',
      passportNumberEnc: 'v1:not-a-real-ciphertext',
      passportExpiry: new Date('2031-05-01'),
      relation: 'LEAD',
    },
  });
  if (status) await t.deps.db.travellerVisa.create({ data: { travellerId: traveller.id, status } });
  return { booking, traveller };
}

const upload = (travellerId: number, bytes: Buffer, token = staff, name = 'e-visa Amina.pdf') => {
  const form = multipart({}, { field: 'file', name, bytes, type: 'application/pdf' });
  return rest(t, 'PUT', `/api/travellers/${travellerId}/visa/e-visa`, { token, ...form });
};
const download = (travellerId: number, options: { token?: string; headers?: Record<string, string> }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/travellers/${travellerId}/visa/e-visa.pdf`,
    headers: { ...options.headers, ...(options.token && { authorization: `Bearer ${options.token}` }) },
  });

describe('the e-visa', () => {
  it('is stored encrypted, then downloaded by the owner and token holder with no-store; a staff view is audited', async () => {
    const { booking, traveller } = await travellerWithVisa('ISSUED');
    const uploaded = await upload(traveller.id, PDF);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.travellers[0].eVisa).toMatchObject({ fileName: 'e-visa-Amina.pdf', size: PDF.length });
    const row = await t.deps.db.travellerVisa.findUniqueOrThrow({ where: { travellerId: traveller.id } });
    const onDisk = await readFile(path.join(t.deps.config.uploadDir, row.eVisaKey!));
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);

    for (const caller of [{ token: owner.token }, { headers: { 'x-booking-token': booking.accessToken } }]) {
      const got = await download(traveller.id, caller);
      expect(got.statusCode).toBe(200);
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.rawPayload.equals(PDF)).toBe(true);
    }
    const audit = () =>
      t.deps.db.auditEntry.findMany({ where: { action: 'booking.e-visa-view', entityId: String(booking.id) } });
    expect(await audit()).toHaveLength(0);
    expect((await download(traveller.id, { token: staff })).statusCode).toBe(200);
    expect((await audit()).map((a) => a.summary)).toEqual([
      `Downloaded the e-visa of Amina Rahman (${booking.reference})`,
    ]);
    expect(
      await t.deps.db.auditEntry.count({ where: { action: 'booking.e-visa', entityId: String(booking.id) } }),
    ).toBe(1);
  });

  it('is hidden from a stranger and another booking’s token, and uploaded by staff only', async () => {
    const { traveller } = await travellerWithVisa('ISSUED');
    await upload(traveller.id, PDF);
    const other = await aBooking(t.deps.db);
    for (const caller of [{ token: stranger }, { headers: { 'x-booking-token': other.accessToken } }, {}]) {
      const got = await download(traveller.id, caller);
      expect(got.statusCode).toBe(404);
      expect(got.json()).toMatchObject({ reason: 'VISA_TRAVELLER_NOT_FOUND' });
    }
    expect((await upload(traveller.id, PDF, owner.token)).status).toBe(403);
  });

  it('refuses a file that is not a PDF by its bytes, an oversized one, and a visa not issued, storing nothing', async () => {
    const { traveller } = await travellerWithVisa('ISSUED');
    const disguised = await upload(traveller.id, PNG_1PX, staff, 'visa.pdf');
    expect(disguised.status).toBe(400);
    expect(disguised.body.error).toBe('The e-visa must be a PDF file.');
    const huge = Buffer.concat([PDF, Buffer.alloc(t.deps.config.maxUploadBytes)]);
    const tooBig = await upload(traveller.id, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('An e-visa PDF is at most 5 MB.');
    const submitted = await travellerWithVisa('SUBMITTED');
    const early = await upload(submitted.traveller.id, PDF);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Mark the visa issued before uploading its e-visa.');
    const rows = await t.deps.db.travellerVisa.findMany({
      where: { travellerId: { in: [traveller.id, submitted.traveller.id] } },
    });
    expect(rows.map((r) => r.eVisaKey)).toEqual([null, null]);
    const none = await download(traveller.id, { token: owner.token });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('The e-visa of this traveller is not available yet.');
  });
});
