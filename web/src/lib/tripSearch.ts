/**
 * The custom trip search. `searchTrips` is the single place that produces results: for now it returns the spec's
 * fixed local result (no options; BUS, TRAIN and FERRY allowed); a later issue swaps in the real query here.
 */
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

export interface TravelOption {
  id: string;
  depart: string;
  arrive: string;
  duration?: string;
  durationMin?: number;
  klass: Exclude<ClassFilter, 'ALL'>;
  seats: number;
  /** minor units */
  price: number | null;
  currency: string;
  supplier: string;
}

export interface TripSearchResult {
  flights: TravelOption[];
  bus: TravelOption[];
  train: TravelOption[];
  ferry: TravelOption[];
  allowedModes: TripMode[];
}

export const RESULT_GROUP: Record<TripMode, keyof Omit<TripSearchResult, 'allowedModes'>> = {
  FLIGHTS: 'flights',
  BUS: 'bus',
  TRAIN: 'train',
  FERRY: 'ferry',
};

export const SEARCH_REQUIRED_MESSAGE = 'Please fill origin, destination and departure date.';

export async function searchTrips(_params: TripSearchParams): Promise<TripSearchResult> {
  return { flights: [], bus: [], train: [], ferry: [], allowedModes: ['BUS', 'TRAIN', 'FERRY'] };
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
      ? candidate.modes.filter((m): m is TripMode => TRIP_MODES.includes(m as TripMode))
      : [...TRIP_MODES],
  };
}

function clampPassengers(count: number): number {
  return Math.min(MAX_PASSENGERS, Math.max(MIN_PASSENGERS, Math.round(count)));
}

export function formatDuration(option: Pick<TravelOption, 'duration' | 'durationMin'>): string {
  if (option.duration) return option.duration;
  if (option.durationMin === undefined) return '';
  const hours = Math.floor(option.durationMin / 60);
  const minutes = option.durationMin % 60;
  return hours ? `${hours}h ${String(minutes).padStart(2, '0')}m` : `${minutes}m`;
}
