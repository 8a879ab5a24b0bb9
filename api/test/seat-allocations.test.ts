/**
 * Seat allocations (issue #34, decision 0065): a block of a departure's seats for one agency, taken from public
 * sale when made, resized and released by staff or released by the worker on its day; a booking on a standing
 * block gives its seats back to the block, on a released one back to the departure. Staff only.
 */
import { releaseDepartureSeats } from '@rihla/db/seat-ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aDeparture, anAgency, anAgencyBooking, inDays } from '../../test/support/factories.ts';
import { releaseDueAllocations } from '../../worker/src/seat-allocations.ts';
import { agentWithToken, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
});
afterAll(async () => t.app.close());

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

const block = (json: Record<string, unknown>, token = staff) =>
  rest(t, 'POST', '/api/seat-allocations', { token, json });
const resize = (allocationId: number, json: Record<string, unknown>, token = staff) =>
  rest(t, 'PATCH', `/api/seat-allocations/${allocationId}`, { token, json });
const release = (allocationId: number, token = staff) =>
  rest(t, 'POST', `/api/seat-allocations/${allocationId}/release`, { token });

const departureRow = (id: number) => t.deps.db.departure.findUniqueOrThrow({ where: { id } });
const allocationRow = (id: number) => t.deps.db.seatAllocation.findUniqueOrThrow({ where: { id } });

/** An agency and a 20-seat departure 60 days ahead with `taken` seats already sold. */
async function setting(taken = 0) {
  const agency = await anAgency(t.deps.db);
  const departure = await aDeparture(t.deps.db, { departIn: 60, seatsTaken: taken });
  return { agency, departure };
}

/** An agent's booking of `travellers` on the block, as the agent booking path leaves it (seats counted in it). */
async function bookingOnBlock(allocation: { id: number; agencyId: number; departureId: number }, travellers: number) {
  const departure = await departureRow(allocation.departureId);
  const booking = await anAgencyBooking(
    t.deps.db,
    { id: allocation.agencyId, currency: 'USD' },
    {
      packageId: departure.packageId,
      departureId: departure.id,
      roomType: 'DOUBLE',
      travellerCount: travellers,
      seatsHeld: true,
      allocationId: allocation.id,
    },
  );
  await t.deps.db.seatAllocation.update({
    where: { id: allocation.id },
    data: { seatsUsed: { increment: travellers } },
  });
  return booking;
}

const releaseBooking = (bookingId: number) => t.deps.db.$transaction((tx) => releaseDepartureSeats(tx, bookingId));

describe('who may block seats', () => {
  it('staff only: a customer, a group leader and an agent get 403 on every allocation call', async () => {
    const { agency, departure } = await setting();
    const made = await block({ agencyId: agency.id, departureId: departure.id, seats: 2, releaseOn: inDays(30) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const tokens = [
      (await userWithToken(t, 'USER')).token,
      (await userWithToken(t, 'GROUP_LEADER')).token,
      (await agentWithToken(t, agency.id)).token,
    ];
    for (const token of tokens) {
      expect(
        (await block({ agencyId: agency.id, departureId: departure.id, seats: 1, releaseOn: inDays(30) }, token))
          .status,
      ).toBe(403);
      expect((await resize(made.body.id, { seats: 3 }, token)).status).toBe(403);
      expect((await release(made.body.id, token)).status).toBe(403);
    }
    expect((await rest(t, 'POST', `/api/seat-allocations/${made.body.id}/release`)).status).toBe(401);
    expect((await allocationRow(made.body.id)).seats).toBe(2);
  });
});

describe('making a block', () => {
  it('takes its seats off public sale at once and is audited; the last seats turn the departure SOLD_OUT', async () => {
    const { agency, departure } = await setting(15);
    const made = await block({ agencyId: agency.id, departureId: departure.id, seats: 5, releaseOn: inDays(45) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      agencyId: agency.id,
      departureId: departure.id,
      seats: 5,
      seatsUsed: 0,
      releaseOn: inDays(45),
      departDate: inDays(60),
      releasedAt: null,
    });
    expect(await departureRow(departure.id)).toMatchObject({ seatsTaken: 20, status: 'SOLD_OUT' });
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'seat-allocation.create', entityId: String(made.body.id) },
    });
    expect(audit.after).toEqual({ agencyId: agency.id, departureId: departure.id, seats: 5, releaseOn: inDays(45) });
    const shown = await gql(
      t,
      'query($id: Int!) { agency(id: $id) { allocations { id seats seatsUsed releaseOn packageName } } }',
      { id: agency.id },
      staff,
    );
    expect(shown.data.agency.allocations).toEqual([
      expect.objectContaining({ id: made.body.id, seats: 5, seatsUsed: 0, releaseOn: inDays(45) }),
    ]);
  });

  it('refuses in words: too few seats, a closed departure, a second block, a bad release date or size', async () => {
    const { agency, departure } = await setting(17);
    const args = { agencyId: agency.id, departureId: departure.id, releaseOn: inDays(30) };
    expect(await block({ ...args, seats: 4 })).toMatchObject({
      status: 409,
      body: { error: 'Not enough seats on public sale: 3 left, the block needs 4.' },
    });
    expect(await block({ ...args, seats: 0 })).toMatchObject({
      status: 400,
      body: { error: 'A block holds 1 to 1000 seats.' },
    });
    expect((await block({ ...args, seats: 2_147_483_647 })).status).toBe(400);
    expect(await block({ ...args, seats: 1, releaseOn: inDays(60) })).toMatchObject({
      status: 400,
      body: { error: `The release date is from today and before the departure (${inDays(60)}).` },
    });
    expect(await block({ ...args, seats: 1, releaseOn: inDays(-1) })).toMatchObject({ status: 400 });
    expect(await block({ ...args, seats: 1, releaseOn: '2027-02-30' })).toMatchObject({
      status: 400,
      body: { error: 'The release date is a date (YYYY-MM-DD).' },
    });
    expect((await block({ ...args, seats: 3 })).status).toBe(201);
    const other = await setting(0);
    expect(await block({ ...args, departureId: other.departure.id, seats: 1 })).toMatchObject({ status: 201 });
    expect(await block({ ...args, departureId: other.departure.id, seats: 1 })).toMatchObject({
      status: 409,
      body: { error: 'The agency already has a block on this departure: resize it instead.' },
    });
    // The refused second block took nothing.
    expect((await departureRow(other.departure.id)).seatsTaken).toBe(1);

    const closed = await aDeparture(t.deps.db, { departIn: 60, status: 'CLOSED' });
    expect(await block({ ...args, departureId: closed.id, seats: 1 })).toMatchObject({
      status: 409,
      body: { error: 'The departure is closed: seats are blocked only on an open departure.' },
    });
    expect((await block({ ...args, agencyId: 999_999, seats: 1 })).status).toBe(404);
    expect((await block({ ...args, departureId: 999_999, seats: 1 })).status).toBe(404);

    // The agency could never book it: its money is in its own currency only (decision 0065).
    const pounds = await anAgency(t.deps.db, { currency: 'GBP' });
    const fresh = await setting(0);
    expect(await block({ ...args, agencyId: pounds.id, departureId: fresh.departure.id, seats: 2 })).toMatchObject({
      status: 400,
      body: {
        error:
          'The package is priced in USD and the agency pays in GBP: seats are blocked only on packages in the agency’s currency.',
      },
    });
    expect((await departureRow(fresh.departure.id)).seatsTaken).toBe(0);
  });
});

describe('blocks made at the same moment', () => {
  it('never oversell a departure: of two blocks wanting its last seats, one is made', async () => {
    const { agency, departure } = await setting(16);
    const other = await anAgency(t.deps.db);
    const answers = await Promise.all(
      [agency.id, other.id].map((agencyId) =>
        block({ agencyId, departureId: departure.id, seats: 3, releaseOn: inDays(30) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await departureRow(departure.id)).toMatchObject({ seatsTaken: 19, status: 'OPEN' });
    expect(await t.deps.db.seatAllocation.count({ where: { departureId: departure.id } })).toBe(1);
  });
});

describe('resizing a block', () => {
  it('grows from public sale, shrinks back to it but never below what is used; audited', async () => {
    const { agency, departure } = await setting(10);
    const made = await block({ agencyId: agency.id, departureId: departure.id, seats: 4, releaseOn: inDays(30) });
    const grown = await resize(made.body.id, { seats: 10 });
    expect(grown.body).toMatchObject({ seats: 10 });
    expect(await departureRow(departure.id)).toMatchObject({ seatsTaken: 20, status: 'SOLD_OUT' });
    expect(await resize(made.body.id, { seats: 11 })).toMatchObject({
      status: 409,
      body: { error: 'Not enough seats on public sale: 0 left, the block needs 1.' },
    });

    await bookingOnBlock(made.body, 3);
    expect(await resize(made.body.id, { seats: 2 })).toMatchObject({
      status: 409,
      body: { error: 'The agency has used 3 seats of this block: it cannot shrink below that.' },
    });
    const viaGraphql = await gql(
      t,
      'mutation($id: Int!) { updateSeatAllocation(id: $id, input: { seats: 3, releaseOn: null }) { seats seatsUsed releaseOn } }',
      { id: made.body.id },
      staff,
    );
    expect(viaGraphql.data.updateSeatAllocation).toEqual({ seats: 3, seatsUsed: 3, releaseOn: inDays(30) });
    expect(await departureRow(departure.id)).toMatchObject({ seatsTaken: 13, status: 'OPEN' });

    const moved = await resize(made.body.id, { releaseOn: inDays(20) });
    expect(moved.body).toMatchObject({ seats: 3, releaseOn: inDays(20) });
    expect(await resize(made.body.id, {})).toMatchObject({
      status: 400,
      body: { error: 'Give the new number of seats or the new release date.' },
    });
    const audits = await t.deps.db.auditEntry.findMany({
      where: { action: 'seat-allocation.update', entityId: String(made.body.id) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { seats: 4, releaseOn: inDays(30) },
        { seats: 10, releaseOn: inDays(30) },
      ],
      [
        { seats: 10, releaseOn: inDays(30) },
        { seats: 3, releaseOn: inDays(30) },
      ],
      [
        { seats: 3, releaseOn: inDays(30) },
        { seats: 3, releaseOn: inDays(20) },
      ],
    ]);
    expect((await resize(999_999, { seats: 1 })).status).toBe(404);
  });
});

describe('releasing a block and the bookings on it', () => {
  it('a booking ended while the block stands gives its seats back to the block, not to public sale', async () => {
    const { agency, departure } = await setting(0);
    const made = await block({ agencyId: agency.id, departureId: departure.id, seats: 6, releaseOn: inDays(30) });
    const booking = await bookingOnBlock(made.body, 2);
    expect(await releaseBooking(booking.id)).toBe(true);
    expect(await allocationRow(made.body.id)).toMatchObject({ seats: 6, seatsUsed: 0 });
    expect((await departureRow(departure.id)).seatsTaken).toBe(6);
    expect(await releaseBooking(booking.id)).toBe(false);
    expect(await allocationRow(made.body.id)).toMatchObject({ seatsUsed: 0 });
  });

  it('staff release: unused seats back on sale (reopening a sold-out departure), the block shrinks to what is used, once', async () => {
    const { agency, departure } = await setting(14);
    const made = await block({ agencyId: agency.id, departureId: departure.id, seats: 6, releaseOn: inDays(30) });
    expect((await departureRow(departure.id)).status).toBe('SOLD_OUT');
    const booking = await bookingOnBlock(made.body, 2);

    const released = await release(made.body.id);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({ seats: 2, seatsUsed: 2, releasedAt: expect.any(String) });
    expect(await departureRow(departure.id)).toMatchObject({ seatsTaken: 16, status: 'OPEN' });
    const again = await gql(
      t,
      'mutation($id: Int!) { releaseSeatAllocation(id: $id) { seats releasedAt } }',
      { id: made.body.id },
      staff,
    );
    expect(again.data.releaseSeatAllocation.seats).toBe(2);
    expect((await departureRow(departure.id)).seatsTaken).toBe(16);
    expect(
      await t.deps.db.auditEntry.count({
        where: { action: 'seat-allocation.release', entityId: String(made.body.id) },
      }),
    ).toBe(1);
    expect(await resize(made.body.id, { seats: 5 })).toMatchObject({
      status: 409,
      body: { error: 'This block was released: its unused seats are back on public sale.' },
    });

    // After the release a booking of the block gives its seats to the departure, as any booking.
    expect(await releaseBooking(booking.id)).toBe(true);
    expect((await departureRow(departure.id)).seatsTaken).toBe(14);
    expect((await allocationRow(made.body.id)).seatsUsed).toBe(2);
    expect((await release(999_999)).status).toBe(404);
  });

  it('the worker releases the blocks whose day has come, once, audited as the system', async () => {
    const { agency, departure } = await setting(0);
    const made = await block({ agencyId: agency.id, departureId: departure.id, seats: 5, releaseOn: inDays(0) });
    const later = await setting(0);
    const notYet = await block({
      agencyId: later.agency.id,
      departureId: later.departure.id,
      seats: 5,
      releaseOn: inDays(1),
    });
    await bookingOnBlock(made.body, 1);

    expect(await releaseDueAllocations(t.deps.db, quiet)).toBeGreaterThanOrEqual(1);
    expect(await allocationRow(made.body.id)).toMatchObject({ seats: 1, seatsUsed: 1, releasedAt: expect.any(Date) });
    expect((await departureRow(departure.id)).seatsTaken).toBe(1);
    expect((await allocationRow(notYet.body.id)).releasedAt).toBeNull();
    expect((await departureRow(later.departure.id)).seatsTaken).toBe(5);

    await releaseDueAllocations(t.deps.db, quiet);
    expect((await departureRow(departure.id)).seatsTaken).toBe(1);
    const entries = await t.deps.db.auditEntry.findMany({
      where: { action: 'seat-allocation.release', entityId: String(made.body.id) },
    });
    expect(entries).toEqual([expect.objectContaining({ actorRole: 'SYSTEM', actorId: null })]);
  });
});
