import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDocumentType, aTraveller, requireDocuments } from '../../test/support/documents.ts';
import { aBooking, aDeparture, aPackage } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
});
afterAll(() => t.app.close());

describe('the dashboard’s travellers with missing documents', () => {
  it('counts travellers leaving in the next 60 days with a required document missing or rejected', async () => {
    const db = t.deps.db;
    const pkg = await aPackage(db);
    const passport = await aDocumentType(db, 'PASSPORT-DUE');
    await requireDocuments(db, pkg.id, [passport.id]);
    const file = { contentType: 'image/jpeg', size: 10 };
    const booked = async (departIn: number, extra: Parameters<typeof aBooking>[1] = {}) => {
      const departure = await aDeparture(db, { packageId: pkg.id, departIn });
      return aBooking(db, { packageId: pkg.id, departureId: departure.id, status: 'PAID', ...extra });
    };

    // Within 60 days: one traveller with nothing, one rejected, one approved (not counted).
    const soon = await booked(20, { travellerCount: 3 });
    await aTraveller(db, soon.id, 1);
    const rejected = await aTraveller(db, soon.id, 2, 'Yusuf Rahman');
    const approved = await aTraveller(db, soon.id, 3, 'Maryam Rahman');
    await db.travellerDocument.createMany({
      data: [
        { travellerId: rejected.id, documentTypeId: passport.id, status: 'REJECTED', ...file },
        { travellerId: approved.id, documentTypeId: passport.id, status: 'APPROVED', ...file },
      ],
    });
    // Not counted: a departure after 60 days, a cancelled booking, a booking whose payment failed.
    await aTraveller(db, (await booked(90)).id);
    await aTraveller(db, (await booked(20, { status: 'PARTIALLY_REFUNDED', cancelledAt: new Date() })).id);
    await aTraveller(db, (await booked(20, { status: 'FAILED' })).id);

    const answer = await rest(t, 'GET', '/api/dashboard/documents-due', { token: staff });
    expect(answer).toMatchObject({ status: 200, body: { days: 60, travellers: 2, bookings: 1 } });
    const { data } = await gql(t, '{ documentsDueSoon { days travellers bookings } }', {}, staff);
    expect(data.documentsDueSoon).toEqual({ days: 60, travellers: 2, bookings: 1 });
  });

  it('is for staff only', async () => {
    const customer = (await userWithToken(t, 'USER')).token;
    expect((await rest(t, 'GET', '/api/dashboard/documents-due')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/dashboard/documents-due', { token: customer })).status).toBe(403);
  });
});
