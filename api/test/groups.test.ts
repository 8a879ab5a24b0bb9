import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aBooking, aDeparture, aPackage, aTripBooking, inDays } from '../../test/support/factories.ts';
import { secondStepOf } from '../src/services/two-factor.service.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Departure groups and their leaders (issue #33 section 4, decision 0060): staff build groups and move bookings,
 * audited; a leader reads only the groups they lead, with flights and travellers but no passport, document or
 * payment; and a GROUP_LEADER is refused by every staff operation.
 */
let t: TestApp;
let staff: { token: string; user: { id: number } };
let admin: { token: string; user: { id: number } };
let customer: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = await userWithToken(t, 'STAFF');
  admin = await userWithToken(t, 'ADMIN');
  customer = (await userWithToken(t, 'USER')).token;
});
afterAll(async () => t.app.close());

const PASSPORTS = ['K1234567890', 'L98765432'];
const FAMILIES = [
  ['Aisha', 'Omar', 'Khan'],
  ['Bilal', 'Fatima', 'Said'],
];
const traveller = (fullName: string, passportNumber: string, gender: 'FEMALE' | 'MALE') => ({
  fullName,
  gender,
  dateOfBirth: '1985-04-12',
  nationality: 'GB',
  passportNumber,
  passportExpiry: inDays(2000),
  relation: 'LEAD',
});

/** A departure with a hotel, and `count` bookings of two travellers each (passport numbers sealed as usual). */
async function departureWithBookings(count = 2) {
  const pkg = await aPackage(t.deps.db, { hotel: 'Swissotel Makkah' });
  const departure = await aDeparture(t.deps.db, { packageId: pkg.id, departIn: 60 });
  const bookings = [];
  for (let n = 0; n < count; n += 1) {
    const { accessToken, ...booking } = await aBooking(t.deps.db, {
      name: `Lead ${n}`,
      phone: `+44 7700 90000${n}`,
      packageId: pkg.id,
      departureId: departure.id,
      roomType: 'DOUBLE',
      travellerCount: 2,
      status: 'PAID',
    });
    const saved = await rest(t, 'PUT', `/api/bookings/${booking.id}/travellers`, {
      headers: { 'x-booking-token': accessToken },
      json: {
        travellers: [
          traveller(`${FAMILIES[n][0]} ${FAMILIES[n][2]}`, PASSPORTS[0], 'FEMALE'),
          { ...traveller(`${FAMILIES[n][1]} ${FAMILIES[n][2]}`, PASSPORTS[1], 'MALE'), relation: 'SPOUSE' },
        ],
      },
    });
    expect([saved.status, saved.body]).toEqual([200, expect.anything()]);
    bookings.push(booking);
  }
  return { pkg, departure, bookings };
}

async function aGroup(departureId: number, name: string, leaderId: number) {
  const made = await rest(t, 'POST', `/api/departures/${departureId}/groups`, {
    token: staff.token,
    json: { name, leaderId },
  });
  expect(made.status).toBe(201);
  return made.body as { id: number; name: string };
}

const move = (bookingId: number, groupId: number | null, token = staff.token) =>
  rest(t, 'PUT', `/api/bookings/${bookingId}/group`, { token, json: { groupId } });

const FLIGHTS = {
  outbound: {
    flightNumber: 'sv 123',
    fromAirport: 'lhr',
    departsAt: '2027-01-10T21:40',
    toAirport: 'JED',
    arrivesAt: '2027-01-11T07:05',
  },
  return: {
    flightNumber: 'SV124',
    fromAirport: 'JED',
    departsAt: '2027-01-20T09:15',
    toAirport: 'LHR',
    arrivesAt: '2027-01-20T13:50',
  },
};

describe('staff build groups', () => {
  it('create a group with a leader, place bookings in it and move them between groups, every change audited', async () => {
    const { departure, bookings } = await departureWithBookings(2);
    const leader = await userWithToken(t, 'GROUP_LEADER');
    const a = await aGroup(departure.id, '  Group A ', leader.user.id);
    expect(a.name).toBe('Group A');
    const b = await gql(
      t,
      'mutation($d: Int!, $l: Int!) { createDepartureGroup(departureId: $d, name: "Group B", leaderId: $l) { id name leader { id role } } }',
      { d: departure.id, l: staff.user.id },
      admin.token,
    );
    expect(b.errors).toBeUndefined();
    expect(b.data.createDepartureGroup.leader).toEqual({ id: staff.user.id, role: 'STAFF' });
    const groupB = b.data.createDepartureGroup.id as number;

    expect((await move(bookings[0].id, a.id)).body).toMatchObject({ id: bookings[0].id, groupId: a.id });
    expect((await move(bookings[1].id, a.id)).status).toBe(200);
    const moved = await gql(
      t,
      'mutation($b: Int!, $g: Int) { moveBookingToGroup(bookingId: $b, groupId: $g) { groupId } }',
      { b: bookings[1].id, g: groupB },
      staff.token,
    );
    expect(moved.data.moveBookingToGroup.groupId).toBe(groupB);

    const board = await rest(t, 'GET', `/api/departures/${departure.id}/groups`, { token: staff.token });
    expect(board.body.groups.map((group: { name: string }) => group.name)).toEqual(['Group A', 'Group B']);
    expect(board.body.bookings.map((row: { id: number; groupId: number }) => [row.id, row.groupId])).toEqual([
      [bookings[0].id, a.id],
      [bookings[1].id, groupB],
    ]);
    // One membership per booking, whatever the moves.
    expect(await t.deps.db.departureGroupBooking.count({ where: { bookingId: bookings[1].id } })).toBe(1);

    const audit = await t.deps.db.auditEntry.findMany({
      where: { action: 'booking.group', entityId: String(bookings[1].id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((entry) => entry.summary)).toEqual([
      `Moved booking ${bookings[1].reference} from no group to Group A`,
      `Moved booking ${bookings[1].reference} from Group A to Group B`,
    ]);
    expect(audit[1]).toMatchObject({ before: { groupId: a.id }, after: { groupId: groupB } });
    const created = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'departure-group.create', entityId: String(a.id) },
    });
    expect(created).toMatchObject({ actorId: staff.user.id, after: { name: 'Group A', leaderId: leader.user.id } });

    // Out of every group again.
    expect((await move(bookings[0].id, null)).body.groupId).toBeNull();
    expect(await t.deps.db.departureGroupBooking.count({ where: { bookingId: bookings[0].id } })).toBe(0);
  });

  it('rename a group, give it another leader and delete it (its bookings are left in no group), audited', async () => {
    const { departure, bookings } = await departureWithBookings(1);
    const first = await userWithToken(t, 'GROUP_LEADER');
    const second = await userWithToken(t, 'GROUP_LEADER');
    const group = await aGroup(departure.id, 'Men', first.user.id);
    await move(bookings[0].id, group.id);
    const changed = await rest(t, 'PATCH', `/api/departure-groups/${group.id}`, {
      token: staff.token,
      json: { name: 'Men’s group', leaderId: second.user.id },
    });
    expect(changed.body).toMatchObject({ name: 'Men’s group', leader: { id: second.user.id } });
    const entry = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'departure-group.update', entityId: String(group.id) },
    });
    expect(entry).toMatchObject({
      before: { name: 'Men', leaderId: first.user.id },
      after: { name: 'Men’s group', leaderId: second.user.id },
    });

    const removed = await rest(t, 'DELETE', `/api/departure-groups/${group.id}`, { token: staff.token });
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expect(await t.deps.db.departureGroup.count({ where: { id: group.id } })).toBe(0);
    expect(await t.deps.db.booking.count({ where: { id: bookings[0].id } })).toBe(1);
    expect(await t.deps.db.departureGroupBooking.count({ where: { bookingId: bookings[0].id } })).toBe(0);
    expect(
      await t.deps.db.auditEntry.count({ where: { action: 'departure-group.delete', entityId: String(group.id) } }),
    ).toBe(1);
  });

  it('refuse, in words and storing nothing: a customer as leader, a taken name, another departure’s booking, a cancelled one', async () => {
    const { departure, bookings } = await departureWithBookings(1);
    const notLeader = await userWithToken(t, 'USER');
    const refused = await rest(t, 'POST', `/api/departures/${departure.id}/groups`, {
      token: staff.token,
      json: { name: 'A', leaderId: notLeader.user.id },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        reason: 'GROUP_LEADER_INVALID',
        error: 'A group is led by an active group leader, staff member or admin.',
      },
    });
    const group = await aGroup(departure.id, 'A', staff.user.id);
    const taken = await rest(t, 'POST', `/api/departures/${departure.id}/groups`, {
      token: staff.token,
      json: { name: 'A', leaderId: staff.user.id },
    });
    expect(taken).toMatchObject({ status: 409, body: { reason: 'GROUP_NAME_TAKEN' } });
    const empty = await rest(t, 'POST', `/api/departures/${departure.id}/groups`, {
      token: staff.token,
      json: { name: '   ', leaderId: staff.user.id },
    });
    expect(empty).toMatchObject({ status: 400, body: { reason: 'GROUP_NAME_REQUIRED' } });

    const elsewhere = await departureWithBookings(1);
    const wrong = await move(elsewhere.bookings[0].id, group.id);
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: `Booking ${elsewhere.bookings[0].reference} is not on this group’s departure.` },
    });
    await t.deps.db.booking.update({ where: { id: bookings[0].id }, data: { status: 'CANCELLED' } });
    const cancelled = await move(bookings[0].id, group.id);
    expect(cancelled).toMatchObject({
      status: 400,
      body: { error: `Booking ${bookings[0].reference} is CANCELLED: only bookings that travel join a group.` },
    });
    // Cancelled with a goodwill part-refund: its status says the money (PARTIALLY_REFUNDED), cancelledAt says the
    // trip is off, and a trip that is off joins no group (TRAVELLING_WHERE, decision 0053).
    await t.deps.db.booking.update({
      where: { id: bookings[0].id },
      data: { status: 'PARTIALLY_REFUNDED', cancelledAt: new Date() },
    });
    expect(await move(bookings[0].id, group.id)).toMatchObject({
      status: 400,
      body: { reason: 'GROUP_BOOKING_NOT_TRAVELLING' },
    });
    expect(await t.deps.db.departureGroup.count({ where: { departureId: departure.id } })).toBe(1);
    expect(await t.deps.db.departureGroupBooking.count({ where: { groupId: group.id } })).toBe(0);
    expect((await move(bookings[0].id, 999_999)).status).toBe(404);
  });
});

describe('departure flights', () => {
  it('are set by staff (normalised), read back as local times, replaced and removed, audited', async () => {
    const departure = await aDeparture(t.deps.db);
    const set = await rest(t, 'PUT', `/api/departures/${departure.id}/flights`, { token: staff.token, json: FLIGHTS });
    expect(set.status).toBe(200);
    expect(set.body.outbound).toEqual({
      flightNumber: 'SV 123',
      fromAirport: 'LHR',
      departsAt: '2027-01-10T21:40',
      toAirport: 'JED',
      arrivesAt: '2027-01-11T07:05',
    });
    const read = await gql(
      t,
      'query($d: Int!) { departureFlights(departureId: $d) { outbound { flightNumber departsAt } return { arrivesAt } } }',
      { d: departure.id },
      staff.token,
    );
    expect(read.data.departureFlights).toEqual({
      outbound: { flightNumber: 'SV 123', departsAt: '2027-01-10T21:40' },
      return: { arrivesAt: '2027-01-20T13:50' },
    });
    const cleared = await rest(t, 'PUT', `/api/departures/${departure.id}/flights`, {
      token: staff.token,
      json: { outbound: FLIGHTS.outbound, return: null },
    });
    expect(cleared.body.return).toBeNull();
    expect(await t.deps.db.departureFlight.count({ where: { departureId: departure.id } })).toBe(1);
    const entries = await t.deps.db.auditEntry.findMany({
      where: { action: 'departure.flights', entityId: String(departure.id) },
      orderBy: { id: 'asc' },
    });
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ before: { return: { flightNumber: 'SV124' } }, after: { return: null } });
  });

  it('refuse a bad flight number, airport or time in words and keep what was there', async () => {
    const departure = await aDeparture(t.deps.db);
    for (const [change, reason] of [
      [{ flightNumber: 'not a flight' }, 'FLIGHT_NUMBER_INVALID'],
      [{ toAirport: 'JEDD' }, 'FLIGHT_AIRPORT_INVALID'],
      [{ departsAt: '2027-02-30T10:00' }, 'FLIGHT_TIME_INVALID'],
      [{ arrivesAt: '2027-01-11 07:05' }, 'FLIGHT_TIME_INVALID'],
    ] as const) {
      const answer = await rest(t, 'PUT', `/api/departures/${departure.id}/flights`, {
        token: staff.token,
        json: { outbound: { ...FLIGHTS.outbound, ...change }, return: null },
      });
      expect(answer).toMatchObject({ status: 400, body: { reason } });
    }
    expect(await t.deps.db.departureFlight.count({ where: { departureId: departure.id } })).toBe(0);
  });
});

const MY_GROUPS = `{ myGroups { id name departure { departDate packageName hotels }
  flights { outbound { flightNumber departsAt } return { flightNumber } }
  bookings { reference contactName phone travellers { position fullName gender } } } }`;

describe('a group leader', () => {
  it('reads the groups they lead (dates, hotel, flights, travellers, phones) and not another group', async () => {
    const { departure, bookings } = await departureWithBookings(2);
    await rest(t, 'PUT', `/api/departures/${departure.id}/flights`, { token: staff.token, json: FLIGHTS });
    const leaderA = await userWithToken(t, 'GROUP_LEADER');
    const leaderB = await userWithToken(t, 'GROUP_LEADER');
    const a = await aGroup(departure.id, 'A', leaderA.user.id);
    const b = await aGroup(departure.id, 'B', leaderB.user.id);
    await move(bookings[0].id, a.id);
    await move(bookings[1].id, b.id);
    // The rooming list has one stay in Madinah: Aisha is in its second room, Omar not roomed yet.
    const db = t.deps.db;
    const stay = await db.packageHotelStay.create({
      data: { packageId: departure.packageId, position: 1, city: 'Madinah', hotelName: 'Pullman Zamzam', nights: 4 },
    });
    await db.room.create({ data: { departureId: departure.id, stayId: stay.id, type: 'SINGLE' } });
    const room = await db.room.create({ data: { departureId: departure.id, stayId: stay.id, type: 'DOUBLE' } });
    const aisha = await db.traveller.findFirstOrThrow({ where: { bookingId: bookings[0].id, position: 1 } });
    await db.roomAssignment.create({ data: { roomId: room.id, stayId: stay.id, travellerId: aisha.id } });

    const mine = await rest(t, 'GET', '/api/my-groups', { token: leaderA.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: a.id,
      name: 'A',
      departure: {
        departDate: departure.departDate.toISOString().slice(0, 10),
        hotels: ['Madinah: Pullman Zamzam'],
      },
      flights: { outbound: { flightNumber: 'SV 123', departsAt: '2027-01-10T21:40' } },
      bookings: [
        {
          reference: bookings[0].reference,
          contactName: 'Lead 0',
          phone: '+44 7700 900000',
          travellers: [
            {
              position: 1,
              fullName: 'Aisha Khan',
              gender: 'FEMALE',
              rooms: [{ city: 'Madinah', hotelName: 'Pullman Zamzam', room: '2', type: 'DOUBLE' }],
            },
            { position: 2, fullName: 'Omar Khan', gender: 'MALE', rooms: [] },
          ],
        },
      ],
    });
    const viaGraphql = await gql(t, MY_GROUPS, {}, leaderA.token);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.myGroups[0].bookings[0].travellers).toHaveLength(2);

    // Nothing of the other group, and no passport number, email or payment anywhere in the answer.
    const text = JSON.stringify(mine.body) + JSON.stringify(viaGraphql.data);
    expect(text).not.toContain(bookings[1].reference);
    expect(text).not.toContain('Said');
    for (const secret of [...PASSPORTS, bookings[0].email, 'passport', 'amount']) expect(text).not.toContain(secret);

    const other = await rest(t, 'GET', `/api/my-groups/${b.id}`, { token: leaderA.token });
    expect(other).toMatchObject({
      status: 403,
      body: {
        reason: 'GROUP_NOT_YOURS',
        error: 'This group is led by someone else: a leader sees only the groups they lead.',
      },
    });
    const otherGql = await gql(t, 'query($id: Int!) { leaderGroup(id: $id) { name } }', { id: b.id }, leaderA.token);
    expect(otherGql.errors?.[0].message).toBe(
      'This group is led by someone else: a leader sees only the groups they lead.',
    );
    expect((await rest(t, 'GET', `/api/my-groups/${a.id}`, { token: leaderA.token })).body.name).toBe('A');
    expect((await rest(t, 'GET', '/api/my-groups/999999', { token: leaderA.token })).status).toBe(404);
    // Staff may open any group, to see what its leader sees; a customer may not.
    expect((await rest(t, 'GET', `/api/my-groups/${b.id}`, { token: staff.token })).status).toBe(200);
    expect((await rest(t, 'GET', '/api/my-groups', { token: customer })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/my-groups')).status).toBe(401);
  });

  it('no longer sees a cancelled booking of their group', async () => {
    const { departure, bookings } = await departureWithBookings(1);
    const leader = await userWithToken(t, 'GROUP_LEADER');
    const group = await aGroup(departure.id, 'A', leader.user.id);
    await move(bookings[0].id, group.id);
    await t.deps.db.booking.update({ where: { id: bookings[0].id }, data: { status: 'CANCELLED' } });
    const mine = await rest(t, 'GET', `/api/my-groups/${group.id}`, { token: leader.token });
    expect(mine.body.bookings).toEqual([]);
  });

  it('is refused by the staff operations: bookings, passports, refunds, CSV export, groups, flights', async () => {
    const { departure, bookings } = await departureWithBookings(1);
    const leader = await userWithToken(t, 'GROUP_LEADER');
    const group = await aGroup(departure.id, 'A', leader.user.id);
    await move(bookings[0].id, group.id);
    const trip = await aTripBooking(t.deps.db);
    const as = { token: leader.token };
    const forbiddenCalls: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['bookings list', 'GET', '/api/bookings'],
      ['CSV export', 'GET', '/api/admin/bookings.csv'],
      ['booking detail', 'GET', `/api/admin/bookings/${bookings[0].id}`],
      ['trip passports reveal', 'POST', `/api/admin/trip-bookings/${trip.id}/passports`, {}],
      ['refund', 'POST', `/api/bookings/${bookings[0].id}/refunds`, { amount: 100, reason: 'x' }],
      ['group board', 'GET', `/api/departures/${departure.id}/groups`],
      ['create group', 'POST', `/api/departures/${departure.id}/groups`, { name: 'Mine', leaderId: leader.user.id }],
      ['move booking', 'PUT', `/api/bookings/${bookings[0].id}/group`, { groupId: null }],
      ['flights', 'PUT', `/api/departures/${departure.id}/flights`, FLIGHTS],
      ['users', 'GET', '/api/users'],
      ['audit', 'GET', '/api/audit'],
    ];
    for (const [what, method, url, json] of forbiddenCalls) {
      const answer = await rest(t, method, url, { ...as, ...(json !== undefined ? { json } : {}) });
      expect([what, answer.status]).toEqual([what, 403]);
    }
    // A booking's travellers (passport numbers included with reveal) answer as if the booking did not exist.
    const travellers = await rest(t, 'GET', `/api/bookings/${bookings[0].id}/travellers?reveal=true`, as);
    expect(travellers).toMatchObject({ status: 404, body: { reason: 'BOOKING_NOT_FOUND' } });
    expect(JSON.stringify(travellers.body)).not.toContain(PASSPORTS[0]);

    for (const query of [
      '{ bookings(page: 1, pageSize: 5) { total } }',
      `{ adminBooking(id: ${bookings[0].id}) { booking { id } } }`,
      `{ departureGroupBoard(departureId: ${departure.id}) { departureId } }`,
      `mutation { moveBookingToGroup(bookingId: ${bookings[0].id}, groupId: null) { groupId } }`,
      `mutation { deleteDepartureGroup(id: ${group.id}) }`,
    ]) {
      const answer = await gql(t, query, {}, leader.token);
      expect([query, answer.errors?.[0].message]).toEqual([query, 'You do not have permission to do this.']);
    }
    // The group is as it was.
    expect(await t.deps.db.departureGroupBooking.count({ where: { groupId: group.id } })).toBe(1);
  });

  it('signs in with two-factor like staff when it is required (they read phone numbers)', async () => {
    const leader = await userWithToken(t, 'GROUP_LEADER');
    const ctx = {
      ...t.deps,
      config: { ...t.deps.config, staffTwoFactor: 'required' as const },
      viewer: null,
      ip: '',
      bookingToken: null,
    };
    expect(await secondStepOf(ctx, { ...leader.user, tokenVersion: 0 })).toEqual({
      twoFactor: 'ENROL',
      challenge: null,
    });
    const user = await userWithToken(t, 'USER');
    expect(await secondStepOf(ctx, { ...user.user, tokenVersion: 0 })).toBeNull();
  });
});

describe('the GROUP_LEADER role', () => {
  it('is given and taken by staff, audited, and staff invite a leader by email', async () => {
    const person = await userWithToken(t, 'USER');
    const up = await rest(t, 'PATCH', `/api/users/${person.user.id}/role`, {
      token: staff.token,
      json: { role: 'GROUP_LEADER' },
    });
    expect(up.status).toBe(200);
    expect((await t.deps.db.user.findUniqueOrThrow({ where: { id: person.user.id } })).role).toBe('GROUP_LEADER');
    const down = await rest(t, 'PATCH', `/api/users/${person.user.id}/role`, {
      token: admin.token,
      json: { role: 'USER' },
    });
    expect(down.status).toBe(200);
    const entries = await t.deps.db.auditEntry.findMany({
      where: { action: 'user.role', entityId: String(person.user.id) },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ role: 'USER' }, { role: 'GROUP_LEADER' }],
      [{ role: 'GROUP_LEADER' }, { role: 'USER' }],
    ]);
    // A leader has no say over roles.
    const leader = await userWithToken(t, 'GROUP_LEADER');
    const refused = await rest(t, 'PATCH', `/api/users/${person.user.id}/role`, {
      token: leader.token,
      json: { role: 'GROUP_LEADER' },
    });
    expect(refused.status).toBe(403);

    const invited = await rest(t, 'POST', '/api/staff-invitations', {
      token: staff.token,
      json: { name: 'Bilal Leader', email: `bilal.${Date.now()}@example.com`, role: 'GROUP_LEADER' },
    });
    expect([invited.status, invited.body]).toEqual([201, expect.anything()]);
    expect(invited.body.invitation.role).toBe('GROUP_LEADER');
    const mail = await t.deps.db.outboxEmail.findFirstOrThrow({
      where: { kind: 'staff-invitation', to: invited.body.invitation.email },
    });
    expect(mail.subject).toBe('You are invited to the Rihla back-office');
    expect(mail.text).toContain('as a group leader');
  });
});
