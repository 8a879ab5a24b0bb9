import type { BookingStatus, RoomType, TransactionClient } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import type { Db } from '../lib/db.ts';
import { badRequest, conflict, foundOr404 } from '../lib/errors.ts';
import { id, parseInput, strictBoolean } from '../lib/validation.ts';
import { type Gender, planRooming, ROOM_BEDS, ROOM_TYPES, roomIsAcceptable } from './rooming-rules.ts';

/**
 * Rooming lists (issue #33 section 3, decision 0059), staff only: per departure and hotel stay, the rooms and who
 * sleeps in each. The travellers to room are the named travellers (Traveller rows) of the departure's sold
 * bookings. Every write takes the departure's rooming lock (one writer per departure at a time), is audited in its
 * transaction and answers the whole list as it now stands.
 */

/** Bookings whose seats are sold: their travellers are the ones to room. */
const SOLD_STATUSES = ['PAID', 'DEPOSIT_PAID'] as const satisfies readonly BookingStatus[];

const travellerSelect = {
  id: true,
  fullName: true,
  gender: true,
  booking: { select: { id: true, reference: true, roomType: true, status: true } },
} as const;

export type RoomingTraveller = {
  id: number;
  fullName: string;
  gender: Gender | null;
  bookingId: number;
  bookingReference: string;
  bookingRoomType: RoomType | null;
  /** False once the booking is cancelled or refunded: staff take the traveller out. */
  bookingSold: boolean;
};
export type RoomingRoom = {
  id: number;
  /** The label staff gave it, else its number in the stay's list (1, 2, ...). */
  name: string;
  label: string | null;
  type: RoomType;
  beds: number;
  travellers: RoomingTraveller[];
  /** Occupants of several bookings without one known gender: only a staff move makes this; staff look again. */
  needsCheck: boolean;
};
export type RoomingStay = {
  id: number;
  position: number;
  city: string;
  hotelName: string;
  nights: number;
  checkIn: Date;
  checkOut: Date;
  rooms: RoomingRoom[];
  unassigned: RoomingTraveller[];
  /** Travellers of sold bookings with a room here, of `travellerCount`. */
  roomedCount: number;
  travellerCount: number;
};
export type DepartureRooming = {
  departureId: number;
  packageId: number;
  packageName: string;
  departDate: Date;
  returnDate: Date;
  stays: RoomingStay[];
  /** Seats sold whose traveller is not named yet: they cannot be roomed until the customer names them. */
  unnamedTravellers: number;
};

type TravellerRow = {
  id: number;
  fullName: string;
  gender: Gender | null;
  booking: { id: number; reference: string; roomType: RoomType | null; status: BookingStatus };
};

const isSold = (status: BookingStatus) => (SOLD_STATUSES as readonly BookingStatus[]).includes(status);

const travellerOf = (t: TravellerRow): RoomingTraveller => ({
  id: t.id,
  fullName: t.fullName,
  gender: t.gender,
  bookingId: t.booking.id,
  bookingReference: t.booking.reference,
  bookingRoomType: t.booking.roomType,
  bookingSold: isSold(t.booking.status),
});

const addDays = (day: Date, n: number) => new Date(day.getTime() + n * 86_400_000);

async function departureOf(db: Db | TransactionClient, departureId: number) {
  return foundOr404(
    await db.departure.findUnique({
      where: { id: departureId },
      select: {
        id: true,
        departDate: true,
        returnDate: true,
        package: { select: { id: true, name: true, hotelStays: { orderBy: { position: 'asc' } } } },
      },
    }),
    'DEPARTURE_NOT_FOUND',
  );
}

/** What staff and leaders call a room: its label, else its number among its stay's rooms in the order they were made. */
export const roomName = (room: { label: string | null }, indexInStay: number) => room.label ?? String(indexInStay + 1);

/** The departure's whole rooming list as it stands, every stay of its package in order. */
async function readRooming(db: Db | TransactionClient, departureId: number): Promise<DepartureRooming> {
  const departure = await departureOf(db, departureId);
  const [bookings, rooms] = await Promise.all([
    db.booking.findMany({
      where: { departureId, status: { in: [...SOLD_STATUSES] } },
      orderBy: { id: 'asc' },
      select: { travellerCount: true, travellers: { orderBy: { position: 'asc' }, select: travellerSelect } },
    }),
    db.room.findMany({
      where: { departureId },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        stayId: true,
        type: true,
        label: true,
        assignments: { orderBy: { id: 'asc' }, select: { traveller: { select: travellerSelect } } },
      },
    }),
  ]);
  const sold = bookings.flatMap((b) => b.travellers.map(travellerOf));
  let nightsBefore = 0;
  const stays = departure.package.hotelStays.map((stay) => {
    const checkIn = addDays(departure.departDate, nightsBefore);
    nightsBefore += stay.nights;
    const stayRooms = rooms
      .filter((r) => r.stayId === stay.id)
      .map((r, i): RoomingRoom => {
        const travellers = r.assignments.map((a) => travellerOf(a.traveller));
        return {
          id: r.id,
          name: roomName(r, i),
          label: r.label,
          type: r.type,
          beds: ROOM_BEDS[r.type],
          travellers,
          needsCheck: !roomIsAcceptable(travellers),
        };
      });
    const roomed = new Set(stayRooms.flatMap((r) => r.travellers.map((t) => t.id)));
    return {
      id: stay.id,
      position: stay.position,
      city: stay.city,
      hotelName: stay.hotelName,
      nights: stay.nights,
      checkIn,
      checkOut: addDays(checkIn, stay.nights),
      rooms: stayRooms,
      unassigned: sold.filter((t) => !roomed.has(t.id)),
      roomedCount: sold.filter((t) => roomed.has(t.id)).length,
      travellerCount: sold.length,
    };
  });
  return {
    departureId: departure.id,
    packageId: departure.package.id,
    packageName: departure.package.name,
    departDate: departure.departDate,
    returnDate: departure.returnDate,
    stays,
    unnamedTravellers: bookings.reduce((n, b) => n + Math.max(0, b.travellerCount - b.travellers.length), 0),
  };
}

/** A departure's rooming list (staff). */
export async function departureRooming(ctx: ServiceContext, departureId: unknown): Promise<DepartureRooming> {
  requireStaff(ctx.viewer);
  return readRooming(ctx.db, parseInput(id, departureId));
}

/** One stay of a departure's rooming list, or 400 when the stay belongs to another package (staff). */
export async function stayRooming(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const { departureId, stayId } = parseInput(z.object({ departureId: id, stayId: id }), input);
  const rooming = await readRooming(ctx.db, departureId);
  return { rooming, stay: stayOf(rooming, stayId) };
}

function stayOf(rooming: DepartureRooming, stayId: number): RoomingStay {
  const stay = rooming.stays.find((s) => s.id === stayId);
  if (!stay) throw badRequest('ROOMING_STAY_NOT_OF_DEPARTURE');
  return stay;
}

/**
 * Runs a rooming write: staff only, the departure's rooming lock held (writers of one departure queue, so the
 * capacity read and the write see the same room), the audit in the same transaction; answers the list after it.
 */
async function roomingWrite(
  ctx: ServiceContext,
  departureId: number,
  write: (tx: TransactionClient, viewer: Viewer, rooming: DepartureRooming) => Promise<void>,
): Promise<DepartureRooming> {
  const viewer = requireStaff(ctx.viewer);
  return ctx.db.$transaction(async (tx) => {
    await departureOf(tx, departureId);
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('rooming'), ${departureId}::int)`;
    await write(tx, viewer, await readRooming(tx, departureId));
    return readRooming(tx, departureId);
  });
}

const audit = (tx: TransactionClient, viewer: Viewer, departureId: number, action: string, summary: string) =>
  recordAudit(tx, viewer, { action: `rooming.${action}`, entityType: 'Departure', entityId: departureId, summary });

const where = (stay: RoomingStay) => `${stay.hotelName}, ${stay.city}`;

export const addRoomInput = z.object({
  departureId: id,
  stayId: id,
  type: z.enum(ROOM_TYPES, { error: 'ROOM_TYPE_INVALID' }),
  label: z
    .string()
    .trim()
    .max(40, { error: 'ROOM_LABEL_TOO_LONG' })
    .refine((s) => !s.includes('\u0000'), { error: 'TEXT_HAS_NUL' })
    .nullish(),
});

/** Adds an empty room of a type at a stay. */
export async function addRoom(ctx: ServiceContext, input: unknown): Promise<DepartureRooming> {
  const { departureId, stayId, type, label } = parseInput(addRoomInput, input);
  return roomingWrite(ctx, departureId, async (tx, viewer, rooming) => {
    const stay = stayOf(rooming, stayId);
    await tx.room.create({ data: { departureId, stayId, type, label: label || null } });
    await audit(
      tx,
      viewer,
      departureId,
      'add-room',
      `Added a ${type} room${label ? ` (${label})` : ''} at ${where(stay)}`,
    );
  });
}

const roomRefInput = z.object({ departureId: id, roomId: id });

function roomOf(rooming: DepartureRooming, roomId: number): { stay: RoomingStay; room: RoomingRoom } {
  const stay = rooming.stays.find((s) => s.rooms.some((r) => r.id === roomId));
  const room = foundOr404(stay?.rooms.find((r) => r.id === roomId) ?? null, 'ROOM_NOT_FOUND');
  return { stay: stay!, room };
}

/** Removes an empty room; a room with travellers is refused (409), so no one loses a bed unnoticed. */
export async function removeRoom(ctx: ServiceContext, input: unknown): Promise<DepartureRooming> {
  const { departureId, roomId } = parseInput(roomRefInput, input);
  return roomingWrite(ctx, departureId, async (tx, viewer, rooming) => {
    const { stay, room } = roomOf(rooming, roomId);
    if (room.travellers.length) throw conflict('ROOM_NOT_EMPTY', { room: room.name });
    await tx.room.delete({ where: { id: roomId } });
    await audit(tx, viewer, departureId, 'remove-room', `Removed ${room.type} room ${room.name} at ${where(stay)}`);
  });
}

export const moveInput = z.object({ departureId: id, roomId: id, travellerId: id });

/** A traveller of a sold booking of this departure, or 400. */
function soldTraveller(rooming: DepartureRooming, stay: RoomingStay, travellerId: number): RoomingTraveller {
  const traveller =
    stay.unassigned.find((t) => t.id === travellerId) ??
    stay.rooms.flatMap((r) => r.travellers).find((t) => t.id === travellerId && t.bookingSold);
  if (!traveller) throw badRequest('ROOMING_TRAVELLER_NOT_ON_DEPARTURE');
  return traveller;
}

/**
 * Puts a traveller in a room of a stay (from no room or from another room of the stay). Into a full room: 409
 * ROOM_FULL and nothing written. Putting a traveller beside another booking's is the explicit staff action the
 * suggestion does not take on its own.
 */
export async function moveTraveller(ctx: ServiceContext, input: unknown): Promise<DepartureRooming> {
  const { departureId, roomId, travellerId } = parseInput(moveInput, input);
  return roomingWrite(ctx, departureId, async (tx, viewer, rooming) => {
    const { stay, room } = roomOf(rooming, roomId);
    const traveller = soldTraveller(rooming, stay, travellerId);
    if (room.travellers.some((t) => t.id === travellerId)) return;
    if (room.travellers.length >= room.beds) {
      throw conflict('ROOM_FULL', { room: room.name, type: room.type, beds: room.beds });
    }
    const from = stay.rooms.find((r) => r.travellers.some((t) => t.id === travellerId));
    await tx.roomAssignment.upsert({
      where: { stayId_travellerId: { stayId: stay.id, travellerId } },
      create: { roomId, stayId: stay.id, travellerId },
      update: { roomId },
    });
    await recordAudit(tx, viewer, {
      action: 'rooming.move',
      entityType: 'Departure',
      entityId: departureId,
      summary: `Moved ${traveller.fullName} (${traveller.bookingReference}) to room ${room.name} at ${where(stay)}`,
      before: { roomId: from?.id ?? null },
      after: { roomId },
    });
  });
}

export const unassignInput = z.object({ departureId: id, stayId: id, travellerId: id });

/** Takes a traveller out of their room at a stay (back to the unassigned list). */
export async function unassignTraveller(ctx: ServiceContext, input: unknown): Promise<DepartureRooming> {
  const { departureId, stayId, travellerId } = parseInput(unassignInput, input);
  return roomingWrite(ctx, departureId, async (tx, viewer, rooming) => {
    const stay = stayOf(rooming, stayId);
    const room = stay.rooms.find((r) => r.travellers.some((t) => t.id === travellerId));
    const traveller = room?.travellers.find((t) => t.id === travellerId);
    if (!room || !traveller) {
      const named = stay.unassigned.find((t) => t.id === travellerId);
      if (!named) throw badRequest('ROOMING_TRAVELLER_NOT_ON_DEPARTURE');
      throw badRequest('ROOMING_TRAVELLER_NOT_ROOMED', { name: named.fullName });
    }
    await tx.roomAssignment.delete({ where: { stayId_travellerId: { stayId, travellerId } } });
    await recordAudit(tx, viewer, {
      action: 'rooming.unassign',
      entityType: 'Departure',
      entityId: departureId,
      summary: `Took ${traveller.fullName} (${traveller.bookingReference}) out of room ${room.name} at ${where(stay)}`,
      before: { roomId: room.id },
      after: { roomId: null },
    });
  });
}

export const swapInput = z.object({
  departureId: id,
  stayId: id,
  travellerIds: z.array(id).length(2, { error: 'ROOMING_SWAP_NEEDS_TWO' }),
});

/** Two travellers of a stay trade rooms (each room keeps its count, so neither can overflow). */
export async function swapTravellers(ctx: ServiceContext, input: unknown): Promise<DepartureRooming> {
  const { departureId, stayId, travellerIds } = parseInput(swapInput, input);
  const [a, b] = travellerIds as [number, number];
  if (a === b) throw badRequest('ROOMING_SWAP_NEEDS_TWO');
  return roomingWrite(ctx, departureId, async (tx, viewer, rooming) => {
    const stay = stayOf(rooming, stayId);
    const placed = [a, b].map((travellerId) => {
      const room = stay.rooms.find((r) => r.travellers.some((t) => t.id === travellerId));
      const traveller = room?.travellers.find((t) => t.id === travellerId);
      if (room && traveller) return { room, traveller };
      const named = stay.unassigned.find((t) => t.id === travellerId);
      if (!named) throw badRequest('ROOMING_TRAVELLER_NOT_ON_DEPARTURE');
      throw badRequest('ROOMING_TRAVELLER_NOT_ROOMED', { name: named.fullName });
    });
    const [first, second] = placed as [(typeof placed)[0], (typeof placed)[0]];
    if (first.room.id === second.room.id) throw badRequest('ROOMING_SWAP_SAME_ROOM');
    // Out of both rooms, then into the other's: the capacity trigger never sees a room over its beds.
    await tx.roomAssignment.deleteMany({ where: { stayId, travellerId: { in: [a, b] } } });
    await tx.roomAssignment.createMany({
      data: [
        { roomId: second.room.id, stayId, travellerId: a },
        { roomId: first.room.id, stayId, travellerId: b },
      ],
    });
    await audit(
      tx,
      viewer,
      departureId,
      'swap',
      `Swapped ${first.traveller.fullName} (room ${first.room.name}) and ${second.traveller.fullName} (room ${second.room.name}) at ${where(stay)}`,
    );
  });
}

export const suggestInput = z.object({
  departureId: id,
  stayId: id,
  allowSharing: strictBoolean().optional().default(false),
});

/**
 * Fills a stay's list by the suggestion's rules (rooming-rules.ts planRooming): existing assignments kept, each
 * booking together, rooms of the type sold, sharing between bookings only when asked and only one known gender.
 */
export async function suggestRooming(ctx: ServiceContext, input: unknown): Promise<DepartureRooming> {
  const { departureId, stayId, allowSharing } = parseInput(suggestInput, input);
  return roomingWrite(ctx, departureId, async (tx, viewer, rooming) => {
    const stay = stayOf(rooming, stayId);
    const plannedOf = (t: RoomingTraveller) => ({ id: t.id, bookingId: t.bookingId, gender: t.gender });
    const byBooking = new Map<number, { id: number; roomType: RoomType | null; travellers: RoomingTraveller[] }>();
    const sold = [...stay.rooms.flatMap((r) => r.travellers).filter((t) => t.bookingSold), ...stay.unassigned];
    for (const t of sold) {
      const booking = byBooking.get(t.bookingId) ?? { id: t.bookingId, roomType: t.bookingRoomType, travellers: [] };
      booking.travellers.push(t);
      byBooking.set(t.bookingId, booking);
    }
    const plan = planRooming(
      [...byBooking.values()].map((b) => ({ ...b, travellers: b.travellers.map(plannedOf) })),
      stay.rooms.map((r) => ({ id: r.id, type: r.type, occupants: r.travellers.map(plannedOf) })),
      { allowSharing },
    );
    // One INSERT draws its ids in row order: sorted, created[i] is the plan's new room i.
    const created = plan.newRooms.length
      ? (
          await tx.room.createManyAndReturn({
            data: plan.newRooms.map((type) => ({ departureId, stayId, type })),
            select: { id: true },
          })
        ).sort((x, y) => x.id - y.id)
      : [];
    await tx.roomAssignment.createMany({
      data: plan.placements.map(({ room, travellerId }) => ({
        roomId: 'id' in room ? room.id : created[room.newRoom].id,
        stayId,
        travellerId,
      })),
    });
    await recordAudit(tx, viewer, {
      action: 'rooming.suggest',
      entityType: 'Departure',
      entityId: departureId,
      summary: `Suggested rooms at ${where(stay)}: ${plan.placements.length} travellers placed, ${created.length} rooms added`,
      after: { placed: plan.placements.length, roomsAdded: created.length, allowSharing },
    });
  });
}
