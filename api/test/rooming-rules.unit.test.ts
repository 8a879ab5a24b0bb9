import { describe, expect, it } from 'vitest';

import { type Gender, planRooming, roomIsAcceptable } from '../src/services/rooming-rules.ts';

type PlannedBooking = Parameters<typeof planRooming>[0][number];
type RoomingPlan = ReturnType<typeof planRooming>;

/** The suggestion's rules (issue #33 section 3), without a database. */

let next = 100;
const booking = (id: number, roomType: PlannedBooking['roomType'], genders: (Gender | null)[]): PlannedBooking => ({
  id,
  roomType,
  travellers: genders.map((gender) => ({ id: (next += 1), bookingId: id, gender })),
});

/** The plan as rooms (existing id or `new0`, `new1`...) to the bookings of their travellers, for readable asserts. */
function rooms(plan: RoomingPlan, bookings: PlannedBooking[]) {
  const bookingOf = new Map(bookings.flatMap((b) => b.travellers.map((t) => [t.id, b.id])));
  const out: Record<string, number[]> = {};
  for (const { room, travellerId } of plan.placements) {
    const key = 'id' in room ? `room${room.id}` : `new${room.newRoom}`;
    (out[key] ??= []).push(bookingOf.get(travellerId)!);
  }
  return out;
}

describe('planRooming', () => {
  it('keeps each booking together in rooms of the type it bought, one booking a room by default', () => {
    const bookings = [
      booking(1, 'QUAD', ['FEMALE', 'FEMALE', 'MALE', 'MALE']),
      booking(2, 'DOUBLE', ['MALE']),
      booking(3, 'DOUBLE', ['MALE']),
      booking(4, 'TRIPLE', ['MALE', 'FEMALE', null]),
    ];
    const plan = planRooming(bookings, []);
    expect(plan.newRooms).toEqual(['QUAD', 'DOUBLE', 'DOUBLE', 'TRIPLE']);
    expect(rooms(plan, bookings)).toEqual({ new0: [1, 1, 1, 1], new1: [2], new2: [3], new3: [4, 4, 4] });
  });

  it('splits a booking larger than its room into full rooms of that type, then the rest', () => {
    const bookings = [booking(1, 'DOUBLE', ['MALE', 'MALE', 'MALE'])];
    expect(planRooming(bookings, []).newRooms).toEqual(['DOUBLE', 'DOUBLE']);
  });

  it('with sharing asked for, puts one known gender of different bookings of one room type together', () => {
    const bookings = [
      booking(1, 'DOUBLE', ['MALE']),
      booking(2, 'DOUBLE', ['FEMALE']),
      booking(3, 'DOUBLE', ['MALE']),
      booking(4, 'DOUBLE', [null]),
      booking(5, 'DOUBLE', [null]),
      booking(6, 'TRIPLE', ['FEMALE']),
      booking(7, 'QUAD', ['FEMALE', 'FEMALE']),
      booking(8, 'QUAD', ['FEMALE', 'MALE']),
    ];
    const plan = planRooming(bookings, [], { allowSharing: true });
    // 1 and 3 share (both men, both DOUBLE); 2 (a woman) does not join them; unknown genders never share; the
    // TRIPLE woman does not join a DOUBLE; a mixed booking never joins another booking.
    expect(rooms(plan, bookings)).toEqual({
      new0: [1, 3],
      new1: [2],
      new2: [4],
      new3: [5],
      new4: [6],
      new5: [7, 7],
      new6: [8, 8],
    });
  });

  it('keeps existing assignments and fills a booking’s own room and empty rooms before adding any', () => {
    const b1 = booking(1, 'QUAD', ['FEMALE', 'FEMALE', 'FEMALE']);
    const b2 = booking(2, 'DOUBLE', ['MALE', 'MALE']);
    const existing = [
      { id: 50, type: 'QUAD' as const, occupants: [b1.travellers[0]] },
      { id: 51, type: 'DOUBLE' as const, occupants: [] },
    ];
    const plan = planRooming([b1, b2], existing);
    expect(plan.newRooms).toEqual([]);
    expect(rooms(plan, [b1, b2])).toEqual({ room50: [1, 1], room51: [2, 2] });
    expect(plan.placements.map((p) => p.travellerId)).not.toContain(b1.travellers[0].id);
  });

  it('never places a booking in a room another booking holds unless sharing is asked for', () => {
    const b1 = booking(1, 'DOUBLE', ['MALE']);
    const b2 = booking(2, 'DOUBLE', ['MALE']);
    const existing = [{ id: 60, type: 'DOUBLE' as const, occupants: b1.travellers }];
    expect(planRooming([b1, b2], existing)).toMatchObject({ newRooms: ['DOUBLE'] });
    expect(planRooming([b1, b2], existing, { allowSharing: true })).toMatchObject({ newRooms: [] });
  });
});

describe('roomIsAcceptable', () => {
  it('accepts one booking of any genders, or several of one known gender; flags the rest', () => {
    expect(
      roomIsAcceptable([
        { bookingId: 1, gender: 'MALE' },
        { bookingId: 1, gender: 'FEMALE' },
      ]),
    ).toBe(true);
    expect(
      roomIsAcceptable([
        { bookingId: 1, gender: 'MALE' },
        { bookingId: 2, gender: 'MALE' },
      ]),
    ).toBe(true);
    expect(
      roomIsAcceptable([
        { bookingId: 1, gender: 'MALE' },
        { bookingId: 2, gender: 'FEMALE' },
      ]),
    ).toBe(false);
    expect(
      roomIsAcceptable([
        { bookingId: 1, gender: null },
        { bookingId: 2, gender: null },
      ]),
    ).toBe(false);
  });
});
