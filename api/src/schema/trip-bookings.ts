import { TripBookingStatus } from '@rihla/db';

import { serviceClassView } from '../services/service-classes.service.ts';
import { tripBookingColumns, updateTripBookingStatus } from '../services/trip-bookings.service.ts';
import { dayOf } from '../services/trip-times.ts';
import { builder } from './builder.ts';
import { staffRowMutation } from './fields.ts';
import { ServiceClassType } from './service-classes.ts';

export const TripBookingStatusEnum = builder.enumType(TripBookingStatus, { name: 'TripBookingStatus' });

/** A trip booking (searched trips, schema/trips.ts), which staff follow in the custom bookings list. */
export const TripBookingType = builder.prismaObject('TripBooking', {
  select: tripBookingColumns,
  fields: (t) => ({
    id: t.exposeInt('id'),
    reference: t.exposeString('reference', { description: 'What the customer and staff call it, e.g. RH-7KQ2-M9.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    origin: t.exposeString('origin'),
    destination: t.exposeString('destination'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    transport: t.relation('transport', { nullable: true }),
    service: t.field({
      type: ServiceClassType,
      nullable: true,
      select: { serviceClass: true },
      resolve: (booking) => (booking.serviceClass ? serviceClassView(booking.serviceClass) : null),
    }),
    passengers: t.exposeInt('passengers'),
    amount: t.exposeInt('amount', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    status: t.expose('status', { type: TripBookingStatusEnum }),
  }),
});

builder.prismaObjectFields(TripBookingType, (t) => ({
  serviceId: t.exposeInt('serviceId', {
    nullable: true,
    description: 'The scheduled service whose seats this booking holds.',
  }),
  departureDate: t.string({
    nullable: true,
    description: 'YYYY-MM-DD, origin-local.',
    resolve: (booking) => (booking.departureDate ? dayOf(booking.departureDate) : null),
  }),
  holdExpiresAt: t.expose('holdExpiresAt', {
    type: 'DateTime',
    nullable: true,
    description:
      'When the unpaid booking’s seats go back on sale (it becomes EXPIRED); null once paid, confirmed or ended.',
  }),
  reviewReason: t.exposeString('reviewReason', {
    nullable: true,
    description: 'Why a payment sent the booking to NEEDS_REVIEW.',
  }),
  termsDocument: t.relation('termsDocument', {
    nullable: true,
    description: 'The terms of booking the customer accepted; null on trip bookings made before terms were asked for.',
  }),
  termsAcceptedAt: t.expose('termsAcceptedAt', { type: 'DateTime', nullable: true }),
}));

staffRowMutation(
  'updateTripBookingStatus',
  TripBookingType,
  (arg) => ({ status: arg({ type: TripBookingStatusEnum, required: true }) }),
  updateTripBookingStatus,
);
