import { VisaStatus } from '@rihla/db';

import type { ServiceContext } from '../lib/context.ts';
import {
  bookingVisas,
  changeVisa,
  changeVisas,
  departureVisas,
  type TravellerVisaView,
  type VisaChangeView,
} from '../services/visas.service.ts';
import { builder, staffOnly } from './builder.ts';

/**
 * Visas of package travellers (issue #33 §2, decision 0058). The e-visa PDF is uploaded and downloaded over REST
 * only (PUT /api/travellers/:id/visa/e-visa, GET …/e-visa.pdf), like every file of the API; here its facts.
 */

export const VisaStatusEnum = builder.enumType(VisaStatus, { name: 'VisaStatus' });
export const VisaStageEnum = builder.enumType('VisaStage', {
  description: 'The status as shown: DOCUMENTS_COMPLETE is derived (not started, every document approved).',
  values: ['NOT_STARTED', 'DOCUMENTS_COMPLETE', 'SUBMITTED', 'ISSUED', 'REFUSED'] as const,
});

const EVisaType = builder.simpleObject('EVisa', {
  description: 'The e-visa PDF staff uploaded (download: GET /api/travellers/{travellerId}/visa/e-visa.pdf).',
  fields: (t) => ({
    fileName: t.string(),
    size: t.int({ description: 'Bytes.' }),
    uploadedAt: t.field({ type: 'DateTime' }),
  }),
});

const VisaChangeType = builder.objectRef<VisaChangeView>('VisaChange').implement({
  description: 'One move of a visa (staff only).',
  fields: (t) => ({
    from: t.expose('from', { type: VisaStatusEnum }),
    to: t.expose('to', { type: VisaStatusEnum }),
    reason: t.exposeString('reason', { nullable: true }),
    byEmail: t.exposeString('byEmail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TravellerVisaType = builder.objectRef<TravellerVisaView>('TravellerVisa').implement({
  description: 'A package traveller’s visa.',
  fields: (t) => ({
    travellerId: t.exposeInt('travellerId'),
    position: t.exposeInt('position'),
    fullName: t.exposeString('fullName'),
    bookingId: t.exposeInt('bookingId'),
    bookingReference: t.exposeString('bookingReference'),
    status: t.expose('status', { type: VisaStatusEnum }),
    stage: t.expose('stage', { type: VisaStageEnum }),
    documentsComplete: t.exposeBoolean('documentsComplete', {
      nullable: true,
      description: 'Whether every required document is approved; null while not known.',
    }),
    refusalReason: t.exposeString('refusalReason', { nullable: true }),
    visaNumber: t.exposeString('visaNumber', { nullable: true }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    eVisa: t.field({ type: EVisaType, nullable: true, resolve: (v) => v.eVisa }),
    moves: t.expose('moves', { type: [VisaStatusEnum], description: 'Staff: the statuses it may move to now.' }),
    history: t.expose('history', { type: [VisaChangeType], description: 'Staff: its moves, oldest first.' }),
  }),
});

const BookingVisasType = builder.simpleObject('BookingVisas', {
  fields: (t) => ({
    bookingId: t.int(),
    reference: t.string(),
    travellers: t.field({ type: [TravellerVisaType] }),
  }),
});

const DepartureVisasType = builder.simpleObject('DepartureVisas', {
  fields: (t) => ({
    departureId: t.int(),
    packageName: t.string(),
    departDate: t.string({ description: 'YYYY-MM-DD.' }),
    returnDate: t.string({ description: 'YYYY-MM-DD.' }),
    travellers: t.field({ type: [TravellerVisaType] }),
  }),
});

const ChangedVisasType = builder.simpleObject('ChangedVisas', {
  fields: (t) => ({
    changed: t.int(),
    travellers: t.field({ type: [TravellerVisaType] }),
  }),
});

/** The `token` argument stands in for the X-Booking-Token header (links that carry it). */
const withToken = (ctx: ServiceContext, token: string | null | undefined): ServiceContext =>
  token ? { ...ctx, bookingToken: token.trim().slice(0, 200) } : ctx;

builder.queryField('bookingVisas', (t) =>
  t.field({
    type: BookingVisasType,
    description: 'A booking’s travellers and their visas: staff, its owner, or its access token (header or `token`).',
    args: { bookingId: t.arg.int({ required: true }), token: t.arg.string() },
    resolve: (_root, args, ctx) => bookingVisas(withToken(ctx, args.token), { bookingId: args.bookingId }),
  }),
);

builder.queryField('departureVisas', (t) =>
  t.field({
    type: DepartureVisasType,
    ...staffOnly,
    description: 'Every traveller of a departure’s bookings still travelling, with their visas.',
    args: { departureId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => departureVisas(ctx, args),
  }),
);

builder.mutationField('changeVisa', (t) =>
  t.field({
    type: TravellerVisaType,
    ...staffOnly,
    description: 'Move one traveller’s visa (REFUSED needs a reason; ISSUED may carry the visa number). Audited.',
    args: {
      travellerId: t.arg.int({ required: true }),
      status: t.arg({ type: VisaStatusEnum, required: true }),
      reason: t.arg.string(),
      visaNumber: t.arg.string(),
    },
    resolve: (_root, { travellerId, ...input }, ctx) => changeVisa(ctx, travellerId, input),
  }),
);

builder.mutationField('changeVisas', (t) =>
  t.field({
    type: ChangedVisasType,
    ...staffOnly,
    description: 'Move many travellers’ visas to one status, all or nothing (the error names who cannot move).',
    args: {
      travellerIds: t.arg.intList({ required: true }),
      status: t.arg({ type: VisaStatusEnum, required: true }),
      reason: t.arg.string(),
    },
    resolve: (_root, args, ctx) => changeVisas(ctx, args),
  }),
);
