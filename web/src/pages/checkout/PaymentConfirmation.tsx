import { useEffect, useState } from 'react';

import { Badge, Icon } from '../../components/ui';
import type { CheckoutStatus, PaymentPurpose } from '../../gql/graphql';
import { type CheckoutBooking, JourneyLinks, PaidReceipt, UNDER_REVIEW_MESSAGE } from './BookingOutcome';
import { DepositPaidReceipt, formatDueDay } from './DepositTerms';

const PAYMENT_SUCCESS_MESSAGE = 'Payment Successful';
const CONFIRMATION_PATIENCE_MS = 20_000;

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
  if (isPaid(status) || (status === 'DEPOSIT_PAID' && paidFrom !== 'DEPOSIT_PAID'))
    return <Badge variant="green">{status}</Badge>;
  if (status && status !== 'PENDING' && status !== 'FAILED' && status !== paidFrom)
    return <Badge variant="red">{status}</Badge>;
  // FAILED here is an earlier declined card: the accepted payment has not been recorded yet.
  return <Badge variant="gold">{waiting ? 'Confirming…' : 'PENDING'}</Badge>;
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
}

/**
 * 'Payment Successful', then the booking's status as the backend records it: the webhook → queue → worker path
 * marks it PAID a moment after the card is accepted, and the server pushes it (bookingStatusChanged).
 */
export function PaymentConfirmation({ booking, status, paidAt, paidFrom, purpose }: PaymentConfirmationProps) {
  const [timedOut, setTimedOut] = useState(false);
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
      <h2>{PAYMENT_SUCCESS_MESSAGE}</h2>
      <p className="muted">
        {isPaid(status)
          ? 'Thank you — your payment is recorded. There is nothing more to pay for this booking.'
          : depositRecorded
            ? `Thank you — your deposit is recorded.${booking.balanceDueAt ? ` The balance is due by ${formatDueDay(booking.balanceDueAt)}; pay it from My trips or with this page’s link.` : ''}`
            : purpose === 'DEPOSIT'
              ? 'Thank you — your card payment was accepted. Your deposit is recorded as soon as the payment provider confirms it to us, usually within seconds.'
              : 'Thank you — your card payment was accepted. Your booking is marked PAID as soon as the payment provider confirms it to us, usually within seconds.'}
      </p>
      <p className="payment-success__status" aria-live="polite">
        Booking status: <StatusBadge status={status} waiting={!settled && !timedOut} paidFrom={paidFrom} />
      </p>
      {isPaid(status) && <PaidReceipt booking={{ ...booking, paidAt: paidAt ?? booking.paidAt }} />}
      {depositRecorded && <DepositPaidReceipt booking={booking} />}
      {status === 'NEEDS_REVIEW' && <p className="muted">{UNDER_REVIEW_MESSAGE}</p>}
      {timedOut && !settled && (
        <p className="muted">
          Confirmation is taking longer than usual. Your payment is safe; there is no need to pay again.
        </p>
      )}
      <JourneyLinks />
    </div>
  );
}
