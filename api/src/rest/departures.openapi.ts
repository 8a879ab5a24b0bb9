import { DepartureStatus, RoomType } from '@rihla/db';
import { z } from 'zod';

import { createDepartureInput, roomPricesInput, updateDepartureInput } from '../services/departures.service.ts';
import { calendarDay, once, operations } from './openapi/operation.ts';

/** A departure and the room prices, also part of a package's public page (packages.openapi.ts). */
export const departureRows = once(() => {
  const RoomPrice = z.object({ roomType: z.enum(RoomType), amount: z.number().int() }).meta({ id: 'RoomPrice' });
  const Departure = z
    .object({
      id: z.number().int(),
      packageId: z.number().int(),
      departDate: calendarDay,
      returnDate: calendarDay,
      seats: z.number().int(),
      seatsTaken: z.number().int(),
      seatsLeft: z.number().int().min(0),
      status: z.enum(DepartureStatus),
      roomPrices: z
        .array(RoomPrice)
        .meta({ description: 'Per-person prices: the departure’s own, else the package’s.' }),
    })
    .meta({ id: 'Departure' });
  const Departures = z.object({ departures: z.array(Departure), roomPrices: z.array(RoomPrice) });
  return { RoomPrice, Departure, Departures };
});

export const departureOperations = operations(() => {
  const { RoomPrice, Departure, Departures } = departureRows();

  return {
    listPackageDepartures: {
      operationId: 'listPackageDepartures',
      summary: 'Every departure of a package, past ones included, and its room prices',
      tag: 'catalogue',
      access: 'staff',
      response: Departures,
      errors: [404],
    },
    createDeparture: {
      operationId: 'createDeparture',
      summary: 'Add a departure to a package',
      tag: 'catalogue',
      access: 'staff',
      body: createDepartureInput,
      response: Departure,
      errors: [404, 409],
    },
    updateDeparture: {
      operationId: 'updateDeparture',
      summary: 'Edit a departure (seats, status, room prices)',
      tag: 'catalogue',
      access: 'staff',
      body: updateDepartureInput,
      response: Departure,
      errors: [404, 409],
    },
    setRoomPrices: {
      operationId: 'setRoomPrices',
      summary: "Set a package's per-person prices by room type",
      tag: 'catalogue',
      access: 'staff',
      body: roomPricesInput,
      response: z.object({ roomPrices: z.array(RoomPrice) }),
      errors: [404],
    },
  };
});
