import { graphql } from '../../gql';

/**
 * A departure's outbound and return flights, as staff set them (the groups page) and its group leaders read them
 * (the leader's page): one fragment, so a flight field added reaches both.
 */
export const DEPARTURE_FLIGHT_DETAILS_FRAGMENT = graphql(`
  fragment DepartureFlightDetails on DepartureFlights {
    outbound {
      flightNumber
      fromAirport
      departsAt
      toAirport
      arrivesAt
    }
    return {
      flightNumber
      fromAirport
      departsAt
      toAirport
      arrivesAt
    }
  }
`);
