import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '../../../gql';

export const STAFF_DEPARTURES_QUERY = graphql(`
  query StaffDepartures($packageId: Int!) {
    staffDepartures(packageId: $packageId) {
      departures {
        id
        departDate
        returnDate
        seats
        seatsTaken
        seatsLeft
        status
      }
      roomPrices {
        roomType
        amount
      }
    }
  }
`);

const CREATE_DEPARTURE = graphql(`
  mutation CreateDeparture($packageId: Int!, $input: DepartureInput!) {
    createDeparture(packageId: $packageId, input: $input) {
      id
    }
  }
`);

export const UPDATE_DEPARTURE = graphql(`
  mutation UpdateDeparture($id: Int!, $input: DepartureUpdateInput!) {
    updateDeparture(id: $id, input: $input) {
      id
      seats
      seatsTaken
      seatsLeft
      status
    }
  }
`);

const SET_ROOM_PRICES = graphql(`
  mutation SetRoomPrices($packageId: Int!, $prices: [RoomPriceInput!]!) {
    setRoomPrices(packageId: $packageId, prices: $prices) {
      roomType
      amount
    }
  }
`);

/** A package's departures and room prices for staff, and the writes that change them (each refetches the list). */
export function useStaffDepartures(packageId: number) {
  const query = useQuery(STAFF_DEPARTURES_QUERY, { variables: { packageId }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: STAFF_DEPARTURES_QUERY, variables: { packageId } }];
  const [create] = useMutation(CREATE_DEPARTURE, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UPDATE_DEPARTURE, { refetchQueries, awaitRefetchQueries: true });
  const [setPrices] = useMutation(SET_ROOM_PRICES, { refetchQueries, awaitRefetchQueries: true });
  return { query, create, update, setPrices };
}
