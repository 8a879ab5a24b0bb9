import { isPassportName } from '@rihla/db/passport-names';
import type { MessageValue, NoMessageValues } from 'react-intl';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { SelectField, TextField } from '../../components/form';
import { NAME_NOT_LATIN, nationalityOptions, PASSPORT_NAME_EXAMPLE } from '../../components/travellers/travellerFormat';
import { useLocale } from '../../i18n/I18nProvider';

const messages = defineMessages<{
  readonly fullName: NoMessageValues;
  readonly fullNameHint: { readonly example: MessageValue };
  readonly dateOfBirth: NoMessageValues;
  readonly nationality: NoMessageValues;
  readonly chooseCountry: NoMessageValues;
  readonly passportNumber: NoMessageValues;
}>({
  fullName: { id: 'search.book.passenger.fullName', defaultMessage: 'Full name as on the passport' },
  fullNameHint: {
    id: 'search.book.passenger.fullNameHint',
    defaultMessage: 'As in the passport’s bottom lines, in Latin letters: {example}',
  },
  dateOfBirth: { id: 'search.book.passenger.dateOfBirth', defaultMessage: 'Date of birth' },
  nationality: { id: 'search.book.passenger.nationality', defaultMessage: 'Nationality' },
  chooseCountry: { id: 'search.book.passenger.chooseCountry', defaultMessage: 'Choose a country' },
  passportNumber: { id: 'search.book.passenger.passportNumber', defaultMessage: 'Passport number' },
});

// The server's texts (TRAVELLER_NAME_LENGTH, TRIP_PASSPORT_REQUIRED's parts), so the error catalogue translates them.
const NAME_LENGTH = 'The full name as on the passport must be 2 to 100 characters.';
const passengerFields = z.object({
  fullName: z.string().trim().min(2, NAME_LENGTH).max(100, NAME_LENGTH),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumber: z.string().trim(),
});
export type PassengerFields = z.output<typeof passengerFields>;

// Where the passport is asked, the name is its machine-readable one (Latin letters A–Z), as the server checks.
const withPassport = passengerFields.extend({
  fullName: passengerFields.shape.fullName.refine(isPassportName, NAME_NOT_LATIN),
  dateOfBirth: z.string().min(1, 'Enter the date of birth (YYYY-MM-DD).'),
  nationality: z.string().min(1, 'Choose the nationality.'),
  passportNumber: z.string().trim().min(1, 'Enter the passport number.'),
});

/** One entry per passenger; a route across a border needs each one's passport data (the server says the same). */
export const passengersSchema = (crossesBorder: boolean) => z.array(crossesBorder ? withPassport : passengerFields);

export const emptyPassenger: PassengerFields = { fullName: '', dateOfBirth: '', nationality: '', passportNumber: '' };

/** What the API takes: the passport fields only when the route asks them. */
export const passengerInput = ({ fullName, dateOfBirth, nationality, passportNumber }: PassengerFields) =>
  dateOfBirth || nationality || passportNumber ? { fullName, dateOfBirth, nationality, passportNumber } : { fullName };

/** A fieldset per passenger: the name as on the passport, and the passport data where the route crosses a border. */
export function TripPassengerFields({ count, crossesBorder }: { count: number; crossesBorder: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const nationalities = crossesBorder ? nationalityOptions(locale) : [];
  return (
    <>
      <p className="field__hint">
        {crossesBorder ? (
          <FormattedMessage
            id="search.book.passenger.passportHint"
            defaultMessage="This trip crosses a border: give each passenger’s details as written on their passport."
          />
        ) : (
          <FormattedMessage
            id="search.book.passenger.nameHint"
            defaultMessage="Give each passenger’s name as written on their passport."
          />
        )}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <fieldset key={i} className="stack">
          <legend>
            <FormattedMessage
              id="search.book.passenger.legend"
              defaultMessage="Passenger {number}"
              values={{ number: i + 1 }}
            />
          </legend>
          <TextField
            name={`travellers.${i}.fullName`}
            label={intl.formatMessage(messages.fullName)}
            hint={
              crossesBorder ? intl.formatMessage(messages.fullNameHint, { example: PASSPORT_NAME_EXAMPLE }) : undefined
            }
            autoComplete={i === 0 ? 'name' : 'off'}
            required
            {...(i === 0 ? { 'data-autofocus': true } : {})}
          />
          {crossesBorder && (
            <>
              <TextField
                name={`travellers.${i}.dateOfBirth`}
                label={intl.formatMessage(messages.dateOfBirth)}
                type="date"
                required
              />
              <SelectField
                name={`travellers.${i}.nationality`}
                label={intl.formatMessage(messages.nationality)}
                placeholder={intl.formatMessage(messages.chooseCountry)}
                options={nationalities}
                required
              />
              <TextField
                name={`travellers.${i}.passportNumber`}
                label={intl.formatMessage(messages.passportNumber)}
                autoComplete="off"
                required
              />
            </>
          )}
        </fieldset>
      ))}
    </>
  );
}
