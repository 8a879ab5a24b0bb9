import { z } from 'zod';

import { hotelStaysInput } from '../services/hotel-stays.service.ts';
import { addRoomInput, moveInput, suggestInput, swapInput, unassignInput } from '../services/rooming.service.ts';
import { ROOM_TYPES } from '../services/rooming-rules.ts';
import { operations, timestamp } from './openapi/operation.ts';

/**
 * Hotel stays and rooming lists (issue #33 section 3, decision 0059): staff only. Every write is audited on the
 * departure and answers its whole rooming list. Exports carry names and genders only; each download is audited.
 */
export const roomingOperations = operations(() => {
  const HotelStay = z
    .object({
      id: z.number().int(),
      packageId: z.number().int(),
      position: z.number().int(),
      city: z.string(),
      hotelName: z.string(),
      nights: z.number().int(),
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .meta({ id: 'HotelStay', description: 'A hotel stay of a package, first to last by `position`.' });

  const RoomingTraveller = z
    .object({
      id: z.number().int(),
      fullName: z.string(),
      gender: z.enum(['FEMALE', 'MALE']).nullable(),
      bookingId: z.number().int(),
      bookingReference: z.string(),
      bookingRoomType: z.enum(ROOM_TYPES).nullable(),
      bookingSold: z.boolean().meta({ description: 'False once the booking is cancelled or refunded.' }),
    })
    .meta({ id: 'RoomingTraveller' });

  const Room = z
    .object({
      id: z.number().int(),
      name: z.string().meta({ description: 'The label, else the room’s number in the stay’s list.' }),
      label: z.string().nullable(),
      type: z.enum(ROOM_TYPES),
      beds: z.number().int(),
      travellers: z.array(RoomingTraveller),
      needsCheck: z.boolean().meta({ description: 'Several bookings without one known gender.' }),
    })
    .meta({ id: 'RoomingRoom' });

  const DepartureRooming = z
    .object({
      departureId: z.number().int(),
      packageId: z.number().int(),
      packageName: z.string(),
      departDate: timestamp,
      returnDate: timestamp,
      unnamedTravellers: z.number().int(),
      stays: z.array(
        z
          .object({
            id: z.number().int(),
            position: z.number().int(),
            city: z.string(),
            hotelName: z.string(),
            nights: z.number().int(),
            checkIn: timestamp,
            checkOut: timestamp,
            rooms: z.array(Room),
            unassigned: z.array(RoomingTraveller),
            roomedCount: z.number().int(),
            travellerCount: z.number().int(),
          })
          .meta({ id: 'RoomingStay' }),
      ),
    })
    .meta({ id: 'DepartureRooming', description: 'A departure’s rooms per hotel stay, and who is not roomed yet.' });

  const body = <S extends z.ZodObject>(schema: S) => schema.omit({ departureId: true });
  const write = (operationId: string, summary: string, input: z.ZodObject, errors: (400 | 404 | 409)[]) => ({
    operationId,
    summary,
    tag: 'rooming',
    access: 'staff' as const,
    body: body(input),
    response: DepartureRooming,
    errors,
  });

  return {
    listHotelStays: {
      operationId: 'listHotelStays',
      summary: 'A package’s hotel stays, first to last (staff)',
      tag: 'rooming',
      access: 'staff',
      response: z.array(HotelStay),
      errors: [404],
    },
    saveHotelStays: {
      operationId: 'saveHotelStays',
      summary: 'Replace a package’s hotel stays, in order; a listed `id` keeps its stay (staff, audited)',
      description: 'A stay with rooms on a rooming list cannot be removed (409).',
      tag: 'rooming',
      access: 'staff',
      body: hotelStaysInput.omit({ packageId: true }),
      response: z.array(HotelStay),
      errors: [404, 409],
    },
    getRooming: {
      operationId: 'getDepartureRooming',
      summary: 'A departure’s rooming list, per hotel stay (staff)',
      tag: 'rooming',
      access: 'staff',
      response: DepartureRooming,
      errors: [404],
    },
    addRoom: write('addRoom', 'Add an empty room of a type at a stay', addRoomInput, [400, 404]),
    removeRoom: {
      operationId: 'removeRoom',
      summary: 'Remove an empty room (a room with travellers: 409)',
      tag: 'rooming',
      access: 'staff',
      response: DepartureRooming,
      errors: [404, 409],
    },
    moveTraveller: write(
      'moveTravellerToRoom',
      'Put a traveller in a room of a stay (into a full room: 409, nothing written)',
      moveInput,
      [400, 404, 409],
    ),
    unassignTraveller: write(
      'unassignTraveller',
      'Take a traveller out of their room at a stay',
      unassignInput,
      [400, 404],
    ),
    swapTravellers: write('swapTravellers', 'Two roomed travellers of a stay trade rooms', swapInput, [400, 404]),
    suggestRooming: write(
      'suggestRooming',
      'Fill a stay’s list: assignments kept, bookings together, rooms of the type sold',
      suggestInput,
      [400, 404],
    ),
    roomingCsv: {
      operationId: 'exportRoomingCsv',
      summary: 'A stay’s rooming list as CSV (staff, audited)',
      description:
        'Columns: room, type, traveller, booking_reference, gender (FEMALE, MALE or empty). One line per traveller; an empty room is one line without a traveller.',
      tag: 'rooming',
      access: 'staff',
      download: 'text/csv',
      errors: [400, 404],
    },
    roomingPdf: {
      operationId: 'exportRoomingPdf',
      summary: 'A stay’s rooming list as the PDF for the hotel: hotel, dates, departure, one row per room',
      tag: 'rooming',
      access: 'staff',
      download: 'application/pdf',
      errors: [400, 404],
    },
  };
});
