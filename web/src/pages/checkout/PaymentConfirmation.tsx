import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type TypedMessageDescriptor, useIntl } from 'react-intl';

import { useBookingDates } from '../../components/travellers/travellerFormat';
import { Badge, Icon } from '../../components/ui';
import type { CheckoutStatus, PaymentPurpose } from '../../gql/graphql';
import { type CheckoutBooking, outcomeMessages, PaidReceipt } from './BookingOutcome';
import { ConfirmationLinks } from './ConfirmationLinks';
import { DepositPaidReceipt } from './DepositTerms';

const CONFIRMATION_PATIENCE_MS = 20_000;

const messages = defineMessages({
  success: { id: 'checkout.confirmation.success', defaultMessage: 'Payment Successful' },
  confirming: { id: 'checkout.confirmation.confirming', defaultMessage: 'Confirming…' },
});

/** The booking's status as the server names it (English keeps the codes customers saw before: PAID, PENDING). */
const statusCodeMessages = defineMessages({
  PENDING: { id: 'checkout.status.PENDING', defaultMessage: 'PENDING' },
  FAILED: { id: 'checkout.status.FAILED', defaultMessage: 'FAILED' },
  PAID: { id: 'checkout.status.PAID', defaultMessage: 'PAID' },
  CONFIRMED: { id: 'checkout.status.CONFIRMED', defaultMessage: 'CONFIRMED' },
  NEEDS_REVIEW: { id: 'checkout.status.NEEDS_REVIEW', defaultMessage: 'NEEDS_REVIEW' },
  CANCELLED: { id: 'checkout.status.CANCELLED', defaultMessage: 'CANCELLED' },
  REFUNDED: { id: 'checkout.status.REFUNDED', defaultMessage: 'REFUNDED' },
  EXPIRED: { id: 'checkout.status.EXPIRED', defaultMessage: 'EXPIRED' },
  DEPOSIT_PAID: { id: 'checkout.status.DEPOSIT_PAID', defaultMessage: 'DEPOSIT_PAID' },
  PARTIALLY_REFUNDED: { id: 'checkout.status.PARTIALLY_REFUNDED', defaultMessage: 'PARTIALLY_REFUNDED' },
}) satisfies Record<CheckoutStatus, TypedMessageDescriptor>;

const isPaid = (status: CheckoutStatus | undefined) => status === 'PAID' || status === 'CONFIRMED';

function StatusBadge({
  status,
  waiting,
  paidFrom,
}: {
  status: CheckoutStatus | undefined;
  waiting: boolean;
  paidFrom: CheckoutStatus | null;
}) {
  const intl = useIntl();
  if (status && (isPaid(status) || (status === 'DEPOSIT_PAID' && paidFrom !== 'DEPOSIT_PAID')))
    return <Badge variant="green">{intl.formatMessage(statusCodeMessages[status])}</Badge>;
  if (status && status !== 'PENDING' && status !== 'FAILED' && status !== paidFrom)
    return <Badge variant="red">{intl.formatMessage(statusCodeMessages[status])}</Badge>;
  // FAILED here is an earlier declined card: the accepted payment has not been recorded yet.
  return <Badge variant="gold">{intl.formatMessage(waiting ? messages.confirming : statusCodeMessages.PENDING)}</Badge>;
}

export interface PaymentConfirmationProps {
  booking: CheckoutBooking;
  /** The booking's status as pushed (or polled, see useLiveStatus); undefined until the first answer. */
  status: CheckoutStatus | undefined;
  paidAt: string | null;
  /** The booking's status when the card was accepted (a balance starts from DEPOSIT_PAID); null after a bank page. */
  paidFrom: CheckoutStatus | null;
  /** What the card paid; null after a bank page. */
  purpose: PaymentPurpose | null;
  /** The page's booking access token: a guest's receipts and account offer need it. */
  token: string | null;
}

/**
 * 'Payment Successful', then the booking's status as the backend records it: the webhook → queue → worker path
 * marks it PAID a moment after the card is accepted, and the server pushes it (bookingStatusChanged).
 */
export function PaymentConfirmation({ booking, status, paidAt, paidFrom, purpose, token }: PaymentConfirmationProps) {
  const intl = useIntl();
  const dates = useBookingDates();
  const [timedOut, setTimedOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The card form the visitor was in is gone: bring them (and a screen reader's reading point) to the outcome.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus();
  }, []);
  const settled = status !== undefined && status !== 'PENDING' && status !== 'FAILED' && status !== paidFrom;
  // The deposit is recorded, and the booking re-read since (its amounts are the server's, after this payment).
  const depositRecorded = status === 'DEPOSIT_PAID' && paidFrom !== 'DEPOSIT_PAID' && booking.status === status;

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="payment-success">
      <span className="icon-badge icon-badge--primary payment-success__icon">
        <Icon name="check" />
      </span>
      <h2 ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.success)}
      </h2>
      <p className="muted">
        {isPaid(status) ? (
          <FormattedMessage
            id="checkout.confirmation.recorded"
            defaultMessage="Thank you — your payment is recorded. There is nothing more to pay for this booking."
          />
        ) : depositRecorded ? (
          booking.balanceDueAt ? (
            <FormattedMessage
              id="checkout.confirmation.depositRecordedDue"
              defaultMessage="Thank you — your deposit is recorded. The balance is due by {date}; pay it from My trips or with this page’s link."
              values={{ date: dates.longDay(booking.balanceDueAt) }}
            />
          ) : (
            <FormattedMessage
              id="checkout.confirmation.depositRecorded"
              defaultMessage="Thank you — your deposit is recorded."
            />
          )
        ) : purpose === 'DEPOSIT' ? (
          <FormattedMessage
            id="checkout.confirmation.depositAccepted"
            defaultMessage="Thank you — your card payment was accepted. Your deposit is recorded as soon as the payment provider confirms it to us, usually within seconds."
          />
        ) : (
          <FormattedMessage
            id="checkout.confirmation.accepted"
            defaultMessage="Thank you — your card payment was accepted. Your booking is marked PAID as soon as the payment provider confirms it to us, usually within seconds."
          />
        )}
      </p>
      <p className="payment-success__status" aria-live="polite">
        <FormattedMessage
          id="checkout.confirmation.status"
          defaultMessage="Booking status: {status}"
          values={{
            status: <StatusBadge status={status} waiting={!settled && !timedOut} paidFrom={paidFrom} />,
          }}
        />
      </p>
      {/* Once the booking is re-read after this payment, so the receipt's amount is the rows' (as for a deposit). */}
      {isPaid(status) && booking.status === status && (
        <PaidReceipt booking={{ ...booking, paidAt: paidAt ?? booking.paidAt }} />
      )}
      {depositRecorded && <DepositPaidReceipt booking={booking} />}
      {status === 'NEEDS_REVIEW' && <p className="muted">{intl.formatMessage(outcomeMessages.underReview)}</p>}
      {timedOut && !settled && (
        <p className="muted">
          <FormattedMessage
            id="checkout.confirmation.slow"
            defaultMessage="Confirmation is taking longer than usual. Your payment is safe; there is no need to pay again."
          />
        </p>
      )}
      <ConfirmationLinks booking={booking} token={token} />
    </div>
  );
}
