import { PaymentPurpose } from '@rihla/db';
import { z } from 'zod';

import { CANCELLATION_ACTIONS } from '../services/cancellations.service.ts';
import { listInput as myBookingsInput } from '../services/my-trips.service.ts';
import { BOOKING_KINDS } from '../services/payable-bookings.ts';
import { calendarDay, operations, timestamp } from './openapi/operation.ts';

export const myTripsOperations = operations(() => {
  const MyBooking = z
    .object({
      kind: z.enum(BOOKING_KINDS),
      id: z.number().int(),
      reference: z.string(),
      title: z.string().meta({ description: "The package's name, or the trip's route." }),
      status: z.string(),
      createdAt: timestamp,
      departDate: calendarDay.nullable(),
      returnDate: calendarDay.nullable(),
      travellers: z.number().int(),
      passengers: z
        .array(z.string())
        .meta({ description: 'A trip booking’s passengers as on their passports; empty for a package booking.' }),
      amount: z.number().int().nullable(),
      currency: z.string().nullable(),
      amountPaid: z
        .number()
        .int()
        .meta({ description: 'Received, gross: refunds are not taken off (amountRefunded, refundPending, netPaid).' }),
      amountDue: z.number().int().nullable(),
      balanceDue: z.number().int().nullable(),
      balanceDueAt: calendarDay.nullable(),
      depositDue: z.number().int().nullable(),
      balanceOverdue: z.boolean(),
      paidAt: timestamp.nullable(),
      payable: z.boolean(),
      amountRefunded: z.number().int(),
      refundPending: z.number().int(),
      netPaid: z.number().int().meta({ description: 'What the booking keeps: amountPaid less both refund sums.' }),
      refunds: z.array(
        z.object({
          amount: z.number().int(),
          currency: z.string(),
          status: z.enum(['PENDING', 'SUCCEEDED']),
          createdAt: timestamp,
          settledAt: timestamp.nullable(),
        }),
      ),
      cancellationRequestedAt: timestamp.nullable(),
      cancelledAt: timestamp.nullable(),
      cancelAction: z.enum(CANCELLATION_ACTIONS),
      receipts: z.array(z.object({ paymentId: z.number().int(), purpose: z.enum(PaymentPurpose) })),
    })
    .meta({ id: 'MyBooking' });

  return {
    myBookings: {
      operationId: 'listMyBookings',
      summary: "The signed-in customer's package and trip bookings, newest first",
      tag: 'my trips',
      access: 'signedIn',
      query: myBookingsInput,
      response: z.object({ items: z.array(MyBooking), nextCursor: z.string().nullable() }),
    },
  };
});
