import './SearchResultsPage.css';

import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink, EmptyState } from '../components/ui';
import { readTripSearch } from '../lib/tripSearch';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { SearchSummary } from './search/SearchSummary';
import { TripResults } from './search/TripResults';

export function SearchResultsPage() {
  useDocumentTitle('Search results');
  const [params] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => readTripSearch(new URLSearchParams(query)), [query]);

  if (!search) {
    return (
      <div className="page container container--narrow">
        <EmptyState
          icon="search"
          pageTitle
          title="Start from Home search."
          description="Tell us where you are travelling from and to, and when."
          action={
            <div className="cluster cluster--centred">
              <ButtonLink to="/">Go to Home</ButtonLink>
              <ButtonLink to="/custom-book" variant="secondary">
                Plan a custom trip
              </ButtonLink>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className="page container">
      <SearchSummary key={query} search={search} />
      <TripResults key={query} search={search} />
    </div>
  );
}
