import type { DepartureFlights, Flight } from '../services/departure-flights.service.ts';
import { departureFlights, setDepartureFlights } from '../services/departure-flights.service.ts';
import {
  type LeaderBooking,
  type LeaderGroup,
  leaderGroup,
  type LeaderRoom,
  type LeaderTraveller,
  myGroups,
} from '../services/group-leader.service.ts';
import {
  createDepartureGroup,
  deleteDepartureGroup,
  departureGroupBoard,
  type GroupBoard,
  type GroupBoardBooking,
  groupLeaderCandidates,
  type GroupRow,
  moveBookingToGroup,
  updateDepartureGroup,
} from '../services/groups.service.ts';
import { BookingStatusEnum } from './bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { RoomTypeEnum } from './departures.ts';
import { deleteMutation, idArg } from './fields.ts';
import { GenderEnum } from './travellers.ts';
import { RoleEnum } from './users.ts';

/**
 * Departure groups and their leaders (issue #33 section 4, decision 0060). Staff operations are staffOnly (a
 * GROUP_LEADER is not staff); a leader reads `myGroups` / `leaderGroup`, which select no passport, document,
 * payment or email field at all.
 */

type Person = { id: number; name: string; email: string; role: GroupRow['leader']['role'] };

const GroupLeaderType = builder.objectRef<Person>('GroupLeader').implement({
  description: 'A user who leads (or may lead) a group: a group leader, staff member or admin.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
  }),
});

const DepartureGroupType = builder.objectRef<GroupRow>('DepartureGroup').implement({
  description: 'A group of a departure’s bookings, with its leader (staff view).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    departureId: t.exposeInt('departureId'),
    name: t.exposeString('name'),
    leader: t.field({ type: GroupLeaderType, resolve: (group) => group.leader }),
  }),
});

const GroupBoardBookingType = builder.objectRef<GroupBoardBooking>('GroupBoardBooking').implement({
  description: 'A travelling booking of the departure and the group it is in (null: none yet).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    reference: t.exposeString('reference'),
    name: t.exposeString('name'),
    status: t.expose('status', { type: BookingStatusEnum }),
    travellerCount: t.exposeInt('travellerCount'),
    groupId: t.exposeInt('groupId', { nullable: true }),
  }),
});

const GroupBoardType = builder.objectRef<GroupBoard>('DepartureGroupBoard').implement({
  description: 'A departure’s groups and its travelling bookings.',
  fields: (t) => ({
    departureId: t.exposeInt('departureId'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    packageName: t.exposeString('packageName'),
    groups: t.field({ type: [DepartureGroupType], resolve: (board) => board.groups }),
    bookings: t.field({ type: [GroupBoardBookingType], resolve: (board) => board.bookings }),
  }),
});

const FlightType = builder.objectRef<Flight>('Flight').implement({
  description: 'A flight as printed on the ticket: local times as YYYY-MM-DDTHH:MM, without a zone.',
  fields: (t) => ({
    flightNumber: t.exposeString('flightNumber'),
    fromAirport: t.exposeString('fromAirport', { description: 'IATA code' }),
    departsAt: t.exposeString('departsAt', { description: 'Local time at fromAirport' }),
    toAirport: t.exposeString('toAirport', { description: 'IATA code' }),
    arrivesAt: t.exposeString('arrivesAt', { description: 'Local time at toAirport' }),
  }),
});

const DepartureFlightsType = builder.objectRef<DepartureFlights>('DepartureFlights').implement({
  fields: (t) => ({
    outbound: t.field({ type: FlightType, nullable: true, resolve: (flights) => flights.outbound }),
    return: t.field({ type: FlightType, nullable: true, resolve: (flights) => flights.return }),
  }),
});

const FlightInput = builder.inputType('FlightInput', {
  fields: (t) => ({
    flightNumber: t.string({ required: true }),
    fromAirport: t.string({ required: true }),
    departsAt: t.string({ required: true, description: 'Local time, YYYY-MM-DDTHH:MM' }),
    toAirport: t.string({ required: true }),
    arrivesAt: t.string({ required: true, description: 'Local time, YYYY-MM-DDTHH:MM' }),
  }),
});

export const LeaderRoomType = builder.objectRef<LeaderRoom>('LeaderRoom').implement({
  description: 'Where the traveller sleeps at one stay, named as on the rooming list.',
  fields: (t) => ({
    city: t.exposeString('city'),
    hotelName: t.exposeString('hotelName'),
    room: t.exposeString('room'),
    type: t.expose('type', { type: RoomTypeEnum }),
  }),
});

const LeaderTravellerType = builder.objectRef<LeaderTraveller>('LeaderTraveller').implement({
  description: 'A traveller as their group leader sees them: no passport or document field exists here.',
  fields: (t) => ({
    position: t.exposeInt('position'),
    fullName: t.exposeString('fullName'),
    gender: t.field({ type: GenderEnum, nullable: true, resolve: (traveller) => traveller.gender }),
    rooms: t.field({ type: [LeaderRoomType], resolve: (traveller) => traveller.rooms }),
  }),
});

const LeaderBookingType = builder.objectRef<LeaderBooking>('LeaderBooking').implement({
  fields: (t) => ({
    reference: t.exposeString('reference'),
    contactName: t.exposeString('contactName'),
    phone: t.exposeString('phone', { nullable: true }),
    travellers: t.field({ type: [LeaderTravellerType], resolve: (booking) => booking.travellers }),
  }),
});

const LeaderDepartureType = builder.objectRef<LeaderGroup['departure']>('LeaderDeparture').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    packageName: t.exposeString('packageName'),
    hotels: t.exposeStringList('hotels'),
  }),
});

const LeaderGroupType = builder.objectRef<LeaderGroup>('LeaderGroup').implement({
  description: 'A group as its leader reads it on their phone.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    leaderName: t.exposeString('leaderName'),
    departure: t.field({ type: LeaderDepartureType, resolve: (group) => group.departure }),
    flights: t.field({ type: DepartureFlightsType, resolve: (group) => group.flights }),
    bookings: t.field({ type: [LeaderBookingType], resolve: (group) => group.bookings }),
  }),
});

builder.queryFields((t) => ({
  departureGroupBoard: t.field({
    type: GroupBoardType,
    ...staffOnly,
    args: { departureId: idArg(t.arg) },
    resolve: (_root, args, ctx) => departureGroupBoard(ctx, args.departureId),
  }),
  groupLeaderCandidates: t.field({
    type: [GroupLeaderType],
    ...staffOnly,
    description: 'Active group leaders, staff and admins, by name.',
    resolve: (_root, _args, ctx) => groupLeaderCandidates(ctx),
  }),
  departureFlights: t.field({
    type: DepartureFlightsType,
    ...staffOnly,
    args: { departureId: idArg(t.arg) },
    resolve: (_root, args, ctx) => departureFlights(ctx, args.departureId),
  }),
  myGroups: t.field({
    type: [LeaderGroupType],
    authScopes: { signedIn: true },
    description: 'The groups the caller leads (group leaders, staff and admins).',
    resolve: (_root, _args, ctx) => myGroups(ctx),
  }),
  leaderGroup: t.field({
    type: LeaderGroupType,
    authScopes: { signedIn: true },
    description: 'One group as its leader reads it; another leader’s group answers GROUP_NOT_YOURS.',
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => leaderGroup(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createDepartureGroup: t.field({
    type: DepartureGroupType,
    ...staffOnly,
    description: 'A new group on a departure, with its leader. Audited.',
    args: {
      departureId: idArg(t.arg),
      name: t.arg.string({ required: true }),
      leaderId: t.arg.int({ required: true }),
    },
    resolve: (_root, { departureId, ...input }, ctx) => createDepartureGroup(ctx, departureId, input),
  }),
  updateDepartureGroup: t.field({
    type: DepartureGroupType,
    ...staffOnly,
    description: 'Rename a group or give it another leader. Audited.',
    args: { id: idArg(t.arg), name: t.arg.string(), leaderId: t.arg.int() },
    resolve: (_root, { id, name, leaderId }, ctx) =>
      updateDepartureGroup(ctx, id, { name: name ?? undefined, leaderId: leaderId ?? undefined }),
  }),
  moveBookingToGroup: t.field({
    type: GroupBoardBookingType,
    ...staffOnly,
    description: 'Put a booking (all its travellers) in a group of its departure, or in none (null). Audited.',
    args: { bookingId: idArg(t.arg), groupId: t.arg.int() },
    resolve: (_root, args, ctx) => moveBookingToGroup(ctx, args.bookingId, { groupId: args.groupId ?? null }),
  }),
  setDepartureFlights: t.field({
    type: DepartureFlightsType,
    ...staffOnly,
    description: 'Set both flights of a departure (null removes one). Audited.',
    args: {
      departureId: idArg(t.arg),
      outbound: t.arg({ type: FlightInput }),
      return: t.arg({ type: FlightInput }),
    },
    resolve: (_root, args, ctx) =>
      setDepartureFlights(ctx, args.departureId, { outbound: args.outbound ?? null, return: args.return ?? null }),
  }),
}));

deleteMutation('deleteDepartureGroup', deleteDepartureGroup, staffOnly);
