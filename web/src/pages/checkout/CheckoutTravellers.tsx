import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { useBookingDates } from '../../components/travellers/travellerFormat';
import { BOOKING_TRAVELLERS_QUERY, TravellersForm } from '../../components/travellers/TravellersForm';
import { Button, Modal } from '../../components/ui';
import { bookingTokenContext } from '../../lib/bookingAccess';

const messages = defineMessages<{
  readonly label: NoMessageValues;
  readonly dialogTitle: { readonly reference: MessageValue };
}>({
  label: { id: 'checkout.travellers.label', defaultMessage: 'Travellers' },
  dialogTitle: { id: 'checkout.travellers.dialogTitle', defaultMessage: 'Travellers of {reference}' },
});

/**
 * On the checkout of a booking of a departure: the travellers can be entered now (with the page's access token, so
 * no account is needed) or later, until the package's deadline.
 */
export function CheckoutTravellers({ bookingId, token }: { bookingId: number; token: string | null }) {
  const intl = useIntl();
  const dates = useBookingDates();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(BOOKING_TRAVELLERS_QUERY, {
    variables: { bookingId, reveal: false },
    context: bookingTokenContext(token),
  });
  const booking = data?.bookingTravellers;
  if (!booking?.editableUntil || !booking.editable) return null;
  const entered = booking.travellers.length;
  return (
    <section className="stack checkout-travellers" aria-label={intl.formatMessage(messages.label)}>
      <h2 className="checkout-travellers__title">{intl.formatMessage(messages.label)}</h2>
      <p className="muted">
        <FormattedMessage
          id="checkout.travellers.entered"
          defaultMessage="{entered} of {count} entered. Add each traveller’s passport details now, or later from My trips or this page until {date}."
          values={{
            entered: intl.formatNumber(entered),
            count: intl.formatNumber(booking.travellerCount),
            date: dates.day(booking.editableUntil),
          }}
        />
      </p>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {entered === 0 ? (
            <FormattedMessage id="checkout.travellers.addNow" defaultMessage="Add travellers now" />
          ) : (
            <FormattedMessage id="checkout.travellers.edit" defaultMessage="Edit travellers" />
          )}
        </Button>
      </div>
      <Modal
        open={open}
        title={intl.formatMessage(messages.dialogTitle, { reference: booking.reference })}
        size="lg"
        onClose={() => setOpen(false)}
      >
        <TravellersForm bookingId={bookingId} token={token} onCancel={() => setOpen(false)} />
      </Modal>
    </section>
  );
}
