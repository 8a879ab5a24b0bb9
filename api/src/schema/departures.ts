import { DepartureStatus, RoomType } from '@rihla/db';

import type { DepartureView, RoomPriceView } from '../services/departure-views.ts';
import {
  createDeparture,
  packageDepartures,
  packageRoomPrices,
  setRoomPrices,
  staffDepartures,
  updateDeparture,
} from '../services/departures.service.ts';
import { BookingType } from './bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { idArg } from './fields.ts';

export const RoomTypeEnum = builder.enumType(RoomType, { name: 'RoomType' });
export const DepartureStatusEnum = builder.enumType(DepartureStatus, { name: 'DepartureStatus' });

const RoomPriceType = builder.objectRef<RoomPriceView>('RoomPrice').implement({
  description: 'What one traveller pays for a room type, in the package’s currency (minor units).',
  fields: (t) => ({
    roomType: t.expose('roomType', { type: RoomTypeEnum }),
    amount: t.exposeInt('amount', { description: 'Per person, minor units.' }),
  }),
});

const DepartureType = builder.objectRef<DepartureView>('Departure').implement({
  description: 'A fixed group departure of a package.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    packageId: t.exposeInt('packageId'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    seats: t.exposeInt('seats'),
    seatsTaken: t.exposeInt('seatsTaken', { description: 'Held by unpaid bookings and sold.' }),
    seatsLeft: t.exposeInt('seatsLeft'),
    status: t.expose('status', { type: DepartureStatusEnum }),
    roomPrices: t.field({
      type: [RoomPriceType],
      description: 'Per-person prices for this departure: its own where set, else the package’s.',
      resolve: (d) => d.roomPrices,
    }),
  }),
});

const DeparturesAndPrices = builder
  .objectRef<{ departures: DepartureView[]; roomPrices: RoomPriceView[] }>('PackageDepartures')
  .implement({
    fields: (t) => ({
      departures: t.field({ type: [DepartureType], resolve: (p) => p.departures }),
      roomPrices: t.field({ type: [RoomPriceType], resolve: (p) => p.roomPrices }),
    }),
  });

builder.prismaObjectFields('Package', (t) => ({
  departures: t.field({
    type: [DepartureType],
    description: 'Upcoming departures, soonest first (open, sold out and closed ones).',
    resolve: (pkg, _args, ctx) => packageDepartures(ctx, pkg.id),
  }),
  roomPrices: t.field({
    type: [RoomPriceType],
    description: 'The package’s per-person prices by room type.',
    resolve: (pkg, _args, ctx) => packageRoomPrices(ctx, pkg.id),
  }),
}));

const BookingDepartureType = builder
  .objectRef<{ id: number; departDate: string; returnDate: string }>('BookingDeparture')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
      returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    }),
  });

const day = (d: Date) => d.toISOString().slice(0, 10);

builder.prismaObjectFields(BookingType, (t) => ({
  departure: t.field({
    type: BookingDepartureType,
    nullable: true,
    select: { departure: true },
    resolve: ({ departure: d }) =>
      d ? { id: d.id, departDate: day(d.departDate), returnDate: day(d.returnDate) } : null,
  }),
  roomType: t.expose('roomType', { type: RoomTypeEnum, nullable: true }),
  travellerCount: t.exposeInt('travellerCount'),
}));

const DepartureInput = builder.inputType('DepartureInput', {
  fields: (t) => ({
    departDate: t.string({ required: true, description: 'YYYY-MM-DD' }),
    returnDate: t.string({ required: true, description: 'YYYY-MM-DD' }),
    seats: t.int({ required: true }),
  }),
});

const DepartureUpdateInput = builder.inputType('DepartureUpdateInput', {
  description: 'Seats never go below those already taken; status closes (CLOSED) or reopens (OPEN) the departure.',
  fields: (t) => ({ seats: t.int(), status: t.string() }),
});

const RoomPriceInput = builder.inputType('RoomPriceInput', {
  fields: (t) => ({
    roomType: t.field({ type: RoomTypeEnum, required: true }),
    amount: t.int({ description: 'Per person, minor units; null removes the room type.' }),
  }),
});

builder.queryField('staffDepartures', (t) =>
  t.field({
    type: DeparturesAndPrices,
    ...staffOnly,
    description: 'Every departure of a package (past ones too) and its room prices, for the back-office.',
    args: { packageId: idArg(t.arg) },
    resolve: (_root, args, ctx) => staffDepartures(ctx, args.packageId),
  }),
);

builder.mutationFields((t) => ({
  createDeparture: t.field({
    type: DepartureType,
    ...staffOnly,
    args: { packageId: idArg(t.arg), input: t.arg({ type: DepartureInput, required: true }) },
    resolve: (_root, args, ctx) => createDeparture(ctx, args.packageId, args.input),
  }),
  updateDeparture: t.field({
    type: DepartureType,
    ...staffOnly,
    args: { id: idArg(t.arg), input: t.arg({ type: DepartureUpdateInput, required: true }) },
    resolve: (_root, args, ctx) => updateDeparture(ctx, args.id, args.input),
  }),
  setRoomPrices: t.field({
    type: [RoomPriceType],
    ...staffOnly,
    args: { packageId: idArg(t.arg), prices: t.arg({ type: [RoomPriceInput], required: true }) },
    resolve: (_root, args, ctx) => setRoomPrices(ctx, args.packageId, { prices: args.prices }),
  }),
}));
