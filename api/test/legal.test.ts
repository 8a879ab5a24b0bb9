import { DEFAULT_LEGAL_TEXTS } from '@rihla/db/legal-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postBooking } from '../../test/support/booking-requests.ts';
import { aPackage } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

describe('legal texts (issue #31)', () => {
  it('serves the default privacy policy in the language asked for, naming what is collected and how to ask', async () => {
    const ar = await rest(t, 'GET', '/api/legal?kind=PRIVACY&locale=ar');
    expect(ar.status).toBe(200);
    expect(ar.body).toMatchObject({ kind: 'PRIVACY', locale: 'ar', version: 1, title: 'سياسة الخصوصية' });
    const en = await rest(t, 'GET', '/api/legal?kind=PRIVACY', { headers: { 'accept-language': 'en' } });
    expect(en.body.title).toBe('Privacy policy');
    for (const named of ['passport number', 'Stripe', '10 years', 'Download my data', 'Delete my account'])
      expect(en.body.body).toContain(named);
    expect(en.body.body).toBe(DEFAULT_LEGAL_TEXTS.PRIVACY.en.body);
    const id = await gql(t, '{ legalDocument(kind: TERMS, locale: "id") { title version } }');
    expect(id.data.legalDocument).toEqual({ title: 'Ketentuan pemesanan', version: 1 });
  });

  it('refuses an unknown kind or language with a worded 400', async () => {
    expect((await rest(t, 'GET', '/api/legal?kind=COOKIES')).body).toMatchObject({
      reason: 'LEGAL_KIND_INVALID',
      error: 'Document must be PRIVACY or TERMS.',
    });
    expect((await rest(t, 'GET', '/api/legal?kind=TERMS&locale=fr')).body).toMatchObject({
      reason: 'LANGUAGE_INVALID',
      error: 'Language must be one of: en, ar, id.',
    });
  });

  it('an admin’s save is a new version, audited; earlier versions stay; staff and customers may not save', async () => {
    const admin = await userWithToken(t, 'ADMIN');
    const save = (token: string, title: string) =>
      rest(t, 'POST', '/api/legal', {
        token,
        json: { kind: 'TERMS', locale: 'en', title, body: `${title}: the body.\n\n## Payment\nBy card.` },
      });
    const second = await save(admin.token, 'Terms of booking, 2027');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ version: 2, createdById: admin.user.id });
    expect((await save(admin.token, 'Terms of booking, 2028')).body.version).toBe(3);

    expect((await rest(t, 'GET', '/api/legal?kind=TERMS&locale=en')).body.title).toBe('Terms of booking, 2028');
    const versions = await rest(t, 'GET', '/api/legal/versions?kind=TERMS&locale=en', { token: admin.token });
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions.body[0].createdBy).toMatchObject({ id: admin.user.id });
    // Arabic is a text of its own: still its version 1.
    expect((await rest(t, 'GET', '/api/legal?kind=TERMS&locale=ar')).body.version).toBe(1);

    const entries = await t.deps.db.auditEntry.findMany({ where: { action: 'legal.update' }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => e.summary)).toEqual([
      'Saved version 2 of the terms of booking (en)',
      'Saved version 3 of the terms of booking (en)',
    ]);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, before: { version: 1 }, after: { version: 2 } });

    const staff = await userWithToken(t, 'STAFF');
    expect((await save(staff.token, 'Mine')).body).toMatchObject({
      reason: 'LEGAL_EDIT_ADMIN_ONLY',
      error: 'Only an admin can edit the privacy policy and the terms.',
    });
    expect((await save((await userWithToken(t, 'USER')).token, 'Mine')).status).toBe(403);
    const emptyBody = await rest(t, 'POST', '/api/legal', {
      token: admin.token,
      json: { kind: 'TERMS', locale: 'en', title: 'x', body: '   ' },
    });
    expect(emptyBody.body).toMatchObject({ reason: 'LEGAL_BODY_REQUIRED' });
    expect(await t.deps.db.legalDocument.count({ where: { kind: 'TERMS', locale: 'en' } })).toBe(3);
  });
});

describe('booking consent', () => {
  it('a booking without accepting the terms is a worded 400 and writes nothing', async () => {
    const pkg = await aPackage(t.deps.db);
    for (const acceptTerms of [undefined, false, 'yes']) {
      const refused = await postBooking(t, { packageId: pkg.id, acceptTerms });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: 'Please accept the terms of booking to book.',
        reason: 'TERMS_NOT_ACCEPTED',
      });
    }
    expect(await t.deps.db.booking.count({ where: { packageId: pkg.id } })).toBe(0);
  });

  it('records the terms version current in the customer’s language, and when it was accepted', async () => {
    const pkg = await aPackage(t.deps.db);
    const before = Date.now();
    const booked = await postBooking(t, { packageId: pkg.id }, { headers: { 'accept-language': 'ar' } });
    expect(booked.status).toBe(201);
    const row = await t.deps.db.booking.findUniqueOrThrow({
      where: { id: booked.body.booking.id },
      include: { termsDocument: true },
    });
    expect(row.termsDocument).toMatchObject({ kind: 'TERMS', locale: 'ar', version: 1 });
    expect(row.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(booked.body.booking).toMatchObject({ termsDocumentId: row.termsDocumentId });

    const admin = await userWithToken(t, 'ADMIN');
    await rest(t, 'POST', '/api/legal', {
      token: admin.token,
      json: { kind: 'TERMS', locale: 'ar', title: 'شروط الحجز', body: 'نص جديد' },
    });
    const later = await postBooking(t, { packageId: pkg.id }, { headers: { 'accept-language': 'ar' } });
    const laterRow = await t.deps.db.booking.findUniqueOrThrow({
      where: { id: later.body.booking.id },
      include: { termsDocument: true },
    });
    expect(laterRow.termsDocument).toMatchObject({ locale: 'ar', version: 2 });
    // The first booking still names the words its customer accepted.
    expect(
      (await t.deps.db.booking.findUniqueOrThrow({ where: { id: row.id }, include: { termsDocument: true } }))
        .termsDocument?.body,
    ).toBe(DEFAULT_LEGAL_TEXTS.TERMS.ar.body);
  });

  it('the first bookings of a fresh install, at once, all succeed and share the one default version 1', async () => {
    // No Indonesian terms exist yet in this database: every booking below writes the default text on first use.
    await t.deps.db.booking.updateMany({
      where: { termsDocument: { locale: 'id' } },
      data: { termsDocumentId: null, termsAcceptedAt: null },
    });
    await t.deps.db.legalDocument.deleteMany({ where: { locale: 'id' } });
    const pkg = await aPackage(t.deps.db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postBooking(t, { packageId: pkg.id }, { headers: { 'accept-language': 'id' } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const versions = await t.deps.db.legalDocument.findMany({ where: { kind: 'TERMS', locale: 'id' } });
    expect(versions.map((row) => row.version)).toEqual([1]);
    expect(new Set(answers.map((answer) => answer.body.booking.termsDocumentId))).toEqual(new Set([versions[0].id]));
  });

  it('GraphQL asks the same: without acceptTerms the answer is the same worded error', async () => {
    const refused = await gql(
      t,
      'mutation { createBooking(input: {name: "Ali", email: "ali@example.com"}) { message } }',
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Please accept the terms of booking to book.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'TERMS_NOT_ACCEPTED' },
    });
  });
});
