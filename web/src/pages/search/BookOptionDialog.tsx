import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { CheckboxField, Form, TextField, useServerSubmit, useZodForm } from '../../components/form';
import { AcceptTermsLabel } from '../../components/LegalNotice';
import { Alert, Button, ButtonLink, Icon, Modal } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { BookTripMutation } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { checkoutPath } from '../../lib/bookingAccess';
import { acceptTermsField } from '../../lib/forms';
import { useBookTrip } from '../../lib/useBooking';
import { BookOptionSummary } from './BookOptionSummary';
import {
  emptyPassenger,
  type PassengerFields,
  passengerInput,
  passengersSchema,
  TripPassengerFields,
} from './TripPassengerFields';

const BOOK_OPTION_DIALOG_FRAGMENT = graphql(`
  fragment BookOptionDialog on TravelOption {
    id
    crossesBorder
    ...BookOptionSummary
  }
`);

const messages = defineMessages({
  failed: { id: 'search.book.failed', defaultMessage: 'Could not book this option.' },
  titleBooked: { id: 'search.book.titleBooked', defaultMessage: 'Your booking' },
  received: { id: 'search.book.received', defaultMessage: 'Booking received' },
  title: { id: 'search.book.title', defaultMessage: 'Book your seats' },
  titleOutbound: { id: 'search.book.titleOutbound', defaultMessage: 'Book your outbound seats' },
  titleReturn: { id: 'search.book.titleReturn', defaultMessage: 'Book your return seats' },
  details: { id: 'search.book.details', defaultMessage: 'Traveller details' },
  email: { id: 'search.book.email', defaultMessage: 'Email' },
});

const emailField = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .pipe(z.email('Please enter a valid email address.'));

/**
 * The booking form of `count` passengers: each one's name (and passport where asked), one email for them all, and
 * the accepted terms of booking.
 */
const customerSchema = (count: number, crossesBorder: boolean) =>
  z.object({
    travellers: passengersSchema(crossesBorder).length(count),
    email: emailField,
    acceptTerms: acceptTermsField(),
  });

export type CustomerDetails = { travellers: PassengerFields[]; email: string };
type BookingForm = CustomerDetails & { acceptTerms: boolean };

/**
 * A previous leg's details, fitted to this leg's passenger count. The terms are not carried over: each leg is a
 * booking of its own, which records its own acceptance.
 */
const defaultsFor = (count: number, customer: CustomerDetails | null | undefined): BookingForm => ({
  email: customer?.email ?? '',
  travellers: Array.from({ length: count }, (_, i) => ({ ...emptyPassenger, ...customer?.travellers[i] })),
  acceptTerms: false,
});

type Booked = BookTripMutation['bookTrip'];

export interface BookOptionDialogProps {
  option: FragmentType<typeof BOOK_OPTION_DIALOG_FRAGMENT>;
  passengers: number;
  /** 'Outbound' or 'Return' on a round trip (each leg is booked on its own). */
  leg?: 'Outbound' | 'Return';
  /** Passengers and email from a previous leg, to save typing them twice. */
  customer?: CustomerDetails | null;
  onBooked: (customer: CustomerDetails) => void;
  /** `attempted`: a booking was sent (seats may have changed), so the results should be refreshed. */
  onClose: (attempted: boolean) => void;
}

/** Every passenger's name (passport where asked), an email and the accepted terms for one option; books it with bookTrip (seats held), then leads to its checkout, or shows the server's reason. */
export function BookOptionDialog({
  option: optionRef,
  passengers,
  leg,
  customer,
  onBooked,
  onClose,
}: BookOptionDialogProps) {
  const option = getFragmentData(BOOK_OPTION_DIALOG_FRAGMENT, optionRef);
  const intl = useIntl();
  const errors = useErrorMessage();
  const bookingFailed = intl.formatMessage(messages.failed);
  const bookTrip = useBookTrip(bookingFailed);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [attempted, setAttempted] = useState(false);
  const schema = useMemo(() => customerSchema(passengers, option.crossesBorder), [passengers, option.crossesBorder]);
  const form = useZodForm(schema, defaultsFor(passengers, customer));
  const isSubmitting = form.formState.isSubmitting;
  const { submit, failure } = useServerSubmit(
    async ({ acceptTerms, ...details }: BookingForm) => {
      setAttempted(true);
      const travellers = details.travellers.map(passengerInput);
      setBooked(await bookTrip({ optionId: option.id, passengers, email: details.email, travellers, acceptTerms }));
      onBooked(details);
    },
    (error) => errors.of(error, bookingFailed),
  );

  const close = () => {
    if (!isSubmitting) onClose(attempted);
  };
  const formId = `book-option-${option.id}`;
  const booking = booked?.booking;

  return (
    <Modal
      open
      title={intl.formatMessage(
        booked
          ? messages.titleBooked
          : leg === 'Outbound'
            ? messages.titleOutbound
            : leg === 'Return'
              ? messages.titleReturn
              : messages.title,
      )}
      onClose={close}
      size="md"
      footer={
        booked ? (
          <>
            <Button variant="ghost" onClick={close}>
              <FormattedMessage id="search.book.backToResults" defaultMessage="Back to results" />
            </Button>
            <ButtonLink
              to={checkoutPath('TRIP', booked.booking.id, booked.accessToken)}
              state={{ bookingId: booked.booking.id, amount: booked.booking.amount, currency: booked.booking.currency }}
              icon={<Icon name="lock" />}
            >
              <FormattedMessage id="search.book.continueToPayment" defaultMessage="Continue to payment" />
            </ButtonLink>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={isSubmitting}>
              <FormattedMessage id="search.book.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting}>
              <FormattedMessage id="search.book.confirm" defaultMessage="Confirm booking" />
            </Button>
          </>
        )
      }
    >
      <div className="stack">
        <BookOptionSummary option={option} passengers={passengers} leg={leg} total={booking} />

        {booked && booking ? (
          <Alert variant="success" title={intl.formatMessage(messages.received)}>
            <p>
              <FormattedMessage
                id="search.book.reference"
                defaultMessage="Booking reference <strong>{reference}</strong>"
                values={{ reference: booking.reference, strong: (chunks) => <strong key="reference">{chunks}</strong> }}
              />
            </p>
            <p>
              <FormattedMessage
                id="search.book.holdNote"
                defaultMessage="Your seats are held while you pay; an unpaid hold is released after a short time."
              />
            </p>
            {leg === 'Outbound' && (
              <p>
                <FormattedMessage
                  id="search.book.rememberReturn"
                  defaultMessage="Remember to book your return leg as well: each leg is paid at its own checkout."
                />
              </p>
            )}
          </Alert>
        ) : (
          <Form
            form={form}
            onSubmit={submit}
            id={formId}
            className="stack"
            aria-label={intl.formatMessage(messages.details)}
          >
            <TripPassengerFields count={passengers} crossesBorder={option.crossesBorder} />
            <TextField
              name="email"
              label={intl.formatMessage(messages.email)}
              type="email"
              autoComplete="email"
              required
            />
            {leg && (
              <p className="field__hint">
                <FormattedMessage
                  id="search.book.legHint"
                  defaultMessage="Each leg of a round trip is booked separately; this books the {leg, select, outbound {outbound} other {return}} leg only."
                  values={{ leg: leg.toLowerCase() }}
                />
              </p>
            )}
            <CheckboxField name="acceptTerms" label={<AcceptTermsLabel />} />
            {failure && <Alert variant="error">{failure}</Alert>}
          </Form>
        )}
      </div>
    </Modal>
  );
}
