/**
 * The custom trip search. `searchTrips` is the single place that produces results: it runs the API's
 * `searchTrips` query (web/src/operations/trips.ts); the search itself travels in router state from the home box
 * and /custom-book to /search/results.
 */
import type { ApolloClient } from '@apollo/client';

import { searchTermOf } from '../components/search/locationLabel';
import type { SearchTripsQuery, TravelOptionFieldsFragment } from '../gql/graphql';
import { SEARCH_TRIPS_QUERY } from '../operations/trips';

export const TRIP_MODES = ['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'] as const;
export type TripMode = (typeof TRIP_MODES)[number];

export const TRIP_MODE_LABELS: Record<TripMode, string> = {
  FLIGHTS: 'Flights',
  BUS: 'Bus',
  TRAIN: 'Train',
  FERRY: 'Ferry',
};

export const CLASS_FILTERS = ['ALL', 'COMMONER', 'BUSINESS', 'ROYAL'] as const;
export type ClassFilter = (typeof CLASS_FILTERS)[number];

export const CLASS_FILTER_LABELS: Record<ClassFilter, string> = {
  ALL: 'All classes',
  COMMONER: 'Commoner',
  BUSINESS: 'Business',
  ROYAL: 'Royal',
};

export type TripType = 'ONEWAY' | 'ROUNDTRIP';

export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 9;

export interface TripSearchParams {
  origin: string;
  destination: string;
  /** yyyy-mm-dd */
  departDate: string;
  /** yyyy-mm-dd, only for ROUNDTRIP */
  returnDate: string | null;
  tripType: TripType;
  passengers: number;
  modes: TripMode[];
}

/** One departure in one class, priced for the whole party (minor units). */
export type TravelOption = TravelOptionFieldsFragment;

export type TripSearchResult = SearchTripsQuery['searchTrips'];

/** The four option lists of a result (outbound) or of its return legs. */
export type TripOptionGroups = Pick<TripSearchResult, 'flights' | 'bus' | 'train' | 'ferry'>;

export const RESULT_GROUP: Record<TripMode, keyof TripOptionGroups> = {
  FLIGHTS: 'flights',
  BUS: 'bus',
  TRAIN: 'train',
  FERRY: 'ferry',
};

export const SEARCH_REQUIRED_MESSAGE = 'Please fill origin, destination and departure date.';
export const SEARCH_FAILED_MESSAGE = 'Search failed';

export interface TripSearchRequest extends TripSearchParams {
  /** ALL or a class code; the server filters (and prices) by it. */
  klass?: ClassFilter;
}

/** Thrown by searchTrips; `cause` is the API's error (its text may say what was wrong with the search). */
export class TripSearchError extends Error {
  constructor(cause: unknown) {
    super(SEARCH_FAILED_MESSAGE, { cause });
    this.name = 'TripSearchError';
  }
}

/**
 * Runs the search against the API (`searchTrips`), always on the network: seats and prices change with every
 * booking and every fare or class edit. Any failure rejects with a TripSearchError ('Search failed').
 */
export async function searchTrips(params: TripSearchRequest, client: ApolloClient): Promise<TripSearchResult> {
  const roundTrip = params.tripType === 'ROUNDTRIP';
  try {
    const { data } = await client.query({
      query: SEARCH_TRIPS_QUERY,
      variables: {
        input: {
          origin: searchTermOf(params.origin),
          destination: searchTermOf(params.destination),
          departDate: params.departDate,
          returnDate: roundTrip ? params.returnDate : null,
          tripType: params.tripType,
          passengers: params.passengers,
          modes: params.modes,
          klass: params.klass ?? 'ALL',
        },
      },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('The search returned no data.');
    return data.searchTrips;
  } catch (error) {
    throw error instanceof TripSearchError ? error : new TripSearchError(error);
  }
}

/** Router state read back defensively: a reload or a hand-typed URL has none, or something else. */
export function readTripSearchState(state: unknown): TripSearchParams | null {
  if (!state || typeof state !== 'object') return null;
  const search = (state as { search?: unknown }).search;
  if (!search || typeof search !== 'object') return null;
  const candidate = search as Partial<TripSearchParams>;
  if (!candidate.origin || !candidate.destination || !candidate.departDate) return null;
  return {
    origin: String(candidate.origin),
    destination: String(candidate.destination),
    departDate: String(candidate.departDate),
    returnDate: candidate.tripType === 'ROUNDTRIP' && candidate.returnDate ? String(candidate.returnDate) : null,
    tripType: candidate.tripType === 'ROUNDTRIP' ? 'ROUNDTRIP' : 'ONEWAY',
    passengers: clampPassengers(Number(candidate.passengers) || MIN_PASSENGERS),
    modes: Array.isArray(candidate.modes)
      ? candidate.modes.filter((m): m is TripMode => TRIP_MODES.includes(m))
      : [...TRIP_MODES],
  };
}

function clampPassengers(count: number): number {
  return Math.min(MAX_PASSENGERS, Math.max(MIN_PASSENGERS, Math.round(count)));
}

export function formatDuration(option: Partial<Pick<TravelOption, 'duration' | 'durationMin'>>): string {
  if (option.duration) return option.duration;
  if (option.durationMin === undefined) return '';
  const hours = Math.floor(option.durationMin / 60);
  const minutes = option.durationMin % 60;
  return hours ? `${hours}h ${String(minutes).padStart(2, '0')}m` : `${minutes}m`;
}
