import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, ButtonLink, EmptyState, PageHeader, SegmentedControl, Skeleton, TabPanel, Tabs } from '../components/ui';
import {
  CLASS_FILTER_LABELS,
  CLASS_FILTERS,
  readTripSearchState,
  RESULT_GROUP,
  searchTrips,
  TRIP_MODE_LABELS,
  TRIP_MODES,
  type ClassFilter,
  type TripMode,
  type TripSearchParams,
  type TripSearchResult,
} from '../lib/tripSearch';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { TravelOptionRow } from './search/TravelOptionRow';
import './SearchResultsPage.css';

const NO_OPTIONS_MESSAGE = 'No options found for the selected date.';

type SearchState = { status: 'loading' } | { status: 'failed' } | { status: 'done'; result: TripSearchResult };

function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

function SearchSummary({ search }: { search: TripSearchParams }) {
  const parts = [
    formatDate(search.departDate) + (search.returnDate ? ` – ${formatDate(search.returnDate)}` : ''),
    search.tripType === 'ROUNDTRIP' ? 'Round trip' : 'One way',
    `${search.passengers} ${search.passengers === 1 ? 'passenger' : 'passengers'}`,
  ];
  return (
    <PageHeader
      eyebrow="Your search"
      title={`${search.origin} → ${search.destination}`}
      description={parts.join(' · ')}
      actions={
        <ButtonLink to="/custom-book" variant="secondary">
          Change search
        </ButtonLink>
      }
    />
  );
}

function TripResults({ search }: { search: TripSearchParams }) {
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  const [chosenMode, setChosenMode] = useState<TripMode | null>(null);
  const [classFilter, setClassFilter] = useState<ClassFilter>('ALL');

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    searchTrips(search).then(
      (result) => current && setState({ status: 'done', result }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [search]);

  if (state.status === 'failed') return <Alert variant="error">Search failed</Alert>;
  if (state.status === 'loading') {
    return (
      <div className="stack" aria-busy="true">
        <p role="status" className="sr-only">
          Searching…
        </p>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
    );
  }

  const available = (mode: TripMode) => state.result.allowedModes.includes(mode) && search.modes.includes(mode);
  const mode = chosenMode ?? TRIP_MODES.find(available) ?? 'FLIGHTS';
  const options = state.result[RESULT_GROUP[mode]].filter((option) => classFilter === 'ALL' || option.klass === classFilter);

  return (
    <div className="trip-results">
      <Tabs
        id="trip-modes"
        label="Ways to travel"
        tabs={TRIP_MODES.map((value) => ({ value, label: TRIP_MODE_LABELS[value], disabled: !available(value) }))}
        value={mode}
        onChange={setChosenMode}
      />
      <TabPanel tabsId="trip-modes" value={mode}>
        <div className="trip-results__filter">
          <SegmentedControl
            label="Class"
            options={CLASS_FILTERS.map((value) => ({ value, label: CLASS_FILTER_LABELS[value] }))}
            value={classFilter}
            onChange={setClassFilter}
          />
        </div>
        {options.length === 0 ? (
          <EmptyState
            icon="calendar"
            title={NO_OPTIONS_MESSAGE}
            description="Try another date or class, or ask our advisors to arrange the journey for you."
            action={
              <ButtonLink to="/consultation" variant="secondary">
                Ask an advisor
              </ButtonLink>
            }
          />
        ) : (
          <ul className="trip-results__list">
            {options.map((option) => (
              <TravelOptionRow key={option.id} option={option} mode={mode} />
            ))}
          </ul>
        )}
      </TabPanel>
    </div>
  );
}

export function SearchResultsPage() {
  useDocumentTitle('Search results');
  const location = useLocation();
  const search = useMemo(() => readTripSearchState(location.state), [location.state]);

  if (!search) {
    return (
      <div className="page container container--narrow">
        <EmptyState
          icon="search"
          title="Start from Home search."
          description="Tell us where you are travelling from and to, and when."
          action={
            <div className="trip-results__start">
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
      <SearchSummary search={search} />
      <TripResults key={location.key} search={search} />
    </div>
  );
}
