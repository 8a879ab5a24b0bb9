import './TravellersForm.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { isPassportName } from '@rihla/db/passport-names';
import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';
import { z } from 'zod';

import { graphql } from '../../gql';
import type { BookingTravellersQuery, Gender, TravellerRelation } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { bookingTokenContext } from '../../lib/bookingAccess';
import { Form, FormActions, SelectField, SubmitButton, TextField, useServerSubmit, useZodForm } from '../form';
import { Alert, Button, Spinner } from '../ui';
import { NAME_NOT_LATIN, nationalityOptions, PASSPORT_NAME_EXAMPLE, useBookingDates } from './travellerFormat';

export const BOOKING_TRAVELLERS_QUERY = graphql(`
  query BookingTravellers($bookingId: Int!, $reveal: Boolean) {
    bookingTravellers(bookingId: $bookingId, reveal: $reveal) {
      bookingId
      reference
      travellerCount
      editable
      editableUntil
      passportValidUntil
      travellers {
        position
        fullName
        dateOfBirth
        nationality
        passportNumberMasked
        passportNumber
        passportExpiry
        relation
        gender
        passportIssuingCountry
      }
    }
  }
`);

export const SAVE_TRAVELLERS_MUTATION = graphql(`
  mutation SaveTravellers($bookingId: Int!, $travellers: [TravellerInput!]!) {
    saveTravellers(bookingId: $bookingId, travellers: $travellers) {
      bookingId
      travellers {
        position
        fullName
        passportNumberMasked
      }
    }
  }
`);

const messages = defineMessages<{
  readonly spouse: NoMessageValues;
  readonly child: NoMessageValues;
  readonly parent: NoMessageValues;
  readonly sibling: NoMessageValues;
  readonly relative: NoMessageValues;
  readonly friend: NoMessageValues;
  readonly other: NoMessageValues;
  readonly relationMissing: { readonly number: MessageValue };
  readonly loading: NoMessageValues;
  readonly saveFailed: NoMessageValues;
  readonly formLabel: NoMessageValues;
  readonly fullName: NoMessageValues;
  readonly fullNameHint: { readonly example: MessageValue };
  readonly dateOfBirth: NoMessageValues;
  readonly nationality: NoMessageValues;
  readonly chooseCountry: NoMessageValues;
  readonly passportNumber: NoMessageValues;
  readonly passportExpiry: NoMessageValues;
  readonly relation: NoMessageValues;
  readonly choose: NoMessageValues;
  readonly gender: NoMessageValues;
  readonly female: NoMessageValues;
  readonly male: NoMessageValues;
  readonly issuingCountry: NoMessageValues;
  readonly sameAsNationality: NoMessageValues;
}>({
  spouse: { id: 'travellers.relation.spouse', defaultMessage: 'Spouse' },
  child: { id: 'travellers.relation.child', defaultMessage: 'Child' },
  parent: { id: 'travellers.relation.parent', defaultMessage: 'Parent' },
  sibling: { id: 'travellers.relation.sibling', defaultMessage: 'Brother or sister' },
  relative: { id: 'travellers.relation.relative', defaultMessage: 'Other relative' },
  friend: { id: 'travellers.relation.friend', defaultMessage: 'Friend' },
  other: { id: 'travellers.relation.other', defaultMessage: 'Other' },
  relationMissing: {
    id: 'travellers.form.relationMissing',
    defaultMessage: 'Traveller {number}: Choose the relation to the lead traveller.',
  },
  loading: { id: 'travellers.form.loading', defaultMessage: 'Loading travellers' },
  saveFailed: { id: 'travellers.form.saveFailed', defaultMessage: 'Could not save the travellers.' },
  formLabel: { id: 'travellers.form.label', defaultMessage: 'Travellers' },
  fullName: { id: 'travellers.form.fullName', defaultMessage: 'Full name as on the passport' },
  fullNameHint: {
    id: 'travellers.form.fullNameHint',
    defaultMessage: 'As in the passport’s bottom lines, in Latin letters: {example}',
  },
  dateOfBirth: { id: 'travellers.form.dateOfBirth', defaultMessage: 'Date of birth' },
  nationality: { id: 'travellers.form.nationality', defaultMessage: 'Nationality' },
  chooseCountry: { id: 'travellers.form.chooseCountry', defaultMessage: 'Choose a country' },
  passportNumber: { id: 'travellers.form.passportNumber', defaultMessage: 'Passport number' },
  passportExpiry: { id: 'travellers.form.passportExpiry', defaultMessage: 'Passport expiry date' },
  relation: { id: 'travellers.form.relation', defaultMessage: 'Relation to the lead traveller' },
  choose: { id: 'travellers.form.choose', defaultMessage: 'Choose' },
  gender: { id: 'travellers.form.gender', defaultMessage: 'Gender as on the passport' },
  female: { id: 'travellers.gender.female', defaultMessage: 'Female' },
  male: { id: 'travellers.gender.male', defaultMessage: 'Male' },
  issuingCountry: { id: 'travellers.form.issuingCountry', defaultMessage: 'Passport issued by' },
  sameAsNationality: { id: 'travellers.form.sameAsNationality', defaultMessage: 'The country of nationality' },
});

const RELATIONS = [
  { value: 'SPOUSE', label: messages.spouse },
  { value: 'CHILD', label: messages.child },
  { value: 'PARENT', label: messages.parent },
  { value: 'SIBLING', label: messages.sibling },
  { value: 'RELATIVE', label: messages.relative },
  { value: 'FRIEND', label: messages.friend },
  { value: 'OTHER', label: messages.other },
] as const satisfies readonly { value: Exclude<TravellerRelation, 'LEAD'>; label: unknown }[];

const row = z.object({
  fullName: z
    .string()
    .trim()
    .refine((name) => !name || isPassportName(name), NAME_NOT_LATIN),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumber: z.string().trim(),
  passportExpiry: z.string(),
  relation: z.string(),
  gender: z.string(),
  passportIssuingCountry: z.string(),
});
type Row = z.input<typeof row>;

const isBlank = (r: z.output<typeof row>) =>
  !r.fullName && !r.dateOfBirth && !r.nationality && !r.passportNumber && !r.passportExpiry;

// Blank travellers are left for later; the server checks every rule of the ones given and names any that fails.
// The relation's message names the traveller, so the form builds it in the reader's language.
const travellersSchema = (relationMissing: (number: number) => string) =>
  z.object({
    travellers: z
      .array(row)
      .refine((rows) => !isBlank(rows[0]), { error: 'Enter at least the lead traveller.' })
      .superRefine((rows, context) => {
        // The relation is a choice the API's type needs before it can say anything else.
        const unsaid = rows.findIndex((r, i) => i > 0 && !isBlank(r) && !r.relation);
        if (unsaid > 0) context.addIssue({ code: 'custom', message: relationMissing(unsaid + 1) });
      })
      .transform((rows) => rows.filter((r, i) => i === 0 || !isBlank(r))),
  });

const emptyRow = (position: number): Row => ({
  fullName: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  relation: position === 1 ? 'LEAD' : '',
  gender: '',
  passportIssuingCountry: '',
});

type TravellersSchema = ReturnType<typeof travellersSchema>;

type Loaded = NonNullable<BookingTravellersQuery['bookingTravellers']>;

export interface TravellersFormProps {
  bookingId: number;
  /** The booking access token, for a customer without an account (checkout, confirmation). */
  token?: string | null;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * The travellers of a booking as on their passports, one group per traveller (the first is the lead), for My trips
 * and the checkout. Loads the saved ones with their whole passport numbers (only their owner, token holder or staff
 * may) and saves the list at once; the server's rules (six-month passport, deadline, count) come back as one line.
 */
export function TravellersForm({ bookingId, token, onSaved, onCancel }: TravellersFormProps) {
  const context = bookingTokenContext(token);
  const { data, loading, error } = useQuery(BOOKING_TRAVELLERS_QUERY, {
    variables: { bookingId, reveal: true },
    context,
    fetchPolicy: 'network-only',
  });
  const intl = useIntl();
  // Only the first load shows the spinner: a refetch after saving keeps the form (and its "saved" line) in place.
  if (!data && loading) return <Spinner label={intl.formatMessage(messages.loading)} />;
  if (error || !data)
    return (
      <Alert variant="error">
        <FormattedMessage
          id="travellers.form.loadFailed"
          defaultMessage="Could not load the travellers of this booking."
        />
      </Alert>
    );
  return <TravellersFields booking={data.bookingTravellers} token={token} onSaved={onSaved} onCancel={onCancel} />;
}

function TravellersFields({
  booking,
  token,
  onSaved,
  onCancel,
}: { booking: Loaded } & Omit<TravellersFormProps, 'bookingId'>) {
  const intl = useIntl();
  const errors = useErrorMessage();
  const dates = useBookingDates();
  const schema = useMemo(
    () => travellersSchema((number) => intl.formatMessage(messages.relationMissing, { number })),
    [intl],
  );
  const [saved, setSaved] = useState(false);
  const defaults = Array.from({ length: booking.travellerCount }, (_, i) => {
    const t = booking.travellers.find((x) => x.position === i + 1);
    if (!t) return emptyRow(i + 1);
    const { fullName, dateOfBirth, nationality, passportExpiry, relation } = t;
    return {
      fullName,
      dateOfBirth,
      nationality,
      passportNumber: t.passportNumber ?? '',
      passportExpiry,
      relation,
      gender: t.gender ?? '',
      // Shown as "the country of nationality" when the passport's state is the traveller's own.
      passportIssuingCountry: t.passportIssuingCountry === nationality ? '' : (t.passportIssuingCountry ?? ''),
    };
  });
  const form = useZodForm(schema, { travellers: defaults });
  const [save] = useMutation(SAVE_TRAVELLERS_MUTATION, {
    context: bookingTokenContext(token),
    refetchQueries: [BOOKING_TRAVELLERS_QUERY],
  });
  const { submit, failure } = useServerSubmit(
    async (values: z.output<TravellersSchema>) => {
      setSaved(false);
      await save({
        variables: {
          bookingId: booking.bookingId,
          travellers: values.travellers.map((t) => ({
            ...t,
            relation: t.relation as TravellerRelation,
            // An unchosen gender goes as it is, for the server to name the traveller in its message.
            gender: t.gender as Gender,
            passportIssuingCountry: t.passportIssuingCountry || null,
          })),
        },
      });
      setSaved(true);
      onSaved?.();
    },
    (error) => errors.of(error, intl.formatMessage(messages.saveFailed)),
  );

  if (!booking.editable)
    return (
      <Alert variant="info">
        {booking.editableUntil ? (
          <FormattedMessage
            id="travellers.form.closedUntil"
            defaultMessage="Traveller details could be changed online until {date}. Please contact us to change them."
            values={{ date: dates.day(booking.editableUntil) }}
          />
        ) : (
          <FormattedMessage
            id="travellers.form.closed"
            defaultMessage="Travellers can no longer be changed for this booking."
          />
        )}
      </Alert>
    );

  const nationalities = nationalityOptions(dates.locale);
  const relations = RELATIONS.map((r) => ({ value: r.value, label: intl.formatMessage(r.label) }));
  const genders = [
    { value: 'FEMALE', label: intl.formatMessage(messages.female) },
    { value: 'MALE', label: intl.formatMessage(messages.male) },
  ] satisfies { value: Gender; label: string }[];
  const rootMessage = form.formState.errors.travellers?.root?.message;

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={intl.formatMessage(messages.formLabel)}
      className="stack travellers-form"
    >
      <p className="muted">
        <FormattedMessage id="travellers.form.asOnPassport" defaultMessage="As written on each passport." />
        {booking.passportValidUntil && (
          <>
            {' '}
            <FormattedMessage
              id="travellers.form.passportValidUntil"
              defaultMessage="Passports must be valid until at least {date} (six months after you return)."
              values={{ date: dates.day(booking.passportValidUntil) }}
            />
          </>
        )}
        {booking.editableUntil && (
          <>
            {' '}
            <FormattedMessage
              id="travellers.form.changesClose"
              defaultMessage="Online changes close on {date}."
              values={{ date: dates.day(booking.editableUntil) }}
            />
          </>
        )}
      </p>
      {defaults.map((_, i) => (
        <fieldset key={i} className="travellers-form__traveller">
          <legend>
            {i === 0 ? (
              <FormattedMessage id="travellers.form.leadTraveller" defaultMessage="Traveller 1 (lead traveller)" />
            ) : (
              <FormattedMessage
                id="travellers.form.traveller"
                defaultMessage="Traveller {number}"
                values={{ number: i + 1 }}
              />
            )}
          </legend>
          <div className="travellers-form__grid">
            <TextField
              name={`travellers.${i}.fullName`}
              label={intl.formatMessage(messages.fullName)}
              hint={intl.formatMessage(messages.fullNameHint, { example: PASSPORT_NAME_EXAMPLE })}
              className="travellers-form__name"
              autoComplete="off"
            />
            <TextField
              name={`travellers.${i}.dateOfBirth`}
              label={intl.formatMessage(messages.dateOfBirth)}
              type="date"
            />
            <SelectField
              name={`travellers.${i}.gender`}
              label={intl.formatMessage(messages.gender)}
              placeholder={intl.formatMessage(messages.choose)}
              options={genders}
            />
            <SelectField
              name={`travellers.${i}.nationality`}
              label={intl.formatMessage(messages.nationality)}
              placeholder={intl.formatMessage(messages.chooseCountry)}
              options={nationalities}
            />
            <TextField
              name={`travellers.${i}.passportNumber`}
              label={intl.formatMessage(messages.passportNumber)}
              autoComplete="off"
            />
            <TextField
              name={`travellers.${i}.passportExpiry`}
              label={intl.formatMessage(messages.passportExpiry)}
              type="date"
            />
            <SelectField
              name={`travellers.${i}.passportIssuingCountry`}
              label={intl.formatMessage(messages.issuingCountry)}
              placeholder={intl.formatMessage(messages.sameAsNationality)}
              options={nationalities}
            />
            {i > 0 && (
              <SelectField
                name={`travellers.${i}.relation`}
                label={intl.formatMessage(messages.relation)}
                placeholder={intl.formatMessage(messages.choose)}
                options={relations}
              />
            )}
          </div>
        </fieldset>
      ))}
      {saved && (
        <Alert variant="success">
          <FormattedMessage id="travellers.form.saved" defaultMessage="Travellers saved." />
        </Alert>
      )}
      <FormActions failure={rootMessage ? errors.text(rootMessage) : failure}>
        <div className="cluster">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              <FormattedMessage id="travellers.form.close" defaultMessage="Close" />
            </Button>
          )}
          <SubmitButton>
            <FormattedMessage id="travellers.form.save" defaultMessage="Save travellers" />
          </SubmitButton>
        </div>
      </FormActions>
    </Form>
  );
}
