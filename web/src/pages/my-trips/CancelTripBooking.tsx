import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { MessageValue, NoMessageValues } from 'react-intl';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Button, Modal } from '../../components/ui';
import { graphql } from '../../gql';
import { useErrorMessage } from '../../i18n/errors';
import { useFormat } from '../../i18n/format';

export const CANCEL_TRIP_BOOKING_MUTATION = graphql(`
  mutation CancelTripBooking($tripBookingId: Int!) {
    cancelTripBooking(tripBookingId: $tripBookingId)
  }
`);

const messages = defineMessages<{
  readonly title: { readonly reference: MessageValue };
  readonly failed: NoMessageValues;
  readonly done: { readonly amount: MessageValue; readonly reference: MessageValue };
}>({
  title: { id: 'myTrips.cancel.title', defaultMessage: 'Cancel booking {reference}' },
  failed: { id: 'myTrips.cancelTrip.failed', defaultMessage: 'Could not cancel the booking. Please try again.' },
  done: {
    id: 'myTrips.cancelTrip.done',
    defaultMessage:
      'Booking {reference} is cancelled. The refund of {amount} is on its way: it shows as refunded once the payment provider confirms it.',
  },
});

type Trip = { id: number; reference: string; amountPaid: number; currency: string | null };

/**
 * "Cancel booking" on a paid trip's card in My trips (docs/product-rules.md "Trip cancellations"): before departure
 * everything paid goes back. Offered when the server's cancelAction allows it; the server decides again.
 */
export function CancelTripBooking({ trip, allowed }: { trip: Trip; allowed: boolean }) {
  const intl = useIntl();
  const f = useFormat();
  const errors = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [cancel, { loading, error }] = useMutation(CANCEL_TRIP_BOOKING_MUTATION, { refetchQueries: ['MyBookings'] });
  const amount = f.price(trip.amountPaid, trip.currency);

  async function confirm() {
    const result = await cancel({ variables: { tripBookingId: trip.id } }).catch(() => null);
    if (!result?.data) return;
    const refunded = f.price(result.data.cancelTripBooking, trip.currency);
    setOpen(false);
    setDone(intl.formatMessage(messages.done, { reference: trip.reference, amount: refunded }));
  }

  return (
    <>
      {allowed && !done && (
        <Button variant="ghost" onClick={() => setOpen(true)}>
          <FormattedMessage id="myTrips.cancel.button" defaultMessage="Cancel booking" />
          <span className="sr-only"> {trip.reference}</span>
        </Button>
      )}
      {done && (
        <Alert variant="success" className="trip-card__note">
          {done}
        </Alert>
      )}
      {open && (
        <Modal
          open
          size="sm"
          title={intl.formatMessage(messages.title, { reference: trip.reference })}
          onClose={() => {
            if (!loading) setOpen(false);
          }}
          footer={
            <>
              <Button variant="ghost" onClick={() => setOpen(false)} disabled={loading}>
                <FormattedMessage id="myTrips.cancel.keep" defaultMessage="Keep my booking" />
              </Button>
              <Button variant="danger" loading={loading} onClick={() => void confirm()}>
                <FormattedMessage
                  id="myTrips.cancelTrip.confirm"
                  defaultMessage="Cancel and refund {amount}"
                  values={{ amount }}
                />
              </Button>
            </>
          }
        >
          <div className="stack">
            <p>
              <FormattedMessage
                id="myTrips.cancelTrip.rule"
                defaultMessage="Cancelled before departure, a trip is refunded in full: {amount} goes back to the card you paid with. Its seats go back on sale."
                values={{ amount }}
              />
            </p>
            {error && <Alert variant="error">{errors.of(error, intl.formatMessage(messages.failed))}</Alert>}
          </div>
        </Modal>
      )}
    </>
  );
}
