import { z } from 'zod';

import { nextDeparturesInput } from '../services/dashboard.service.ts';
import { calendarDay, operations } from './openapi/operation.ts';

export const dashboardOperations = operations(() => {
  const CurrencyAmount = z
    .object({ currency: z.string().length(3), amount: z.number().int() })
    .meta({ id: 'CurrencyAmount', description: 'Minor units of one currency; currencies are never added together.' });
  const DashboardMoney = z
    .object({
      month: z.string().meta({ description: 'YYYY-MM (UTC) of "this month".' }),
      paid: z.array(CurrencyAmount).meta({ description: 'Payments received this month.' }),
      refunded: z.array(CurrencyAmount).meta({ description: 'Refunds the provider confirmed this month.' }),
      outstanding: z.array(CurrencyAmount).meta({ description: 'Still owed on running bookings that started paying.' }),
    })
    .meta({ id: 'DashboardMoney' });
  const NextDeparture = z
    .object({
      id: z.number().int(),
      departDate: calendarDay,
      returnDate: calendarDay,
      status: z.enum(['OPEN', 'CLOSED', 'SOLD_OUT']),
      package: z.object({ id: z.number().int(), name: z.string() }),
      seats: z.number().int(),
      seatsTaken: z.number().int(),
      seatsSold: z.number().int(),
      seatsHeld: z.number().int(),
      fillPercent: z.number().int().min(0).max(100),
    })
    .meta({ id: 'NextDeparture' });

  return {
    dashboardMoney: {
      operationId: 'dashboardMoney',
      summary: 'Paid and refunded this month, and outstanding, per currency (staff)',
      tag: 'admin',
      access: 'staff',
      response: DashboardMoney,
    },
    documentsDueSoon: {
      operationId: 'documentsDueSoon',
      summary: 'Travellers leaving in the next 60 days with a required document missing or rejected (staff)',
      tag: 'admin',
      access: 'staff',
      response: z.object({
        days: z.number().int(),
        travellers: z.number().int().min(0),
        bookings: z.number().int().min(0).meta({ description: 'The travelling bookings those travellers are on.' }),
      }),
    },
    nextDepartures: {
      operationId: 'nextDepartures',
      summary: 'The next departures with their fill (staff)',
      tag: 'admin',
      access: 'staff',
      query: nextDeparturesInput,
      errors: [400],
      response: z.array(NextDeparture),
    },
  };
});
