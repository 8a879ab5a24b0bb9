import { type ReactNode, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { Skeleton, TabPanel, Tabs } from '../../components/ui';
import {
  DEFAULT_VIEW,
  RESULT_GROUP,
  type ResultView,
  TRIP_MODE_LABELS,
  TRIP_MODES,
  type TripMode,
  type TripSearchParams,
  type TripSearchResult,
} from '../../lib/tripSearch';
import { BookOptionDialog, type CustomerDetails } from './BookOptionDialog';
import { ResultFilters } from './ResultFilters';
import { LoadingOptions, NoOptions, SearchFailed } from './SearchStatus';
import { type Leg, TripLegs } from './TripLegs';
import { departureCount, type TripOption, TripOptionList } from './TripOptionList';
import { useTripSearch } from './useTripSearch';

const messages = defineMessages({
  options: { id: 'search.results.options', defaultMessage: 'Options' },
  modes: { id: 'search.results.modes', defaultMessage: 'Ways to travel' },
});

/** A result's options per mode, outbound and return. */
function optionsOf(result: TripSearchResult | null) {
  return {
    outbound: (mode: TripMode) => result?.[RESULT_GROUP[mode]] ?? [],
    inbound: (mode: TripMode) => result?.returnLegs?.[RESULT_GROUP[mode]] ?? [],
  };
}

/** The modes the API has enabled, among those the traveller asked for (none chosen means all, as for the API). */
function offeredModes(result: TripSearchResult | null, search: TripSearchParams): TripMode[] {
  if (!result) return [];
  const wanted: readonly TripMode[] = search.modes.length ? search.modes : TRIP_MODES;
  return TRIP_MODES.filter((mode) => result.allowedModes.includes(mode) && wanted.includes(mode));
}

/**
 * The search's results: a tab per mode, the order and filters, one card per departure (per leg on a round trip)
 * and booking.
 */
export function TripResults({ search }: { search: TripSearchParams }) {
  const [view, setView] = useState<ResultView>(DEFAULT_VIEW);
  const { status, result, error, retry, refresh } = useTripSearch(search, view);
  const [chosenMode, setChosenMode] = useState<TripMode | null>(null);
  const [booking, setBooking] = useState<{ option: TripOption; leg?: Leg } | null>(null);
  const [customer, setCustomer] = useState<CustomerDetails | null>(null);
  const roundTrip = search.tripType === 'ROUNDTRIP';
  const intl = useIntl();

  const offered = offeredModes(result, search);
  const { outbound, inbound } = optionsOf(result);
  // The chosen tab while it is offered, else the first with outbound options, else with return options.
  const mode =
    (chosenMode && offered.includes(chosenMode) ? chosenMode : null) ??
    offered.find((candidate) => outbound(candidate).length > 0) ??
    offered.find((candidate) => inbound(candidate).length > 0) ??
    offered.at(0) ??
    null;

  const operators = result?.operators.filter((operator) => operator.mode === mode).map((operator) => operator.name);
  const filter = (
    <ResultFilters
      view={view}
      // A filter that empties this tab must not jump to another one: the tab shown stays chosen.
      onChange={(next) => {
        setChosenMode(mode);
        setView(next);
      }}
      operators={operators ?? []}
    />
  );

  let body: ReactNode;
  if (status === 'failed') body = <SearchFailed error={error} onRetry={retry} />;
  else if (status === 'loading' || !result) body = <LoadingOptions />;
  else if (!mode) body = <NoOptions />;
  else if (roundTrip)
    body = (
      <TripLegs
        search={search}
        outbound={outbound(mode)}
        inbound={result.returnLegs ? inbound(mode) : null}
        onBook={(option, leg) => setBooking({ option, leg })}
      />
    );
  else if (outbound(mode).length === 0) body = <NoOptions />;
  else
    body = (
      <TripOptionList
        options={outbound(mode)}
        passengers={search.passengers}
        label={intl.formatMessage(messages.options)}
        onBook={(option) => setBooking({ option })}
      />
    );

  return (
    <div className="trip-results">
      {result && mode ? (
        <>
          <Tabs
            id="trip-modes"
            label={intl.formatMessage(messages.modes)}
            tabs={offered.map((value) => ({
              value,
              label: (
                <>
                  {intl.formatMessage(TRIP_MODE_LABELS[value])}
                  {status === 'done' && (
                    <span className="trip-results__count" aria-hidden="true">
                      {intl.formatNumber(departureCount(outbound(value)) + departureCount(inbound(value)))}
                    </span>
                  )}
                </>
              ),
            }))}
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
          leg={booking.leg}
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
