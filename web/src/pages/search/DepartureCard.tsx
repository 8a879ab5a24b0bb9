import type { ReactNode } from 'react';
import { useId } from 'react';

import { Icon, type IconName } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { DepartureCardFragment } from '../../gql/graphql';
import type { TripMode } from '../../lib/tripSearch';
import { daysBetween, localTime } from './localTime';
import { fewSeats, seatsLeftText } from './TravelOptionRow';

const DEPARTURE_CARD_FRAGMENT = graphql(`
  fragment DepartureCard on TravelOption {
    mode
    supplier
    serviceNumber
    origin
    destination
    originCity
    destinationCity
    originNearby
    destinationNearby
    depart
    arrive
    duration
    durationMin
  }
`);

const MODE_ICONS: Record<TripMode, IconName> = { FLIGHTS: 'plane', BUS: 'bus', TRAIN: 'train', FERRY: 'ship' };

/** The API's own text ('2h 05m'), else one built from the minutes. */
function formatDuration(departure: Pick<DepartureCardFragment, 'duration' | 'durationMin'>): string {
  if (departure.duration) return departure.duration;
  const hours = Math.floor(departure.durationMin / 60);
  const minutes = departure.durationMin % 60;
  return hours ? `${hours}h ${String(minutes).padStart(2, '0')}m` : `${minutes}m`;
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

/** Says so when the departure leaves from (or arrives at) another place of the searched city than the one named. */
function TransferNotes({ departure }: { departure: DepartureCardFragment }) {
  const notes = [
    departure.originNearby &&
      `Leaves from ${departure.origin}, elsewhere in ${departure.originCity}: allow time to get there.`,
    departure.destinationNearby &&
      `Arrives at ${departure.destination}, elsewhere in ${departure.destinationCity}: plan the last stretch.`,
  ].filter(Boolean);
  if (!notes.length) return null;
  return (
    <ul className="travel-option__transfers">
      {notes.map((note) => (
        <li key={note as string}>
          <Icon name="info" className="travel-option__transfer-icon" />
          {note}
        </li>
      ))}
    </ul>
  );
}

export interface DepartureCardProps {
  departure: FragmentType<typeof DEPARTURE_CARD_FRAGMENT>;
  /** Seats left, said on the card when it shows one class; null when each class row shows its own. */
  seats: number | null;
  /** The class rows, each with its Book button; given the ids that describe the departure. */
  children: (describedBy: string) => ReactNode;
}

/** One departure: who runs it, local departure and arrival, journey time, where it really leaves from, its classes. */
export function DepartureCard({ departure: departureRef, seats, children }: DepartureCardProps) {
  const departure = getFragmentData(DEPARTURE_CARD_FRAGMENT, departureRef);
  const titleId = useId();
  const timesId = useId();
  const depart = localTime(departure.depart);
  const arrive = localTime(departure.arrive);
  const laterDays = daysBetween(depart.date, arrive.date);

  return (
    <li className="travel-option" aria-labelledby={titleId}>
      <span className="icon-badge icon-badge--primary travel-option__icon" aria-hidden="true">
        <Icon name={MODE_ICONS[departure.mode]} />
      </span>
      <div className="travel-option__main">
        <p className="travel-option__title" id={titleId}>
          <span className="travel-option__supplier">{departure.supplier}</span>{' '}
          <span className="travel-option__number">{departure.serviceNumber}</span>
        </p>
        {seats !== null && (
          <p className={fewSeats(seats) ? 'travel-option__seats travel-option__seats--few' : 'travel-option__seats'}>
            {seatsLeftText(seats)}
          </p>
        )}
        <div className="travel-option__times">
          <Endpoint iso={departure.depart} place={departure.origin} align="start" />
          <span className="travel-option__duration">
            <span className="sr-only">Journey time </span>
            {formatDuration(departure)}
            {laterDays > 0 && (
              <span className="travel-option__later" title="Arrives on a later day">
                {' '}
                +{laterDays}
                <span className="sr-only"> day{laterDays > 1 ? 's' : ''}</span>
              </span>
            )}
          </span>
          <Endpoint iso={departure.arrive} place={departure.destination} align="end" />
        </div>
        <p className="sr-only" id={timesId}>
          departs {depart.day} {depart.time} from {departure.origin}, arrives {arrive.day} {arrive.time}
        </p>
        <TransferNotes departure={departure} />
      </div>
      <ul className="travel-option__classes" aria-label="Classes">
        {children(`${titleId} ${timesId}`)}
      </ul>
    </li>
  );
}
