import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { TripOptionFragment } from '../../gql/graphql';
import { TravelOptionRow } from './TravelOptionRow';

/** One option of a search result: the row shows it, the booking dialog books it. */
const TRIP_OPTION_FRAGMENT = graphql(`
  fragment TripOption on TravelOption {
    id
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

export function TripOptionList({ options, passengers, label, onBook }: TripOptionListProps) {
  return (
    <ul className="trip-results__list" aria-label={label}>
      {getFragmentData(TRIP_OPTION_FRAGMENT, options).map((option) => (
        <TravelOptionRow key={option.id} option={option} passengers={passengers} onBook={() => onBook(option)} />
      ))}
    </ul>
  );
}
