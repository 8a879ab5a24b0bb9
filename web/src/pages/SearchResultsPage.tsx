import './SearchResultsPage.css';

import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  PageHeader,
  SegmentedControl,
  Skeleton,
  TabPanel,
  Tabs,
} from '../components/ui';
import { errorMessage } from '../lib/errors';
import {
  CLASS_FILTER_LABELS,
  CLASS_FILTERS,
  type ClassFilter,
  readTripSearchState,
  RESULT_GROUP,
  SEARCH_FAILED_MESSAGE,
  searchTrips,
  type TravelOption,
  TRIP_MODE_LABELS,
  TRIP_MODES,
  type TripMode,
  type TripSearchParams,
  type TripSearchResult,
} from '../lib/tripSearch';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { BookOptionDialog, type CustomerDetails } from './search/BookOptionDialog';
import { formatDay } from './search/localTime';
import { passengersText } from './search/TravelOptionRow';
import { TripOptionList } from './search/TripOptionList';

export const NO_OPTIONS_MESSAGE = 'No options found for the selected date.';
export const NO_RETURN_OPTIONS_MESSAGE = 'No return options found for the selected date.';

type Leg = 'Outbound' | 'Return';

interface SearchState {
  status: 'loading' | 'failed' | 'done';
  /** The latest result (kept while a new class is loading, so the tabs stay put). */
  result: TripSearchResult | null;
  error?: unknown;
}

function SearchSummary({ search }: { search: TripSearchParams }) {
  const parts = [
    formatDay(search.departDate) + (search.returnDate ? ` – ${formatDay(search.returnDate)}` : ''),
    search.tripType === 'ROUNDTRIP' ? 'Round trip' : 'One way',
    passengersText(search.passengers),
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

function LoadingOptions() {
  return (
    <div className="stack" aria-busy="true">
      <p role="status" className="sr-only">
        Searching…
      </p>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={112} />
      ))}
    </div>
  );
}

function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const detail = errorMessage(cause, '');
  return (
    <Alert variant="error" title={SEARCH_FAILED_MESSAGE}>
      <div className="trip-results__failure">
        {detail && detail !== SEARCH_FAILED_MESSAGE && <span>{detail}</span>}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}

function NoOptions() {
  return (
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
  );
}

function useTripSearch(search: TripSearchParams, klass: ClassFilter) {
  const client = useApolloClient();
  const [state, setState] = useState<SearchState>({ status: 'loading', result: null });
  // Bumped to search again; a silent run (the refresh after a booking) keeps the current options on screen.
  const [run, setRun] = useState(0);
  const silent = useRef(false);

  useEffect(() => {
    let current = true;
    const quiet = silent.current;
    silent.current = false;
    if (!quiet) setState((previous) => ({ status: 'loading', result: previous.result }));
    searchTrips({ ...search, klass }, client).then(
      (result) => current && setState({ status: 'done', result }),
      (error: unknown) => {
        // A failed background refresh leaves the options that are on screen.
        if (current && !quiet) setState((previous) => ({ status: 'failed', result: previous.result, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [client, search, klass, run]);

  const retry = useCallback(() => setRun((count) => count + 1), []);
  const refresh = useCallback(() => {
    silent.current = true;
    setRun((count) => count + 1);
  }, []);
  return { ...state, retry, refresh };
}

function TripResults({ search }: { search: TripSearchParams }) {
  const [classFilter, setClassFilter] = useState<ClassFilter>('ALL');
  const { status, result, error, retry, refresh } = useTripSearch(search, classFilter);
  const [chosenMode, setChosenMode] = useState<TripMode | null>(null);
  const [booking, setBooking] = useState<{ option: TravelOption; leg?: Leg } | null>(null);
  const [customer, setCustomer] = useState<CustomerDetails | null>(null);
  const roundTrip = search.tripType === 'ROUNDTRIP';

  // Tabs: the modes the API has enabled, among those the traveller asked for (none chosen means all, as for the API).
  const wanted: readonly TripMode[] = search.modes.length ? search.modes : TRIP_MODES;
  const offered = result
    ? TRIP_MODES.filter((mode) => result.allowedModes.includes(mode) && wanted.includes(mode))
    : [];
  const outbound = (mode: TripMode) => result?.[RESULT_GROUP[mode]] ?? [];
  const inbound = (mode: TripMode) => result?.returnLegs?.[RESULT_GROUP[mode]] ?? [];
  const mode =
    (chosenMode && offered.includes(chosenMode) ? chosenMode : null) ??
    offered.find((candidate) => outbound(candidate).length > 0) ??
    offered.find((candidate) => inbound(candidate).length > 0) ??
    offered[0] ??
    null;

  const filter = (
    <div className="trip-results__filter">
      <SegmentedControl
        label="Class"
        options={CLASS_FILTERS.map((value) => ({ value, label: CLASS_FILTER_LABELS[value] }))}
        value={classFilter}
        onChange={setClassFilter}
      />
    </div>
  );

  let body;
  if (status === 'failed') body = <SearchFailed error={error} onRetry={retry} />;
  else if (status === 'loading' || !result) body = <LoadingOptions />;
  else if (!mode) body = <NoOptions />;
  else {
    const book = (leg?: Leg) => (option: TravelOption) => setBooking({ option, leg });
    const outboundOptions = outbound(mode);
    body = roundTrip ? (
      <>
        <p className="trip-results__note">
          Round trip: book your outbound and your return option separately; each leg holds its own seats.
        </p>
        <section className="trip-results__leg" aria-labelledby="trip-leg-outbound">
          <h2 id="trip-leg-outbound" className="trip-results__leg-title">
            Outbound <span className="trip-results__leg-date">{formatDay(search.departDate)}</span>
          </h2>
          {outboundOptions.length === 0 ? (
            <NoOptions />
          ) : (
            <TripOptionList
              options={outboundOptions}
              passengers={search.passengers}
              label="Outbound options"
              onBook={book('Outbound')}
            />
          )}
        </section>
        <section className="trip-results__leg" aria-labelledby="trip-leg-return">
          <h2 id="trip-leg-return" className="trip-results__leg-title">
            Return {search.returnDate && <span className="trip-results__leg-date">{formatDay(search.returnDate)}</span>}
          </h2>
          {!result.returnLegs ? (
            <p className="muted">Add a return date to your search to see the ways back.</p>
          ) : inbound(mode).length === 0 ? (
            <p className="trip-results__none">{NO_RETURN_OPTIONS_MESSAGE}</p>
          ) : (
            <TripOptionList
              options={inbound(mode)}
              passengers={search.passengers}
              label="Return options"
              onBook={book('Return')}
            />
          )}
        </section>
      </>
    ) : outboundOptions.length === 0 ? (
      <NoOptions />
    ) : (
      <TripOptionList options={outboundOptions} passengers={search.passengers} label="Options" onBook={book()} />
    );
  }

  return (
    <div className="trip-results">
      {result && mode ? (
        <>
          <Tabs
            id="trip-modes"
            label="Ways to travel"
            tabs={offered.map((value) => {
              const count = outbound(value).length + inbound(value).length;
              return {
                value,
                label: (
                  <>
                    {TRIP_MODE_LABELS[value]}
                    {status === 'done' && (
                      <span className="trip-results__count" aria-hidden="true">
                        {count}
                      </span>
                    )}
                  </>
                ),
              };
            })}
            value={mode}
            onChange={setChosenMode}
          />
          <TabPanel tabsId="trip-modes" value={mode}>
            {filter}
            {body}
          </TabPanel>
        </>
      ) : (
        <>
          {!result && status === 'loading' && <Skeleton height={44} className="trip-results__tabs-skeleton" />}
          {filter}
          {body}
        </>
      )}
      {booking && (
        <BookOptionDialog
          key={booking.option.id}
          option={booking.option}
          passengers={search.passengers}
          leg={roundTrip ? booking.leg : undefined}
          customer={customer}
          onBooked={setCustomer}
          onClose={(attempted) => {
            setBooking(null);
            if (attempted) refresh();
          }}
        />
      )}
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
