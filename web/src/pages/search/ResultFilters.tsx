import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { Button, SegmentedControl } from '../../components/ui';
import {
  CLASS_FILTER_LABELS,
  CLASS_FILTERS,
  type ResultView,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
  TRIP_SORT_LABELS,
  TRIP_SORTS,
} from '../../lib/tripSearch';

const messages = defineMessages({
  sortBy: { id: 'search.filters.sortBy', defaultMessage: 'Sort by' },
  class: { id: 'search.filters.class', defaultMessage: 'Class' },
  departureTime: { id: 'search.filters.departureTime', defaultMessage: 'Departure time' },
  operator: { id: 'search.filters.operator', defaultMessage: 'Operator' },
});

// The option lists keep each label's message; they are formatted at render, in the reader's language.
const CLASS_OPTIONS = CLASS_FILTERS.map((value) => ({ value, label: CLASS_FILTER_LABELS[value] }));
const SORT_OPTIONS = TRIP_SORTS.map((value) => ({ value, label: TRIP_SORT_LABELS[value] }));
const TIME_OPTIONS = TIMES_OF_DAY.map((value) => ({ value, label: TIME_OF_DAY_LABELS[value] }));

interface ChipsProps<T extends string> {
  label: string;
  options: { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}

/** Any-of filter as pills over native checkboxes; none chosen means all. */
function FilterChips<T extends string>({ label, options, chosen, onChange }: ChipsProps<T>) {
  const hintId = useId();
  return (
    <fieldset className="segmented" aria-describedby={hintId}>
      <legend className="segmented__legend">{label}</legend>
      <span id={hintId} className="sr-only">
        <FormattedMessage id="search.filters.noneMeansAll" defaultMessage="None chosen shows all." />
      </span>
      <div className="cluster">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="checkbox"
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
                )
              }
            />
            <span className="pill">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface ResultFiltersProps {
  view: ResultView;
  onChange: (view: ResultView) => void;
  /** Who runs this mode's departures (the operator filter shows when there is a choice). */
  operators: string[];
}

/** How many choices differ from the defaults, for the narrow-screen toggle. */
function changedCount(view: ResultView): number {
  return [view.sort !== 'DEPARTURE', view.klass !== 'ALL', view.times.length > 0, view.operators.length > 0].filter(
    Boolean,
  ).length;
}

/**
 * Order, class, departure time and operator of the results; each change searches again on the server. On a narrow
 * screen they fold behind a "Sort and filter" button so the departures show first.
 */
export function ResultFilters({ view, onChange, operators }: ResultFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const intl = useIntl();
  const changed = changedCount(view);
  const translated = <T extends string>(options: { value: T; label: MessageDescriptor }[]) =>
    options.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }));
  return (
    <div className={open ? 'trip-results__filters' : 'trip-results__filters trip-results__filters--folded'}>
      <Button
        variant="secondary"
        size="sm"
        className="trip-results__filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <FormattedMessage
          id="search.filters.toggle"
          defaultMessage="Sort and filter{changed, plural, =0 {} one { (# chosen)} other { (# chosen)}}"
          values={{ changed }}
        />
      </Button>
      <div id={panelId} className="trip-results__filter-groups">
        <SegmentedControl
          label={intl.formatMessage(messages.sortBy)}
          showLabel
          options={translated(SORT_OPTIONS)}
          value={view.sort}
          onChange={(sort) => onChange({ ...view, sort })}
        />
        <SegmentedControl
          label={intl.formatMessage(messages.class)}
          showLabel
          options={translated(CLASS_OPTIONS)}
          value={view.klass}
          onChange={(klass) => onChange({ ...view, klass })}
        />
        <FilterChips
          label={intl.formatMessage(messages.departureTime)}
          options={translated(TIME_OPTIONS)}
          chosen={view.times}
          onChange={(times) => onChange({ ...view, times })}
        />
        {operators.length > 1 && (
          <FilterChips
            label={intl.formatMessage(messages.operator)}
            options={operators.map((name) => ({ value: name, label: name }))}
            chosen={view.operators}
            onChange={(chosen) => onChange({ ...view, operators: chosen })}
          />
        )}
      </div>
    </div>
  );
}
