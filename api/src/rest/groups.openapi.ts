import { BookingStatus, Gender, Role, RoomType } from '@rihla/db';
import { z } from 'zod';

import { departureFlightsInput } from '../services/departure-flights.service.ts';
import { createGroupInput, moveBookingInput, updateGroupInput } from '../services/groups.service.ts';
import { calendarDay, Ok, operations } from './openapi/operation.ts';

/**
 * Departure groups, their leaders and the departure's flights (issue #33, decision 0060). Staff operations refuse a
 * GROUP_LEADER (403); the leader's reads (`/my-groups`) carry no passport, document, payment or email field.
 */
export const groupOperations = operations(() => {
  const Person = z
    .object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(Role) })
    .meta({ id: 'GroupLeader' });
  const Group = z
    .object({ id: z.number().int(), departureId: z.number().int(), name: z.string(), leader: Person })
    .meta({ id: 'DepartureGroup' });
  const BoardBooking = z
    .object({
      id: z.number().int(),
      reference: z.string(),
      name: z.string(),
      status: z.enum(BookingStatus),
      travellerCount: z.number().int(),
      groupId: z.number().int().nullable(),
    })
    .meta({ id: 'GroupBoardBooking' });
  const Board = z
    .object({
      departureId: z.number().int(),
      departDate: calendarDay,
      returnDate: calendarDay,
      packageName: z.string(),
      groups: z.array(Group),
      bookings: z.array(BoardBooking),
    })
    .meta({ id: 'DepartureGroupBoard' });
  const localTime = z.string().meta({ description: 'Local time as printed on the ticket, YYYY-MM-DDTHH:MM' });
  const Flight = z
    .object({
      flightNumber: z.string(),
      fromAirport: z.string(),
      departsAt: localTime,
      toAirport: z.string(),
      arrivesAt: localTime,
    })
    .meta({ id: 'Flight' });
  const Flights = z.object({ outbound: Flight.nullable(), return: Flight.nullable() }).meta({ id: 'DepartureFlights' });
  const LeaderGroup = z
    .object({
      id: z.number().int(),
      name: z.string(),
      leaderName: z.string(),
      departure: z.object({
        id: z.number().int(),
        departDate: calendarDay,
        returnDate: calendarDay,
        packageName: z.string(),
        hotels: z.array(z.string()),
      }),
      flights: Flights,
      bookings: z.array(
        z.object({
          reference: z.string(),
          contactName: z.string(),
          phone: z.string().nullable(),
          travellers: z.array(
            z.object({
              position: z.number().int(),
              fullName: z.string(),
              gender: z.enum(Gender).nullable(),
              rooms: z
                .array(z.object({ city: z.string(), hotelName: z.string(), room: z.string(), type: z.enum(RoomType) }))
                .meta({ description: 'Where the traveller sleeps at each stay of the rooming list.' }),
            }),
          ),
        }),
      ),
    })
    .meta({ id: 'LeaderGroup', description: 'A group as its leader reads it: no passport, document or payment.' });

  return {
    departureGroupBoard: {
      operationId: 'departureGroupBoard',
      summary: "A departure's groups and its travelling bookings, each with its group (staff)",
      tag: 'groups',
      access: 'staff',
      response: Board,
      errors: [404],
    },
    createDepartureGroup: {
      operationId: 'createDepartureGroup',
      summary: 'Add a group with its leader to a departure; audited',
      tag: 'groups',
      access: 'staff',
      body: createGroupInput,
      response: Group,
      errors: [404, 409],
    },
    updateDepartureGroup: {
      operationId: 'updateDepartureGroup',
      summary: 'Rename a group or give it another leader; audited',
      tag: 'groups',
      access: 'staff',
      body: updateGroupInput,
      response: Group,
      errors: [404, 409],
    },
    deleteDepartureGroup: {
      operationId: 'deleteDepartureGroup',
      summary: 'Delete a group; its bookings are left in no group; audited',
      tag: 'groups',
      access: 'staff',
      response: Ok,
      errors: [404],
    },
    moveBookingToGroup: {
      operationId: 'moveBookingToGroup',
      summary: 'Put a booking (all its travellers) in a group of its departure, or none (`groupId: null`); audited',
      tag: 'groups',
      access: 'staff',
      body: moveBookingInput,
      response: BoardBooking,
      errors: [404],
    },
    listGroupLeaderCandidates: {
      operationId: 'listGroupLeaderCandidates',
      summary: 'Who may lead a group: active group leaders, staff and admins (staff)',
      tag: 'groups',
      access: 'staff',
      response: z.array(Person),
    },
    departureFlights: {
      operationId: 'departureFlights',
      summary: "A departure's outbound and return flights (staff)",
      tag: 'groups',
      access: 'staff',
      response: Flights,
      errors: [404],
    },
    setDepartureFlights: {
      operationId: 'setDepartureFlights',
      summary: "Set both of a departure's flights (null removes one); audited",
      tag: 'groups',
      access: 'staff',
      body: departureFlightsInput,
      response: Flights,
      errors: [404],
    },
    listMyGroups: {
      operationId: 'listMyGroups',
      summary: 'The groups the caller leads, with flights and travellers (group leaders, staff, admins)',
      tag: 'groups',
      access: 'signedIn',
      response: z.array(LeaderGroup),
      errors: [403],
    },
    leaderGroup: {
      operationId: 'leaderGroup',
      summary: "One group as its leader reads it; another leader's group answers 403 GROUP_NOT_YOURS",
      tag: 'groups',
      access: 'signedIn',
      response: LeaderGroup,
      errors: [403, 404],
    },
  };
});
