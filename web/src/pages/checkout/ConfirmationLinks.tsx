import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { ReceiptButton } from '../../components/ReceiptButton';
import { ButtonLink } from '../../components/ui';
import { useSession } from '../../lib/useSession';
import { RECEIPT_LABEL } from '../my-trips/MyBookingCard';
import { adoptParam } from './adoptBooking';
import type { CheckoutBooking } from './BookingOutcome';

const messages = defineMessages({
  accountTitle: { id: 'checkout.account.title', defaultMessage: 'Keep this booking in an account' },
});

/**
 * Where a customer goes once the booking is paid: its receipts (the page's token downloads them), My trips, and for
 * a guest (signed out, holding the booking's token) an account that adopts the booking as it is created.
 */
export function ConfirmationLinks({ booking, token }: { booking: CheckoutBooking; token: string | null }) {
  const intl = useIntl();
  const session = useSession();
  const signUp = `/register?${new URLSearchParams({ next: '/my-trips', adopt: adoptParam(booking) })}`;
  return (
    <>
      {booking.receipts.length > 0 && (
        <div className="cluster cluster--centred">
          {booking.receipts.map((receipt) => (
            <ReceiptButton key={receipt.paymentId} bookingId={booking.id} paymentId={receipt.paymentId} token={token}>
              <FormattedMessage
                id="myTrips.card.receiptPdf"
                defaultMessage="{receipt} (PDF)"
                values={{ receipt: intl.formatMessage(RECEIPT_LABEL[receipt.purpose]) }}
              />
            </ReceiptButton>
          ))}
        </div>
      )}
      <div className="cluster cluster--centred payment-success__actions">
        <ButtonLink to="/my-trips">
          <FormattedMessage id="checkout.outcome.myTrips" defaultMessage="My trips" />
        </ButtonLink>
        <ButtonLink to="/training" variant="secondary">
          <FormattedMessage id="checkout.outcome.prepare" defaultMessage="Prepare for your journey" />
        </ButtonLink>
        <ButtonLink to="/" variant="ghost">
          <FormattedMessage id="checkout.outcome.home" defaultMessage="Back to home" />
        </ButtonLink>
      </div>
      {!session && token && (
        <section className="checkout-account" aria-label={intl.formatMessage(messages.accountTitle)}>
          <h3>{intl.formatMessage(messages.accountTitle)}</h3>
          <p className="muted">
            <FormattedMessage
              id="checkout.account.text"
              defaultMessage="Create an account with the email address you booked with: this booking is added to it, and you find it in My trips with its receipts and travellers."
            />
          </p>
          <div>
            <ButtonLink to={signUp} variant="secondary">
              <FormattedMessage id="checkout.account.create" defaultMessage="Create an account" />
            </ButtonLink>
          </div>
        </section>
      )}
    </>
  );
}
