import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';

import { graphql } from '../../gql';
import { type ResultView, type TripSearchParams, tripSearchVariables } from '../../lib/tripSearch';

/**
 * The custom trip search (see docs/decisions/0005-trip-search.md): options per mode, plus return legs for round
 * trips. Each option is read by TripOptionList's `TripOption` fragment.
 */
export const SEARCH_TRIPS_QUERY = graphql(`
  query SearchTrips($input: TripSearchInput!) {
    searchTrips(input: $input) {
      allowedModes
      operators {
        mode
        name
      }
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

export type TripSearchStatus = 'loading' | 'failed' | 'done';

/**
 * Runs the search seen one way (class, order, filters), always on the network: seats and prices change with every booking and every fare
 * or class edit. While another view loads (or after it failed) the previous result stays, so the tabs stay put.
 * `retry` searches again in view of the visitor; `refresh` (after a booking) does it in the background, keeping
 * the options on screen, and a failure there leaves them as they are.
 */
export function useTripSearch(search: TripSearchParams, view: ResultView) {
  const client = useApolloClient();
  const variables = useMemo(() => tripSearchVariables(search, view), [search, view]);
  const { data, previousData, loading, error, refetch } = useQuery(SEARCH_TRIPS_QUERY, {
    variables,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  const retry = useCallback(() => {
    // The hook's own error state reports a failure; the promise has nothing to add.
    refetch().catch(() => undefined);
  }, [refetch]);

  // A separate network query: its answer reaches the page through the cache, and its failure never replaces the
  // options on screen with an error.
  const refresh = useCallback(() => {
    client.query({ query: SEARCH_TRIPS_QUERY, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  }, [client, variables]);

  const status: TripSearchStatus = loading ? 'loading' : error ? 'failed' : 'done';
  return { status, result: (data ?? previousData)?.searchTrips ?? null, error, retry, refresh };
}
