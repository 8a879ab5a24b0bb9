import type { ObjectRef } from '@pothos/core';
import type { PrismaObjectRef } from '@pothos/plugin-prisma';
import { BookingStatus, CustomBookingStatus } from '@rihla/db';

import { customBookingColumns } from '../services/custom-bookings.service.ts';
import type { ServiceClassView } from '../services/service-classes.service.ts';
import { publicUserSelect } from '../services/users.service.ts';
import { builder } from './builder.ts';
import { plainObject } from './plain-object.ts';

export const RoleEnum = builder.enumType('Role', { values: ['ADMIN', 'STAFF', 'USER'] as const });
// The database's enums, so a status added in schema.prisma reaches GraphQL without a second list.
export const BookingStatusEnum = builder.enumType(BookingStatus, { name: 'BookingStatus' });
export const BookingSourceEnum = builder.enumType('BookingSource', { values: ['WEB', 'CUSTOM', 'ADMIN'] as const });
export const CustomBookingStatusEnum = builder.enumType(CustomBookingStatus, { name: 'CustomBookingStatus' });
export const PaymentProviderEnum = builder.enumType('PaymentProvider', { values: ['DEMO', 'STRIPE'] as const });

export const UserType = builder.prismaObject('User', {
  // Never load the password hash into the GraphQL layer.
  select: publicUserSelect,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
    avatar: t.exposeString('avatar', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const PackageType = builder.prismaObject('Package', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    image: t.exposeString('image', { nullable: true }),
    price: t.exposeInt('price', { nullable: true, description: 'Minor units (cents); null means "Contact".' }),
    currency: t.exposeString('currency'),
    nights: t.exposeInt('nights', { nullable: true }),
    hotel: t.exposeString('hotel', { nullable: true }),
    haramDistanceM: t.exposeInt('haramDistanceM', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const BookingType = builder.prismaObject('Booking', {
  fields: (t) => ({
    id: t.exposeInt('id'),
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
  }),
});

export const ConsultationType = builder.prismaObject('Consultation', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const LessonType = builder.prismaObject('Lesson', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    content: t.exposeString('content'),
  }),
});

export const TrainingModuleType = builder.prismaObject('TrainingModule', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    lessons: t.relation('lessons', { query: { orderBy: [{ order: 'asc' }, { id: 'asc' }] } }),
  }),
});

export const TransportModeType = builder.prismaObject('TransportMode', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    enabled: t.exposeBoolean('enabled'),
  }),
});

export const ServiceClassType = builder.objectRef<ServiceClassView>('ServiceClass').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    multiplier: t.exposeFloat('multiplier'),
  }),
});

export const ReviewType = builder.prismaObject('Review', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment'),
    package: t.relation('package'),
    user: t.relation('user'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const CustomBookingType = builder.prismaObject('CustomBooking', {
  select: customBookingColumns,
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    customer: t.exposeString('customer'),
    email: t.exposeString('email'),
    origin: t.exposeString('origin'),
    destination: t.exposeString('destination'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    transport: t.relation('transport', { nullable: true }),
    service: t.field({
      type: ServiceClassType,
      nullable: true,
      select: { serviceClass: true },
      resolve: (booking) =>
        booking.serviceClass
          ? { ...booking.serviceClass, multiplier: booking.serviceClass.multiplier.toNumber() }
          : null,
    }),
    passengers: t.exposeInt('passengers'),
    price: t.exposeInt('price', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    status: t.expose('status', { type: CustomBookingStatusEnum }),
  }),
});

/** `{ items, total }` pages for the admin lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function pageOf<Shape>(name: string, item: ObjectRef<any, Shape> | PrismaObjectRef<any, any, Shape>) {
  return builder.objectRef<{ items: Shape[]; total: number }>(name).implement({
    fields: (t) => ({
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      items: t.field({ type: [item as ObjectRef<any, Shape>], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });
}

/** page / pageSize arguments shared by every admin list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pageArgs = <A extends { int: (options: { defaultValue: number }) => any }>(arg: A) => ({
  page: arg.int({ defaultValue: 1 }),
  pageSize: arg.int({ defaultValue: 20 }),
});

const MonthCountType = plainObject('MonthCount', {
  fields: (t) => ({ month: t.string({ description: 'YYYY-MM' }), count: t.int() }),
});

type StatsShape = {
  users: number;
  admins: number;
  staff: number;
  pkgs: number;
  reviews: number;
  bookings: number;
  paidBookings: number;
  consultations: number;
  series: unknown;
  refreshedAt: Date;
};

export const StatsType = builder.objectRef<StatsShape>('Stats').implement({
  fields: (t) => ({
    users: t.exposeInt('users'),
    admins: t.exposeInt('admins'),
    staff: t.exposeInt('staff', { description: 'Users with role ADMIN or STAFF.' }),
    pkgs: t.exposeInt('pkgs'),
    reviews: t.exposeInt('reviews'),
    bookings: t.exposeInt('bookings'),
    paidBookings: t.exposeInt('paidBookings'),
    consultations: t.exposeInt('consultations'),
    series: t.field({
      type: [MonthCountType],
      description: 'Bookings per month, last 6 months, oldest first.',
      resolve: (stats) => stats.series as { month: string; count: number }[],
    }),
    refreshedAt: t.expose('refreshedAt', { type: 'DateTime' }),
  }),
});
