import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { useLocale } from '../../i18n/I18nProvider';
import type { TripSearchParams } from '../../lib/tripSearch';
import { formatDay } from './localTime';
import { sharedMessages } from './messages';
import { NoOptions } from './SearchStatus';
import { type TripOption, TripOptionList, type TripOptionRef } from './TripOptionList';

export type Leg = 'Outbound' | 'Return';

const messages = defineMessages({
  outboundOptions: { id: 'search.leg.outboundOptions', defaultMessage: 'Outbound options' },
  returnOptions: { id: 'search.leg.returnOptions', defaultMessage: 'Return options' },
});

export interface TripLegsProps {
  search: TripSearchParams;
  outbound: readonly TripOptionRef[];
  /** null when the result has no return legs (a round trip searched without a return date). */
  inbound: readonly TripOptionRef[] | null;
  onBook: (option: TripOption, leg: Leg) => void;
}

interface LegSectionProps {
  leg: Leg;
  date: string | null;
  options: readonly TripOptionRef[] | null;
  passengers: number;
  onBook: TripLegsProps['onBook'];
  /** Shown instead of the list when the leg has no options. */
  none: ReactNode;
}

function LegSection({ leg, date, options, passengers, onBook, none }: LegSectionProps) {
  const titleId = `trip-leg-${leg.toLowerCase()}`;
  const intl = useIntl();
  const locale = useLocale();
  const outbound = leg === 'Outbound';
  return (
    <section className="trip-results__leg" aria-labelledby={titleId}>
      <h2 id={titleId} className="trip-results__leg-title">
        {date ? (
          <FormattedMessage
            id="search.leg.title"
            defaultMessage="{leg} <dated>{date}</dated>"
            values={{
              leg: intl.formatMessage(outbound ? sharedMessages.outbound : sharedMessages.return),
              date: formatDay(date, locale),
              dated: (chunks) => (
                <span key="date" className="trip-results__leg-date">
                  {chunks}
                </span>
              ),
            }}
          />
        ) : (
          intl.formatMessage(outbound ? sharedMessages.outbound : sharedMessages.return)
        )}
      </h2>
      {options?.length ? (
        <TripOptionList
          options={options}
          passengers={passengers}
          label={intl.formatMessage(outbound ? messages.outboundOptions : messages.returnOptions)}
          onBook={(option) => onBook(option, leg)}
        />
      ) : (
        none
      )}
    </section>
  );
}

/** A round trip's options in one mode: an Outbound and a Return section, each leg booked on its own. */
export function TripLegs({ search, outbound, inbound, onBook }: TripLegsProps) {
  const legs: Pick<LegSectionProps, 'leg' | 'date' | 'options' | 'none'>[] = [
    { leg: 'Outbound', date: search.departDate, options: outbound, none: <NoOptions /> },
    {
      leg: 'Return',
      date: search.returnDate,
      options: inbound,
      none: inbound ? (
        <p className="trip-results__none">
          <FormattedMessage
            id="search.leg.noReturnOptions"
            defaultMessage="No return options found for the selected date."
          />
        </p>
      ) : (
        <p className="muted">
          <FormattedMessage
            id="search.leg.addReturnDate"
            defaultMessage="Add a return date to your search to see the ways back."
          />
        </p>
      ),
    },
  ];
  return (
    <>
      <p className="trip-results__note">
        <FormattedMessage
          id="search.leg.roundTripNote"
          defaultMessage="Round trip: book your outbound and your return option separately; each leg holds its own seats."
        />
      </p>
      {legs.map((leg) => (
        <LegSection key={leg.leg} {...leg} passengers={search.passengers} onBook={onBook} />
      ))}
    </>
  );
}
