/**
 * Issue #33 section 4 (decision 0060): a group leader sees their own group's travellers and nothing else. A leader
 * of group A cannot read group B (403 with the reason, by REST and GraphQL), reads no passport number or document
 * anywhere (not in their own answer, not through a booking's travellers, not through the staff booking detail), and
 * every staff mutation refuses them, changing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { fromAddress, product, sql } from './support/product.ts';
import { invitedAccount } from './support/staff.ts';

const inviter = fromAddress('127.0.10.1');
const leaderA = fromAddress('127.0.10.2');
const leaderB = fromAddress('127.0.10.3');
const A = { name: 'Leader Alpha', email: 'leader.alpha@security.example', password: 'Leader-alpha-Password-2026!' };
const B = { name: 'Leader Beta', email: 'leader.beta@security.example', password: 'Leader-beta-Password-2026!' };
// The seed's passport numbers: a letter and eight digits from 70,000,000 (prisma/seed/travellers.ts).
const PASSPORT_SHAPED = /[A-Z]7\d{7}/;

let tokenA: string;
let tokenB: string;
let groups: { id: number; departureId: number }[];
let bookingOfB: number;

beforeAll(async () => {
  const a = await invitedAccount(inviter, { ...A, role: 'GROUP_LEADER' });
  const b = await invitedAccount(inviter, { ...B, role: 'GROUP_LEADER' });
  tokenA = a.token;
  tokenB = b.token;
  // The seeded story departure's two groups, given to these two leaders by staff (the admin) through the API.
  groups = await sql<{ id: number; departureId: number }>(
    `SELECT id, "departureId" FROM "DepartureGroup" ORDER BY name LIMIT 2`,
  );
  expect(groups).toHaveLength(2);
  for (const [group, leader] of [
    [groups[0], a.id],
    [groups[1], b.id],
  ] as const) {
    const given = await inviter.patch(
      `/api/departure-groups/${group.id}`,
      { leaderId: leader },
      { token: product().adminToken },
    );
    expect(given.status, given.text).toBe(200);
  }
  const [member] = await sql<{ bookingId: number }>(
    `SELECT "bookingId" FROM "DepartureGroupBooking" WHERE "groupId" = $1 LIMIT 1`,
    [groups[1].id],
  );
  bookingOfB = member.bookingId;
});

describe('a group leader', () => {
  it('reads their own group, with travellers and phones, but no passport number, email or payment', async () => {
    const mine = await leaderA.get('/api/my-groups', { token: tokenA });
    expect(mine.status).toBe(200);
    expect(mine.body.map((group: { id: number }) => group.id)).toEqual([groups[0].id]);
    expect(mine.body[0].bookings.length).toBeGreaterThan(0);
    expect(mine.text).not.toMatch(PASSPORT_SHAPED);
    expect(mine.text).not.toMatch(/passport|@|amount|payment/i);
    const theirs = await leaderB.get('/api/my-groups', { token: tokenB });
    expect(theirs.body.map((group: { id: number }) => group.id)).toEqual([groups[1].id]);
  });

  it('of group A cannot read group B, by REST or GraphQL, and is told why', async () => {
    const rest = await leaderA.get(`/api/my-groups/${groups[1].id}`, { token: tokenA });
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({
      error: 'This group is led by someone else: a leader sees only the groups they lead.',
      reason: 'GROUP_NOT_YOURS',
    });
    const graphql = await leaderA.graphql(
      'query($id: Int!) { leaderGroup(id: $id) { name } }',
      { id: groups[1].id },
      {
        token: tokenA,
      },
    );
    expect(graphql.body.errors[0].extensions.reason).toBe('GROUP_NOT_YOURS');
    expect(graphql.body.data).toBeNull();
    const board = await leaderA.get(`/api/departures/${groups[1].departureId}/groups`, { token: tokenA });
    expect(board.status).toBe(403);
  });

  it('reads no passport number or document anywhere: a booking’s travellers, the staff detail, the lists', async () => {
    for (const path of [
      `/api/bookings/${bookingOfB}/travellers?reveal=true`,
      `/api/bookings/${bookingOfB}/travellers`,
      `/api/admin/bookings/${bookingOfB}`,
      '/api/bookings',
      '/api/admin/bookings.csv',
    ]) {
      const reply = await leaderA.get(path, { token: tokenA });
      expect([path, reply.status]).toEqual([path, reply.status === 404 ? 404 : 403]);
      expect(reply.text).not.toMatch(PASSPORT_SHAPED);
    }
    const detail = await leaderA.graphql(
      'query($id: Int!) { adminBooking(id: $id) { travellers { fullName passportExpiry } } }',
      { id: bookingOfB },
      { token: tokenA },
    );
    expect(detail.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(detail.text).not.toMatch(PASSPORT_SHAPED);
    const travellers = await leaderA.graphql(
      'query($id: Int!) { bookingTravellers(bookingId: $id, reveal: true) { travellers { passportNumber } } }',
      { id: bookingOfB },
      { token: tokenA },
    );
    expect(travellers.body.errors.length).toBeGreaterThan(0);
    expect(travellers.text).not.toMatch(PASSPORT_SHAPED);
  });

  it('cannot call staff mutations, and nothing changes', async () => {
    const before = await sql(`SELECT "bookingId", "groupId" FROM "DepartureGroupBooking" ORDER BY "bookingId"`);
    const mutations = [
      `mutation { moveBookingToGroup(bookingId: ${bookingOfB}, groupId: ${groups[0].id}) { groupId } }`,
      `mutation { updateDepartureGroup(id: ${groups[1].id}, leaderId: 1) { id } }`,
      `mutation { deleteDepartureGroup(id: ${groups[1].id}) }`,
      `mutation { createDepartureGroup(departureId: ${groups[0].departureId}, name: "Mine", leaderId: 1) { id } }`,
      `mutation { setDepartureFlights(departureId: ${groups[0].departureId}) { outbound { flightNumber } } }`,
      `mutation { refundBooking(bookingId: ${bookingOfB}, amount: 100, reason: "x") { bookingId } }`,
    ];
    for (const mutation of mutations) {
      const reply = await leaderA.graphql(mutation, {}, { token: tokenA });
      expect([mutation, reply.body.errors?.[0]?.extensions?.code]).toEqual([mutation, 'FORBIDDEN']);
    }
    const moved = await leaderA.request('PUT', `/api/bookings/${bookingOfB}/group`, {
      token: tokenA,
      json: { groupId: groups[0].id },
    });
    expect(moved.status).toBe(403);
    expect(await sql(`SELECT "bookingId", "groupId" FROM "DepartureGroupBooking" ORDER BY "bookingId"`)).toEqual(
      before,
    );
  });
});
