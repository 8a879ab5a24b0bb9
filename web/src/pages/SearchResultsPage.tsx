import './SearchResultsPage.css';

import { useMemo } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink, EmptyState } from '../components/ui';
import { readTripSearch } from '../lib/tripSearch';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { SearchSummary } from './search/SearchSummary';
import { TripResults } from './search/TripResults';

const messages = defineMessages({
  title: { id: 'search.page.title', defaultMessage: 'Search results' },
  startFromHome: { id: 'search.page.startFromHome', defaultMessage: 'Start from Home search.' },
  startHint: {
    id: 'search.page.startHint',
    defaultMessage: 'Tell us where you are travelling from and to, and when.',
  },
});

export function SearchResultsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const [params] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => readTripSearch(new URLSearchParams(query)), [query]);

  if (!search) {
    return (
      <div className="page container container--narrow">
        <EmptyState
          icon="search"
          pageTitle
          title={intl.formatMessage(messages.startFromHome)}
          description={intl.formatMessage(messages.startHint)}
          action={
            <div className="cluster cluster--centred">
              <ButtonLink to="/">
                <FormattedMessage id="search.page.goHome" defaultMessage="Go to Home" />
              </ButtonLink>
              <ButtonLink to="/custom-book" variant="secondary">
                <FormattedMessage id="search.page.customTrip" defaultMessage="Plan a custom trip" />
              </ButtonLink>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className="page container">
      <SearchSummary key={`summary:${query}`} search={search} />
      <TripResults key={`results:${query}`} search={search} />
    </div>
  );
}
