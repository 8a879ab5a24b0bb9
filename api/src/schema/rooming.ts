import type { PackageHotelStay } from '@rihla/db';

import { packageHotelStays, saveHotelStays } from '../services/hotel-stays.service.ts';
import {
  addRoom,
  type DepartureRooming,
  departureRooming,
  moveTraveller,
  removeRoom,
  type RoomingRoom,
  type RoomingStay,
  type RoomingTraveller,
  suggestRooming,
  swapTravellers,
  unassignTraveller,
} from '../services/rooming.service.ts';
import { builder, staffOnly } from './builder.ts';
import { RoomTypeEnum } from './departures.ts';
import { GenderEnum } from './travellers.ts';

/**
 * Hotel stays and rooming lists (issue #33 section 3, decision 0059), staff only. Every rooming mutation answers
 * the departure's whole list as it now stands, so the page shows what the server decided.
 */

const HotelStayType = builder.objectRef<PackageHotelStay>('HotelStay').implement({
  description: 'A hotel stay of a package’s itinerary, first to last by position.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    position: t.exposeInt('position'),
    city: t.exposeString('city'),
    hotelName: t.exposeString('hotelName'),
    nights: t.exposeInt('nights'),
  }),
});

const HotelStayInput = builder.inputType('HotelStayInput', {
  description: 'A stay as staff list it; `id` keeps an existing stay (its rooms stay with it).',
  fields: (t) => ({
    id: t.int(),
    city: t.string({ required: true }),
    hotelName: t.string({ required: true }),
    nights: t.int({ required: true }),
  }),
});

const RoomingTravellerType = builder.objectRef<RoomingTraveller>('RoomingTraveller').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    fullName: t.exposeString('fullName'),
    gender: t.expose('gender', { type: GenderEnum, nullable: true, description: 'Null when not given.' }),
    bookingId: t.exposeInt('bookingId'),
    bookingReference: t.exposeString('bookingReference'),
    bookingRoomType: t.expose('bookingRoomType', { type: RoomTypeEnum, nullable: true }),
    bookingSold: t.exposeBoolean('bookingSold', { description: 'False once the booking is cancelled or refunded.' }),
  }),
});

const RoomingRoomType = builder.objectRef<RoomingRoom>('RoomingRoom').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'The label, else the room’s number in the stay’s list.' }),
    label: t.exposeString('label', { nullable: true }),
    type: t.expose('type', { type: RoomTypeEnum }),
    beds: t.exposeInt('beds'),
    travellers: t.field({ type: [RoomingTravellerType], resolve: (room) => room.travellers }),
    needsCheck: t.exposeBoolean('needsCheck', { description: 'Several bookings without one known gender.' }),
  }),
});

const RoomingStayType = builder.objectRef<RoomingStay>('RoomingStay').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    position: t.exposeInt('position'),
    city: t.exposeString('city'),
    hotelName: t.exposeString('hotelName'),
    nights: t.exposeInt('nights'),
    checkIn: t.expose('checkIn', { type: 'DateTime' }),
    checkOut: t.expose('checkOut', { type: 'DateTime' }),
    rooms: t.field({ type: [RoomingRoomType], resolve: (stay) => stay.rooms }),
    unassigned: t.field({ type: [RoomingTravellerType], resolve: (stay) => stay.unassigned }),
    roomedCount: t.exposeInt('roomedCount'),
    travellerCount: t.exposeInt('travellerCount'),
  }),
});

const DepartureRoomingType = builder.objectRef<DepartureRooming>('DepartureRooming').implement({
  description: 'A departure’s rooms per hotel stay, and who is not roomed yet.',
  fields: (t) => ({
    departureId: t.exposeInt('departureId'),
    packageId: t.exposeInt('packageId'),
    packageName: t.exposeString('packageName'),
    departDate: t.expose('departDate', { type: 'DateTime' }),
    returnDate: t.expose('returnDate', { type: 'DateTime' }),
    stays: t.field({ type: [RoomingStayType], resolve: (r) => r.stays }),
    unnamedTravellers: t.exposeInt('unnamedTravellers', {
      description: 'Seats sold whose traveller is not named yet (cannot be roomed until named).',
    }),
  }),
});

builder.queryField('packageHotelStays', (t) =>
  t.field({
    type: [HotelStayType],
    ...staffOnly,
    args: { packageId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => packageHotelStays(ctx, args.packageId),
  }),
);

builder.mutationField('saveHotelStays', (t) =>
  t.field({
    type: [HotelStayType],
    ...staffOnly,
    description: 'Replace a package’s hotel stays, in order. A stay with rooms cannot be removed. Audited.',
    args: {
      packageId: t.arg.int({ required: true }),
      stays: t.arg({ type: [HotelStayInput], required: true }),
    },
    resolve: (_root, args, ctx) => saveHotelStays(ctx, args),
  }),
);

builder.queryField('departureRooming', (t) =>
  t.field({
    type: DepartureRoomingType,
    ...staffOnly,
    args: { departureId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => departureRooming(ctx, args.departureId),
  }),
);

builder.mutationField('addRoom', (t) =>
  t.field({
    type: DepartureRoomingType,
    ...staffOnly,
    description: 'Add an empty room of a type at a stay. Audited.',
    args: {
      departureId: t.arg.int({ required: true }),
      stayId: t.arg.int({ required: true }),
      type: t.arg({ type: RoomTypeEnum, required: true }),
      label: t.arg.string(),
    },
    resolve: (_root, args, ctx) => addRoom(ctx, args),
  }),
);

builder.mutationField('removeRoom', (t) =>
  t.field({
    type: DepartureRoomingType,
    ...staffOnly,
    description: 'Remove an empty room. Audited.',
    args: { departureId: t.arg.int({ required: true }), roomId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => removeRoom(ctx, args),
  }),
);

builder.mutationField('moveTravellerToRoom', (t) =>
  t.field({
    type: DepartureRoomingType,
    ...staffOnly,
    description: 'Put a traveller in a room of a stay; a full room answers ROOM_FULL and nothing changes. Audited.',
    args: {
      departureId: t.arg.int({ required: true }),
      roomId: t.arg.int({ required: true }),
      travellerId: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) => moveTraveller(ctx, args),
  }),
);

builder.mutationField('unassignTraveller', (t) =>
  t.field({
    type: DepartureRoomingType,
    ...staffOnly,
    description: 'Take a traveller out of their room at a stay. Audited.',
    args: {
      departureId: t.arg.int({ required: true }),
      stayId: t.arg.int({ required: true }),
      travellerId: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) => unassignTraveller(ctx, args),
  }),
);

builder.mutationField('swapTravellers', (t) =>
  t.field({
    type: DepartureRoomingType,
    ...staffOnly,
    description: 'Two roomed travellers of a stay trade rooms. Audited.',
    args: {
      departureId: t.arg.int({ required: true }),
      stayId: t.arg.int({ required: true }),
      travellerIds: t.arg.intList({ required: true }),
    },
    resolve: (_root, args, ctx) => swapTravellers(ctx, args),
  }),
);

builder.mutationField('suggestRooming', (t) =>
  t.field({
    type: DepartureRoomingType,
    ...staffOnly,
    description:
      'Fill a stay’s list: assignments kept, each booking together, rooms of the type sold; with allowSharing, ' +
      'travellers of different bookings of one room type and one known gender may share. Audited.',
    args: {
      departureId: t.arg.int({ required: true }),
      stayId: t.arg.int({ required: true }),
      allowSharing: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) => suggestRooming(ctx, args),
  }),
);
