import { graphql } from '../gql';

/**
 * The custom trip search (see docs/decisions/0005-trip-search.md): options per mode, plus return legs for round
 * trips. Each option is read by TripOptionList's `TripOption` fragment.
 */
export const SEARCH_TRIPS_QUERY = graphql(`
  query SearchTrips($input: TripSearchInput!) {
    searchTrips(input: $input) {
      allowedModes
      flights {
        ...TripOption
      }
      bus {
        ...TripOption
      }
      train {
        ...TripOption
      }
      ferry {
        ...TripOption
      }
      returnLegs {
        flights {
          ...TripOption
        }
        bus {
          ...TripOption
        }
        train {
          ...TripOption
        }
        ferry {
          ...TripOption
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
      }
    }
  }
`);
