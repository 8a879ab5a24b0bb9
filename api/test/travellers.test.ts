import { execFile } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { BookingStatus } from '@rihla/db';
import {
  type KeyRing,
  openField,
  parseKeyRing,
  resealTravellers,
  resolveTravellerKeys,
  sealedWith,
  sealField,
  travellerBinding,
} from '@rihla/db/traveller-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedTravellers } from '../../prisma/seed/travellers.ts';
import { datedBooking } from '../../test/support/booked-departures.ts';
import { inDays } from '../../test/support/factories.ts';
import { loadConfig } from '../src/config.ts';
import { bookingTravellers } from '../src/services/travellers.service.ts';
import { bookingCallers, gql, rest, startTestApp, type TestApp } from './helpers.ts';

/** A value as sealed before issue #28 (`v1`, authenticated with the key id only, bound to no row). */
function unboundValue(ring: KeyRing, keyId: string, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.keys.get(keyId)!, iv);
  cipher.setAAD(Buffer.from(`v1:${keyId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    keyId,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join(':');
}

let t: TestApp;
let staff: string;
let owner: { token: string; user: { id: number } };
let stranger: string;

/** A booking of a departure `departIn` days ahead (back 10 days later), owned by `owner`, with its access token. */
async function booking({
  departIn = 60,
  travellerCount = 2,
  deadlineDays = 21,
  status = 'PENDING',
}: { departIn?: number; travellerCount?: number; deadlineDays?: number; status?: BookingStatus } = {}) {
  const made = await datedBooking(t, {
    userId: owner.user.id,
    departIn,
    travellerCount,
    travellerDeadlineDays: deadlineDays,
    status,
  });
  return { id: made.booking.id, reference: made.booking.reference, token: made.token, returnDate: made.returnDate };
}

const amina = (expiry = inDays(2000)) => ({
  fullName: 'Amina Rahman',
  dateOfBirth: '1985-04-12',
  nationality: 'gb',
  passportNumber: 'k123 456 7890',
  passportExpiry: expiry,
  relation: 'LEAD',
  gender: 'FEMALE',
});
const yusuf = {
  fullName: 'Yusuf Rahman',
  dateOfBirth: '1983-09-30',
  nationality: 'GB',
  passportNumber: 'L98765432',
  passportExpiry: inDays(2100),
  relation: 'SPOUSE',
  gender: 'MALE',
};

const put = (id: number, travellers: unknown[], options: { token?: string; headers?: Record<string, string> } = {}) =>
  rest(t, 'PUT', `/api/bookings/${id}/travellers`, { ...options, json: { travellers } });

beforeAll(async () => {
  t = await startTestApp();
  ({ staff, owner, stranger } = await bookingCallers(t));
});

afterAll(async () => {
  await t.app.close();
});

describe('who may read and save a booking’s travellers', () => {
  it('lets the owner, the token holder and staff in; everyone else gets the 404 of a missing booking', async () => {
    const b = await booking();
    const saved = await put(b.id, [amina(), yusuf], { token: owner.token });
    expect(saved.status).toBe(200);
    expect(saved.body.travellers.map((x: { fullName: string }) => x.fullName)).toEqual([
      'Amina Rahman',
      'Yusuf Rahman',
    ]);

    const url = `/api/bookings/${b.id}/travellers`;
    for (const caller of [{ token: owner.token }, { token: staff }, { headers: { 'x-booking-token': b.token } }]) {
      const read = await rest(t, 'GET', url, caller);
      expect(read.status).toBe(200);
      expect(read.body.travellers).toHaveLength(2);
    }
    const missing = { status: 404, body: { error: 'Booking not found.' } };
    for (const caller of [{}, { token: stranger }, { headers: { 'x-booking-token': 'not-the-token' } }]) {
      expect(await rest(t, 'GET', url, caller)).toMatchObject(missing);
      expect(await put(b.id, [amina()], caller)).toMatchObject(missing);
    }
    expect(await rest(t, 'GET', '/api/bookings/999999/travellers', { token: owner.token })).toMatchObject(missing);

    // The stranger's attempt changed nothing.
    expect(await t.deps.db.traveller.count({ where: { bookingId: b.id } })).toBe(2);
  });

  it('answers the same through GraphQL, the token given as an argument', async () => {
    const b = await booking();
    const save = `mutation($id: Int!, $token: String, $travellers: [TravellerInput!]!) {
      saveTravellers(bookingId: $id, token: $token, travellers: $travellers) { travellers { fullName passportNumber } } }`;
    const saved = await gql(t, save, { id: b.id, token: b.token, travellers: [amina()] });
    expect(saved.data.saveTravellers.travellers).toEqual([{ fullName: 'Amina Rahman', passportNumber: 'K1234567890' }]);

    const read = `query($id: Int!, $token: String) { bookingTravellers(bookingId: $id, token: $token) {
      editable travellers { passportNumberMasked passportNumber nationality } } }`;
    const byToken = await gql(t, read, { id: b.id, token: b.token });
    expect(byToken.data.bookingTravellers).toEqual({
      editable: true,
      travellers: [{ passportNumberMasked: '•••••7890', passportNumber: null, nationality: 'GB' }],
    });
    const wrong = await gql(t, read, { id: b.id, token: 'nope' });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Booking not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('masking', () => {
  it('masks passport numbers in lists and reveals them only when asked by someone with access', async () => {
    const b = await booking();
    await put(b.id, [amina(), yusuf], { token: owner.token });
    const list = await rest(t, 'GET', `/api/bookings/${b.id}/travellers`, { token: owner.token });
    expect(
      list.body.travellers.map((x: Record<string, unknown>) => [x.passportNumberMasked, x.passportNumber]),
    ).toEqual([
      ['•••••7890', null],
      ['•••••5432', null],
    ]);
    const revealed = await rest(t, 'GET', `/api/bookings/${b.id}/travellers?reveal=true`, { token: staff });
    expect(revealed.body.travellers[1].passportNumber).toBe('L98765432');
    const refused = await rest(t, 'GET', `/api/bookings/${b.id}/travellers?reveal=true`, { token: stranger });
    expect(refused.status).toBe(404);
  });

  it('keeps each traveller’s gender and passport issuing country, the nationality when none is given (APIS)', async () => {
    const b = await booking();
    await put(b.id, [amina(), { ...yusuf, passportIssuingCountry: 'ie' }], { token: owner.token });
    const rows = await t.deps.db.traveller.findMany({ where: { bookingId: b.id }, orderBy: { position: 'asc' } });
    expect(rows.map((r) => [r.gender, r.nationality, r.passportIssuingCountry])).toEqual([
      ['FEMALE', 'GB', 'GB'],
      ['MALE', 'GB', 'IE'],
    ]);
    const read = await rest(t, 'GET', `/api/bookings/${b.id}/travellers`, { token: owner.token });
    expect(read.body.travellers.map((x: Record<string, unknown>) => [x.gender, x.passportIssuingCountry])).toEqual([
      ['FEMALE', 'GB'],
      ['MALE', 'IE'],
    ]);
  });
});

describe('validation', () => {
  it('refuses a passport that expires less than six months after the return, naming the traveller and dates', async () => {
    const b = await booking({ departIn: 60 });
    const tooSoon = inDays(70 + 100);
    const refused = await put(b.id, [amina(tooSoon)], { token: owner.token });
    const fmt = (day: string) =>
      new Date(`${day}T00:00:00Z`)
        .toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
        .replace('Sept', 'Sep');
    const needed = new Date(`${b.returnDate}T00:00:00Z`);
    needed.setUTCMonth(needed.getUTCMonth() + 6);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: `The passport of Amina Rahman expires on ${fmt(tooSoon)}; it must be valid until at least ${fmt(needed.toISOString().slice(0, 10))} (six months after you return).`,
      },
    });
    expect(await t.deps.db.traveller.count({ where: { bookingId: b.id } })).toBe(0);
  });

  it('checks each field with a message naming the traveller', async () => {
    const b = await booking();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'A' }, 'Traveller 2: The full name as on the passport must be 2 to 100 characters.'],
      [{ fullName: 'x'.repeat(101) }, 'Traveller 2: The full name as on the passport must be 2 to 100 characters.'],
      [{ dateOfBirth: '1899-12-31' }, 'Traveller 2: The date of birth cannot be before 1900.'],
      [{ dateOfBirth: inDays(1) }, 'Traveller 2: The date of birth must be in the past.'],
      [{ dateOfBirth: '2001-02-30' }, 'Traveller 2: Enter the date of birth (YYYY-MM-DD).'],
      [{ nationality: 'XX' }, 'Traveller 2: Choose the nationality from the list (a country code such as SA or GB).'],
      [{ passportNumber: 'AB12' }, 'Traveller 2: The passport number must be 5 to 20 letters and digits.'],
      [{ passportNumber: 'AB12/34567' }, 'Traveller 2: The passport number must be 5 to 20 letters and digits.'],
      [{ passportNumber: 'A'.repeat(21) }, 'Traveller 2: The passport number must be 5 to 20 letters and digits.'],
      [{ relation: 'LEAD' }, 'Traveller 2: only traveller 1 is the lead traveller; choose their relation to them.'],
      [{ relation: 'COUSIN' }, 'Traveller 2: Choose the relation to the lead traveller.'],
      [{ gender: undefined }, 'Traveller 2: Choose the gender as on the passport.'],
      [{ gender: 'false' }, 'Traveller 2: Choose the gender as on the passport.'],
      [{ passportIssuingCountry: 'XX' }, 'Traveller 2: Choose the country that issued the passport from the list.'],
    ];
    for (const [change, error] of cases) {
      expect(await put(b.id, [amina(), { ...yusuf, ...change }], { token: owner.token })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect(await put(b.id, [{ ...amina(), relation: 'SPOUSE' }], { token: owner.token })).toMatchObject({
      status: 400,
      body: { error: 'Traveller 1 is the lead traveller: their relation is “Lead traveller”.' },
    });
    expect(await put(b.id, [], { token: owner.token })).toMatchObject({
      status: 400,
      body: { error: 'Add at least the lead traveller.' },
    });
  });

  it('takes names only as the passport’s machine-readable zone prints them (Latin letters), writing nothing else', async () => {
    const b = await booking();
    const notLatin =
      'Traveller 2: Type the name as printed in the passport’s machine-readable zone (its bottom lines), in Latin letters A–Z: for example MUHAMMAD ABDULLAH.';
    for (const fullName of ['يوسف رحمن', 'Yusuf رحمن', 'Юсуф Рахман', 'Yüsuf Rahman', 'Yusuf2 Rahman', '-Yusuf']) {
      const refused = await put(b.id, [amina(), { ...yusuf, fullName }], { token: owner.token });
      expect(refused, fullName).toMatchObject({
        status: 400,
        body: { error: notLatin, reason: 'TRAVELLER_ISSUE', params: { number: 2, detail: 'TRAVELLER_NAME_NOT_LATIN' } },
      });
    }
    const viaGraphql = await gql(
      t,
      `mutation($id: Int!, $travellers: [TravellerInput!]!) { saveTravellers(bookingId: $id, travellers: $travellers) { bookingId } }`,
      { id: b.id, travellers: [{ ...amina(), fullName: 'أمينة رحمن' }] },
      owner.token,
    );
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message:
        'Traveller 1: Type the name as printed in the passport’s machine-readable zone (its bottom lines), in Latin letters A–Z: for example MUHAMMAD ABDULLAH.',
      extensions: { reason: 'TRAVELLER_ISSUE' },
    });
    expect(await t.deps.db.traveller.count({ where: { bookingId: b.id } })).toBe(0);

    const latin = [amina(), { ...yusuf, fullName: "Yusuf Abd-Allah O’Neil d'Rahman" }];
    expect((await put(b.id, latin, { token: owner.token })).status).toBe(200);
    const rows = await t.deps.db.traveller.findMany({ where: { bookingId: b.id }, orderBy: { position: 'asc' } });
    expect(rows.map((r) => r.fullName)).toEqual(['Amina Rahman', "Yusuf Abd-Allah O’Neil d'Rahman"]);
  });

  it('takes no more travellers than the booking is for, and a shorter list removes the rest', async () => {
    const b = await booking({ travellerCount: 2 });
    const third = { ...yusuf, fullName: 'Maryam Rahman', relation: 'CHILD' };
    expect(await put(b.id, [amina(), yusuf, third], { token: owner.token })).toMatchObject({
      status: 409,
      body: { error: 'This booking is for 2 travellers, so at most 2 can be added.' },
    });
    expect((await put(b.id, [amina(), yusuf], { token: owner.token })).status).toBe(200);
    expect((await put(b.id, [amina()], { token: owner.token })).status).toBe(200);
    const rows = await t.deps.db.traveller.findMany({ where: { bookingId: b.id } });
    expect(rows.map((r) => [r.position, r.fullName, r.relation])).toEqual([[1, 'Amina Rahman', 'LEAD']]);
  });

  it('closes online changes at the deadline for customers, never for staff', async () => {
    // Departs in 20 days, deadline 21 days before: yesterday was the last day.
    const b = await booking({ departIn: 20, deadlineDays: 21 });
    const lastDay = inDays(-1);
    const [y, m, d] = lastDay.split('-').map(Number);
    const shown = `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} ${y}`;
    const closed = {
      status: 409,
      body: {
        error: `Traveller details could be changed online until ${shown} (21 days before departure). Please contact us to change them now.`,
      },
    };
    expect(await put(b.id, [amina()], { token: owner.token })).toMatchObject(closed);
    expect(await put(b.id, [amina()], { headers: { 'x-booking-token': b.token } })).toMatchObject(closed);
    const read = await rest(t, 'GET', `/api/bookings/${b.id}/travellers`, { token: owner.token });
    expect(read.body).toMatchObject({ editable: false, editableUntil: lastDay });

    expect((await put(b.id, [amina()], { token: staff })).status).toBe(200);
    const asStaff = await rest(t, 'GET', `/api/bookings/${b.id}/travellers`, { token: staff });
    expect(asStaff.body.editable).toBe(true);

    // On the last day itself the customer still may.
    const open = await booking({ departIn: 21, deadlineDays: 21 });
    expect((await put(open.id, [amina()], { token: owner.token })).status).toBe(200);
  });

  it('refuses changes to a cancelled booking', async () => {
    const b = await booking({ status: 'CANCELLED' });
    expect(await put(b.id, [amina()], { token: staff })).toMatchObject({
      status: 409,
      body: { error: 'This booking is cancelled: its travellers can no longer be changed.' },
    });
  });

  it('refuses changes to a booking staff cancelled with a partial refund, to the token holder and staff alike', async () => {
    const b = await booking({ status: 'PARTIALLY_REFUNDED' });
    await t.deps.db.booking.update({ where: { id: b.id }, data: { cancelledAt: new Date() } });
    const refused = {
      status: 409,
      body: {
        error: 'This booking was cancelled: its travellers can no longer be changed.',
        reason: 'TRAVELLERS_BOOKING_CANCELLED',
      },
    };
    expect(await put(b.id, [amina()], { headers: { 'x-booking-token': b.token } })).toMatchObject(refused);
    expect(await put(b.id, [amina()], { token: staff })).toMatchObject(refused);
    expect(await t.deps.db.traveller.count({ where: { bookingId: b.id } })).toBe(0);
    const read = await rest(t, 'GET', `/api/bookings/${b.id}/travellers`, { headers: { 'x-booking-token': b.token } });
    expect(read.body.editable).toBe(false);

    // A partial refund of a booking that still travels (a goodwill refund) leaves its travellers open.
    const kept = await booking({ status: 'PARTIALLY_REFUNDED' });
    expect((await put(kept.id, [amina()], { headers: { 'x-booking-token': kept.token } })).status).toBe(200);
  });
});

describe('at rest and in the audit log', () => {
  it('writes one audit entry per save that says a passport changed, never the number', async () => {
    const b = await booking();
    await put(b.id, [amina(), yusuf], { token: owner.token });
    await put(b.id, [amina(), { ...yusuf, passportNumber: 'M55555555' }], { headers: { 'x-booking-token': b.token } });
    await put(b.id, [amina(), { ...yusuf, passportNumber: 'M55555555' }], { token: staff });
    const entries = await t.deps.db.auditEntry.findMany({
      where: { entityType: 'Booking', entityId: String(b.id) },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((e) => [e.action, e.actorRole])).toEqual([
      ['booking.travellers', 'USER'],
      ['booking.travellers', 'SYSTEM'],
      ['booking.travellers', 'STAFF'],
    ]);
    expect(entries[0].after).toMatchObject({
      documents: ['passport changed: Amina Rahman', 'passport changed: Yusuf Rahman'],
    });
    expect(entries[1].after).toMatchObject({ documents: ['passport changed: Yusuf Rahman'] });
    expect(entries[2].after).not.toHaveProperty('documents');
    expect(entries[1].summary).toBe(`Saved 2 of 2 travellers of ${b.reference}`);
    const text = JSON.stringify(entries);
    for (const number of ['K1234567890', 'L98765432', 'M55555555']) expect(text).not.toContain(number);
  });

  it('leaves no passport number in clear in a pg_dump of the database', async () => {
    const b = await booking();
    const numbers = ['ZQ9081726354', 'XW11223344'];
    await put(
      b.id,
      [
        { ...amina(), passportNumber: numbers[0] },
        { ...yusuf, passportNumber: numbers[1] },
      ],
      { token: owner.token },
    );
    // libpq refuses Prisma's pgbouncer=true (set when the suite runs through PgBouncer, npm run test:pgbouncer).
    const url = new URL(loadConfig().databaseUrl);
    url.searchParams.delete('pgbouncer');
    const { stdout } = await promisify(execFile)('pg_dump', ['--data-only', url.href], {
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(stdout).toContain('Yusuf Rahman');
    expect(stdout).toMatch(/v2:test:[\w-]+:[\w-]+:[\w-]+/);
    for (const number of numbers) {
      expect(stdout).not.toContain(number);
      expect(stdout).not.toContain(Buffer.from(number).toString('base64'));
    }
  });

  it('decrypts rows sealed with an older key after a rotation, and re-seals them with the new one', async () => {
    const b = await booking();
    const oldSpec = t.deps.config.travellerDataKeys;
    await put(b.id, [amina(), yusuf], { token: owner.token });
    const newSpec = `k2:${randomBytes(32).toString('base64')},${oldSpec}`;
    const rotated = parseKeyRing(newSpec);

    // Step 1: the new key first, the old one still listed: old rows still open (the service as an API with that config).
    const rotatedApi = { ...t.deps, config: { ...t.deps.config, travellerDataKeys: newSpec }, viewer: null, ip: '' };
    const read = await bookingTravellers({ ...rotatedApi, bookingToken: b.token }, { bookingId: b.id, reveal: true });
    expect(read.travellers.map((x) => x.passportNumber)).toEqual(['K1234567890', 'L98765432']);
    expect(
      sealedWith((await t.deps.db.traveller.findFirstOrThrow({ where: { bookingId: b.id } })).passportNumberEnc),
    ).toBe('test');

    // Step 2: the rotation script's work.
    const others = await t.deps.db.traveller.count({ where: { bookingId: { not: b.id } } });
    expect(await resealTravellers(t.deps.db, rotated)).toBe(others + 2);
    expect(await resealTravellers(t.deps.db, rotated)).toBe(0);
    const row = await t.deps.db.traveller.findFirstOrThrow({ where: { bookingId: b.id, position: 1 } });
    expect(sealedWith(row.passportNumberEnc)).toBe('k2');
    // Step 3: the old key dropped; the row still opens.
    const binding = travellerBinding(row);
    expect(openField(parseKeyRing(newSpec.split(',')[0]), row.passportNumberEnc, binding)).toBe('K1234567890');
    expect(() => openField(parseKeyRing(oldSpec), row.passportNumberEnc, binding)).toThrow(
      'Traveller data key "k2" is not in TRAVELLER_DATA_KEYS',
    );
  });

  it('a passport number copied to another traveller does not open there, not even in the same booking', async () => {
    const mine = await booking();
    const theirs = await booking();
    await put(mine.id, [amina()], { token: owner.token });
    await put(theirs.id, [{ ...amina(), passportNumber: 'Z9999999' }, yusuf], { token: owner.token });
    const { passportNumberEnc } = await t.deps.db.traveller.findFirstOrThrow({
      where: { bookingId: theirs.id, position: 1 },
    });
    await t.deps.db.traveller.update({
      where: { bookingId_position: { bookingId: mine.id, position: 1 } },
      data: { passportNumberEnc },
    });
    await t.deps.db.traveller.update({
      where: { bookingId_position: { bookingId: theirs.id, position: 2 } },
      data: { passportNumberEnc },
    });
    for (const b of [mine, theirs]) {
      const read = await rest(t, 'GET', `/api/bookings/${b.id}/travellers?reveal=true`, {
        headers: { 'x-booking-token': b.token },
      });
      expect(read.status).toBe(500);
      expect(JSON.stringify(read.body)).not.toContain('Z9999999');
    }
  });

  it('re-seals a value written before row binding where it lies, once; a copy made before then stays a copy', async () => {
    // The sweep walks every row: those sealed with the rotation test's throwaway key would not open here.
    await t.deps.db.traveller.deleteMany({ where: { passportNumberEnc: { startsWith: 'v2:k2:' } } });
    const b = await booking();
    await put(b.id, [amina(), yusuf], { token: owner.token });
    const ring = parseKeyRing(t.deps.config.travellerDataKeys);
    const old = unboundValue(ring, ring.current, 'K1234567890');
    await t.deps.db.traveller.update({
      where: { bookingId_position: { bookingId: b.id, position: 2 } },
      data: { passportNumberEnc: old },
    });
    expect(await resealTravellers(t.deps.db, ring)).toBe(1);
    expect(await resealTravellers(t.deps.db, ring)).toBe(0);
    const row = await t.deps.db.traveller.findFirstOrThrow({ where: { bookingId: b.id, position: 2 } });
    expect(row.passportNumberEnc).toMatch(/^v2:test:/);
    expect(openField(ring, row.passportNumberEnc, travellerBinding(row))).toBe('K1234567890');
    const read = await rest(t, 'GET', `/api/bookings/${b.id}/travellers?reveal=true`, { token: owner.token });
    expect(read.body.travellers.map((x: { passportNumber: string }) => x.passportNumber)).toEqual([
      'K1234567890',
      'K1234567890',
    ]);
    // Bound now: copied on to the lead's row, it no longer opens.
    expect(() => openField(ring, row.passportNumberEnc, travellerBinding({ bookingId: b.id, position: 1 }))).toThrow();
  });

  it('authenticates each sealed value: a changed byte, a relabelled key id or another row does not open', () => {
    const ring = parseKeyRing(`a:${randomBytes(32).toString('base64')},b:${randomBytes(32).toString('base64')}`);
    const here = travellerBinding({ bookingId: 7, position: 1 });
    const sealed = sealField(ring, 'P1234567', here);
    expect(sealed).toMatch(/^v2:a:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealField(ring, 'P1234567', here)).not.toBe(sealed);
    expect(openField(ring, sealed, here)).toBe('P1234567');
    const parts = sealed.split(':');
    const flipped = Buffer.from(parts[4], 'base64url');
    flipped[0] ^= 1;
    expect(() => openField(ring, [...parts.slice(0, 4), flipped.toString('base64url')].join(':'), here)).toThrow();
    expect(() => openField(ring, ['v2', 'b', ...parts.slice(2)].join(':'), here)).toThrow();
    expect(() => openField(ring, sealed, travellerBinding({ bookingId: 8, position: 1 }))).toThrow();
    expect(() => openField(ring, sealed, travellerBinding({ bookingId: 7, position: 2 }))).toThrow();
    // A value bound to nothing (the format before issue #28) is not opened by the API's read.
    expect(() => openField(ring, unboundValue(ring, 'a', 'P1234567'), here)).toThrow('Not an encrypted field value');
    expect(() => parseKeyRing('k1:c2hvcnQ=')).toThrow('TRAVELLER_DATA_KEYS: key "k1" must be 32 bytes in base64');
  });
});

describe('where the key comes from', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), DEMO_PAYMENTS: '1' };

  it('refuses to start in production without TRAVELLER_DATA_KEYS, or with a malformed one', () => {
    expect(() => loadConfig(production)).toThrow('TRAVELLER_DATA_KEYS must be set in production');
    expect(() => loadConfig({ ...production, TRAVELLER_DATA_KEYS: 'k1:short' })).toThrow(
      'TRAVELLER_DATA_KEYS: key "k1" must be 32 bytes in base64',
    );
    const spec = `k1:${randomBytes(32).toString('base64')}`;
    expect(loadConfig({ ...production, TRAVELLER_DATA_KEYS: spec }).travellerDataKeys).toBe(spec);
  });

  it('outside production, generates one development key into a private file and reuses it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rihla-key-'));
    const file = path.join(dir, '.rihla', 'traveller-data.key');
    const first = resolveTravellerKeys({ NODE_ENV: 'development', TRAVELLER_DATA_KEY_FILE: file });
    expect(first.note).toContain('generated a development key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = resolveTravellerKeys({ NODE_ENV: 'development', TRAVELLER_DATA_KEY_FILE: file });
    expect(again).toMatchObject({ spec: first.spec });
    expect(again.note).toContain('development key from');
    expect(first.note).not.toContain(first.spec.split(':')[1]);
  });
});

describe('the demo seed', () => {
  it('seals its travellers with the key the API reads, with passports the six-month rule accepts', async () => {
    const b = await booking({ travellerCount: 3 });
    await t.deps.db.traveller.deleteMany();
    const now = new Date();
    await t.deps.db.$transaction((tx) => seedTravellers(tx, now));
    const read = await rest(t, 'GET', `/api/bookings/${b.id}/travellers?reveal=true`, { token: staff });
    expect(read.status).toBe(200);
    expect(read.body.travellers.length).toBeGreaterThanOrEqual(1);
    for (const traveller of read.body.travellers) {
      expect(traveller.passportNumber).toMatch(/^[A-Z0-9]{5,20}$/);
      expect(traveller.passportExpiry >= read.body.passportValidUntil).toBe(true);
    }
    // The lead's details as the seed wrote them pass the API's own rules when saved back.
    const again = await put(
      b.id,
      read.body.travellers.map((x: Record<string, unknown>) => ({
        fullName: x.fullName,
        dateOfBirth: x.dateOfBirth,
        nationality: x.nationality,
        passportNumber: x.passportNumber,
        passportExpiry: x.passportExpiry,
        relation: x.relation,
        gender: x.gender,
      })),
      { token: staff },
    );
    expect(again.status).toBe(200);
  });
});

describe('odd input', () => {
  it('answers 400 with a readable message, never a 500', async () => {
    const b = await booking();
    const cases: [unknown, string][] = [
      [null, 'Give the list of travellers.'],
      [{ travellers: 'Amina' }, 'Give the list of travellers.'],
      [{ travellers: [null] }, 'Traveller 1: Give each traveller’s details.'],
      [
        { travellers: [{ ...amina(), passportExpiry: 20270101 }] },
        'Traveller 1: Enter the passport’s expiry date (YYYY-MM-DD).',
      ],
      [{ travellers: [{ ...amina(), fullName: 'Amina\u0000' }] }, 'Traveller 1: Text must not contain NUL characters.'],
    ];
    for (const [json, error] of cases) {
      const reply = await rest(t, 'PUT', `/api/bookings/${b.id}/travellers`, { token: owner.token, json });
      expect(reply, JSON.stringify(json)).toMatchObject({ status: 400, body: { error } });
    }
    expect(await rest(t, 'GET', '/api/bookings/abc/travellers', { token: staff })).toMatchObject({
      status: 400,
      body: { error: 'Invalid id.' },
    });
  });
});

describe('Booking.travellersMissing', () => {
  it('counts the travellers still to enter on a dated booking for the admin list', async () => {
    const b = await booking({ travellerCount: 3 });
    await put(b.id, [amina()], { token: owner.token });
    const undated = await t.deps.db.booking.create({ data: { name: 'No Dates', email: 'nodates@example.com' } });
    const { data } = await gql(t, '{ bookings(pageSize: 100) { items { id travellersMissing } } }', {}, staff);
    const rows = data.bookings.items as { id: number; travellersMissing: number | null }[];
    expect(rows.find((r) => r.id === b.id)?.travellersMissing).toBe(2);
    expect(rows.find((r) => r.id === undated.id)?.travellersMissing).toBeNull();
  });
});
