import type { Departure, DepartureStatus, RoomPrice, RoomType } from '@rihla/db';

/** Room types, fewest-per-room-cheapest first: the order prices are listed in. */
export const ROOM_TYPES = ['QUAD', 'TRIPLE', 'DOUBLE', 'SINGLE'] as const satisfies readonly RoomType[];

/** A room type's per-person price (minor units, the package's currency). */
export type RoomPriceView = { roomType: RoomType; amount: number };

export type DepartureView = {
  id: number;
  packageId: number;
  departDate: string;
  returnDate: string;
  seats: number;
  seatsTaken: number;
  seatsLeft: number;
  status: DepartureStatus;
  /** The prices that apply to this departure: its own where set, else the package's. */
  roomPrices: RoomPriceView[];
};

export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
export const byRoomOrder = (a: RoomPriceView, b: RoomPriceView) =>
  ROOM_TYPES.indexOf(a.roomType) - ROOM_TYPES.indexOf(b.roomType);

function effectivePrices(packagePrices: RoomPrice[], own: RoomPrice[]): RoomPriceView[] {
  const byType = new Map<RoomType, number>(packagePrices.map((p) => [p.roomType, p.amount]));
  for (const p of own) byType.set(p.roomType, p.amount);
  return [...byType].map(([type, amount]) => ({ roomType: type, amount })).sort(byRoomOrder);
}

/** A departure as every read shows it, with the room prices that apply to it. */
export function departureView(d: Departure, packagePrices: RoomPrice[], own: RoomPrice[]): DepartureView {
  return {
    id: d.id,
    packageId: d.packageId,
    departDate: dateOnly(d.departDate),
    returnDate: dateOnly(d.returnDate),
    seats: d.seats,
    seatsTaken: d.seatsTaken,
    seatsLeft: Math.max(0, d.seats - d.seatsTaken),
    status: d.status,
    roomPrices: effectivePrices(packagePrices, own),
  };
}
