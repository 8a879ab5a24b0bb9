import type { Gender, Prisma, RoomType } from '@rihla/db';
import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';

import { isStaff, requireSignedIn, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { forbidden, foundOr404 } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';
import { type DepartureFlights, flightsOf } from './departure-flights.service.ts';
import { LEADER_ROLES } from './groups.service.ts';
import { roomName } from './rooming.service.ts';

/**
 * What a group leader reads on their phone (issue #33 section 4, decision 0060): the groups they lead, and per
 * group its departure's dates, hotel and flights, and its travellers by booking (name, gender when known, the
 * booking's reference and phone number). Nothing else: no passport number, document, payment, or another
 * customer's email is selected here, so none can leak. A leader reading a group they do not lead is refused (403,
 * GROUP_NOT_YOURS); staff may read any group, to see what its leader sees.
 */

const leaderGroupSelect = {
  id: true,
  name: true,
  leaderId: true,
  leader: { select: { name: true } },
  departure: {
    select: {
      id: true,
      departDate: true,
      returnDate: true,
      package: {
        select: {
          name: true,
          hotel: true,
          hotelStays: { orderBy: { position: 'asc' }, select: { id: true, city: true, hotelName: true } },
        },
      },
      rooms: { orderBy: { id: 'asc' }, select: { id: true, stayId: true, label: true, type: true } },
    },
  },
  bookings: {
    where: { booking: TRAVELLING_WHERE },
    orderBy: { booking: { name: 'asc' } },
    select: {
      booking: {
        select: {
          reference: true,
          name: true,
          phone: true,
          travellers: {
            select: {
              position: true,
              fullName: true,
              gender: true,
              roomAssignments: { select: { roomId: true, stayId: true } },
            },
            orderBy: { position: 'asc' },
          },
        },
      },
    },
  },
} as const satisfies Prisma.DepartureGroupSelect;

type GroupRow = Prisma.DepartureGroupGetPayload<{ select: typeof leaderGroupSelect }>;

/** Where a traveller sleeps at one stay, as the rooming list names the room. */
export type LeaderRoom = { city: string; hotelName: string; room: string; type: RoomType };
export type LeaderTraveller = { position: number; fullName: string; gender: Gender | null; rooms: LeaderRoom[] };
export type LeaderBooking = {
  reference: string;
  contactName: string;
  phone: string | null;
  travellers: LeaderTraveller[];
};
export type LeaderGroup = {
  id: number;
  name: string;
  leaderName: string;
  departure: { id: number; departDate: string; returnDate: string; packageName: string; hotels: string[] };
  flights: DepartureFlights;
  bookings: LeaderBooking[];
};

const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

function requireLeaderRole(ctx: ServiceContext): Viewer {
  const viewer = requireSignedIn(ctx.viewer);
  if (!LEADER_ROLES.includes(viewer.role)) throw forbidden('FORBIDDEN');
  return viewer;
}

async function shaped(ctx: ServiceContext, rows: GroupRow[]): Promise<LeaderGroup[]> {
  const flights = await flightsOf(ctx.db, [...new Set(rows.map((row) => row.departure.id))]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    leaderName: row.leader.name,
    departure: {
      id: row.departure.id,
      departDate: calendarDay(row.departure.departDate),
      returnDate: calendarDay(row.departure.returnDate),
      packageName: row.departure.package.name,
      hotels: row.departure.package.hotelStays.length
        ? row.departure.package.hotelStays.map((stay) => `${stay.city}: ${stay.hotelName}`)
        : row.departure.package.hotel
          ? [row.departure.package.hotel]
          : [],
    },
    flights: flights.get(row.departure.id)!,
    bookings: row.bookings.map(({ booking }) => ({
      reference: booking.reference,
      contactName: booking.name,
      phone: booking.phone,
      // Gender is asked by the travellers form from #33 on; earlier travellers have none (unknown).
      travellers: booking.travellers.map(({ roomAssignments, ...traveller }) => ({
        ...traveller,
        rooms: roomsOf(row.departure, roomAssignments),
      })),
    })),
  }));
}

/** A traveller's room at each stay of the rooming list, in the itinerary's order (rooming lists, decision 0059). */
export function roomsOf(
  departure: Pick<GroupRow['departure'], 'package' | 'rooms'>,
  assignments: { roomId: number; stayId: number }[],
): LeaderRoom[] {
  return departure.package.hotelStays.flatMap((stay) => {
    const assigned = assignments.find((a) => a.stayId === stay.id);
    const stayRooms = departure.rooms.filter((room) => room.stayId === stay.id);
    const index = stayRooms.findIndex((room) => room.id === assigned?.roomId);
    if (index < 0) return [];
    const room = stayRooms[index];
    return [{ city: stay.city, hotelName: stay.hotelName, room: roomName(room, index), type: room.type }];
  });
}

/** The groups the caller leads, soonest departure first. */
export async function myGroups(ctx: ServiceContext): Promise<LeaderGroup[]> {
  const viewer = requireLeaderRole(ctx);
  const rows = await ctx.db.departureGroup.findMany({
    where: { leaderId: viewer.id },
    select: leaderGroupSelect,
    orderBy: [{ departure: { departDate: 'asc' } }, { name: 'asc' }],
  });
  return shaped(ctx, rows);
}

/** One group as its leader reads it; another leader's group is refused with the reason. */
export async function leaderGroup(ctx: ServiceContext, groupId: unknown): Promise<LeaderGroup> {
  const viewer = requireLeaderRole(ctx);
  const group = parseInput(id, groupId);
  const row = foundOr404(
    await ctx.db.departureGroup.findUnique({ where: { id: group }, select: leaderGroupSelect }),
    'DEPARTURE_GROUP_NOT_FOUND',
  );
  if (row.leaderId !== viewer.id && !isStaff(viewer)) throw forbidden('GROUP_NOT_YOURS');
  const [shapedRow] = await shaped(ctx, [row]);
  return shapedRow;
}
