import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { TripSearchForm } from '../../components/search/TripSearchForm';
import { Button, PageHeader } from '../../components/ui';
import { useLocale } from '../../i18n/I18nProvider';
import type { TripSearchParams } from '../../lib/tripSearch';
import { formatDay } from './localTime';
import { sharedMessages } from './messages';

const messages = defineMessages<{
  readonly eyebrow: NoMessageValues;
  readonly route: { readonly destination: MessageValue; readonly origin: MessageValue };
  readonly dates: { readonly depart: MessageValue; readonly return: MessageValue };
  readonly roundTrip: NoMessageValues;
  readonly oneWay: NoMessageValues;
  readonly parts: { readonly dates: MessageValue; readonly passengers: MessageValue; readonly tripType: MessageValue };
}>({
  eyebrow: { id: 'search.summary.eyebrow', defaultMessage: 'Your search' },
  route: { id: 'search.summary.route', defaultMessage: '{origin} → {destination}' },
  dates: { id: 'search.summary.dates', defaultMessage: '{depart} – {return}' },
  roundTrip: { id: 'search.summary.roundTrip', defaultMessage: 'Round trip' },
  oneWay: { id: 'search.summary.oneWay', defaultMessage: 'One way' },
  parts: { id: 'search.summary.parts', defaultMessage: '{dates} · {tripType} · {passengers}' },
});

/**
 * The search being shown (dates, trip type, party), and "Change search", which opens the full form filled with
 * it. Submitting the form opens the new search's address (the page is keyed by it, so the form closes).
 */
export function SearchSummary({ search }: { search: TripSearchParams }) {
  const [changing, setChanging] = useState(false);
  const formId = useId();
  const intl = useIntl();
  const locale = useLocale();
  const depart = formatDay(search.departDate, locale);
  const description = intl.formatMessage(messages.parts, {
    dates: search.returnDate
      ? intl.formatMessage(messages.dates, { depart, return: formatDay(search.returnDate, locale) })
      : depart,
    tripType: intl.formatMessage(search.tripType === 'ROUNDTRIP' ? messages.roundTrip : messages.oneWay),
    passengers: intl.formatMessage(sharedMessages.passengers, { count: search.passengers }),
  });
  return (
    <>
      <PageHeader
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={intl.formatMessage(messages.route, { origin: search.origin, destination: search.destination })}
        description={description}
        actions={
          <Button
            variant="secondary"
            aria-expanded={changing}
            aria-controls={formId}
            onClick={() => setChanging((open) => !open)}
          >
            {changing ? (
              <FormattedMessage id="search.summary.keep" defaultMessage="Keep this search" />
            ) : (
              <FormattedMessage id="search.summary.change" defaultMessage="Change search" />
            )}
          </Button>
        }
      />
      <div id={formId} className="search-summary__form" hidden={!changing}>
        {changing && <TripSearchForm initial={search} />}
      </div>
    </>
  );
}
