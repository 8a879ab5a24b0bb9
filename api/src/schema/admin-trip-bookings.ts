import {
  type AdminTripBookingDetail,
  adminTripBookingDetail,
  adminTripBookingList,
  moneyColumns,
  revealTripPassports,
  tripMoney,
} from '../services/admin-trip-bookings.service.ts';
import { BookingEmailRow, BookingPaymentRow, BookingRefundRow } from './admin-bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { staffListQueries } from './pagination.ts';
import { TripBookingStatusEnum, TripBookingType } from './trip-bookings.ts';

/** The back-office's trip bookings table (filters, money) and trip booking detail page (issue #32). */

const TripBookingFilter = builder.inputType('TripBookingFilter', {
  description: 'Filters of the admin trip bookings table; every given one must hold.',
  fields: (t) => ({
    status: t.field({ type: [TripBookingStatusEnum], description: 'Any of these statuses.' }),
    transportId: t.int({ description: 'The transport mode.' }),
    classId: t.int({ description: 'The service class.' }),
    departFrom: t.string({ description: 'Departing on or after this day (YYYY-MM-DD, origin-local).' }),
    departTo: t.string({ description: 'Departing on or before this day (YYYY-MM-DD, origin-local).' }),
    cancelled: t.boolean({ description: 'true: cancelled (CANCELLED, or REFUNDED after it); false: not cancelled.' }),
    origin: t.string({ description: 'Part of the origin’s name.' }),
    destination: t.string({ description: 'Part of the destination’s name.' }),
    q: t.string({ description: 'Part of the reference, the booker’s name or email, or a passenger’s name.' }),
  }),
});

staffListQueries('tripBookings', 'TripBooking', adminTripBookingList, (arg) => ({
  filter: arg({ type: TripBookingFilter }),
}));

type Detail = AdminTripBookingDetail;

const TripBookingMoney = builder.simpleObject('TripBookingMoney', {
  description: 'A trip booking’s money from its Payment and Refund rows, in minor units of `currency`.',
  fields: (t) => ({
    currency: t.string({ nullable: true }),
    total: t.int({ nullable: true, description: 'The price; null on rows that never had one.' }),
    paid: t.int({ description: 'Received.' }),
    refunded: t.int({ description: 'Confirmed back on the card.' }),
    refundPending: t.int({ description: 'Asked of the provider, not yet confirmed.' }),
    net: t.int({ description: 'Paid minus refunded and refunds on their way: what the booking keeps.' }),
    owed: t.int({ nullable: true, description: 'Still to pay: 0 once cancelled, refunded or expired.' }),
  }),
});

builder.prismaObjectField(TripBookingType, 'money', (t) =>
  t.field({
    type: TripBookingMoney,
    description: 'Paid, refunded, net and owed (staff lists).',
    select: moneyColumns,
    resolve: (booking) => tripMoney(booking),
  }),
);

const TripJourney = builder.simpleObject('TripJourney', {
  description: 'The journey of a trip booking, times in each end’s local time.',
  fields: (t) => ({
    origin: t.string(),
    destination: t.string(),
    mode: t.string({ nullable: true, description: 'The transport mode, e.g. Train.' }),
    service: t.string({ nullable: true, description: 'Operator and service number.' }),
    serviceClass: t.string({ nullable: true }),
    departureDate: t.string({ nullable: true, description: 'YYYY-MM-DD, origin-local.' }),
    departs: t.string({ description: 'Origin-local time with its offset, e.g. 2026-12-01T21:40:00+03:00.' }),
    departTimezone: t.string(),
    arrives: t.string({ nullable: true, description: 'Destination-local time with its offset.' }),
    arriveTimezone: t.string({ nullable: true }),
    durationMin: t.int({ nullable: true }),
  }),
});

const TripPassengerRow = builder.simpleObject('TripPassengerRow', {
  description: 'A passenger as staff see them: the passport number masked (revealTripPassports shows it, audited).',
  fields: (t) => ({
    position: t.int({ description: '1 is the passenger who booked.' }),
    fullName: t.string(),
    dateOfBirth: t.string({ nullable: true, description: 'YYYY-MM-DD.' }),
    nationality: t.string({ nullable: true, description: 'ISO 3166-1 alpha-2.' }),
    passportNumberMasked: t.string({ nullable: true, description: 'e.g. •••••4321; null without a passport.' }),
  }),
});

const TripTerms = builder.simpleObject('TripTermsAccepted', {
  fields: (t) => ({
    version: t.int(),
    locale: t.string(),
    title: t.string(),
    acceptedAt: t.field({ type: 'DateTime', nullable: true }),
  }),
});

const AdminTripBookingDetailType = builder.objectRef<Detail>('AdminTripBookingDetail').implement({
  description: 'One trip booking with its journey, passengers, money, payments, refunds, emails and terms (staff).',
  fields: (t) => ({
    booking: t.field({ type: TripBookingType, resolve: (detail) => detail.booking as never }),
    locale: t.string({ description: 'The customer’s language.', resolve: (detail) => detail.booking.locale }),
    customerAccount: t.string({
      nullable: true,
      description: 'The account the booking belongs to (name and email), if any.',
      resolve: (detail) =>
        detail.customerAccount ? `${detail.customerAccount.name} <${detail.customerAccount.email}>` : null,
    }),
    money: t.field({ type: TripBookingMoney, resolve: (detail) => detail.money }),
    journey: t.field({ type: TripJourney, resolve: (detail) => detail.journey }),
    passengers: t.field({ type: [TripPassengerRow], resolve: (detail) => detail.passengers }),
    payments: t.field({ type: [BookingPaymentRow], resolve: (detail) => detail.payments }),
    refunds: t.field({ type: [BookingRefundRow], resolve: (detail) => detail.refunds }),
    emails: t.field({ type: [BookingEmailRow], resolve: (detail) => detail.emails }),
    terms: t.field({ type: TripTerms, nullable: true, resolve: (detail) => detail.terms }),
  }),
});

builder.queryField('adminTripBooking', (t) =>
  t.field({
    type: AdminTripBookingDetailType,
    ...staffOnly,
    description: 'A trip booking as the back-office detail page shows it.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => adminTripBookingDetail(ctx, args.id),
  }),
);

const TripPassport = builder.simpleObject('TripPassport', {
  fields: (t) => ({
    position: t.int(),
    fullName: t.string(),
    passportNumber: t.string({ nullable: true, description: 'The whole number; null without a passport.' }),
  }),
});

const TripPassports = builder.simpleObject('TripPassports', {
  fields: (t) => ({
    tripBookingId: t.int(),
    reference: t.string(),
    passengers: t.field({ type: [TripPassport] }),
  }),
});

builder.mutationField('revealTripPassports', (t) =>
  t.field({
    type: TripPassports,
    ...staffOnly,
    description: 'The passengers’ whole passport numbers; each call writes an audit entry (never the numbers).',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => revealTripPassports(ctx, args.id),
  }),
);
