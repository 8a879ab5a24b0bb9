import type { MockLink } from '@apollo/client/testing';

import { LOCATIONS_QUERY } from '../components/search/LocationCombobox';
import type { TripMode } from '../gql/graphql';
import { type ClassFilter, DEFAULT_VIEW, type ResultView, type TripSearchParams } from '../lib/tripSearch';
import { BOOK_TRIP_MUTATION } from '../lib/useBooking';
import { SEARCH_TRIPS_QUERY } from '../pages/search/useTripSearch';
import { graphQLErrorResult } from './fixtures';

/** Test data for the trip search: options as the API returns them, and the search/booking mocks. */
type Klass = Exclude<ClassFilter, 'ALL'>;

const CLASS_NAMES: Record<Klass, string> = { COMMONER: 'Economy', BUSINESS: 'Business', ROYAL: 'Royal' };

export function makeOption(serviceId: number, klass: Klass, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TravelOption' as const,
    id: `s${serviceId}-2030-03-10-${klass}`,
    departureId: `s${serviceId}-2030-03-10`,
    mode: 'FLIGHTS' as TripMode,
    supplier: 'Saudia',
    serviceNumber: `SV ${100 + serviceId}`,
    origin: 'London Heathrow',
    destination: 'King Abdulaziz International',
    originCity: 'London',
    destinationCity: 'Jeddah',
    originNearby: false,
    destinationNearby: false,
    crossesBorder: false,
    depart: '2030-03-10T21:40:00+00:00',
    arrive: '2030-03-11T06:25:00+03:00',
    duration: '5h 45m',
    durationMin: 345,
    klass,
    className: CLASS_NAMES[klass],
    seats: 42,
    price: 64000,
    currency: 'GBP',
    ...overrides,
  };
}

export type OptionData = ReturnType<typeof makeOption>;

export interface ResultData {
  allowedModes?: TripMode[];
  flights?: OptionData[];
  bus?: OptionData[];
  train?: OptionData[];
  ferry?: OptionData[];
  returnLegs?: { flights?: OptionData[]; bus?: OptionData[]; train?: OptionData[]; ferry?: OptionData[] } | null;
  /** Default: who runs the options given, per mode. */
  operators?: { mode: TripMode; name: string }[];
}

function groups(data: Omit<ResultData, 'allowedModes' | 'returnLegs'>) {
  return { flights: data.flights ?? [], bus: data.bus ?? [], train: data.train ?? [], ferry: data.ferry ?? [] };
}

function operatorsOf(data: ResultData) {
  const all = [...Object.values(groups(data)), ...Object.values(groups(data.returnLegs ?? {}))].flat();
  const unique = new Map(all.map((o) => [`${o.mode}|${o.supplier}`, { mode: o.mode, name: o.supplier }]));
  return [...unique.values()];
}

function searchResult(data: ResultData = {}) {
  return {
    searchTrips: {
      __typename: 'TripSearchResult' as const,
      allowedModes: data.allowedModes ?? (['FLIGHTS', 'BUS', 'TRAIN', 'FERRY'] as TripMode[]),
      ...groups(data),
      returnLegs: data.returnLegs ? { __typename: 'TripOptionGroups' as const, ...groups(data.returnLegs) } : null,
      operators: (data.operators ?? operatorsOf(data)).map((o) => ({ __typename: 'TripOperator' as const, ...o })),
    },
  };
}

/** How the results are seen: a class alone, or the class, order and filters (defaults for the rest). */
type View = ClassFilter | Partial<ResultView>;

/** The variables the results page sends: the search as typed, the return date only on a round trip, the view. */
function searchInput({ returnDate, ...search }: TripSearchParams, view: View = 'ALL') {
  const { klass, sort, times, operators } = { ...DEFAULT_VIEW, ...(typeof view === 'string' ? { klass: view } : view) };
  return {
    input: {
      ...search,
      returnDate: search.tripType === 'ROUNDTRIP' ? returnDate : null,
      klass,
      sort,
      times,
      operators,
    },
  };
}

export function searchMock(
  search: TripSearchParams,
  klass: View,
  data: ResultData,
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: { query: SEARCH_TRIPS_QUERY, variables: searchInput(search, klass) },
    result: { data: searchResult(data) },
    ...extra,
  };
}

export function searchErrorMock(search: TripSearchParams, klass: View, message: string): MockLink.MockedResponse {
  return {
    request: { query: SEARCH_TRIPS_QUERY, variables: searchInput(search, klass) },
    result: graphQLErrorResult(message),
  };
}

/** The API could not be reached (or timed out). */
export function searchNetworkErrorMock(search: TripSearchParams, klass: View, error: Error): MockLink.MockedResponse {
  return { request: { query: SEARCH_TRIPS_QUERY, variables: searchInput(search, klass) }, error };
}

/**
 * What the dialog sends: each passenger's name (the first one Amina Yusuf's, the others numbered), one email, and
 * the ticked terms of booking.
 */
function bookInput(optionId: string, passengers: number, travellers?: object[]) {
  const named = Array.from({ length: passengers }, (_, i) => ({
    fullName: i === 0 ? 'Amina Yusuf' : `Passenger ${i + 1}`,
  }));
  return {
    input: { optionId, passengers, email: 'amina@example.com', travellers: travellers ?? named, acceptTerms: true },
  };
}

/** `travellers`: what the dialog sends when it is not only names (a route across a border). */
export function bookedMock(
  optionId: string,
  passengers: number,
  booking: { id: number; amount: number; currency: string },
  travellers?: object[],
): MockLink.MockedResponse {
  return {
    request: { query: BOOK_TRIP_MUTATION, variables: bookInput(optionId, passengers, travellers) },
    result: {
      data: {
        bookTrip: {
          __typename: 'BookTripPayload',
          message: 'Booking received',
          accessToken: `trip-token-${booking.id}`,
          booking: { __typename: 'TripBooking', reference: `RH-TR1P-${booking.id}`, ...booking },
        },
      },
    },
  };
}

export function bookFailedMock(
  optionId: string,
  passengers: number,
  message: string,
  code = 'CONFLICT',
): MockLink.MockedResponse {
  return {
    request: { query: BOOK_TRIP_MUTATION, variables: bookInput(optionId, passengers) },
    result: graphQLErrorResult(message, code),
  };
}

/** Places as the location search answers them. */
export const makkah = {
  __typename: 'Location',
  id: 1,
  type: 'CITY',
  name: 'Makkah',
  city: 'Makkah',
  iata: null,
  country: 'Saudi Arabia',
};
export const jeddah = {
  __typename: 'Location',
  id: 2,
  type: 'AIRPORT',
  name: 'King Abdulaziz International',
  city: 'Jeddah',
  iata: 'JED',
  country: 'Saudi Arabia',
};

/** The location search's answer to `q` (asked again as the combobox re-renders, so usable a few times). */
export function locationsMock(q: string, locations: object[]): MockLink.MockedResponse {
  return { request: { query: LOCATIONS_QUERY, variables: { q } }, result: { data: { locations } }, maxUsageCount: 5 };
}
