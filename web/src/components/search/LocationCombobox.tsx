import './LocationCombobox.css';

import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';

import { graphql } from '../../gql';
import type { LocationsQuery } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Field, fieldDescription, Spinner } from '../ui';
import { locationLabel } from './locationLabel';

export const LOCATIONS_QUERY = graphql(`
  query Locations($q: String!) {
    locations(q: $q) {
      id
      type
      name
      city
      iata
      country
    }
  }
`);

const messages = defineMessages<{
  readonly suggestions: { readonly label: MessageValue };
  readonly suggestionCount: { readonly count: number | bigint };
}>({
  suggestions: { id: 'search.location.suggestions', defaultMessage: '{label} suggestions' },
  suggestionCount: {
    id: 'search.location.suggestionCount',
    defaultMessage: '{count, plural, one {# suggestion} other {# suggestions}}',
  },
});

/** Suggestions are looked up once typing pauses this long. */
export const LOCATION_DEBOUNCE_MS = 200;

type Location = LocationsQuery['locations'][number];

export interface LocationComboboxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text field with place suggestions (ARIA combobox + listbox). Free text stays allowed; suggestions are only
 * fetched for non-empty text, after a short pause.
 */
export function LocationCombobox({
  label,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  hint,
  required,
  invalid,
  ref,
}: LocationComboboxProps) {
  const id = useId();
  const intl = useIntl();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(value.trim(), LOCATION_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(LOCATIONS_QUERY, {
    variables: { q: query },
    skip: !open || query === '',
  });
  const suggestions = open && value.trim() ? ((data ?? previousData)?.locations ?? []) : [];
  const expanded = suggestions.length > 0;

  function choose(location: Location) {
    onChange(locationLabel(location));
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault(); // choosing a suggestion must not submit the form
      choose(suggestions[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <Field id={id} label={label} hint={hint} required={required}>
      <div className="combobox">
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          role="combobox"
          className="control"
          autoComplete="off"
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          {...fieldDescription(id, { hint })}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        {open && loading && query !== '' && (
          <span className="combobox__spinner">
            <Spinner size="sm" label="" />
          </span>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={intl.formatMessage(messages.suggestions, { label })}
          className="combobox__list"
          hidden={!expanded}
        >
          {suggestions.map((location, index) => (
            <li
              key={location.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="combobox__option"
              // mousedown, not click: the input's blur would close the list before a click lands
              onMouseDown={(event) => {
                event.preventDefault();
                choose(location);
              }}
            >
              <span className="combobox__name">{locationLabel(location)}</span>
              <span className="combobox__meta">
                <FormattedMessage
                  id="search.location.meta"
                  defaultMessage="{city}, {country} · {type, select, AIRPORT {airport} CITY {city} STATION {station} PORT {port} other {{other}}}"
                  values={{
                    city: location.city,
                    country: location.country,
                    type: location.type,
                    other: location.type.toLowerCase(),
                  }}
                />
              </span>
            </li>
          ))}
        </ul>
        <span className="sr-only" aria-live="polite">
          {expanded ? intl.formatMessage(messages.suggestionCount, { count: suggestions.length }) : ''}
        </span>
      </div>
    </Field>
  );
}
