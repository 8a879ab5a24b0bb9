import { graphql } from '../gql';

export const TRAVEL_OPTION_FIELDS = graphql(`
  fragment TravelOptionFields on TravelOption {
    id
    mode
    supplier
    serviceNumber
    origin
    destination
    depart
    arrive
    duration
    durationMin
    klass
    className
    seats
    price
    currency
  }
`);

/** The custom trip search (see docs/decisions/0005-trip-search.md): options per mode, plus return legs for round trips. */
export const SEARCH_TRIPS_QUERY = graphql(`
  query SearchTrips($input: TripSearchInput!) {
    searchTrips(input: $input) {
      allowedModes
      flights {
        ...TravelOptionFields
      }
      bus {
        ...TravelOptionFields
      }
      train {
        ...TravelOptionFields
      }
      ferry {
        ...TravelOptionFields
      }
      returnLegs {
        flights {
          ...TravelOptionFields
        }
        bus {
          ...TravelOptionFields
        }
        train {
          ...TravelOptionFields
        }
        ferry {
          ...TravelOptionFields
        }
      }
    }
  }
`);

/**
 * Books one option (one leg): the server re-prices it and holds the seats until the hold expires (409 when the
 * departure is full); the access token lets this visitor pay for it at checkout.
 */
export const BOOK_TRIP_MUTATION = graphql(`
  mutation BookTrip($input: BookTripInput!) {
    bookTrip(input: $input) {
      message
      accessToken
      booking {
        id
        price
        currency
        status
        departureDate
        passengers
      }
    }
  }
`);
