import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';

import { Badge, Icon } from '../../components/ui';
import type { BookingKind, CheckoutStatus } from '../../gql/graphql';
import { bookingTokenContext } from '../../lib/bookingAccess';
import { PAYMENT_STATUS_QUERY } from '../../operations/payments';
import { JourneyLinks, UNDER_REVIEW_MESSAGE } from './BookingOutcome';

const PAYMENT_SUCCESS_MESSAGE = 'Payment Successful';
/** The webhook → queue → worker path marks the booking PAID a moment after the card is accepted. */
const STATUS_POLL_MS = 1000;
const STATUS_POLL_LIMIT_MS = 20_000;

function StatusBadge({ status, waiting }: { status: CheckoutStatus | undefined; waiting: boolean }) {
  if (status === 'PAID' || status === 'CONFIRMED') return <Badge variant="green">{status}</Badge>;
  if (status && status !== 'PENDING') return <Badge variant="red">{status}</Badge>;
  return <Badge variant="gold">{waiting ? 'Confirming…' : 'PENDING'}</Badge>;
}

export interface PaymentConfirmationProps {
  bookingId: number;
  kind: BookingKind;
  token: string | null;
}

/** 'Payment Successful', then the booking's status as the backend records it. */
export function PaymentConfirmation({ bookingId, kind, token }: PaymentConfirmationProps) {
  const [timedOut, setTimedOut] = useState(false);
  const { data, stopPolling } = useQuery(PAYMENT_STATUS_QUERY, {
    variables: { bookingId, kind },
    context: bookingTokenContext(token),
    fetchPolicy: 'network-only',
    pollInterval: STATUS_POLL_MS,
  });
  const status = data?.paymentStatus;
  const settled = status !== undefined && status !== 'PENDING';

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), STATUS_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (settled || timedOut) stopPolling();
  }, [settled, timedOut, stopPolling]);

  return (
    <div className="payment-success">
      <span className="icon-badge icon-badge--primary payment-success__icon">
        <Icon name="check" />
      </span>
      <h2>{PAYMENT_SUCCESS_MESSAGE}</h2>
      <p className="muted">
        Thank you — your card payment was accepted. Your booking is marked PAID as soon as the payment provider confirms
        it to us, usually within seconds.
      </p>
      <p className="payment-success__status" aria-live="polite">
        Booking status: <StatusBadge status={status} waiting={!settled && !timedOut} />
      </p>
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
