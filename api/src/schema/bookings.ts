import { createBooking, listBookings, setBookingQuote } from '../services/bookings.service.ts';
import { createConsultation, listConsultations } from '../services/consultations.service.ts';
import { subscribeNewsletter } from '../services/newsletter.service.ts';
import { builder, staffOnly } from './builder.ts';
import { plainObject } from './plain-object.ts';
import { BookingType, ConsultationType, pageArgs, pageOf } from './types.ts';

const CreateBookingPayload = builder.objectRef<{ message: string; booking: { id: number }; accessToken: string }>(
  'CreateBookingPayload',
);
CreateBookingPayload.implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    accessToken: t.exposeString('accessToken', {
      description:
        'Shown once: send it as the X-Booking-Token header to pay and follow this booking without an account.',
    }),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    booking: t.field({ type: BookingType, resolve: (payload) => payload.booking as any }),
  }),
});

const CreateBookingInput = builder.inputType('CreateBookingInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    packageId: t.int(),
  }),
});

const ConsultationInput = builder.inputType('ConsultationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

const NewsletterPayload = plainObject('NewsletterPayload', { fields: (t) => ({ message: t.string() }) });
const BookingPage = pageOf('BookingPage', BookingType);
const ConsultationPage = pageOf('ConsultationPage', ConsultationType);

builder.queryFields((t) => ({
  bookings: t.field({
    type: BookingPage,
    ...staffOnly,
    args: pageArgs(t.arg),
    resolve: (_r, args, ctx) => listBookings(ctx, args),
  }),
  consultations: t.field({
    type: ConsultationPage,
    ...staffOnly,
    args: pageArgs(t.arg),
    resolve: (_r, args, ctx) => listConsultations(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createBooking: t.field({
    type: CreateBookingPayload,
    args: { input: t.arg({ type: CreateBookingInput, required: true }) },
    resolve: (_r, { input }, ctx) => createBooking(ctx, input),
  }),
  setBookingQuote: t.field({
    type: BookingType,
    ...staffOnly,
    args: {
      id: t.arg.int({ required: true }),
      amount: t.arg.int({ required: true }),
      currency: t.arg.string({ required: true }),
    },
    resolve: (_r, { id, ...quote }, ctx) => setBookingQuote(ctx, id, quote),
  }),
  createConsultation: t.field({
    type: ConsultationType,
    args: { input: t.arg({ type: ConsultationInput, required: true }) },
    resolve: (_r, { input }, ctx) => createConsultation(ctx, input),
  }),
  subscribeNewsletter: t.field({
    type: NewsletterPayload,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => subscribeNewsletter(ctx, args),
  }),
}));
