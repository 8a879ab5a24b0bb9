import { useState } from 'react';
import { z } from 'zod';

import { Form, serverMessage, TextField, useServerSubmit, useZodForm } from '../../components/form';
import { Alert, Button, ButtonLink, Icon, Modal } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { BookTripMutation } from '../../gql/graphql';
import { checkoutPath } from '../../lib/bookingAccess';
import { useBookTrip } from '../../lib/useBooking';
import { BookOptionSummary } from './BookOptionSummary';

const BOOK_OPTION_DIALOG_FRAGMENT = graphql(`
  fragment BookOptionDialog on TravelOption {
    id
    ...BookOptionSummary
  }
`);

const BOOKING_FAILED_MESSAGE = 'Could not book this option.';
const HOLD_NOTE = 'Your seats are held while you pay; an unpaid hold is released after a short time.';

const customerSchema = z.object({
  customer: z.string().trim().min(1, 'Please enter your name.').max(200, 'Please shorten your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address.')),
});

export type CustomerDetails = z.output<typeof customerSchema>;

type Booked = BookTripMutation['bookTrip'];

export interface BookOptionDialogProps {
  option: FragmentType<typeof BOOK_OPTION_DIALOG_FRAGMENT>;
  passengers: number;
  /** 'Outbound' or 'Return' on a round trip (each leg is booked on its own). */
  leg?: 'Outbound' | 'Return';
  /** Name and email from a previous leg, to save typing them twice. */
  customer?: CustomerDetails | null;
  onBooked: (customer: CustomerDetails) => void;
  /** `attempted`: a booking was sent (seats may have changed), so the results should be refreshed. */
  onClose: (attempted: boolean) => void;
}

/** Name and email for one option; books it with bookTrip (seats held), then leads to its checkout, or shows the server's reason. */
export function BookOptionDialog({
  option: optionRef,
  passengers,
  leg,
  customer,
  onBooked,
  onClose,
}: BookOptionDialogProps) {
  const option = getFragmentData(BOOK_OPTION_DIALOG_FRAGMENT, optionRef);
  const bookTrip = useBookTrip(BOOKING_FAILED_MESSAGE);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [attempted, setAttempted] = useState(false);
  const form = useZodForm(customerSchema, { customer: customer?.customer ?? '', email: customer?.email ?? '' });
  const isSubmitting = form.formState.isSubmitting;
  const { submit, failure } = useServerSubmit(async (details: CustomerDetails) => {
    setAttempted(true);
    setBooked(await bookTrip({ optionId: option.id, passengers, ...details }));
    onBooked(details);
  }, serverMessage(BOOKING_FAILED_MESSAGE));

  const close = () => {
    if (!isSubmitting) onClose(attempted);
  };
  const formId = `book-option-${option.id}`;
  const booking = booked?.booking;

  return (
    <Modal
      open
      title={booked ? 'Your booking' : leg ? `Book your ${leg.toLowerCase()} seats` : 'Book your seats'}
      onClose={close}
      size="md"
      footer={
        booked ? (
          <>
            <Button variant="ghost" onClick={close}>
              Back to results
            </Button>
            <ButtonLink
              to={checkoutPath('TRIP', booked.booking.id, booked.accessToken)}
              state={{ bookingId: booked.booking.id, amount: booked.booking.price, currency: booked.booking.currency }}
              icon={<Icon name="lock" />}
            >
              Continue to payment
            </ButtonLink>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting}>
              Confirm booking
            </Button>
          </>
        )
      }
    >
      <div className="stack">
        <BookOptionSummary option={option} passengers={passengers} leg={leg} total={booking} />

        {booked && booking ? (
          <Alert variant="success" title={booked.message}>
            <p>
              Booking reference <strong>{booking.reference}</strong>
            </p>
            <p>{HOLD_NOTE}</p>
            {leg === 'Outbound' && (
              <p>Remember to book your return leg as well: each leg is paid at its own checkout.</p>
            )}
          </Alert>
        ) : (
          <Form form={form} onSubmit={submit} id={formId} className="stack" aria-label="Traveller details">
            <TextField name="customer" label="Name" autoComplete="name" required data-autofocus />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            {leg && (
              <p className="field__hint">
                Each leg of a round trip is booked separately; this books the {leg.toLowerCase()} leg only.
              </p>
            )}
            {failure && <Alert variant="error">{failure}</Alert>}
          </Form>
        )}
      </div>
    </Modal>
  );
}
