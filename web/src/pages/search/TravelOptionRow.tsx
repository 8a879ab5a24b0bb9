import { useId } from 'react';

import { Badge, type BadgeVariant, Button } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatPrice } from '../../lib/price';

const TRAVEL_OPTION_ROW_FRAGMENT = graphql(`
  fragment TravelOptionRow on TravelOption {
    klass
    className
    seats
    price
    currency
  }
`);

function classBadgeVariant(klass: string): BadgeVariant {
  if (klass === 'ROYAL') return 'gold';
  if (klass === 'BUSINESS') return 'blue';
  return 'neutral';
}

export function seatsLeftText(seats: number): string {
  return seats === 1 ? '1 seat left' : `${seats} seats left`;
}

/** Few enough seats left to say so in red. */
export const fewSeats = (seats: number) => seats <= 5;

export function passengersText(passengers: number): string {
  return passengers === 1 ? '1 passenger' : `${passengers} passengers`;
}

export interface TravelOptionRowProps {
  option: FragmentType<typeof TRAVEL_OPTION_ROW_FRAGMENT>;
  passengers: number;
  /** Show this class's seats (when a departure's classes differ; otherwise the card says it once). */
  showSeats: boolean;
  /** Ids of the departure's own text (title, times), read out with the Book button. */
  describedBy: string;
  onBook: () => void;
}

/** One class of a departure: its name, seats left when they differ by class, the party's price, Book. */
export function TravelOptionRow({
  option: optionRef,
  passengers,
  showSeats,
  describedBy,
  onBook,
}: TravelOptionRowProps) {
  const option = getFragmentData(TRAVEL_OPTION_ROW_FRAGMENT, optionRef);
  const classId = useId();
  return (
    <li className="travel-class">
      <p className="travel-class__name" id={classId}>
        <Badge variant={classBadgeVariant(option.klass)}>{option.className}</Badge>
        {showSeats && (
          <span
            className={
              fewSeats(option.seats) ? 'travel-option__seats travel-option__seats--few' : 'travel-option__seats'
            }
          >
            {seatsLeftText(option.seats)}
          </span>
        )}
      </p>
      <p className="travel-class__price">
        <span className="travel-option__price">{formatPrice(option.price, option.currency)}</span>
        <span className="travel-option__party">total for {passengersText(passengers)}</span>
      </p>
      <Button size="sm" onClick={onBook} aria-describedby={`${classId} ${describedBy}`}>
        Book <span className="sr-only">{option.className}</span>
      </Button>
    </li>
  );
}
