import './TravellersForm.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { z } from 'zod';

import { graphql } from '../../gql';
import type { BookingTravellersQuery, TravellerRelation } from '../../gql/graphql';
import { bookingTokenContext } from '../../lib/bookingAccess';
import {
  Form,
  FormActions,
  SelectField,
  serverMessage,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../form';
import { Alert, Button, Spinner } from '../ui';
import { formatDay, nationalityOptions } from './travellerFormat';

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

const RELATIONS: { value: Exclude<TravellerRelation, 'LEAD'>; label: string }[] = [
  { value: 'SPOUSE', label: 'Spouse' },
  { value: 'CHILD', label: 'Child' },
  { value: 'PARENT', label: 'Parent' },
  { value: 'SIBLING', label: 'Brother or sister' },
  { value: 'RELATIVE', label: 'Other relative' },
  { value: 'FRIEND', label: 'Friend' },
  { value: 'OTHER', label: 'Other' },
];

const row = z.object({
  fullName: z.string().trim(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumber: z.string().trim(),
  passportExpiry: z.string(),
  relation: z.string(),
});
type Row = z.input<typeof row>;

const isBlank = (r: z.output<typeof row>) =>
  !r.fullName && !r.dateOfBirth && !r.nationality && !r.passportNumber && !r.passportExpiry;

// Blank travellers are left for later; the server checks every rule of the ones given and names any that fails.
const schema = z.object({
  travellers: z
    .array(row)
    .refine((rows) => !isBlank(rows[0]), { error: 'Enter at least the lead traveller.' })
    .superRefine((rows, context) => {
      // The relation is a choice the API's type needs before it can say anything else.
      const unsaid = rows.findIndex((r, i) => i > 0 && !isBlank(r) && !r.relation);
      if (unsaid > 0)
        context.addIssue({
          code: 'custom',
          message: `Traveller ${unsaid + 1}: Choose the relation to the lead traveller.`,
        });
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
});

const NATIONALITIES = nationalityOptions();

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
  // Only the first load shows the spinner: a refetch after saving keeps the form (and its "saved" line) in place.
  if (!data && loading) return <Spinner label="Loading travellers" />;
  if (error || !data) return <Alert variant="error">Could not load the travellers of this booking.</Alert>;
  return <TravellersFields booking={data.bookingTravellers} token={token} onSaved={onSaved} onCancel={onCancel} />;
}

function TravellersFields({
  booking,
  token,
  onSaved,
  onCancel,
}: { booking: Loaded } & Omit<TravellersFormProps, 'bookingId'>) {
  const [saved, setSaved] = useState(false);
  const defaults = Array.from({ length: booking.travellerCount }, (_, i) => {
    const t = booking.travellers.find((x) => x.position === i + 1);
    if (!t) return emptyRow(i + 1);
    const { fullName, dateOfBirth, nationality, passportExpiry, relation } = t;
    return { fullName, dateOfBirth, nationality, passportNumber: t.passportNumber ?? '', passportExpiry, relation };
  });
  const form = useZodForm(schema, { travellers: defaults });
  const [save] = useMutation(SAVE_TRAVELLERS_MUTATION, {
    context: bookingTokenContext(token),
    refetchQueries: [BOOKING_TRAVELLERS_QUERY],
  });
  const { submit, failure } = useServerSubmit(async (values: z.output<typeof schema>) => {
    setSaved(false);
    await save({
      variables: {
        bookingId: booking.bookingId,
        travellers: values.travellers.map((t) => ({ ...t, relation: t.relation as TravellerRelation })),
      },
    });
    setSaved(true);
    onSaved?.();
  }, serverMessage('Could not save the travellers.'));

  if (!booking.editable)
    return (
      <Alert variant="info">
        {booking.editableUntil
          ? `Traveller details could be changed online until ${formatDay(booking.editableUntil)}. Please contact us to change them.`
          : 'Travellers can no longer be changed for this booking.'}
      </Alert>
    );

  return (
    <Form form={form} onSubmit={submit} aria-label="Travellers" className="stack travellers-form">
      <p className="muted">
        As written on each passport.
        {booking.passportValidUntil &&
          ` Passports must be valid until at least ${formatDay(booking.passportValidUntil)} (six months after you return).`}
        {booking.editableUntil && ` Online changes close on ${formatDay(booking.editableUntil)}.`}
      </p>
      {defaults.map((_, i) => (
        <fieldset key={i} className="travellers-form__traveller">
          <legend>{i === 0 ? 'Traveller 1 (lead traveller)' : `Traveller ${i + 1}`}</legend>
          <div className="travellers-form__grid">
            <TextField name={`travellers.${i}.fullName`} label="Full name as on the passport" autoComplete="off" />
            <TextField name={`travellers.${i}.dateOfBirth`} label="Date of birth" type="date" />
            <SelectField
              name={`travellers.${i}.nationality`}
              label="Nationality"
              placeholder="Choose a country"
              options={NATIONALITIES}
            />
            <TextField name={`travellers.${i}.passportNumber`} label="Passport number" autoComplete="off" />
            <TextField name={`travellers.${i}.passportExpiry`} label="Passport expiry date" type="date" />
            {i > 0 && (
              <SelectField
                name={`travellers.${i}.relation`}
                label="Relation to the lead traveller"
                placeholder="Choose"
                options={RELATIONS}
              />
            )}
          </div>
        </fieldset>
      ))}
      {saved && <Alert variant="success">Travellers saved.</Alert>}
      <FormActions failure={form.formState.errors.travellers?.root?.message ?? failure}>
        <div className="cluster">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Close
            </Button>
          )}
          <SubmitButton>Save travellers</SubmitButton>
        </div>
      </FormActions>
    </Form>
  );
}
