/**
 * Issue #33 section 3 (docs/decisions/0059): rooming lists are for staff. A customer, a booking-token holder and a
 * visitor cannot read a departure's list or download its CSV or PDF (by REST or GraphQL), nor change it; their
 * attempts write no room, no assignment and no export audit entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { bookPricedPackage, type PackageBooking } from './support/checkout.ts';
import { fromAddress, sql } from './support/product.ts';
import { invitedAccount } from './support/staff.ts';

const staffClient = fromAddress('127.0.9.2');
const customer = fromAddress('127.0.9.3');
const holder = fromAddress('127.0.9.4');
const visitor = fromAddress('127.0.9.5');
const STAFF = {
  name: 'Rooming Staff',
  email: 'rooming.staff@security.example',
  password: 'Rooming-staff-Password-2026!',
};
const CUSTOMER = {
  name: 'Roomed Pilgrim',
  email: 'roomed.pilgrim@security.example',
  password: 'Roomed-Password-2026!',
};

let staffToken: string;
let customerToken: string;
let booking: PackageBooking;
let departureId: number;
let stayId: number;
let travellerName: string;

const counts = async () => {
  const [row] = await sql<{ rooms: number; assignments: number; exports: number }>(
    `SELECT (SELECT count(*)::int FROM "Room") AS rooms, (SELECT count(*)::int FROM "RoomAssignment") AS assignments,
            (SELECT count(*)::int FROM "AuditEntry" WHERE action LIKE 'rooming.%') AS exports`,
  );
  return row;
};

beforeAll(async () => {
  staffToken = (await invitedAccount(staffClient, STAFF)).token;
  const registered = await customer.post('/api/auth/register', CUSTOMER);
  expect(registered.status, registered.text).toBe(201);
  customerToken = registered.body.token;
  booking = await bookPricedPackage(holder, { name: CUSTOMER.name, email: CUSTOMER.email });
  // The seeded story departure's rooming list (prisma/seed/rooming.ts): a room and a traveller in it.
  const [seeded] = await sql<{ departureId: number; stayId: number; fullName: string }>(
    `SELECT r."departureId", r."stayId", t."fullName" FROM "Room" r
     JOIN "RoomAssignment" a ON a."roomId" = r.id JOIN "Traveller" t ON t.id = a."travellerId"
     ORDER BY r.id LIMIT 1`,
  );
  ({ departureId, stayId, fullName: travellerName } = seeded);
});

describe('rooming lists', () => {
  const reads = () => [
    `/api/departures/${departureId}/rooming`,
    `/api/departures/${departureId}/rooming/stays/${stayId}/rooming.csv`,
    `/api/departures/${departureId}/rooming/stays/${stayId}/rooming.pdf`,
  ];

  it('staff read the list and its exports', async () => {
    for (const url of reads()) {
      const reply = await staffClient.get(url, { token: staffToken });
      expect(reply.status, url).toBe(200);
    }
    const list = await staffClient.get(reads()[0], { token: staffToken });
    expect(list.text).toContain(travellerName);
  });

  it('a customer, a token holder and a visitor cannot read the list or download its CSV or PDF', async () => {
    const before = await counts();
    for (const url of reads()) {
      const asCustomer = await customer.get(url, { token: customerToken });
      expect(asCustomer.status, url).toBe(403);
      const asHolder = await holder.get(url, { bookingToken: booking.token });
      expect(asHolder.status, url).toBe(401);
      const anonymous = await visitor.get(url);
      expect(anonymous.status, url).toBe(401);
      for (const reply of [asCustomer, asHolder, anonymous]) expect(reply.text).not.toContain(travellerName);
    }
    const query =
      'query($d: Int!) { departureRooming(departureId: $d) { stays { rooms { travellers { fullName } } } } }';
    const viaGraphql = await customer.graphql(query, { d: departureId }, { token: customerToken });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const viaToken = await holder.graphql(query, { d: departureId }, { bookingToken: booking.token });
    expect(viaToken.text).not.toContain(travellerName);
    expect(await counts()).toEqual(before);
  });

  it('a customer and a token holder cannot change the list', async () => {
    const before = await counts();
    const suggest = `/api/departures/${departureId}/rooming/suggest`;
    const room = `/api/departures/${departureId}/rooming/rooms`;
    expect((await customer.post(suggest, { stayId }, { token: customerToken })).status).toBe(403);
    expect((await holder.post(suggest, { stayId }, { bookingToken: booking.token })).status).toBe(401);
    expect((await customer.post(room, { stayId, type: 'QUAD' }, { token: customerToken })).status).toBe(403);
    const mutation = 'mutation($d: Int!, $s: Int!) { suggestRooming(departureId: $d, stayId: $s) { departureId } }';
    const viaGraphql = await customer.graphql(mutation, { d: departureId, s: stayId }, { token: customerToken });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await counts()).toEqual(before);
  });
});
