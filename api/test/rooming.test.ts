import type { RoomType } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pdfText } from '../../test/pdf-text.ts';
import { aBooking, aDeparture, aPackage } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/** Rooming lists (issue #33 section 3): hotel stays, rooms, capacity, the suggestion, exports and who may see them. */
let t: TestApp;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  customer = (await userWithToken(t, 'USER')).token;
});
afterAll(async () => t.app.close());

type Gender = 'FEMALE' | 'MALE' | null;

/** A package with a Makkah and a Madinah stay (saved through the API) and a departure of it. */
async function departureWithStays() {
  const pkg = await aPackage(t.deps.db, { name: 'Rooming Umrah' });
  const saved = await rest(t, 'PUT', `/api/packages/${pkg.id}/hotel-stays`, {
    token: staff,
    json: {
      stays: [
        { city: 'Makkah', hotelName: 'Swissotel Al Maqam', nights: 5 },
        { city: 'Madinah', hotelName: 'Pullman Zamzam', nights: 4 },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const departure = await aDeparture(t.deps.db, { packageId: pkg.id });
  return { pkg, departure, makkah: saved.body[0].id as number, madinah: saved.body[1].id as number };
}

/** A paid booking of the departure with its named travellers (name, gender). */
async function soldBooking(
  d: { pkg: { id: number }; departure: { id: number } },
  roomType: RoomType,
  people: [string, Gender][],
  status: 'PAID' | 'CANCELLED' = 'PAID',
) {
  const booking = await aBooking(t.deps.db, {
    packageId: d.pkg.id,
    departureId: d.departure.id,
    roomType,
    travellerCount: people.length,
    status,
  });
  const travellers = [];
  for (const [i, [fullName, gender]] of people.entries()) {
    travellers.push(
      await t.deps.db.traveller.create({
        data: {
          bookingId: booking.id,
          position: i + 1,
          fullName,
          gender,
          dateOfBirth: new Date('1980-01-01'),
          nationality: 'GB',
          passportNumberEnc: 'v1:not-read-here',
          passportExpiry: new Date('2032-01-01'),
          relation: i === 0 ? 'LEAD' : 'SPOUSE',
        },
      }),
    );
  }
  return { ...booking, travellers };
}

const rooming = (departureId: number) =>
  rest(t, 'GET', `/api/departures/${departureId}/rooming`, { token: staff }).then((r) => r.body);

type Stay = {
  id: number;
  rooms: { id: number; type: string; travellers: { bookingId: number; id: number }[] }[];
  unassigned: { id: number }[];
  roomedCount: number;
};
const stayIn = (body: { stays: Stay[] }, stayId: number) => body.stays.find((s) => s.id === stayId)!;
/** Each room of a stay as the booking ids of its travellers, in room order. */
const bookingsByRoom = (stay: Stay) => stay.rooms.map((r) => r.travellers.map((x) => x.bookingId));

describe('hotel stays', () => {
  it('are saved in order, kept by id, audited, and a stay with rooms cannot be removed', async () => {
    const d = await departureWithStays();
    const listed = await gql(
      t,
      'query($p: Int!) { packageHotelStays(packageId: $p) { id position city nights } }',
      {
        p: d.pkg.id,
      },
      staff,
    );
    expect(listed.data.packageHotelStays).toEqual([
      { id: d.makkah, position: 1, city: 'Makkah', nights: 5 },
      { id: d.madinah, position: 2, city: 'Madinah', nights: 4 },
    ]);
    await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/rooms`, {
      token: staff,
      json: { stayId: d.madinah, type: 'DOUBLE' },
    });
    const removing = await rest(t, 'PUT', `/api/packages/${d.pkg.id}/hotel-stays`, {
      token: staff,
      json: { stays: [{ id: d.makkah, city: 'Makkah', hotelName: 'Swissotel Al Maqam', nights: 6 }] },
    });
    expect(removing.status).toBe(409);
    expect(removing.body.error).toBe(
      'Madinah, Pullman Zamzam has rooms on a rooming list: remove its rooms before removing the stay.',
    );
    expect(await t.deps.db.packageHotelStay.findUnique({ where: { id: d.makkah } })).toMatchObject({ nights: 5 });
    // Reordered, the ids stay.
    const reordered = await rest(t, 'PUT', `/api/packages/${d.pkg.id}/hotel-stays`, {
      token: staff,
      json: {
        stays: [
          { id: d.madinah, city: 'Madinah', hotelName: 'Pullman Zamzam', nights: 4 },
          { id: d.makkah, city: 'Makkah', hotelName: 'Swissotel Al Maqam', nights: 5 },
        ],
      },
    });
    expect(reordered.body.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual([
      [d.madinah, 1],
      [d.makkah, 2],
    ]);
    const audits = await t.deps.db.auditEntry.count({
      where: { action: 'package.hotel-stays', entityId: String(d.pkg.id) },
    });
    expect(audits).toBe(2);
  });

  it('refuse a stay without a hotel or with 0 nights, in words', async () => {
    const pkg = await aPackage(t.deps.db);
    const bad = await rest(t, 'PUT', `/api/packages/${pkg.id}/hotel-stays`, {
      token: staff,
      json: { stays: [{ city: 'Makkah', hotelName: ' ', nights: 5 }] },
    });
    expect(bad).toMatchObject({ status: 400, body: { reason: 'HOTEL_STAY_HOTEL_REQUIRED' } });
    const nights = await rest(t, 'PUT', `/api/packages/${pkg.id}/hotel-stays`, {
      token: staff,
      json: { stays: [{ city: 'Makkah', hotelName: 'Hilton', nights: 0 }] },
    });
    expect(nights.body.error).toBe('Nights must be a whole number from 1 to 60.');
    expect(await t.deps.db.packageHotelStay.count({ where: { packageId: pkg.id } })).toBe(0);
  });
});

describe('the suggestion', () => {
  it('keeps each booking together in the room type it bought and leaves cancelled bookings out', async () => {
    const d = await departureWithStays();
    const quad = await soldBooking(d, 'QUAD', [
      ['Aisha Khan', 'FEMALE'],
      ['Omar Khan', 'MALE'],
      ['Sara Khan', 'FEMALE'],
      ['Ali Khan', 'MALE'],
    ]);
    const single1 = await soldBooking(d, 'DOUBLE', [['Yusuf Patel', 'MALE']]);
    const single2 = await soldBooking(d, 'DOUBLE', [['Bilal Ahmed', 'MALE']]);
    await soldBooking(d, 'DOUBLE', [['Gone Away', 'MALE']], 'CANCELLED');
    const answer = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/suggest`, {
      token: staff,
      json: { stayId: d.makkah },
    });
    expect(answer.status).toBe(200);
    const stay = stayIn(answer.body, d.makkah);
    expect(stay.rooms.map((r) => r.type)).toEqual(['QUAD', 'DOUBLE', 'DOUBLE']);
    expect(bookingsByRoom(stay)).toEqual([[quad.id, quad.id, quad.id, quad.id], [single1.id], [single2.id]]);
    expect(answer.body.stays[0]).toMatchObject({ roomedCount: 6, travellerCount: 6, unassigned: [] });
    // The other stay is untouched.
    expect(stayIn(answer.body, d.madinah)).toMatchObject({ rooms: [], roomedCount: 0 });
    const [audit] = await t.deps.db.auditEntry.findMany({
      where: { action: 'rooming.suggest', entityId: String(d.departure.id) },
    });
    expect(audit.summary).toBe('Suggested rooms at Swissotel Al Maqam, Makkah: 6 travellers placed, 3 rooms added');
  });

  it('shares between bookings only when asked, and then never across genders or with an unknown gender', async () => {
    const d = await departureWithStays();
    const man1 = await soldBooking(d, 'DOUBLE', [['Yusuf Patel', 'MALE']]);
    const woman = await soldBooking(d, 'DOUBLE', [['Maryam Ali', 'FEMALE']]);
    const man2 = await soldBooking(d, 'DOUBLE', [['Bilal Ahmed', 'MALE']]);
    const unknown = await soldBooking(d, 'DOUBLE', [['Sam Lee', null]]);
    const answer = await gql(
      t,
      'mutation($d: Int!, $s: Int!) { suggestRooming(departureId: $d, stayId: $s, allowSharing: true) { stays { id rooms { type travellers { bookingId } } } } }',
      { d: d.departure.id, s: d.makkah },
      staff,
    );
    expect(answer.errors).toBeUndefined();
    const stay = answer.data.suggestRooming.stays.find((s: Stay) => s.id === d.makkah);
    expect(bookingsByRoom(stay)).toEqual([[man1.id, man2.id], [woman.id], [unknown.id]]);
  });

  it('keeps what staff placed by hand', async () => {
    const d = await departureWithStays();
    const family = await soldBooking(d, 'TRIPLE', [
      ['Hana Said', 'FEMALE'],
      ['Adam Said', 'MALE'],
    ]);
    const other = await soldBooking(d, 'DOUBLE', [['Zaid Noor', 'MALE']]);
    const added = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/rooms`, {
      token: staff,
      json: { stayId: d.makkah, type: 'SINGLE', label: '1204' },
    });
    expect(added.status).toBe(201);
    const single = stayIn(added.body, d.makkah).rooms[0];
    await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/move`, {
      token: staff,
      json: { roomId: single.id, travellerId: family.travellers[1].id },
    });
    const answer = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/suggest`, {
      token: staff,
      json: { stayId: d.makkah },
    });
    const stay = stayIn(answer.body, d.makkah);
    expect(stay.rooms[0].travellers.map((x) => x.id)).toEqual([family.travellers[1].id]);
    expect(bookingsByRoom(stay)).toEqual([[family.id], [family.id], [other.id]]);
  });
});

describe('moves', () => {
  it('into a full room answer 409 in words and write nothing', async () => {
    const d = await departureWithStays();
    const a = await soldBooking(d, 'SINGLE', [['Aisha Khan', 'FEMALE']]);
    const b = await soldBooking(d, 'SINGLE', [['Maryam Ali', 'FEMALE']]);
    const added = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/rooms`, {
      token: staff,
      json: { stayId: d.makkah, type: 'SINGLE' },
    });
    const roomId = stayIn(added.body, d.makkah).rooms[0].id;
    const move = (travellerId: number) =>
      rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/move`, {
        token: staff,
        json: { roomId, travellerId },
      });
    expect((await move(a.travellers[0].id)).status).toBe(200);
    const full = await move(b.travellers[0].id);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      reason: 'ROOM_FULL',
      error: 'Room 1 is full: a SINGLE room sleeps 1. Move someone out first.',
    });
    expect(await t.deps.db.roomAssignment.count({ where: { roomId } })).toBe(1);
    expect(await t.deps.db.roomAssignment.count({ where: { travellerId: b.travellers[0].id } })).toBe(0);
    expect(
      await t.deps.db.auditEntry.count({ where: { action: 'rooming.move', entityId: String(d.departure.id) } }),
    ).toBe(1);
    // The database refuses a writer that skips the service.
    await expect(
      t.deps.db.roomAssignment.create({ data: { roomId, stayId: d.makkah, travellerId: b.travellers[0].id } }),
    ).rejects.toThrow(/full/);
  });

  it('move a traveller between rooms (once per stay), swap two and unassign one; audited', async () => {
    const d = await departureWithStays();
    const a = await soldBooking(d, 'DOUBLE', [['Aisha Khan', 'FEMALE']]);
    const b = await soldBooking(d, 'DOUBLE', [['Maryam Ali', 'FEMALE']]);
    const suggested = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/suggest`, {
      token: staff,
      json: { stayId: d.makkah },
    });
    const [roomA, roomB] = stayIn(suggested.body, d.makkah).rooms as [Stay['rooms'][0], Stay['rooms'][0]];
    const [ta, tb] = [a.travellers[0].id, b.travellers[0].id];
    const swapped = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/swap`, {
      token: staff,
      json: { stayId: d.makkah, travellerIds: [ta, tb] },
    });
    expect(bookingsByRoom(stayIn(swapped.body, d.makkah))).toEqual([[b.id], [a.id]]);
    const moved = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/move`, {
      token: staff,
      json: { roomId: roomA.id, travellerId: ta },
    });
    expect(bookingsByRoom(stayIn(moved.body, d.makkah))).toEqual([[a.id, b.id], []]);
    expect(await t.deps.db.roomAssignment.count({ where: { travellerId: ta } })).toBe(1);
    const out = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/unassign`, {
      token: staff,
      json: { stayId: d.makkah, travellerId: ta },
    });
    const stay = stayIn(out.body, d.makkah);
    expect(stay.unassigned.map((x) => x.id)).toEqual([ta]);
    expect(stay.roomedCount).toBe(1);
    const removed = await rest(t, 'DELETE', `/api/departures/${d.departure.id}/rooming/rooms/${roomB.id}`, {
      token: staff,
    });
    expect(removed.status).toBe(200);
    const notEmpty = await rest(t, 'DELETE', `/api/departures/${d.departure.id}/rooming/rooms/${roomA.id}`, {
      token: staff,
    });
    expect(notEmpty.body.error).toBe('Room 1 still has travellers: move them out before removing it.');
    const actions = await t.deps.db.auditEntry.findMany({
      where: { entityType: 'Departure', entityId: String(d.departure.id), action: { startsWith: 'rooming.' } },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(actions.map((x) => x.action)).toEqual([
      'rooming.suggest',
      'rooming.swap',
      'rooming.move',
      'rooming.unassign',
      'rooming.remove-room',
    ]);
  });

  it('refuse a traveller of another departure', async () => {
    const d = await departureWithStays();
    const elsewhere = await departureWithStays();
    const stranger = await soldBooking(elsewhere, 'SINGLE', [['Not Here', 'MALE']]);
    const added = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/rooms`, {
      token: staff,
      json: { stayId: d.makkah, type: 'DOUBLE' },
    });
    const answer = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/move`, {
      token: staff,
      json: { roomId: stayIn(added.body, d.makkah).rooms[0].id, travellerId: stranger.travellers[0].id },
    });
    expect(answer.body).toMatchObject({ reason: 'ROOMING_TRAVELLER_NOT_ON_DEPARTURE' });
    const otherStay = await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/rooms`, {
      token: staff,
      json: { stayId: elsewhere.makkah, type: 'DOUBLE' },
    });
    expect(otherStay.body.error).toBe('This hotel stay is not part of this departure’s package.');
  });
});

describe('exports and roles', () => {
  it('give staff the CSV and the hotel’s PDF, audited', async () => {
    const d = await departureWithStays();
    const family = await soldBooking(d, 'DOUBLE', [
      ['Aisha Khan', 'FEMALE'],
      ['=Omar Khan', 'MALE'],
    ]);
    await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/rooms`, {
      token: staff,
      json: { stayId: d.makkah, type: 'SINGLE', label: '1204' },
    });
    await rest(t, 'POST', `/api/departures/${d.departure.id}/rooming/suggest`, {
      token: staff,
      json: { stayId: d.makkah },
    });
    const base = `/api/departures/${d.departure.id}/rooming/stays/${d.makkah}`;
    const csv = await rest(t, 'GET', `${base}/rooming.csv`, { token: staff });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="rooming-makkah-swissotel-al-maqam-/);
    expect(csv.body).toBe(
      'room,type,traveller,booking_reference,gender\r\n' +
        '1204,SINGLE,,,\r\n' +
        `2,DOUBLE,Aisha Khan,${family.reference},FEMALE\r\n` +
        `2,DOUBLE,'=Omar Khan,${family.reference},MALE\r\n`,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${base}/rooming.pdf`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Rooming list: Swissotel Al Maqam');
    expect(text).toContain('Swissotel Al Maqam, Makkah');
    expect(text).toContain('Rooming Umrah');
    expect(text).toContain('Aisha Khan (F)');
    expect(text).toContain('=Omar Khan (M)');
    expect(text).toContain('2 rooms, 2 guests');
    expect(text).toContain('(empty)');
    const exports = await t.deps.db.auditEntry.findMany({
      where: { action: 'rooming.export', entityId: String(d.departure.id) },
      orderBy: { id: 'asc' },
      select: { summary: true },
    });
    expect(exports.map((e) => e.summary)).toEqual([
      'Exported the rooming list of Swissotel Al Maqam, Makkah as CSV',
      'Exported the rooming list of Swissotel Al Maqam, Makkah as PDF',
    ]);
  });

  it('refuse customers (403), visitors (401) and the booking’s token holder, and write nothing', async () => {
    const d = await departureWithStays();
    const booking = await soldBooking(d, 'DOUBLE', [['Aisha Khan', 'FEMALE']]);
    const base = `/api/departures/${d.departure.id}/rooming`;
    const reads = [base, `${base}/stays/${d.makkah}/rooming.csv`, `${base}/stays/${d.makkah}/rooming.pdf`];
    for (const url of reads) {
      expect((await rest(t, 'GET', url, { token: customer })).status).toBe(403);
      expect((await rest(t, 'GET', url)).status).toBe(401);
      const token = await rest(t, 'GET', url, { headers: { 'x-booking-token': booking.accessToken } });
      expect(token.status).toBe(401);
    }
    const suggest = await rest(t, 'POST', `${base}/suggest`, { token: customer, json: { stayId: d.makkah } });
    expect(suggest.status).toBe(403);
    const viaGraphql = await gql(
      t,
      'query($d: Int!) { departureRooming(departureId: $d) { departureId } }',
      {
        d: d.departure.id,
      },
      customer,
    );
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await t.deps.db.room.count({ where: { departureId: d.departure.id } })).toBe(0);
    expect(
      await t.deps.db.auditEntry.count({
        where: { action: { startsWith: 'rooming.' }, entityId: String(d.departure.id) },
      }),
    ).toBe(0);
    expect((await rooming(d.departure.id)).stays[0].unassigned).toHaveLength(1);
  });
});
