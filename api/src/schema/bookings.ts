import { BookingSource, BookingStatus } from '@rihla/db';

import { createBooking, setBookingQuote } from '../services/bookings.service.ts';
import { builder } from './builder.ts';
import { inputMutation, staffRowMutation } from './fields.ts';

// The database's enums, so a status added in schema.prisma reaches GraphQL without a second list.
export const BookingStatusEnum = builder.enumType(BookingStatus, { name: 'BookingStatus' });
const BookingSourceEnum = builder.enumType(BookingSource, { name: 'BookingSource' });

export const BookingType = builder.prismaObject('Booking', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    reference: t.exposeString('reference', { description: 'What the customer and staff call it, e.g. RH-7KQ2-M9.' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    package: t.relation('package', { nullable: true }),
    source: t.expose('source', { type: BookingSourceEnum }),
    status: t.expose('status', { type: BookingStatusEnum }),
    amount: t.exposeInt('amount', { nullable: true, description: 'Amount due in minor units.' }),
    currency: t.exposeString('currency', { nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    reviewReason: t.exposeString('reviewReason', {
      nullable: true,
      description: 'Why a payment put the booking in NEEDS_REVIEW, then how staff resolved it.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    termsDocument: t.relation('termsDocument', {
      nullable: true,
      description: 'The terms of booking the customer accepted; null on bookings made before terms were asked for.',
    }),
    termsAcceptedAt: t.expose('termsAcceptedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CreateBookingPayload = builder.objectRef<Awaited<ReturnType<typeof createBooking>>>('CreateBookingPayload');
CreateBookingPayload.implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    accessToken: t.exposeString('accessToken', {
      description:
        'Shown once: send it as the X-Booking-Token header to pay and follow this booking without an account.',
    }),
    booking: t.field({ type: BookingType, resolve: (payload) => payload.booking }),
  }),
});

const CreateBookingInput = builder.inputType('CreateBookingInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    packageId: t.int(),
    departureId: t.int({ description: 'Required when the package has departures.' }),
    roomType: t.string({ description: 'QUAD, TRIPLE, DOUBLE or SINGLE; required when the package has departures.' }),
    travellerCount: t.int({ description: '1 to 9; required when the package has departures.' }),
    acceptTerms: t.boolean({
      description: 'Must be true: the customer accepts the current terms of booking (recorded on the booking).',
    }),
  }),
});

inputMutation('createBooking', CreateBookingPayload, CreateBookingInput, createBooking);

staffRowMutation(
  'setBookingQuote',
  BookingType,
  (arg) => ({ amount: arg.int({ required: true }), currency: arg.string({ required: true }) }),
  setBookingQuote,
);
