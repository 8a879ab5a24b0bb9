import { Gender, TravellerRelation } from '@rihla/db';

import type { ServiceContext } from '../lib/context.ts';
import { bookingTravellers, saveTravellers } from '../services/travellers.service.ts';
import { builder } from './builder.ts';

const TravellerRelationEnum = builder.enumType(TravellerRelation, { name: 'TravellerRelation' });
export const GenderEnum = builder.enumType(Gender, { name: 'Gender', description: 'As on the passport.' });

const TravellerType = builder.simpleObject('Traveller', {
  description: 'One traveller of a booking, as on their passport.',
  fields: (t) => ({
    position: t.int({ description: '1 is the lead traveller.' }),
    fullName: t.string(),
    dateOfBirth: t.string({ description: 'YYYY-MM-DD.' }),
    nationality: t.string({ description: 'ISO 3166-1 alpha-2.' }),
    passportNumberMasked: t.string({ description: 'e.g. •••••4321.' }),
    passportNumber: t.string({ nullable: true, description: 'The whole number, only when asked with reveal: true.' }),
    passportExpiry: t.string({ description: 'YYYY-MM-DD.' }),
    relation: t.field({ type: TravellerRelationEnum }),
    gender: t.field({ type: GenderEnum, nullable: true, description: 'Null on travellers saved before it was asked.' }),
    passportIssuingCountry: t.string({ nullable: true, description: 'ISO 3166-1 alpha-2 of the issuing state.' }),
  }),
});

const BookingTravellersType = builder.simpleObject('BookingTravellers', {
  fields: (t) => ({
    bookingId: t.int(),
    reference: t.string(),
    travellerCount: t.int({ description: 'How many travel: at most this many travellers.' }),
    departDate: t.string({ nullable: true }),
    returnDate: t.string({ nullable: true }),
    editableUntil: t.string({ nullable: true, description: 'Last day the customer may change them online.' }),
    editable: t.boolean({ description: 'Whether this caller may save now.' }),
    passportValidUntil: t.string({ nullable: true, description: 'Passports must be valid at least until this day.' }),
    travellers: t.field({ type: [TravellerType] }),
  }),
});

const TravellerInputType = builder.inputType('TravellerInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    dateOfBirth: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    nationality: t.string({ required: true }),
    passportNumber: t.string({ required: true }),
    passportExpiry: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    relation: t.field({ type: TravellerRelationEnum, required: true }),
    gender: t.field({ type: GenderEnum, required: true }),
    passportIssuingCountry: t.string({ description: 'ISO 3166-1 alpha-2; left out, the nationality.' }),
  }),
});

/** The `token` argument stands in for the X-Booking-Token header (links that carry it). */
const withToken = (ctx: ServiceContext, token: string | null | undefined): ServiceContext =>
  token ? { ...ctx, bookingToken: token.trim().slice(0, 200) } : ctx;

builder.queryField('bookingTravellers', (t) =>
  t.field({
    type: BookingTravellersType,
    description: 'A booking’s travellers: staff, its owner, or its access token (header or `token`).',
    args: { bookingId: t.arg.int({ required: true }), token: t.arg.string(), reveal: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      bookingTravellers(withToken(ctx, args.token), { bookingId: args.bookingId, reveal: args.reveal ?? false }),
  }),
);

builder.mutationField('saveTravellers', (t) =>
  t.field({
    type: BookingTravellersType,
    description: 'Replaces the booking’s travellers (in order, the first the lead); answers them with whole numbers.',
    args: {
      bookingId: t.arg.int({ required: true }),
      token: t.arg.string(),
      travellers: t.arg({ type: [TravellerInputType], required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveTravellers(withToken(ctx, args.token), args.bookingId, { travellers: args.travellers }),
  }),
);

builder.prismaObjectField('Booking', 'travellersMissing', (t) =>
  t.int({
    nullable: true,
    description: 'Travellers still to be entered (the booking’s count minus those saved); null without a departure.',
    select: { departureId: true, travellerCount: true, _count: { select: { travellers: true } } },
    resolve: (b) => (b.departureId ? Math.max(0, b.travellerCount - b._count.travellers) : null),
  }),
);

builder.prismaObjectField('Package', 'travellerDeadlineDays', (t) =>
  t.exposeInt('travellerDeadlineDays', {
    description: 'Travellers can be entered or changed online until this many days before the departure.',
  }),
);
