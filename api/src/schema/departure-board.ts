import {
  type BoardBooking,
  type DepartureBoard,
  departureBoard,
  type RoomSeats,
} from '../services/departure-board.service.ts';
import type { TravellerGaps } from '../services/departure-board-after-sale.ts';
import { type DocumentRemindersResult, remindDepartureDocuments } from '../services/document-reminders.service.ts';
import { BookingStatusEnum } from './bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { DepartureStatusEnum, RoomTypeEnum } from './departures.ts';
import { VisaStatusEnum } from './visas.ts';

/** The departure board (issue #33, item 6; decision 0062): one departure's seats, money and travellers for staff. */

type Board = DepartureBoard;

const BoardDepartureType = builder.objectRef<Board['departure']>('BoardDeparture').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    status: t.expose('status', { type: DepartureStatusEnum }),
    packageId: t.int({ resolve: (d) => d.package.id }),
    packageName: t.string({ resolve: (d) => d.package.name }),
    packageCode: t.string({ resolve: (d) => d.package.code }),
  }),
});

const RoomSeatsType = builder.objectRef<RoomSeats>('BoardRoomSeats').implement({
  description: 'Travellers of travelling bookings in one room type: sold, or held until a first payment.',
  fields: (t) => ({
    roomType: t.expose('roomType', { type: RoomTypeEnum }),
    bookings: t.exposeInt('bookings'),
    sold: t.exposeInt('sold'),
    held: t.exposeInt('held'),
  }),
});

const BoardSeatsType = builder.objectRef<Board['seats']>('BoardSeats').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    taken: t.exposeInt('taken', { description: 'Off sale: the seat ledger.' }),
    free: t.exposeInt('free'),
    takenWithoutBooking: t.exposeInt('takenWithoutBooking', {
      description: 'Seats off sale that no booking in Rihla holds (sold elsewhere and entered by staff).',
    }),
    byRoomType: t.field({ type: [RoomSeatsType], resolve: (s) => s.byRoomType }),
  }),
});

const BoardMoneyType = builder.objectRef<Board['money']>('BoardMoney').implement({
  description: 'Of the travelling bookings, in the package currency (minor units).',
  fields: (t) => ({
    currency: t.exposeString('currency'),
    netPaid: t.exposeInt('netPaid', { description: 'Paid, less refunds done or on their way.' }),
    stillOwed: t.exposeInt('stillOwed'),
    unpriced: t.exposeInt('unpriced', { description: 'Bookings awaiting a quote: what they owe is not known yet.' }),
  }),
});

const BoardTravellersType = builder.objectRef<Board['travellers']>('BoardTravellers').implement({
  fields: (t) => ({ expected: t.exposeInt('expected'), entered: t.exposeInt('entered') }),
});

const BoardBookingType = builder.objectRef<BoardBooking>('BoardBooking').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    reference: t.exposeString('reference'),
    name: t.exposeString('name'),
    status: t.expose('status', { type: BookingStatusEnum }),
    roomType: t.expose('roomType', { type: RoomTypeEnum, nullable: true }),
    travellerCount: t.exposeInt('travellerCount'),
    travellersEntered: t.exposeInt('travellersEntered'),
    holdExpiresAt: t.expose('holdExpiresAt', { type: 'DateTime', nullable: true }),
    netPaid: t.exposeInt('netPaid'),
    stillOwed: t.exposeInt('stillOwed', { nullable: true, description: 'Null while awaiting a quote.' }),
  }),
});

const TravellerGapsType = builder.objectRef<TravellerGaps>('BoardTravellerGaps').implement({
  description: 'What one travelling traveller still lacks of the documents the package requires (by type name).',
  fields: (t) => ({
    travellerId: t.exposeInt('travellerId'),
    fullName: t.exposeString('fullName'),
    bookingId: t.exposeInt('bookingId'),
    bookingReference: t.exposeString('bookingReference'),
    missing: t.exposeStringList('missing'),
    rejected: t.exposeStringList('rejected'),
    toReview: t.exposeStringList('toReview', { description: 'Uploaded, waiting for staff’s review.' }),
  }),
});

const BoardDocumentsType = builder.objectRef<Board['documents']>('BoardDocuments').implement({
  fields: (t) => ({
    required: t.exposeStringList('required', { description: 'The document types the package requires.' }),
    travellersComplete: t.exposeInt('travellersComplete', {
      description: 'Travellers with no required document missing or rejected.',
    }),
    travellers: t.exposeInt('travellers'),
    gaps: t.field({ type: [TravellerGapsType], resolve: (d) => d.gaps }),
  }),
});

const BoardVisaCountType = builder.objectRef<Board['visas'][number]>('BoardVisaCount').implement({
  fields: (t) => ({ status: t.expose('status', { type: VisaStatusEnum }), count: t.exposeInt('count') }),
});

const BoardStayType = builder.objectRef<Board['rooming']['stays'][number]>('BoardStay').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    city: t.exposeString('city'),
    hotelName: t.exposeString('hotelName'),
    roomed: t.exposeInt('roomed'),
    travellers: t.exposeInt('travellers'),
  }),
});

const BoardRoomingType = builder.objectRef<Board['rooming']>('BoardRooming').implement({
  fields: (t) => ({
    stays: t.field({ type: [BoardStayType], resolve: (r) => r.stays }),
    unnamedTravellers: t.exposeInt('unnamedTravellers', { description: 'Seats sold whose traveller is not named.' }),
  }),
});

const BoardGroupsType = builder.objectRef<Board['groups']>('BoardGroups').implement({
  fields: (t) => ({ count: t.exposeInt('count'), bookingsWithoutGroup: t.exposeInt('bookingsWithoutGroup') }),
});

const DepartureBoardType = builder.objectRef<Board>('DepartureBoard').implement({
  fields: (t) => ({
    departure: t.field({ type: BoardDepartureType, resolve: (b) => b.departure }),
    seats: t.field({ type: BoardSeatsType, resolve: (b) => b.seats }),
    money: t.field({ type: BoardMoneyType, resolve: (b) => b.money }),
    travellers: t.field({ type: BoardTravellersType, resolve: (b) => b.travellers }),
    bookings: t.field({ type: [BoardBookingType], resolve: (b) => b.bookings }),
    documents: t.field({ type: BoardDocumentsType, resolve: (b) => b.documents }),
    visas: t.field({ type: [BoardVisaCountType], resolve: (b) => b.visas }),
    rooming: t.field({ type: BoardRoomingType, resolve: (b) => b.rooming }),
    groups: t.field({ type: BoardGroupsType, resolve: (b) => b.groups }),
  }),
});

builder.queryField('departureBoard', (t) =>
  t.field({
    type: DepartureBoardType,
    ...staffOnly,
    description: 'One departure from sold to boarded: seats, money and travellers of its travelling bookings.',
    args: { departureId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => departureBoard(ctx, args.departureId),
  }),
);

const DocumentRemindersType = builder.objectRef<DocumentRemindersResult>('DocumentReminders').implement({
  fields: (t) => ({
    queued: t.exposeInt('queued', { description: 'Bookings emailed now (the documents reminder, in their language).' }),
    alreadyRemindedToday: t.exposeInt('alreadyRemindedToday', {
      description: 'Bookings with something missing that staff already reminded today: not emailed again.',
    }),
  }),
});

builder.mutationField('remindDepartureDocuments', (t) =>
  t.field({
    type: DocumentRemindersType,
    ...staffOnly,
    description:
      'Email every travelling booking of the departure with a required document missing or rejected, at most once per booking a day. Audited.',
    args: { departureId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => remindDepartureDocuments(ctx, args.departureId),
  }),
);
