import { graphql } from '../../../gql';

/** A departure's groups, its travelling bookings, who may lead and its flights (staff, decision 0060). */
export const DEPARTURE_GROUPS_QUERY = graphql(`
  query DepartureGroups($departureId: Int!) {
    departureGroupBoard(departureId: $departureId) {
      departureId
      departDate
      returnDate
      packageName
      groups {
        id
        name
        leader {
          id
          name
        }
      }
      bookings {
        id
        reference
        name
        status
        travellerCount
        groupId
      }
    }
    groupLeaderCandidates {
      id
      name
      email
      role
    }
    departureFlights(departureId: $departureId) {
      ...DepartureFlightDetails
    }
  }
`);

export const CREATE_GROUP_MUTATION = graphql(`
  mutation CreateDepartureGroup($departureId: Int!, $name: String!, $leaderId: Int!) {
    createDepartureGroup(departureId: $departureId, name: $name, leaderId: $leaderId) {
      id
    }
  }
`);

export const UPDATE_GROUP_MUTATION = graphql(`
  mutation UpdateDepartureGroup($id: Int!, $name: String, $leaderId: Int) {
    updateDepartureGroup(id: $id, name: $name, leaderId: $leaderId) {
      id
      name
      leader {
        id
        name
      }
    }
  }
`);

export const DELETE_GROUP_MUTATION = graphql(`
  mutation DeleteDepartureGroup($id: Int!) {
    deleteDepartureGroup(id: $id)
  }
`);

export const MOVE_BOOKING_MUTATION = graphql(`
  mutation MoveBookingToGroup($bookingId: Int!, $groupId: Int) {
    moveBookingToGroup(bookingId: $bookingId, groupId: $groupId) {
      id
      groupId
    }
  }
`);

export const SET_FLIGHTS_MUTATION = graphql(`
  mutation SetDepartureFlights($departureId: Int!, $outbound: FlightInput, $return: FlightInput) {
    setDepartureFlights(departureId: $departureId, outbound: $outbound, return: $return) {
      ...DepartureFlightDetails
    }
  }
`);
