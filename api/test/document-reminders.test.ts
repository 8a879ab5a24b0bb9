import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDocumentType, aTraveller, requireDocuments } from '../../test/support/documents.ts';
import { aBooking, aDeparture, aPackage, DAY_MS } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Staff's "remind everyone with something missing" on the departure board (issue #33, decision 0063): the documents
 * reminder for each travelling booking with a required document missing or rejected, once per booking a day,
 * audited once, for staff only.
 */

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
});
afterAll(() => t.app.close());

/**
 * A departure in 60 days whose package wants a passport and a vaccination certificate 21 days before (so by the
 * deadline, 39 days from today): an Arabic booking with one rejected passport and one missing certificate (its second
 * traveller is complete), an Indonesian booking with nothing sent, an English one with everything uploaded, and a
 * cancelled one with nothing sent.
 */
async function departureWithGaps() {
  const db = t.deps.db;
  const pkg = await aPackage(db, { travellerDeadlineDays: 21 });
  const departure = await aDeparture(db, { packageId: pkg.id, departIn: 60 });
  const passport = await db.documentType.create({
    data: {
      code: `PASSPORT-${departure.id}`,
      name: 'Passport',
      translations: { ar: { name: 'جواز السفر' }, id: { name: 'Paspor' } },
    },
  });
  const vaccine = await aDocumentType(db, `VACCINE-${departure.id}`, 'Vaccination certificate');
  await requireDocuments(db, pkg.id, [passport.id, vaccine.id]);
  const onIt = { packageId: pkg.id, departureId: departure.id, status: 'PAID' as const, paid: true };
  const document = (travellerId: number, documentTypeId: number, status: 'UPLOADED' | 'APPROVED' | 'REJECTED') =>
    db.travellerDocument.create({
      data: {
        travellerId,
        documentTypeId,
        status,
        contentType: 'application/pdf',
        size: 100,
        ...(status === 'REJECTED' ? { rejectionReason: 'The photo page is blurred' } : {}),
      },
    });

  const arabic = await aBooking(db, { ...onIt, locale: 'ar', travellerCount: 2 });
  const fatima = await aTraveller(db, arabic.id, 1, 'Fatima Zahra');
  await document(fatima.id, passport.id, 'REJECTED');
  const omar = await aTraveller(db, arabic.id, 2, 'Omar Zahra');
  await document(omar.id, passport.id, 'APPROVED');
  await document(omar.id, vaccine.id, 'APPROVED');

  const indonesian = await aBooking(db, { ...onIt, locale: 'id' });
  await aTraveller(db, indonesian.id, 1, 'Siti Rahayu');

  const complete = await aBooking(db, { ...onIt, locale: 'en' });
  const amina = await aTraveller(db, complete.id, 1, 'Amina Rahman');
  await document(amina.id, passport.id, 'UPLOADED');
  await document(amina.id, vaccine.id, 'APPROVED');

  const cancelled = await aBooking(db, { ...onIt, status: 'CANCELLED', cancelledAt: new Date() });
  await aTraveller(db, cancelled.id, 1, 'Yusuf Ali');

  return { departure, arabic, indonesian, complete, cancelled };
}

const remind = (departureId: number, token?: string) =>
  rest(t, 'POST', `/api/departures/${departureId}/document-reminders`, { token });

// Values in a translated sentence are wrapped in Unicode isolates (FSI…PDI) for the other script: read without them.
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

const mailsTo = async (email: string) =>
  (
    await t.deps.db.outboxEmail.findMany({ where: { kind: 'documents-reminder', to: email }, orderBy: { id: 'asc' } })
  ).map((mail) => ({ ...mail, subject: plain(mail.subject), text: plain(mail.text) }));

describe('reminding a departure of missing documents', () => {
  it('mails each travelling booking with something missing or rejected, in its language, with no secret', async () => {
    const { departure, arabic, indonesian, complete, cancelled } = await departureWithGaps();
    const answer = await remind(departure.id, staff);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ queued: 2, alreadyRemindedToday: 0 });

    expect(await mailsTo(complete.email)).toHaveLength(0);
    expect(await mailsTo(cancelled.email)).toHaveLength(0);

    const [ar] = await mailsTo(arabic.email);
    expect(ar.subject).toContain('وثائق سفر مطلوبة');
    expect(ar.text).toContain('Fatima Zahra');
    expect(ar.text).toContain('جواز السفر: يرجى إرسالها مرة أخرى. كتب فريقنا: The photo page is blurred');
    expect(ar.text).toContain('Vaccination certificate: لم تُرسل بعد');
    expect(ar.text).not.toContain('Omar Zahra');
    expect(ar.text).toContain('/ar/my-trips');

    const [id] = await mailsTo(indonesian.email);
    expect(id.subject).toContain('Dokumen perjalanan masih diperlukan');
    expect(id.text).toContain('Paspor: belum dikirim');
    expect(id.text).toContain('Vaccination certificate: belum dikirim');

    // The deadline: 60 - 21 = 39 days from today, as the English email writes a day.
    const english = await aBooking(t.deps.db, {
      packageId: arabic.packageId,
      departureId: departure.id,
      status: 'DEPOSIT_PAID',
      paid: [10_000],
      locale: 'en',
    });
    await aTraveller(t.deps.db, english.id, 1, 'Bilal Khan');
    expect((await remind(departure.id, staff)).body).toEqual({ queued: 1, alreadyRemindedToday: 2 });
    const [en] = await mailsTo(english.email);
    const deadline = new Date(departure.departDate.getTime() - 21 * DAY_MS).toISOString().slice(0, 10);
    expect(en.subject).toBe(`Travel documents still needed by ${deadline}: Umrah Classic (${english.reference})`);
    expect(en.text).toContain(`Last day to send them: ${deadline}`);
    expect(en.text).toContain('Passport: not sent yet');

    for (const mail of [ar, id, en]) {
      expect(mail.links).toEqual([]);
      expect(`${mail.text}${mail.html}`).not.toMatch(/token=|access=|\{\{/i);
    }
  });

  it('mails a booking at most once a day, and audits each press once with its counts', async () => {
    const { departure, arabic } = await departureWithGaps();
    const audits = () =>
      t.deps.db.auditEntry.findMany({
        where: { action: 'departure.documents-remind', entityId: String(departure.id) },
        orderBy: { id: 'asc' },
      });
    expect((await remind(departure.id, staff)).body).toEqual({ queued: 2, alreadyRemindedToday: 0 });
    const again = await gql(
      t,
      'mutation($id: Int!) { remindDepartureDocuments(departureId: $id) { queued alreadyRemindedToday } }',
      { id: departure.id },
      staff,
    );
    expect(again.data.remindDepartureDocuments).toEqual({ queued: 0, alreadyRemindedToday: 2 });
    expect(await mailsTo(arabic.email)).toHaveLength(1);
    const entries = await audits();
    expect(entries.map((entry) => entry.after)).toEqual([
      { queued: 2, alreadyRemindedToday: 0 },
      { queued: 0, alreadyRemindedToday: 2 },
    ]);
    expect(entries[0].summary).toMatch(/^Reminded 2 booking\(s\) of missing or rejected documents/);
  });

  it('is for staff only: a customer and a group leader get 403, no one signed in 401, an unknown departure 404', async () => {
    const { departure, arabic } = await departureWithGaps();
    const customer = (await userWithToken(t, 'USER')).token;
    const leader = (await userWithToken(t, 'GROUP_LEADER')).token;
    expect((await remind(departure.id, customer)).status).toBe(403);
    expect((await remind(departure.id, leader)).status).toBe(403);
    expect((await remind(departure.id)).status).toBe(401);
    expect((await remind(999_999, staff)).status).toBe(404);
    const viaGraphql = await gql(
      t,
      `mutation { remindDepartureDocuments(departureId: ${departure.id}) { queued } }`,
      {},
      leader,
    );
    expect(viaGraphql.errors?.[0].message).toBe('You do not have permission to do this.');
    expect(await mailsTo(arabic.email)).toHaveLength(0);
    expect(
      await t.deps.db.auditEntry.count({
        where: { action: 'departure.documents-remind', entityId: String(departure.id) },
      }),
    ).toBe(0);
  });
});
