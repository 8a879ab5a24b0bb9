import type { BookingStatus, RoomType } from '@rihla/db';
import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';
import { MONEY_COLUMNS, moneySummary } from '@rihla/db/booking-money';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404 } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';
import { departureAfterSale } from './departure-board-after-sale.ts';
import { dayOf } from './trip-times.ts';

/**
 * One page per departure for the staff who take it from sold to boarded (issue #33, item 6; decision 0062): its
 * seats, its money and its travellers as the rows say them. Only travelling bookings count (TRAVELLING_WHERE): a
 * cancelled booking's seats are back on sale and its money is in the refunds.
 */

/** In the order a price list shows them; a new room type fails the typecheck here until it is placed. */
const ROOM_ORDER = { QUAD: 0, TRIPLE: 1, DOUBLE: 2, SINGLE: 3 } satisfies Record<RoomType, number>;

export type RoomSeats = { roomType: RoomType; bookings: number; sold: number; held: number };

export type BoardBooking = {
  id: number;
  reference: string;
  name: string;
  status: BookingStatus;
  roomType: RoomType | null;
  travellerCount: number;
  travellersEntered: number;
  /** Unpaid seats go back on sale then; null once paid or deposit paid. */
  holdExpiresAt: Date | null;
  netPaid: number;
  stillOwed: number | null;
};

export async function departureBoard(ctx: ServiceContext, departureIdInput: unknown) {
  requireStaff(ctx.viewer);
  const departureId = parseInput(id, departureIdInput);
  const departure = foundOr404(
    await ctx.db.departure.findUnique({
      where: { id: departureId },
      select: {
        id: true,
        departDate: true,
        returnDate: true,
        status: true,
        seats: true,
        seatsTaken: true,
        package: { select: { id: true, name: true, code: true, currency: true } },
      },
    }),
    'DEPARTURE_NOT_FOUND',
  );
  const rows = await ctx.db.booking.findMany({
    where: { departureId, ...TRAVELLING_WHERE },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      reference: true,
      name: true,
      roomType: true,
      travellerCount: true,
      seatsHeld: true,
      holdExpiresAt: true,
      _count: { select: { travellers: true } },
      ...MONEY_COLUMNS,
    },
  });

  const bookings: BoardBooking[] = rows.map((row) => {
    const money = moneySummary(row, row.payments, row.refunds);
    return {
      id: row.id,
      reference: row.reference,
      name: row.name,
      status: row.status,
      roomType: row.roomType,
      travellerCount: row.travellerCount,
      travellersEntered: row._count.travellers,
      holdExpiresAt: row.holdExpiresAt,
      netPaid: money.netPaid,
      stillOwed: money.stillOwed,
    };
  });

  const rooms = new Map<RoomType, RoomSeats>();
  let booked = 0;
  for (const row of rows) {
    if (!row.seatsHeld || !row.roomType) continue;
    const room = rooms.get(row.roomType) ?? { roomType: row.roomType, bookings: 0, sold: 0, held: 0 };
    room.bookings += 1;
    // A hold deadline means the seats wait for a first payment; without one they are sold.
    if (row.holdExpiresAt) room.held += row.travellerCount;
    else room.sold += row.travellerCount;
    booked += row.travellerCount;
    rooms.set(row.roomType, room);
  }
  const travellersExpected = bookings.reduce((sum, b) => sum + b.travellerCount, 0);
  const travellersEntered = bookings.reduce((sum, b) => sum + Math.min(b.travellersEntered, b.travellerCount), 0);

  return {
    departure: { ...departure, departDate: dayOf(departure.departDate), returnDate: dayOf(departure.returnDate) },
    seats: {
      total: departure.seats,
      taken: departure.seatsTaken,
      free: Math.max(0, departure.seats - departure.seatsTaken),
      // Seats off sale that no booking in Rihla holds: sold elsewhere (by phone, an agent) and entered by staff.
      takenWithoutBooking: Math.max(0, departure.seatsTaken - booked),
      byRoomType: [...rooms.values()].sort((a, b) => ROOM_ORDER[a.roomType] - ROOM_ORDER[b.roomType]),
    },
    money: {
      currency: departure.package.currency,
      netPaid: bookings.reduce((sum, b) => sum + b.netPaid, 0),
      stillOwed: bookings.reduce((sum, b) => sum + (b.stillOwed ?? 0), 0),
      // A booking awaiting a quote owes an amount no one knows yet: counted apart, never as 0.
      unpriced: bookings.filter((b) => b.stillOwed === null).length,
    },
    travellers: { expected: travellersExpected, entered: travellersEntered },
    bookings,
    ...(await departureAfterSale(ctx, departureId)),
  };
}

export type DepartureBoard = Awaited<ReturnType<typeof departureBoard>>;
