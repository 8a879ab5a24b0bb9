import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDocumentType, requireDocuments } from '../../test/support/documents.ts';
import { aBooking, aDeparture } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Visas of package travellers (issue #33 §2, decision 0058): moves, bulk all-or-nothing, audit, roles, emails. */
let t: TestApp;
let staff: string;
let staffEmail: string;
let owner: { token: string; user: { id: number } };
let stranger: string;
beforeAll(async () => {
  t = await startTestApp();
  const s = await userWithToken(t, 'STAFF');
  staff = s.token;
  staffEmail = s.user.email;
  owner = await userWithToken(t, 'USER');
  stranger = (await userWithToken(t, 'USER')).token;
});
afterAll(async () => t.app.close());

async function bookingWith(names: string[], extra: { locale?: string; departureId?: number } = {}) {
  const departureId = extra.departureId ?? (await aDeparture(t.deps.db)).id;
  const booking = await aBooking(t.deps.db, {
    status: 'PAID',
    departureId,
    userId: owner.user.id,
    travellerCount: names.length,
    ...(extra.locale && { locale: extra.locale }),
  });
  const travellers = [];
  for (const [i, fullName] of names.entries()) {
    travellers.push(
      await t.deps.db.traveller.create({
        data: {
          bookingId: booking.id,
          position: i + 1,
          fullName,
          dateOfBirth: new Date('1980-01-01'),
          nationality: 'GB',
          passportNumberEnc: 'v1:not-a-real-ciphertext',
          passportExpiry: new Date('2031-05-01'),
          relation: i === 0 ? 'LEAD' : 'SPOUSE',
        },
      }),
    );
  }
  return { booking, travellers, departureId };
}

const CHANGE = `mutation($id: Int!, $s: VisaStatus!, $r: String, $n: String) {
  changeVisa(travellerId: $id, status: $s, reason: $r, visaNumber: $n) { travellerId status stage visaNumber moves }
}`;
const BULK = `mutation($ids: [Int!]!, $s: VisaStatus!) { changeVisas(travellerIds: $ids, status: $s) { changed } }`;
const visaOf = (travellerId: number) =>
  t.deps.db.travellerVisa.findUnique({ where: { travellerId }, include: { changes: true } });
const auditsOf = (bookingId: number) =>
  t.deps.db.auditEntry.findMany({
    where: { action: 'booking.visa', entityId: String(bookingId) },
    orderBy: { id: 'asc' },
  });

describe('visa moves', () => {
  it('follow the lifecycle, one at a time, each with its history row and audit entry', async () => {
    const { booking, travellers } = await bookingWith(['Amina Rahman']);
    const id = travellers[0].id;
    const submitted = await rest(t, 'PUT', `/api/travellers/${id}/visa`, {
      token: staff,
      json: { status: 'SUBMITTED' },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      status: 'SUBMITTED',
      stage: 'SUBMITTED',
      moves: ['ISSUED', 'REFUSED', 'NOT_STARTED'],
    });

    const issued = await gql(t, CHANGE, { id, s: 'ISSUED', n: 'EV-2027/1234' }, staff);
    expect(issued.errors).toBeUndefined();
    expect(issued.data.changeVisa).toMatchObject({ status: 'ISSUED', visaNumber: 'EV-2027/1234', moves: [] });

    const visa = await visaOf(id);
    expect(visa?.issuedAt).toBeInstanceOf(Date);
    expect(visa?.changes.map((c) => [c.from, c.to, c.byEmail])).toEqual([
      ['NOT_STARTED', 'SUBMITTED', staffEmail],
      ['SUBMITTED', 'ISSUED', staffEmail],
    ]);
    const audits = await auditsOf(booking.id);
    expect(audits.map((a) => a.summary)).toEqual([
      `Visa of Amina Rahman (${booking.reference}): not started to submitted`,
      `Visa of Amina Rahman (${booking.reference}): submitted to issued`,
    ]);
    expect(audits[1].after).toEqual({ traveller: id, visa: 'ISSUED', visaNumber: 'EV-2027/1234' });
  });

  it('refuses a move the lifecycle does not allow with a worded 409, writing nothing', async () => {
    const { booking, travellers } = await bookingWith(['Yusuf Ali']);
    const id = travellers[0].id;
    const skip = await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token: staff, json: { status: 'ISSUED' } });
    expect(skip.status).toBe(409);
    expect(skip.body).toEqual({
      error: 'A visa that is not started cannot be marked issued.',
      reason: 'VISA_MOVE_NOT_ALLOWED',
      params: { from: 'not started', to: 'issued' },
    });
    const viaGql = await gql(t, CHANGE, { id, s: 'NOT_STARTED' }, staff);
    expect(viaGql.errors?.[0].message).toBe('A visa that is not started cannot be marked not started.');
    expect(await visaOf(id)).toBeNull();
    expect(await auditsOf(booking.id)).toEqual([]);
  });

  it('asks a refusal for its reason, and answers 404 for no such traveller', async () => {
    const { travellers } = await bookingWith(['Fatima Zahra']);
    const id = travellers[0].id;
    await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token: staff, json: { status: 'SUBMITTED' } });
    const bare = await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token: staff, json: { status: 'REFUSED' } });
    expect(bare.status).toBe(400);
    expect(bare.body.reason).toBe('VISA_REFUSAL_REASON_REQUIRED');
    const missing = await rest(t, 'PUT', '/api/travellers/999999999/visa', {
      token: staff,
      json: { status: 'SUBMITTED' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Traveller not found.');
    const wrong = await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token: staff, json: { status: 'LOST' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.reason).toBe('VISA_STATUS_INVALID');
  });
});

describe('documents complete', () => {
  it('is derived from the required documents: complete once every one is approved, unknown when none is asked', async () => {
    const db = t.deps.db;
    const { booking, travellers } = await bookingWith(['Amina Rahman', 'Yusuf Rahman']);
    const stages = async () =>
      (await rest(t, 'GET', `/api/bookings/${booking.id}/visas`, { token: staff })).body.travellers.map(
        (v: { stage: string; documentsComplete: boolean | null }) => [v.stage, v.documentsComplete],
      );
    expect(await stages()).toEqual([
      ['NOT_STARTED', null],
      ['NOT_STARTED', null],
    ]);

    const passport = await aDocumentType(db, `PASSPORT-${booking.id}`);
    const photo = await aDocumentType(db, `PHOTO-${booking.id}`);
    await requireDocuments(db, booking.packageId!, [passport.id, photo.id]);
    const file = { contentType: 'image/jpeg', size: 10 };
    const document = (travellerId: number, documentTypeId: number, status: 'APPROVED' | 'REJECTED' | 'UPLOADED') =>
      db.travellerDocument.create({ data: { travellerId, documentTypeId, status, ...file } });
    await document(travellers[0].id, passport.id, 'APPROVED');
    await document(travellers[0].id, photo.id, 'APPROVED');
    await document(travellers[1].id, passport.id, 'APPROVED');
    await document(travellers[1].id, photo.id, 'REJECTED');
    expect(await stages()).toEqual([
      ['DOCUMENTS_COMPLETE', true],
      ['NOT_STARTED', false],
    ]);
  });
});

describe('bulk visa moves', () => {
  it('are all or nothing: the 409 names each traveller who cannot move, and nothing is written', async () => {
    const { booking, travellers } = await bookingWith(['Amina Rahman', 'Omar Rahman', 'Layla Rahman']);
    const [a, b, c] = travellers.map((tr) => tr.id);
    await rest(t, 'PUT', `/api/travellers/${b}/visa`, { token: staff, json: { status: 'SUBMITTED' } });

    const refused = await rest(t, 'POST', '/api/visas/bulk', {
      token: staff,
      json: { travellerIds: [a, b, c], status: 'SUBMITTED' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `1 traveller cannot be marked submitted: Omar Rahman (${booking.reference}, submitted). Nothing was changed.`,
    );
    expect(await visaOf(a)).toBeNull();
    expect(await visaOf(c)).toBeNull();
    expect(await auditsOf(booking.id)).toHaveLength(1);

    const unknown = await rest(t, 'POST', '/api/visas/bulk', {
      token: staff,
      json: { travellerIds: [a, 999999998], status: 'SUBMITTED' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('No such traveller: 999999998. Nothing was changed.');

    const moved = await gql(t, BULK, { ids: [a, c], s: 'SUBMITTED' }, staff);
    expect(moved.errors).toBeUndefined();
    expect(moved.data.changeVisas.changed).toBe(2);
    expect((await visaOf(a))?.status).toBe('SUBMITTED');
    expect((await visaOf(c))?.status).toBe('SUBMITTED');
    expect(await auditsOf(booking.id)).toHaveLength(3);
  });

  it('refuses an empty list', async () => {
    const empty = await rest(t, 'POST', '/api/visas/bulk', {
      token: staff,
      json: { travellerIds: [], status: 'SUBMITTED' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Choose at least one traveller.');
  });
});

describe('who may read and change visas', () => {
  it('lets staff change and read; the owner and token holder read; a customer cannot change; a stranger cannot read', async () => {
    const { booking, travellers, departureId } = await bookingWith(['Amina Rahman']);
    const id = travellers[0].id;
    for (const token of [owner.token, stranger]) {
      const change = await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token, json: { status: 'SUBMITTED' } });
      expect(change.status).toBe(403);
      const bulk = await gql(t, BULK, { ids: [id], s: 'SUBMITTED' }, token);
      expect(bulk.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    const anonymous = await rest(t, 'PUT', `/api/travellers/${id}/visa`, { json: { status: 'SUBMITTED' } });
    expect(anonymous.status).toBe(401);
    expect(await visaOf(id)).toBeNull();

    const mine = await rest(t, 'GET', `/api/bookings/${booking.id}/visas`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.travellers).toEqual([
      expect.objectContaining({ travellerId: id, status: 'NOT_STARTED', stage: 'NOT_STARTED', moves: [], history: [] }),
    ]);
    const byToken = await rest(t, 'GET', `/api/bookings/${booking.id}/visas`, {
      headers: { 'x-booking-token': booking.accessToken },
    });
    expect(byToken.status).toBe(200);
    const theirs = await rest(t, 'GET', `/api/bookings/${booking.id}/visas`, { token: stranger });
    expect(theirs.status).toBe(404);
    const otherToken = await rest(t, 'GET', `/api/bookings/${booking.id}/visas`, {
      headers: { 'x-booking-token': (await aBooking(t.deps.db)).accessToken },
    });
    expect(otherToken.status).toBe(404);

    const board = await rest(t, 'GET', `/api/departures/${departureId}/visas`, { token: staff });
    expect(board.status).toBe(200);
    expect(board.body.travellers.map((v: { travellerId: number }) => v.travellerId)).toEqual([id]);
    expect(board.body.travellers[0].moves).toEqual(['SUBMITTED']);
    expect((await rest(t, 'GET', `/api/departures/${departureId}/visas`, { token: owner.token })).status).toBe(403);
  });
});

describe('visa emails', () => {
  it('tell the booker of an issued visa in the booking’s language, with no secret in the stored copy', async () => {
    const { booking, travellers } = await bookingWith(['Amina Rahman'], { locale: 'ar' });
    const id = travellers[0].id;
    await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token: staff, json: { status: 'SUBMITTED' } });
    expect(await t.deps.db.outboxEmail.count({ where: { to: booking.email } })).toBe(0);
    await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token: staff, json: { status: 'ISSUED', visaNumber: 'EV9' } });
    const [mail] = await t.deps.db.outboxEmail.findMany({ where: { to: booking.email } });
    expect(mail.kind).toBe('visa-issued');
    // Names and the reference are isolated (FSI … PDI) inside the Arabic.
    expect(mail.subject).toBe(`صدرت تأشيرة \u2068Amina Rahman\u2069 (\u2068${booking.reference}\u2069)`);
    expect(mail.text).toContain('EV9');
    expect(mail.html).not.toMatch(/token=/);
    expect(mail.links).toEqual([]);
  });

  it('give the refusal’s reason, in Indonesian for a booking made in Indonesian', async () => {
    const { booking, travellers } = await bookingWith(['Siti Aminah'], { locale: 'id' });
    const id = travellers[0].id;
    await rest(t, 'PUT', `/api/travellers/${id}/visa`, { token: staff, json: { status: 'SUBMITTED' } });
    const refused = await rest(t, 'PUT', `/api/travellers/${id}/visa`, {
      token: staff,
      json: { status: 'REFUSED', reason: 'Passport photo unclear' },
    });
    expect(refused.body).toMatchObject({ status: 'REFUSED', refusalReason: 'Passport photo unclear' });
    const [mail] = await t.deps.db.outboxEmail.findMany({ where: { to: booking.email } });
    expect(mail.kind).toBe('visa-refused');
    expect(mail.subject).toBe(`Visa ditolak untuk Siti Aminah (${booking.reference})`);
    expect(mail.text).toContain('Passport photo unclear');
  });
});
