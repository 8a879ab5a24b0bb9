import { useId } from 'react';

import { Badge, type BadgeVariant, Button, Icon, type IconName } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { TravelOptionRowFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import type { TripMode } from '../../lib/tripSearch';
import { daysBetween, localTime } from './localTime';

const TRAVEL_OPTION_ROW_FRAGMENT = graphql(`
  fragment TravelOptionRow on TravelOption {
    mode
    supplier
    serviceNumber
    origin
    destination
    depart
    arrive
    duration
    durationMin
    klass
    className
    seats
    price
    currency
  }
`);

const MODE_ICONS: Record<TripMode, IconName> = { FLIGHTS: 'plane', BUS: 'bus', TRAIN: 'train', FERRY: 'ship' };

function classBadgeVariant(klass: string): BadgeVariant {
  if (klass === 'ROYAL') return 'gold';
  if (klass === 'BUSINESS') return 'blue';
  return 'neutral';
}

function seatsLeftText(seats: number): string {
  return seats === 1 ? '1 seat left' : `${seats} seats left`;
}

/** The API's own text ('2h 05m'), else one built from the minutes. */
function formatDuration(option: Pick<TravelOptionRowFragment, 'duration' | 'durationMin'>): string {
  if (option.duration) return option.duration;
  const hours = Math.floor(option.durationMin / 60);
  const minutes = option.durationMin % 60;
  return hours ? `${hours}h ${String(minutes).padStart(2, '0')}m` : `${minutes}m`;
}

export function passengersText(passengers: number): string {
  return passengers === 1 ? '1 passenger' : `${passengers} passengers`;
}

function Endpoint({ iso, place, align }: { iso: string; place: string; align: 'start' | 'end' }) {
  const { time, day } = localTime(iso);
  return (
    <div className={`travel-option__end travel-option__end--${align}`}>
      <time className="travel-option__time" dateTime={iso}>
        {time}
      </time>
      <span className="travel-option__day">{day}</span>
      <span className="travel-option__place">{place}</span>
    </div>
  );
}

export interface TravelOptionRowProps {
  option: FragmentType<typeof TRAVEL_OPTION_ROW_FRAGMENT>;
  passengers: number;
  onBook: () => void;
}

/** One option: who runs it, local departure and arrival, duration, class, seats left, the party's price, Book. */
export function TravelOptionRow({ option: optionRef, passengers, onBook }: TravelOptionRowProps) {
  const option = getFragmentData(TRAVEL_OPTION_ROW_FRAGMENT, optionRef);
  const titleId = useId();
  const detailId = useId();
  const depart = localTime(option.depart);
  const arrive = localTime(option.arrive);
  const laterDays = daysBetween(depart.date, arrive.date);
  const fewSeats = option.seats <= 5;

  return (
    <li className="travel-option" aria-labelledby={titleId}>
      <span className="icon-badge icon-badge--primary travel-option__icon" aria-hidden="true">
        <Icon name={MODE_ICONS[option.mode]} />
      </span>
      <div className="travel-option__main">
        <p className="travel-option__title" id={titleId}>
          <span className="travel-option__supplier">{option.supplier}</span>{' '}
          <span className="travel-option__number">{option.serviceNumber}</span>
          <span className="sr-only">, {option.className}</span>
        </p>
        <div className="travel-option__times">
          <Endpoint iso={option.depart} place={option.origin} align="start" />
          <span className="travel-option__duration">
            <span className="sr-only">Journey time </span>
            {formatDuration(option)}
            {laterDays > 0 && (
              <span className="travel-option__later" title="Arrives on a later day">
                {' '}
                +{laterDays}
                <span className="sr-only"> day{laterDays > 1 ? 's' : ''}</span>
              </span>
            )}
          </span>
          <Endpoint iso={option.arrive} place={option.destination} align="end" />
        </div>
        <p className="travel-option__meta" id={detailId}>
          <Badge variant={classBadgeVariant(option.klass)}>{option.className}</Badge>
          <span className={fewSeats ? 'travel-option__seats travel-option__seats--few' : 'travel-option__seats'}>
            {seatsLeftText(option.seats)}
          </span>
          <span className="sr-only">
            , departs {depart.day} {depart.time}, arrives {arrive.day} {arrive.time}
          </span>
        </p>
      </div>
      <div className="travel-option__buy">
        <span className="travel-option__price">{formatPrice(option.price, option.currency)}</span>
        <span className="travel-option__party">total for {passengersText(passengers)}</span>
        <Button size="sm" onClick={onBook} aria-describedby={`${titleId} ${detailId}`}>
          Book
        </Button>
      </div>
    </li>
  );
}
