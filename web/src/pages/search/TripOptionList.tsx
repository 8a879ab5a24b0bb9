import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { TripOptionFragment } from '../../gql/graphql';
import { DepartureCard } from './DepartureCard';
import { TravelOptionRow } from './TravelOptionRow';

/** One option of a search result (a class on a departure): the card shows it, the booking dialog books it. */
const TRIP_OPTION_FRAGMENT = graphql(`
  fragment TripOption on TravelOption {
    id
    departureId
    seats
    ...DepartureCard
    ...TravelOptionRow
    ...BookOptionDialog
  }
`);

export type TripOptionRef = FragmentType<typeof TRIP_OPTION_FRAGMENT>;
export type TripOption = TripOptionFragment;

export interface TripOptionListProps {
  options: readonly TripOptionRef[];
  passengers: number;
  label: string;
  onBook: (option: TripOption) => void;
}

/** The API lists a departure's classes together, in the chosen order: one card per departure, in that order. */
function byDeparture(options: readonly TripOption[]): TripOption[][] {
  const departures = new Map<string, TripOption[]>();
  for (const option of options)
    departures.set(option.departureId, [...(departures.get(option.departureId) ?? []), option]);
  return [...departures.values()];
}

/** How many departures (cards) a list of options makes. */
export function departureCount(options: readonly TripOptionRef[]): number {
  return new Set(getFragmentData(TRIP_OPTION_FRAGMENT, options).map((option) => option.departureId)).size;
}

export function TripOptionList({ options, passengers, label, onBook }: TripOptionListProps) {
  return (
    <ul className="trip-results__list" aria-label={label}>
      {byDeparture(getFragmentData(TRIP_OPTION_FRAGMENT, options)).map((classes) => {
        // Each class has its own seats (its share of the departure): the card says them once for a lone class.
        const single = classes.length === 1;
        return (
          <DepartureCard key={classes[0].departureId} departure={classes[0]} seats={single ? classes[0].seats : null}>
            {(describedBy) =>
              classes.map((option) => (
                <TravelOptionRow
                  key={option.id}
                  option={option}
                  passengers={passengers}
                  showSeats={!single}
                  describedBy={describedBy}
                  onBook={() => onBook(option)}
                />
              ))
            }
          </DepartureCard>
        );
      })}
    </ul>
  );
}
