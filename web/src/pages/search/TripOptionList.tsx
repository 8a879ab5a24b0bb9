import type { TravelOption } from '../../lib/tripSearch';
import { TravelOptionRow } from './TravelOptionRow';

export interface TripOptionListProps {
  options: readonly TravelOption[];
  passengers: number;
  label: string;
  onBook: (option: TravelOption) => void;
}

export function TripOptionList({ options, passengers, label, onBook }: TripOptionListProps) {
  return (
    <ul className="trip-results__list" aria-label={label}>
      {options.map((option) => (
        <TravelOptionRow key={option.id} option={option} passengers={passengers} onBook={onBook} />
      ))}
    </ul>
  );
}
