import { graphql } from '../gql';

export const LOCATIONS_QUERY = graphql(`
  query Locations($q: String!) {
    locations(q: $q) {
      id
      type
      name
      city
      iata
      country
    }
  }
`);
