import type { RoomType } from '@rihla/db';

/**
 * The rules of a rooming list that need no database (decision 0059): a room's beds by its type, and the suggestion
 * that fills one stay's list. The database holds the same capacities (rihla_room_capacity, migration
 * 20261201030000_rooming_lists) and refuses a traveller past them.
 */

export const ROOM_BEDS = { QUAD: 4, TRIPLE: 3, DOUBLE: 2, SINGLE: 1 } as const satisfies Record<RoomType, number>;
export const ROOM_TYPES = ['QUAD', 'TRIPLE', 'DOUBLE', 'SINGLE'] as const satisfies readonly RoomType[];

export type Gender = 'FEMALE' | 'MALE';
type PlannedTraveller = { id: number; bookingId: number; gender: Gender | null };
type PlannedBooking = { id: number; roomType: RoomType | null; travellers: PlannedTraveller[] };
type ExistingRoom = { id: number; type: RoomType; occupants: PlannedTraveller[] };

/** A room the plan fills: one already on the list (`id`) or one it adds (`newRoom`, an index into `newRooms`). */
type RoomRef = { id: number } | { newRoom: number };
type RoomingPlan = { newRooms: RoomType[]; placements: { room: RoomRef; travellerId: number }[] };

/** The room a booking bought; a booking without one (staff-made) gets the smallest that holds it. */
function roomTypeOf(booking: Pick<PlannedBooking, 'roomType' | 'travellers'>): RoomType {
  if (booking.roomType) return booking.roomType;
  const n = booking.travellers.length;
  return n <= 1 ? 'SINGLE' : n === 2 ? 'DOUBLE' : n === 3 ? 'TRIPLE' : 'QUAD';
}

/** The one gender all of `travellers` share, or null when any is unknown or they differ. */
function sharedGender(travellers: Pick<PlannedTraveller, 'gender'>[]): Gender | null {
  const first = travellers[0]?.gender ?? null;
  return first && travellers.every((t) => t.gender === first) ? first : null;
}

/**
 * Whether a room's occupants may sleep together without staff looking again: one booking, or one known gender.
 * The suggestion never makes a room that fails this; a staff move may, and the page flags it.
 */
export function roomIsAcceptable(occupants: Pick<PlannedTraveller, 'bookingId' | 'gender'>[]): boolean {
  const bookings = new Set(occupants.map((o) => o.bookingId));
  return bookings.size <= 1 || sharedGender(occupants) !== null;
}

type WorkingRoom = { ref: RoomRef; type: RoomType; occupants: PlannedTraveller[] };

/**
 * Fills one stay's list (issue #33 section 3). Travellers already in a room stay there. Each booking's other
 * travellers go first into rooms only their booking holds, then into empty rooms of the type the booking bought,
 * then into new rooms of that type: a booking stays together. With `allowSharing` (staff ask for it, default off),
 * the remainder of a booking smaller than a room may join a room of the same type that another booking holds only
 * when every one of them and of the room's occupants has the same known gender; unknown gender never shares.
 */
export function planRooming(
  bookings: PlannedBooking[],
  existing: ExistingRoom[],
  { allowSharing = false }: { allowSharing?: boolean } = {},
): RoomingPlan {
  const rooms: WorkingRoom[] = existing.map((r) => ({ ref: { id: r.id }, type: r.type, occupants: [...r.occupants] }));
  const plan: RoomingPlan = { newRooms: [], placements: [] };
  const roomed = new Set(existing.flatMap((r) => r.occupants.map((o) => o.id)));
  const free = (room: WorkingRoom) => ROOM_BEDS[room.type] - room.occupants.length;
  const place = (room: WorkingRoom, travellers: PlannedTraveller[]) => {
    for (const t of travellers) {
      room.occupants.push(t);
      plan.placements.push({ room: room.ref, travellerId: t.id });
    }
  };

  for (const booking of [...bookings].sort((a, b) => a.id - b.id)) {
    const waiting = booking.travellers.filter((t) => !roomed.has(t.id));
    const type = roomTypeOf(booking);
    for (const room of rooms) {
      if (!waiting.length) break;
      const own = room.occupants.length > 0 && room.occupants.every((o) => o.bookingId === booking.id);
      if (own && free(room) > 0) place(room, waiting.splice(0, free(room)));
    }
    while (waiting.length) {
      const beds = ROOM_BEDS[type];
      const gender = sharedGender(waiting);
      if (allowSharing && waiting.length < beds && gender) {
        const shared = rooms.find(
          (r) =>
            r.type === type &&
            r.occupants.length > 0 &&
            free(r) >= waiting.length &&
            r.occupants.every((o) => o.gender === gender),
        );
        if (shared) {
          place(shared, waiting.splice(0));
          break;
        }
      }
      let room = rooms.find((r) => r.type === type && r.occupants.length === 0);
      if (!room) {
        room = { ref: { newRoom: plan.newRooms.length }, type, occupants: [] };
        plan.newRooms.push(type);
        rooms.push(room);
      }
      place(room, waiting.splice(0, beds));
    }
  }
  return plan;
}
