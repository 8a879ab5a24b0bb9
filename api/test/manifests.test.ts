import type { BookingStatus, Prisma } from '@rihla/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aBooking, aDeparture, aPackage, daysFromToday, inDays } from '../../test/support/factories.ts';
import { sealPassport } from '../src/lib/traveller-crypto.ts';
import { addMonths } from '../src/services/traveller-inputs.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Departure manifests (issue #33 section 5, decision 0061): the check, the refusal, the four files, the audit. */

let t: TestApp;
let staff: string;
let admin: string;
let customer: string;

type TravellerFields = Partial<Omit<Prisma.TravellerUncheckedCreateInput, 'bookingId' | 'position'>> & {
  passport?: string;
};

async function traveller(bookingId: number, position: number, { passport = 'P1234567', ...fields }: TravellerFields) {
  return t.deps.db.traveller.create({
    data: {
      bookingId,
      position,
      fullName: 'Amina Rahman',
      dateOfBirth: new Date('1985-04-12'),
      nationality: 'MY',
      gender: 'FEMALE',
      passportIssuingCountry: 'MY',
      passportExpiry: daysFromToday(2000),
      relation: position === 1 ? 'LEAD' : 'SPOUSE',
      passportNumberEnc: sealPassport(t.deps.config, { bookingId, position }, passport),
      ...fields,
    },
  });
}

async function booked(departureId: number, packageId: number, status: BookingStatus, travellerCount: number) {
  return aBooking(t.deps.db, { packageId, departureId, status, travellerCount, roomType: 'DOUBLE' });
}

const PASSPORTS = ['0012345A', 'K9876543'];

/** A departure whose two travellers have everything: the lead and his wife. */
let complete: { departureId: number; reference: string; token: string };
/** A departure with every kind of problem, and bookings that are not on the manifest. */
let incomplete: { departureId: number; b: { id: number; reference: string }; e: { id: number; reference: string } };

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  admin = (await userWithToken(t, 'ADMIN')).token;
  customer = (await userWithToken(t, 'USER')).token;

  const pkg = await aPackage(t.deps.db, { code: 'UMR-MAR', name: 'Umrah Ramadan 10 nights' });
  const dep = await aDeparture(t.deps.db, { packageId: pkg.id, departIn: 40 });
  const a = await booked(dep.id, pkg.id, 'PAID', 2);
  await traveller(a.id, 1, {
    fullName: 'Muhammad Abdullah Al Farsi',
    gender: 'MALE',
    nationality: 'OM',
    passportIssuingCountry: 'OM',
    dateOfBirth: new Date('1979-01-30'),
    passportExpiry: new Date('2035-05-01'),
    passport: PASSPORTS[0],
  });
  await traveller(a.id, 2, {
    fullName: 'Siti Nurhaliza',
    nationality: 'ID',
    passportIssuingCountry: 'ID',
    dateOfBirth: new Date('1983-07-02'),
    passportExpiry: new Date('2033-11-20'),
    passport: PASSPORTS[1],
  });
  // Not travelling: a hold never paid and a cancelled booking.
  await booked(dep.id, pkg.id, 'PENDING', 1);
  await booked(dep.id, pkg.id, 'CANCELLED', 1);
  complete = { departureId: dep.id, reference: a.reference, token: a.accessToken };

  const other = await aDeparture(t.deps.db, { departIn: 30 });
  const b = await booked(other.id, other.packageId, 'DEPOSIT_PAID', 3);
  await traveller(b.id, 1, { fullName: 'Yusuf Ali', gender: null, passportIssuingCountry: null });
  // Valid for the trip, but not six months after the return (day 40).
  await traveller(b.id, 2, { fullName: 'مريم علي', passportExpiry: daysFromToday(100) });
  const e = await booked(other.id, other.packageId, 'PAID', 1);
  await traveller(e.id, 1, { fullName: 'Khadija Noor', passportExpiry: daysFromToday(-1) });
  incomplete = {
    departureId: other.id,
    b: { id: b.id, reference: b.reference },
    e: { id: e.id, reference: e.reference },
  };
});

afterAll(() => t.app.close());

const exports = (departureId: number) =>
  t.deps.db.auditEntry.findMany({ where: { action: 'departure.manifest-export', entityId: String(departureId) } });

async function download(path: string, token: string) {
  return t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
}

describe('the manifest check', () => {
  it('lists, per seat sold, what is missing, with the dates that matter', async () => {
    const { status, body } = await rest(t, 'GET', `/api/admin/departures/${incomplete.departureId}/manifest`, {
      token: staff,
    });
    expect(status).toBe(200);
    const validUntil = addSixMonths(inDays(40));
    const { b, e } = incomplete;
    expect(body).toEqual({
      departureId: incomplete.departureId,
      packageName: 'Umrah Classic',
      departDate: inDays(30),
      returnDate: inDays(40),
      passportValidUntil: validUntil,
      travellers: 4,
      ready: 0,
      complete: false,
      problems: [
        problem(b, 1, 'Yusuf Ali', 'GENDER_MISSING', 'Gender missing'),
        problem(b, 1, 'Yusuf Ali', 'ISSUING_COUNTRY_MISSING', 'Passport issuing country missing'),
        problem(b, 2, 'مريم علي', 'NAME_NOT_LATIN', 'Name not in Latin letters as on the passport'),
        problem(
          b,
          2,
          'مريم علي',
          'PASSPORT_EXPIRES_TOO_SOON',
          `Passport expires on ${inDays(100)}; it must be valid until ${validUntil} (six months after the return)`,
        ),
        problem(b, 3, null, 'TRAVELLER_MISSING', 'No traveller details'),
        problem(e, 1, 'Khadija Noor', 'PASSPORT_EXPIRED', `Passport expired on ${inDays(-1)}`),
      ],
    });
  });

  it('answers the same in GraphQL, and a complete departure has no problems (unpaid and cancelled bookings left out)', async () => {
    const query = `query ($id: Int!) { departureManifestCheck(departureId: $id) {
      travellers ready complete problems { bookingReference position kind message } } }`;
    const incompleteAnswer = await gql(t, query, { id: incomplete.departureId }, admin);
    expect(incompleteAnswer.data.departureManifestCheck).toMatchObject({ travellers: 4, ready: 0, complete: false });
    expect(incompleteAnswer.data.departureManifestCheck.problems).toHaveLength(6);
    const completeAnswer = await gql(t, query, { id: complete.departureId }, staff);
    expect(completeAnswer.data.departureManifestCheck).toEqual({
      travellers: 2,
      ready: 2,
      complete: true,
      problems: [],
    });
  });

  it('answers 404 for an unknown departure', async () => {
    const { status, body } = await rest(t, 'GET', '/api/admin/departures/999999/manifest', { token: staff });
    expect(status).toBe(404);
    expect(body).toMatchObject({ reason: 'DEPARTURE_NOT_FOUND', error: 'Departure not found.' });
  });
});

describe('exporting', () => {
  it('refuses an incomplete manifest with the problems in words, and writes nothing', async () => {
    const { status, body } = await rest(t, 'GET', `/api/admin/departures/${incomplete.departureId}/manifest/apis.csv`, {
      token: staff,
    });
    expect(status).toBe(409);
    const { b } = incomplete;
    expect(body).toEqual({
      reason: 'MANIFEST_INCOMPLETE',
      params: { count: 6, problems: expect.any(String) },
      error:
        `This manifest has 6 problems: ${b.reference} traveller 1: Gender missing; ` +
        `${b.reference} traveller 1: Passport issuing country missing; ` +
        `${b.reference} traveller 2: Name not in Latin letters as on the passport; ` +
        `${b.reference} traveller 2: Passport expires on ${inDays(100)}; it must be valid until ${addSixMonths(inDays(40))} (six months after the return); ` +
        `${b.reference} traveller 3: No traveller details; and 1 more. ` +
        'Fix them first, or export with gaps to have them marked in the file.',
    });
    expect(await exports(incomplete.departureId)).toEqual([]);
  });

  it('writes the APIS CSV of a complete departure: the header, one line per traveller, passport numbers opened', async () => {
    const response = await download(`/api/admin/departures/${complete.departureId}/manifest/apis.csv`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="manifest-apis-UMR-MAR-${inDays(40)}.csv"`,
    );
    expect(response.body).toBe(
      'surname,given_names,gender,date_of_birth,nationality,passport_number,issuing_country,passport_expiry\r\n' +
        'AL FARSI,MUHAMMAD ABDULLAH,M,1979-01-30,OM,0012345A,OM,2035-05-01\r\n' +
        'NURHALIZA,SITI,F,1983-07-02,ID,K9876543,ID,2033-11-20\r\n',
    );
  });

  it('writes the visa portal XLSX: text cells, the relation to the lead, the booking and the package', async () => {
    const response = await download(`/api/admin/departures/${complete.departureId}/manifest/visa.xlsx`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="manifest-visa-UMR-MAR-${inDays(40)}.xlsx"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await sheetRows(response.rawPayload);
    expect(rows).toEqual([
      [
        'surname',
        'given_names',
        'gender',
        'date_of_birth',
        'nationality',
        'passport_number',
        'issuing_country',
        'passport_expiry',
        'relation_to_lead',
        'lead_traveller',
        'booking_reference',
        'package',
      ],
      [
        'AL FARSI',
        'MUHAMMAD ABDULLAH',
        'M',
        '1979-01-30',
        'OM',
        '0012345A',
        'OM',
        '2035-05-01',
        'LEAD',
        '',
        complete.reference,
        'Umrah Ramadan 10 nights',
      ],
      [
        'NURHALIZA',
        'SITI',
        'F',
        '1983-07-02',
        'ID',
        'K9876543',
        'ID',
        '2033-11-20',
        'SPOUSE',
        'MUHAMMAD ABDULLAH AL FARSI',
        complete.reference,
        'Umrah Ramadan 10 nights',
      ],
    ]);
  });

  it('writes the APIS XLSX and the visa CSV with the same values', async () => {
    const apis = await sheetRows(
      (await download(`/api/admin/departures/${complete.departureId}/manifest/apis.xlsx`, staff)).rawPayload,
    );
    expect(apis[1]).toEqual(['AL FARSI', 'MUHAMMAD ABDULLAH', 'M', '1979-01-30', 'OM', '0012345A', 'OM', '2035-05-01']);
    const visa = await download(`/api/admin/departures/${complete.departureId}/manifest/visa.csv`, staff);
    expect(visa.body.split('\r\n')[2]).toBe(
      `NURHALIZA,SITI,F,1983-07-02,ID,K9876543,ID,2033-11-20,SPOUSE,MUHAMMAD ABDULLAH AL FARSI,${complete.reference},Umrah Ramadan 10 nights`,
    );
  });

  it('exports with gaps when asked: every seat a line, the gaps said in a last column', async () => {
    const response = await download(
      `/api/admin/departures/${incomplete.departureId}/manifest/apis.xlsx?withGaps=true`,
      staff,
    );
    expect(response.statusCode).toBe(200);
    const rows = await sheetRows(response.rawPayload);
    const { b, e } = incomplete;
    expect(rows[0].at(-1)).toBe('missing');
    expect(rows.slice(1).map((row) => [row[0], row[1], row.at(-1)])).toEqual([
      ['ALI', 'YUSUF', `Gender missing; Passport issuing country missing (booking ${b.reference}, traveller 1)`],
      [
        'علي',
        'مريم',
        'Name not in Latin letters as on the passport; Passport expires less than six months after the return ' +
          `(booking ${b.reference}, traveller 2)`,
      ],
      ['', '', `No traveller details (booking ${b.reference}, traveller 3)`],
      ['NOOR', 'KHADIJA', `Passport expired (booking ${e.reference}, traveller 1)`],
    ]);
  });

  it('audits every export: who, which departure, kind and format, never a passport number', async () => {
    const entries = await exports(complete.departureId);
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { kind: 'APIS', format: 'CSV', travellers: 2, withGaps: false, gaps: 0 },
        { kind: 'VISA', format: 'XLSX', travellers: 2, withGaps: false, gaps: 0 },
      ]),
    );
    const visaXlsx = entries.find((e) => JSON.stringify(e.after).includes('"XLSX"') && e.actorRole === 'ADMIN');
    expect(visaXlsx).toMatchObject({
      entityType: 'Departure',
      summary: `Exported the visa portal manifest (XLSX) of Umrah Ramadan 10 nights, ${inDays(40)}: 2 travellers`,
    });
    expect(visaXlsx?.actorEmail).toMatch(/^admin\./);
    const [gapped] = await exports(incomplete.departureId);
    expect(gapped).toMatchObject({
      actorRole: 'STAFF',
      after: { kind: 'APIS', format: 'XLSX', travellers: 4, withGaps: true, gaps: 4 },
      summary: `Exported the APIS manifest (XLSX) of Umrah Classic, ${inDays(30)}: 4 travellers, 4 with gaps marked`,
    });
    const trail = JSON.stringify(await t.deps.db.auditEntry.findMany());
    for (const number of [...PASSPORTS, 'P1234567']) expect(trail).not.toContain(number);
  });
});

describe('who may read manifests', () => {
  const paths = () => [
    `/api/admin/departures/${complete.departureId}/manifest`,
    `/api/admin/departures/${complete.departureId}/manifest/apis.csv`,
    `/api/admin/departures/${complete.departureId}/manifest/visa.xlsx`,
  ];

  it('refuses a customer (403), a booking token holder and an anonymous caller (401)', async () => {
    const before = (await exports(complete.departureId)).length;
    for (const path of paths()) {
      const asCustomer = await rest(t, 'GET', path, { token: customer });
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body).toMatchObject({ reason: 'FORBIDDEN' });
      const asTokenHolder = await rest(t, 'GET', path, { headers: { 'x-booking-token': complete.token } });
      expect(asTokenHolder.status).toBe(401);
      expect((await rest(t, 'GET', path)).status).toBe(401);
    }
    expect(await exports(complete.departureId)).toHaveLength(before);
  });

  it('refuses the GraphQL check to a customer', async () => {
    const answer = await gql(
      t,
      'query ($id: Int!) { departureManifestCheck(departureId: $id) { complete } }',
      { id: complete.departureId },
      customer,
    );
    expect(answer.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

function problem(
  booking: { id: number; reference: string },
  position: number,
  travellerName: string | null,
  kind: string,
  message: string,
) {
  return { bookingId: booking.id, bookingReference: booking.reference, position, travellerName, kind, message };
}

const addSixMonths = (day: string) => addMonths(day, 6);

/** An XLSX file's first sheet as rows of text, read back with exceljs. */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: false }, (row) => {
    const cells: (string | undefined)[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text;
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return rows;
}
