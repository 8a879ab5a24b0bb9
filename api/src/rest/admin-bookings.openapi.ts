import { z } from 'zod';

import { bookingFilterInput } from '../services/admin-bookings.service.ts';
import { modelRow, rows } from './openapi/models.ts';
import { operations, timestamp } from './openapi/operation.ts';

export const adminBookingOperations = operations(() => {
  const { BookingRow } = rows();

  /** Some columns of a model's row (a Prisma `select`). */
  const pick = (model: string, keys: string[]) =>
    modelRow(model).pick(Object.fromEntries(keys.map((key) => [key, true])) as never);

  const StaffBooking = BookingRow.extend({
    package: modelRow('Package').omit({ translations: true }).extend({ translations: z.unknown() }).nullable(),
    departure: z.object({ id: z.number().int(), departDate: timestamp, returnDate: timestamp }).nullable(),
  }).meta({ id: 'StaffBookingListItem' });

  const AdminBookingDetail = BookingRow.extend({
    package: pick('Package', ['id', 'name', 'code']).nullable(),
    departure: pick('Departure', ['id', 'departDate', 'returnDate', 'status']).nullable(),
    user: pick('User', ['id', 'name', 'email']).nullable(),
    payments: z.array(modelRow('Payment')),
    refunds: z.array(modelRow('Refund').extend({ requestedBy: z.object({ name: z.string() }).nullable() })),
    travellers: z.array(
      pick('Traveller', ['position', 'fullName', 'nationality', 'passportExpiry', 'relation', 'gender']),
    ),
    transitions: z.array(modelRow('BookingStatusChange')),
    amounts: z.object({
      owed: z.number().int().nullable(),
      paid: z.number().int(),
      refunded: z.number().int(),
      refundPending: z.number().int(),
      net: z.number().int().meta({ description: 'Paid less refunded and refunds on their way.' }),
      due: z.number().int().nullable(),
    }),
    missingTravellers: z.array(z.number().int().min(1).max(9)).meta({ description: 'Positions without details.' }),
    emails: z.array(pick('OutboxEmail', ['id', 'kind', 'subject', 'status', 'createdAt', 'sentAt'])),
  }).meta({ id: 'AdminBookingDetail' });

  return {
    listBookings: {
      operationId: 'listBookings',
      summary: 'Package bookings, newest first, filtered (staff)',
      tag: 'bookings',
      access: 'staff',
      query: bookingFilterInput,
      paging: 'pageOrCursor',
      response: z.array(StaffBooking),
    },
    adminBookingsCsv: {
      operationId: 'exportBookingsCsv',
      summary: 'The filtered bookings as a CSV download',
      description:
        'Columns: reference, status, created_at, name, email, phone, package, departure_date, return_date, room_type, travellers, currency, amount, paid (gross), refunded (settled), refund_pending, net (paid less both), balance_due_at, cancelled_at. Amounts are decimals in the currency’s exponent.',
      tag: 'bookings',
      access: 'staff',
      query: bookingFilterInput,
      download: 'text/csv',
    },
    adminBookingDetail: {
      operationId: 'getAdminBooking',
      summary: 'One booking with its payments, refunds, travellers, status history and emails',
      tag: 'bookings',
      access: 'staff',
      response: z.object({ booking: AdminBookingDetail }),
      errors: [404],
    },
  };
});
