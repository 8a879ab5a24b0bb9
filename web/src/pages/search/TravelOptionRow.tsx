import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { Badge, type BadgeVariant, Button } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { sharedMessages } from './messages';

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

/** Few enough seats left to say so in red. */
export const fewSeats = (seats: number) => seats <= 5;

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
  const intl = useIntl();
  const f = useFormat();
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
            {intl.formatMessage(sharedMessages.seatsLeft, { count: option.seats })}
          </span>
        )}
      </p>
      <p className="travel-class__price">
        <span className="travel-option__price">{f.price(option.price, option.currency)}</span>
        <span className="travel-option__party">
          <FormattedMessage
            id="search.option.totalFor"
            defaultMessage="total for {count, plural, one {# passenger} other {# passengers}}"
            values={{ count: passengers }}
          />
        </span>
      </p>
      <Button size="sm" onClick={onBook} aria-describedby={`${classId} ${describedBy}`}>
        <FormattedMessage
          id="search.option.book"
          defaultMessage="Book <hidden>{className}</hidden>"
          values={{
            className: option.className,
            hidden: (chunks) => (
              <span key="hidden" className="sr-only">
                {chunks}
              </span>
            ),
          }}
        />
      </Button>
    </li>
  );
}
