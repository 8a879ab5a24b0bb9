import type { ReactNode } from 'react';
import { useId } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { Icon, type IconName } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { DepartureCardFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/I18nProvider';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import type { TripMode } from '../../lib/tripSearch';
import { daysBetween, formatMinutes, localTime } from './localTime';
import { sharedMessages } from './messages';
import { fewSeats } from './TravelOptionRow';

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

const messages = defineMessages<{
  readonly laterDay: NoMessageValues;
  readonly classes: NoMessageValues;
  readonly leavesElsewhere: { readonly city: MessageValue; readonly place: MessageValue };
  readonly arrivesElsewhere: { readonly city: MessageValue; readonly place: MessageValue };
}>({
  laterDay: { id: 'search.departure.laterDay', defaultMessage: 'Arrives on a later day' },
  classes: { id: 'search.departure.classes', defaultMessage: 'Classes' },
  leavesElsewhere: {
    id: 'search.departure.leavesElsewhere',
    defaultMessage: 'Leaves from {place}, elsewhere in {city}: allow time to get there.',
  },
  arrivesElsewhere: {
    id: 'search.departure.arrivesElsewhere',
    defaultMessage: 'Arrives at {place}, elsewhere in {city}: plan the last stretch.',
  },
});

const TITLE_PARTS = {
  operator: (chunks: ReactNode[]) => (
    <span key="operator" className="travel-option__supplier">
      {chunks}
    </span>
  ),
  service: (chunks: ReactNode[]) => (
    <span key="service" className="travel-option__number">
      {chunks}
    </span>
  ),
};

const MODE_ICONS: Record<TripMode, IconName> = { FLIGHTS: 'plane', BUS: 'bus', TRAIN: 'train', FERRY: 'ship' };

/**
 * In English the API's own text ('2h 05m'), else one built from the minutes; in other languages always from the
 * minutes, in the reader's words.
 */
function formatDuration(departure: Pick<DepartureCardFragment, 'duration' | 'durationMin'>, locale: Locale): string {
  if (locale !== DEFAULT_LOCALE) return formatMinutes(departure.durationMin, locale);
  if (departure.duration) return departure.duration;
  const hours = Math.floor(departure.durationMin / 60);
  const minutes = departure.durationMin % 60;
  return hours ? `${hours}h ${String(minutes).padStart(2, '0')}m` : `${minutes}m`;
}

function Endpoint({ iso, place, align }: { iso: string; place: string; align: 'start' | 'end' }) {
  const { time, day } = localTime(iso, useLocale());
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
  const intl = useIntl();
  const notes = [
    departure.originNearby &&
      intl.formatMessage(messages.leavesElsewhere, { place: departure.origin, city: departure.originCity }),
    departure.destinationNearby &&
      intl.formatMessage(messages.arrivesElsewhere, { place: departure.destination, city: departure.destinationCity }),
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
  const intl = useIntl();
  const locale = useLocale();
  const depart = localTime(departure.depart, locale);
  const arrive = localTime(departure.arrive, locale);
  const laterDays = daysBetween(depart.date, arrive.date);
  // Rich-text parts are keyed: React 19 warns about the unkeyed list react-intl hands it otherwise.
  const durationParts = {
    duration: formatDuration(departure, locale),
    hidden: (chunks: ReactNode[]) => (
      <span key="hidden" className="sr-only">
        {chunks}
      </span>
    ),
    later: (chunks: ReactNode[]) => (
      <span key="later" className="travel-option__later" title={intl.formatMessage(messages.laterDay)}>
        {chunks}
      </span>
    ),
    unit: (chunks: ReactNode[]) => (
      <span key="unit" className="sr-only">
        {chunks}
      </span>
    ),
  };

  return (
    <li className="travel-option" aria-labelledby={titleId}>
      <span className="icon-badge icon-badge--primary travel-option__icon" aria-hidden="true">
        <Icon name={MODE_ICONS[departure.mode]} />
      </span>
      <div className="travel-option__main">
        <p className="travel-option__title" id={titleId}>
          <FormattedMessage
            id="search.departure.title"
            defaultMessage="<operator>{supplier}</operator> <service>{number}</service>"
            values={{
              supplier: departure.supplier,
              number: departure.serviceNumber,
              ...TITLE_PARTS,
            }}
          />
        </p>
        {seats !== null && (
          <p className={fewSeats(seats) ? 'travel-option__seats travel-option__seats--few' : 'travel-option__seats'}>
            {intl.formatMessage(sharedMessages.seatsLeft, { count: seats })}
          </p>
        )}
        <div className="travel-option__times">
          <Endpoint iso={departure.depart} place={departure.origin} align="start" />
          <span className="travel-option__duration">
            {laterDays > 0 ? (
              <FormattedMessage
                id="search.departure.durationLater"
                defaultMessage="<hidden>Journey time </hidden>{duration} <later>+{days}<unit> {days, plural, one {day} other {days}}</unit></later>"
                values={{ ...durationParts, days: laterDays }}
              />
            ) : (
              <FormattedMessage
                id="search.departure.duration"
                defaultMessage="<hidden>Journey time </hidden>{duration}"
                values={{ duration: durationParts.duration, hidden: durationParts.hidden }}
              />
            )}
          </span>
          <Endpoint iso={departure.arrive} place={departure.destination} align="end" />
        </div>
        <p className="sr-only" id={timesId}>
          <FormattedMessage
            id="search.departure.times"
            defaultMessage="departs {departDay} {departTime} from {origin}, arrives {arriveDay} {arriveTime}"
            values={{
              departDay: depart.day,
              departTime: depart.time,
              origin: departure.origin,
              arriveDay: arrive.day,
              arriveTime: arrive.time,
            }}
          />
        </p>
        <TransferNotes departure={departure} />
      </div>
      <ul className="travel-option__classes" aria-label={intl.formatMessage(messages.classes)}>
        {children(`${titleId} ${timesId}`)}
      </ul>
    </li>
  );
}
