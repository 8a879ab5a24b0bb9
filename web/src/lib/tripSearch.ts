/**
 * The custom trip search: what a search is, and the variables of the API's `searchTrips` query
 * (web/src/pages/search/useTripSearch.ts) that /search/results runs. The search itself travels in the URL's query
 * string from the home box and /custom-book to /search/results, so a results page can be reloaded, bookmarked and
 * shared.
 */
import { defineMessages } from 'react-intl';

import { searchTermOf } from '../components/search/locationLabel';
import type { SearchTripsQuery, SearchTripsQueryVariables } from '../gql/graphql';

// Each mode and class filter is named once, with its label (a message, shown in the reader's language); the lists
// keep the labels' order.
export const TRIP_MODE_LABELS = defineMessages({
  FLIGHTS: { id: 'search.mode.flights', defaultMessage: 'Flights' },
  BUS: { id: 'search.mode.bus', defaultMessage: 'Bus' },
  TRAIN: { id: 'search.mode.train', defaultMessage: 'Train' },
  FERRY: { id: 'search.mode.ferry', defaultMessage: 'Ferry' },
});
export type TripMode = keyof typeof TRIP_MODE_LABELS;
export const TRIP_MODES = Object.keys(TRIP_MODE_LABELS) as readonly TripMode[];

export const CLASS_FILTER_LABELS = defineMessages({
  ALL: { id: 'search.class.all', defaultMessage: 'All classes' },
  COMMONER: { id: 'search.class.commoner', defaultMessage: 'Economy' },
  BUSINESS: { id: 'search.class.business', defaultMessage: 'Business' },
  ROYAL: { id: 'search.class.royal', defaultMessage: 'Royal' },
});
export type ClassFilter = keyof typeof CLASS_FILTER_LABELS;
export const CLASS_FILTERS = Object.keys(CLASS_FILTER_LABELS) as readonly ClassFilter[];

export const TRIP_SORT_LABELS = defineMessages({
  DEPARTURE: { id: 'search.sort.departure', defaultMessage: 'Departure' },
  PRICE: { id: 'search.sort.price', defaultMessage: 'Price' },
  DURATION: { id: 'search.sort.duration', defaultMessage: 'Duration' },
});
export type TripSort = keyof typeof TRIP_SORT_LABELS;
export const TRIP_SORTS = Object.keys(TRIP_SORT_LABELS) as readonly TripSort[];

/** Parts of the day by local departure time, as the API's TimeOfDay names them. */
export const TIME_OF_DAY_LABELS = defineMessages({
  NIGHT: { id: 'search.timeOfDay.night', defaultMessage: 'Night 00–05' },
  MORNING: { id: 'search.timeOfDay.morning', defaultMessage: 'Morning 05–12' },
  AFTERNOON: { id: 'search.timeOfDay.afternoon', defaultMessage: 'Afternoon 12–18' },
  EVENING: { id: 'search.timeOfDay.evening', defaultMessage: 'Evening 18–24' },
});
export type TimeOfDay = keyof typeof TIME_OF_DAY_LABELS;
export const TIMES_OF_DAY = Object.keys(TIME_OF_DAY_LABELS) as readonly TimeOfDay[];

/** How the results are shown: the class, the order and the filters (empty lists mean all). */
export interface ResultView {
  klass: ClassFilter;
  sort: TripSort;
  times: TimeOfDay[];
  operators: string[];
}
export const DEFAULT_VIEW: ResultView = { klass: 'ALL', sort: 'DEPARTURE', times: [], operators: [] };

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

export type TripSearchResult = SearchTripsQuery['searchTrips'];

/** The four option lists of a result (outbound) or of its return legs. */
type TripOptionGroups = Pick<TripSearchResult, 'flights' | 'bus' | 'train' | 'ferry'>;

export const RESULT_GROUP: Record<TripMode, keyof TripOptionGroups> = {
  FLIGHTS: 'flights',
  BUS: 'bus',
  TRAIN: 'train',
  FERRY: 'ferry',
};

export const SEARCH_REQUIRED_MESSAGE = 'Please fill origin, destination and departure date.';

/**
 * The `searchTrips` variables for a search seen one way: the class (ALL or a class code; the server filters and
 * prices by it), the order and the filters. Locations are sent as their search term; the return date only on a
 * round trip.
 */
export function tripSearchVariables(
  search: TripSearchParams,
  { klass, sort, times, operators }: ResultView,
): SearchTripsQueryVariables {
  return {
    input: {
      origin: searchTermOf(search.origin),
      destination: searchTermOf(search.destination),
      departDate: search.departDate,
      returnDate: search.tripType === 'ROUNDTRIP' ? search.returnDate : null,
      tripType: search.tripType,
      passengers: search.passengers,
      modes: search.modes,
      klass,
      sort,
      times,
      operators,
    },
  };
}

/** The results page's address for a search: `/search/results?from=…&to=…&depart=…`. */
export function tripSearchPath(search: TripSearchParams): string {
  const params = new URLSearchParams({
    from: search.origin,
    to: search.destination,
    depart: search.departDate,
    trip: search.tripType,
  });
  if (search.tripType === 'ROUNDTRIP' && search.returnDate) params.set('return', search.returnDate);
  params.set('pax', String(search.passengers));
  params.set('modes', search.modes.join(','));
  return `/search/results?${params.toString()}`;
}

/** The query string read back defensively: a hand-typed or truncated address gives null or a clamped search. */
export function readTripSearch(params: URLSearchParams): TripSearchParams | null {
  const origin = params.get('from')?.trim();
  const destination = params.get('to')?.trim();
  const departDate = params.get('depart')?.trim();
  if (!origin || !destination || !departDate) return null;
  const tripType: TripType = params.get('trip') === 'ROUNDTRIP' ? 'ROUNDTRIP' : 'ONEWAY';
  const modes = params
    .get('modes')
    ?.split(',')
    .filter((m): m is TripMode => (TRIP_MODES as readonly string[]).includes(m));
  return {
    origin,
    destination,
    departDate,
    returnDate: tripType === 'ROUNDTRIP' ? params.get('return') || null : null,
    tripType,
    passengers: clampPassengers(Number(params.get('pax')) || MIN_PASSENGERS),
    modes: modes?.length ? modes : [...TRIP_MODES],
  };
}

function clampPassengers(count: number): number {
  return Math.min(MAX_PASSENGERS, Math.max(MIN_PASSENGERS, Math.round(count)));
}
