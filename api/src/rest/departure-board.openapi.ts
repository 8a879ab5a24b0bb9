import { BookingStatus, DepartureStatus, RoomType, VisaStatus } from '@rihla/db';
import { z } from 'zod';

import { calendarDay, operations } from './openapi/operation.ts';

export const departureBoardOperations = operations(() => {
  const count = z.number().int().min(0);
  const DepartureBoard = z
    .object({
      departure: z.object({
        id: z.number().int(),
        departDate: calendarDay,
        returnDate: calendarDay,
        status: z.enum(DepartureStatus),
        seats: count,
        seatsTaken: count,
        package: z.object({ id: z.number().int(), name: z.string(), code: z.string(), currency: z.string() }),
      }),
      seats: z.object({
        total: count,
        taken: count.meta({ description: 'Off sale: the seat ledger.' }),
        free: count,
        takenWithoutBooking: count.meta({
          description: 'Seats off sale that no booking in Rihla holds (sold elsewhere and entered by staff).',
        }),
        byRoomType: z.array(z.object({ roomType: z.enum(RoomType), bookings: count, sold: count, held: count })),
      }),
      money: z
        .object({
          currency: z.string(),
          netPaid: count.meta({ description: 'Paid, less refunds done or on their way (minor units).' }),
          stillOwed: count,
          unpriced: count.meta({ description: 'Bookings awaiting a quote: what they owe is not known yet.' }),
        })
        .meta({ description: 'Of the travelling bookings, in the package currency.' }),
      travellers: z.object({ expected: count, entered: count }),
      bookings: z.array(
        z.object({
          id: z.number().int(),
          reference: z.string(),
          name: z.string(),
          status: z.enum(BookingStatus),
          roomType: z.enum(RoomType).nullable(),
          travellerCount: count,
          travellersEntered: count,
          holdExpiresAt: z.string().nullable(),
          netPaid: count,
          stillOwed: count.nullable().meta({ description: 'Null while awaiting a quote.' }),
        }),
      ),
      documents: z.object({
        required: z.array(z.string()).meta({ description: 'The document types the package requires.' }),
        travellersComplete: count.meta({ description: 'Travellers with no required document missing or rejected.' }),
        travellers: count,
        gaps: z.array(
          z.object({
            travellerId: z.number().int(),
            fullName: z.string(),
            bookingId: z.number().int(),
            bookingReference: z.string(),
            missing: z.array(z.string()),
            rejected: z.array(z.string()),
            toReview: z.array(z.string()).meta({ description: 'Uploaded, waiting for staff’s review.' }),
          }),
        ),
      }),
      visas: z.array(z.object({ status: z.enum(VisaStatus), count })),
      rooming: z.object({
        stays: z.array(
          z.object({ id: z.number().int(), city: z.string(), hotelName: z.string(), roomed: count, travellers: count }),
        ),
        unnamedTravellers: count,
      }),
      groups: z.object({ count, bookingsWithoutGroup: count }),
    })
    .meta({ id: 'DepartureBoard' });

  const DocumentReminders = z
    .object({
      queued: count.meta({ description: 'Bookings emailed now (the documents reminder, in their language).' }),
      alreadyRemindedToday: count.meta({
        description: 'Bookings with something missing that staff already reminded today: not emailed again.',
      }),
    })
    .meta({ id: 'DocumentReminders' });

  return {
    getDepartureBoard: {
      operationId: 'getDepartureBoard',
      summary: 'One departure from sold to boarded: seats, money and travellers of its travelling bookings',
      tag: 'admin',
      access: 'staff',
      response: DepartureBoard,
      errors: [404],
    },
    remindDepartureDocuments: {
      operationId: 'remindDepartureDocuments',
      summary:
        'Email every travelling booking of the departure with a required document missing or rejected, once a day; audited',
      tag: 'admin',
      access: 'staff',
      response: DocumentReminders,
      errors: [404],
    },
  };
});
