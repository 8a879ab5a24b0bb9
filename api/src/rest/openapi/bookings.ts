import { z } from 'zod';

import { bookingFilterInput } from '../../services/admin-bookings.service.ts';
import { createBookingInput, quoteInput } from '../../services/bookings.service.ts';
import { consultationInput } from '../../services/consultations.service.ts';
import { subscribeInput, tokenInput } from '../../services/newsletter.service.ts';
import { modelRow, rows } from './models.ts';
import { operations, timestamp } from './operation.ts';

export const bookingOperations = operations(() => {
  const { BookingRow, BookingWithPackage } = rows();
  const Message = z.object({ message: z.string() }).meta({ id: 'Message' });
  const Consultation = modelRow('Consultation').meta({ id: 'Consultation' });

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
    travellers: z.array(pick('Traveller', ['position', 'fullName', 'nationality', 'passportExpiry', 'relation'])),
    transitions: z.array(modelRow('BookingStatusChange')),
    amounts: z.object({
      owed: z.number().int().nullable(),
      paid: z.number().int(),
      refunded: z.number().int(),
      due: z.number().int().nullable(),
    }),
    missingTravellers: z.array(z.number().int().min(1).max(9)).meta({ description: 'Positions without details.' }),
    emails: z.array(pick('OutboxEmail', ['id', 'kind', 'subject', 'status', 'createdAt', 'sentAt'])),
  }).meta({ id: 'AdminBookingDetail' });

  return {
    createBooking: {
      operationId: 'createBooking',
      summary: 'Book a package (anyone); the answer carries the booking’s access token, shown once',
      tag: 'bookings',
      access: 'public',
      body: createBookingInput,
      response: z.object({
        message: z.string(),
        booking: BookingWithPackage,
        accessToken: z.string().meta({ description: 'Send it as X-Booking-Token to pay and follow the booking.' }),
      }),
      errors: [409, 429],
    },
    listBookings: {
      operationId: 'listBookings',
      summary: 'Package bookings, newest first, filtered (staff)',
      tag: 'bookings',
      access: 'staff',
      query: bookingFilterInput,
      paging: 'pageOrCursor',
      response: z.array(StaffBooking),
    },
    setBookingQuote: {
      operationId: 'setBookingQuote',
      summary: 'Set the amount due on a booking whose package has no price',
      tag: 'bookings',
      access: 'staff',
      body: quoteInput,
      response: BookingWithPackage,
      errors: [404, 409, 502],
    },
    createConsultation: {
      operationId: 'createConsultation',
      summary: 'Ask for a consultation',
      tag: 'consultations',
      access: 'public',
      body: consultationInput,
      response: z.object({ message: z.string(), consultation: Consultation }),
      errors: [429],
    },
    listConsultations: {
      operationId: 'listConsultations',
      summary: 'Consultation requests, newest first',
      tag: 'consultations',
      access: 'staff',
      paging: 'pageOrCursor',
      response: z.array(Consultation),
    },
    subscribeNewsletter: {
      operationId: 'subscribeNewsletter',
      summary: 'Subscribe to the newsletter (a confirmation link is mailed)',
      tag: 'newsletter',
      access: 'public',
      body: subscribeInput,
      response: Message,
      errors: [429],
    },
    confirmNewsletter: {
      operationId: 'confirmNewsletter',
      summary: 'Confirm a newsletter subscription with the mailed token',
      tag: 'newsletter',
      access: 'public',
      body: tokenInput,
      response: Message,
      errors: [429],
    },
    unsubscribeNewsletter: {
      operationId: 'unsubscribeNewsletter',
      summary: 'Unsubscribe with the token of any newsletter email',
      tag: 'newsletter',
      access: 'public',
      body: tokenInput,
      response: Message,
      errors: [429],
    },
    adminBookingsCsv: {
      operationId: 'exportBookingsCsv',
      summary: 'The filtered bookings as a CSV download',
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
