import { BookingStatus, RoomType } from '@rihla/db';
import { z } from 'zod';

import { pageArgs } from '../lib/validation.ts';
import { createAgencyBookingInput } from '../services/agency-booking-create.ts';
import { agencyBookingsInput } from '../services/agency-bookings.service.ts';
import { VISA_STATUSES } from '../services/visas.service.ts';
import { calendarDay, operations, timestamp } from './openapi/operation.ts';

/**
 * The agent portal (decision 0065): an AGENT's own agency, the departures it may book and its bookings. Every other
 * role is refused (403); another agency's booking answers the 404 of a missing one.
 */
export const agencyBookingOperations = operations(() => {
  const money = (description: string) =>
    z
      .number()
      .int()
      .meta({ description: `${description} (minor units)` });
  const Allocation = z
    .object({
      id: z.number().int(),
      departureId: z.number().int(),
      packageName: z.string(),
      departDate: calendarDay,
      returnDate: calendarDay,
      seats: z.number().int(),
      seatsUsed: z.number().int(),
      seatsLeft: z.number().int(),
      releaseOn: calendarDay,
    })
    .meta({ id: 'AgentAllocation' });
  const MyAgency = z
    .object({
      id: z.number().int(),
      name: z.string(),
      currency: z.string(),
      creditLimit: money('Credit limit'),
      outstanding: money('What its open invoices still owe'),
      overdue: money('Of which past due'),
      availableCredit: money('Credit limit less outstanding'),
      overdueInvoiceNumbers: z.array(z.string()),
      paymentTermsDays: z.number().int(),
      emailPilgrims: z.boolean(),
      suspended: z.boolean(),
      allocations: z.array(Allocation),
    })
    .meta({ id: 'MyAgency' });
  const RoomRate = z
    .object({ roomType: z.enum(RoomType), publicAmount: money('Public per-person price'), netAmount: money('Net') })
    .meta({ id: 'AgencyRoomRate' });
  const Departure = z
    .object({
      id: z.number().int(),
      packageId: z.number().int(),
      packageName: z.string(),
      departDate: calendarDay,
      returnDate: calendarDay,
      currency: z.string(),
      seatsLeft: z.number().int().meta({ description: 'Seats left on public sale' }),
      allocation: Allocation.nullable(),
      rooms: z.array(RoomRate),
    })
    .meta({ id: 'AgentDeparture' });
  const Booking = z
    .object({
      id: z.number().int(),
      reference: z.string(),
      leadName: z.string(),
      status: z.enum(BookingStatus),
      packageName: z.string().nullable(),
      departureId: z.number().int().nullable(),
      departDate: calendarDay.nullable(),
      returnDate: calendarDay.nullable(),
      roomType: z.enum(RoomType).nullable(),
      travellerCount: z.number().int(),
      fromAllocation: z.boolean(),
      currency: z.string().nullable(),
      amount: money('The agency’s net price'),
      publicAmount: money('The public price'),
      commission: money('publicAmount - amount'),
      paid: money('Paid, net of refunds'),
      owed: money('Still owed'),
      invoiceId: z.number().int().nullable(),
      invoiceNumber: z.string().nullable(),
      createdAt: timestamp,
    })
    .meta({ id: 'AgencyBooking' });
  const Detail = z
    .object({
      booking: Booking,
      travellers: z.array(
        z.object({
          id: z.number().int(),
          position: z.number().int(),
          fullName: z.string(),
          visaStatus: z.enum([...VISA_STATUSES, 'DOCUMENTS_COMPLETE']),
          documentsComplete: z.boolean().nullable(),
          rooms: z.array(
            z.object({ city: z.string(), hotelName: z.string(), room: z.string(), type: z.enum(RoomType) }),
          ),
        }),
      ),
    })
    .meta({ id: 'AgencyBookingDetail' });
  const Result = z
    .object({
      bookings: z.array(Booking),
      invoice: z.object({ id: z.number().int(), number: z.string(), total: money('Total'), dueOn: calendarDay }),
    })
    .meta({ id: 'AgencyBookingResult' });

  return {
    myAgency: {
      operationId: 'myAgency',
      summary: 'The agent’s agency: credit, what it owes, its open seat allocations (agents)',
      tag: 'agent portal',
      access: 'signedIn',
      response: MyAgency,
      errors: [403],
    },
    listAgentDepartures: {
      operationId: 'listAgentDepartures',
      summary: 'Upcoming departures the agency may book, with public and net per-person prices (agents)',
      tag: 'agent portal',
      access: 'signedIn',
      query: pageArgs,
      paging: 'page',
      response: z.array(Departure),
      errors: [403],
    },
    listAgencyBookings: {
      operationId: 'listAgencyBookings',
      summary: 'The agency’s bookings, newest first (agents)',
      tag: 'agent portal',
      access: 'signedIn',
      query: agencyBookingsInput,
      paging: 'page',
      response: z.array(Booking),
      errors: [403],
    },
    createAgencyBooking: {
      operationId: 'createAgencyBooking',
      summary: 'Book rooms on a departure on credit: one booking per room, one invoice (agents); audited',
      description:
        'Refused with 409 AGENCY_CREDIT_LIMIT (or AGENCY_CREDIT_LIMIT_OVERDUE, naming the overdue invoices) when the agency would owe more than its credit limit; ' +
        'its `params` give `owed` and `limit` in minor units with the agency’s `currency`, for a client to write as money.',
      tag: 'agent portal',
      access: 'signedIn',
      body: createAgencyBookingInput,
      response: Result,
      errors: [403, 404, 409],
    },
    agencyBooking: {
      operationId: 'agencyBooking',
      summary: 'One of the agency’s bookings with its travellers’ visas, documents and rooms (agents)',
      tag: 'agent portal',
      access: 'signedIn',
      response: Detail,
      errors: [403, 404],
    },
  };
});
