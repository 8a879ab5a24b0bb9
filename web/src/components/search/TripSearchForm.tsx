import './TripSearchForm.css';

import { Controller, useWatch } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
// zod's mini build: this form is on the home page's first load (classic zod is ~20 kB more).
import { z } from 'zod/mini';

import {
  MAX_PASSENGERS,
  MIN_PASSENGERS,
  SEARCH_REQUIRED_MESSAGE,
  TRIP_MODE_LABELS,
  TRIP_MODES,
  type TripSearchParams,
  tripSearchPath,
} from '../../lib/tripSearch';
import { Form, FormActions, RadioField, SubmitButton, TextField, useZodForm } from '../form';
import { Icon, NumberStepper } from '../ui';
import { LocationCombobox } from './LocationCombobox';

const PAST_DATE_MESSAGE = 'Departure date cannot be in the past.';

/** Today as yyyy-mm-dd in the visitor's time zone (the date input's min). */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const searchFields = z.object({
  origin: z.string().check(z.trim(), z.minLength(1, SEARCH_REQUIRED_MESSAGE)),
  destination: z.string().check(z.trim(), z.minLength(1, SEARCH_REQUIRED_MESSAGE)),
  departDate: z.string().check(z.minLength(1, SEARCH_REQUIRED_MESSAGE)),
  tripType: z.enum(['ONEWAY', 'ROUNDTRIP']),
  // undefined while the field is disabled (one-way trips)
  returnDate: z.optional(z.string()),
  passengers: z.int().check(z.gte(MIN_PASSENGERS), z.lte(MAX_PASSENGERS)),
  modes: z.array(z.enum(TRIP_MODES)).check(z.minLength(1, 'Choose at least one way to travel.')),
});
type SearchFields = z.output<typeof searchFields>;

const tripSearchSchema = z.pipe(
  searchFields.check(
    // Read at submit, so a form left open past midnight still knows what today is.
    z.refine<SearchFields>((search) => !search.departDate || search.departDate >= today(), {
      path: ['departDate'],
      message: PAST_DATE_MESSAGE,
    }),
    // The server's TRIP_SAME_PLACE text, so the error catalogue translates it; the server also catches two names
    // of one place.
    z.refine<SearchFields>(
      (search) => !search.origin || search.origin.trim().toLowerCase() !== search.destination.trim().toLowerCase(),
      {
        path: ['destination'],
        message: 'The origin and the destination are the same place: choose where you are going.',
      },
    ),
    z.refine<SearchFields>(
      (search) => search.tripType === 'ONEWAY' || !search.returnDate || search.returnDate >= search.departDate,
      { path: ['returnDate'], message: 'The return date must be on or after the departure date.' },
    ),
  ),
  z.transform((search: SearchFields): TripSearchParams => ({
    ...search,
    returnDate: search.tripType === 'ROUNDTRIP' && search.returnDate ? search.returnDate : null,
  })),
);

const messages = defineMessages({
  form: { id: 'search.form.label', defaultMessage: 'Trip search' },
  from: { id: 'search.form.from', defaultMessage: 'From' },
  fromPlaceholder: { id: 'search.form.fromPlaceholder', defaultMessage: 'City or airport' },
  to: { id: 'search.form.to', defaultMessage: 'To' },
  toPlaceholder: { id: 'search.form.toPlaceholder', defaultMessage: 'e.g. Makkah' },
  date: { id: 'search.form.date', defaultMessage: 'Date' },
  departDate: { id: 'search.form.departDate', defaultMessage: 'Departure date' },
  returnDate: { id: 'search.form.returnDate', defaultMessage: 'Return date (round trip)' },
  tripType: { id: 'search.form.tripType', defaultMessage: 'Trip type' },
  oneWay: { id: 'search.form.oneWay', defaultMessage: 'One way' },
  roundTrip: { id: 'search.form.roundTrip', defaultMessage: 'Round trip' },
  passengers: { id: 'search.form.passengers', defaultMessage: 'Passengers' },
  // The stepper's buttons say 'Remove a passenger' / 'Add a passenger' with it.
  passengerUnit: { id: 'search.form.passengerUnit', defaultMessage: 'passenger' },
});

// Each option keeps its label's message, formatted at render in the reader's language.
const TRIP_TYPES = [
  { value: 'ONEWAY', label: messages.oneWay },
  { value: 'ROUNDTRIP', label: messages.roundTrip },
];

/** The rules docs/product-rules.md#validation states as one sentence above the button, first invalid one wins. */
const ERROR_SUMMARY = ['origin', 'destination', 'departDate', 'returnDate', 'modes'] as const;

export interface TripSearchFormProps {
  /** Only origin, destination and date (the home page box); the rest takes defaults. */
  compact?: boolean;
  /** The search to start from ("Change search" on the results page); empty fields otherwise. */
  initial?: TripSearchParams;
}

/** Builds a trip search and opens /search/results with it in the query string. */
export function TripSearchForm({ compact = false, initial }: TripSearchFormProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const form = useZodForm(tripSearchSchema, {
    origin: initial?.origin ?? '',
    destination: initial?.destination ?? '',
    departDate: initial?.departDate ?? '',
    tripType: initial?.tripType ?? 'ONEWAY',
    returnDate: initial?.returnDate ?? '',
    passengers: initial?.passengers ?? MIN_PASSENGERS,
    modes: initial ? [...initial.modes] : [...TRIP_MODES],
  });
  const { control, register } = form;
  const [tripType, departDate] = useWatch({ control, name: ['tripType', 'departDate'] });
  const roundTrip = tripType === 'ROUNDTRIP';

  return (
    <Form
      form={form}
      onSubmit={(search) => navigate(tripSearchPath(search))}
      errorSummary={ERROR_SUMMARY}
      className={compact ? 'trip-search trip-search--compact' : 'trip-search'}
      aria-label={intl.formatMessage(messages.form)}
    >
      <div className="trip-search__places">
        <Controller
          control={control}
          name="origin"
          render={({ field, fieldState }) => (
            <LocationCombobox
              label={intl.formatMessage(messages.from)}
              placeholder={intl.formatMessage(messages.fromPlaceholder)}
              required
              invalid={fieldState.invalid}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="destination"
          render={({ field, fieldState }) => (
            <LocationCombobox
              label={intl.formatMessage(messages.to)}
              placeholder={intl.formatMessage(messages.toPlaceholder)}
              required
              invalid={fieldState.invalid}
              {...field}
            />
          )}
        />
        <TextField
          name="departDate"
          label={intl.formatMessage(compact ? messages.date : messages.departDate)}
          type="date"
          min={today()}
          required
        />
        {compact ? (
          <SubmitButton size="lg" className="trip-search__submit" icon={<Icon name="search" />}>
            <FormattedMessage id="search.form.search" defaultMessage="Search" />
          </SubmitButton>
        ) : (
          <TextField
            name="returnDate"
            label={intl.formatMessage(messages.returnDate)}
            type="date"
            min={departDate || today()}
            disabled={!roundTrip}
          />
        )}
      </div>
      {!compact && (
        <>
          <div className="trip-search__options">
            <RadioField
              name="tripType"
              label={intl.formatMessage(messages.tripType)}
              options={TRIP_TYPES.map((type) => ({ value: type.value, label: intl.formatMessage(type.label) }))}
              inline
            />
            <Controller
              control={control}
              name="passengers"
              render={({ field }) => (
                <NumberStepper
                  label={intl.formatMessage(messages.passengers)}
                  unit={intl.formatMessage(messages.passengerUnit)}
                  min={MIN_PASSENGERS}
                  max={MAX_PASSENGERS}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <fieldset className="field trip-search__modes">
              <legend className="field__label">
                <FormattedMessage id="search.form.travelBy" defaultMessage="Travel by" />
              </legend>
              <div className="trip-search__mode-list">
                {TRIP_MODES.map((mode) => (
                  <label key={mode} className="choice">
                    <input type="checkbox" className="choice__input" value={mode} {...register('modes')} />
                    <span className="choice__label">{intl.formatMessage(TRIP_MODE_LABELS[mode])}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          <FormActions>
            <SubmitButton size="lg" icon={<Icon name="search" />}>
              <FormattedMessage id="search.form.searchTrips" defaultMessage="Search trips" />
            </SubmitButton>
          </FormActions>
        </>
      )}
      {compact && <FormActions>{null}</FormActions>}
    </Form>
  );
}
