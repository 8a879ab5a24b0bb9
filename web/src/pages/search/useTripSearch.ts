import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';

import { type ClassFilter, type TripSearchParams, tripSearchVariables } from '../../lib/tripSearch';
import { SEARCH_TRIPS_QUERY } from '../../operations/trips';

export type TripSearchStatus = 'loading' | 'failed' | 'done';

/**
 * Runs the search in one class, always on the network: seats and prices change with every booking and every fare
 * or class edit. While another class loads (or after it failed) the previous result stays, so the tabs stay put.
 * `retry` searches again in view of the visitor; `refresh` (after a booking) does it in the background, keeping
 * the options on screen, and a failure there leaves them as they are.
 */
export function useTripSearch(search: TripSearchParams, klass: ClassFilter) {
  const client = useApolloClient();
  const variables = useMemo(() => tripSearchVariables(search, klass), [search, klass]);
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
