import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';

import { Badge, Icon } from '../../components/ui';
import type { BookingKind, CheckoutStatus } from '../../gql/graphql';
import { bookingTokenContext } from '../../lib/bookingAccess';
import { BOOKING_STATUS_SUBSCRIPTION, PAYMENT_STATUS_QUERY } from '../../operations/payments';
import { JourneyLinks, UNDER_REVIEW_MESSAGE } from './BookingOutcome';

const PAYMENT_SUCCESS_MESSAGE = 'Payment Successful';
/**
 * The webhook → queue → worker path marks the booking PAID a moment after the card is accepted, and the server
 * pushes it (bookingStatusChanged). Only while live updates are unavailable does the page ask, this often.
 */
const FALLBACK_POLL_MS = 5000;
const CONFIRMATION_PATIENCE_MS = 20_000;

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
  const variables = { bookingId, kind };
  const context = bookingTokenContext(token);
  const live = useSubscription(BOOKING_STATUS_SUBSCRIPTION, { variables, context });
  // A failed stream never shows as a failed payment: the page asks for the status instead, until it settles.
  const polled = useQuery(PAYMENT_STATUS_QUERY, { variables, context, fetchPolicy: 'network-only', skip: !live.error });
  const status = (live.error && polled.data?.paymentStatus) || live.data?.bookingStatusChanged.status;
  const settled = status !== undefined && status !== 'PENDING';
  const { startPolling, stopPolling } = polled;

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!live.error || settled) return;
    startPolling(FALLBACK_POLL_MS);
    return stopPolling;
  }, [live.error, settled, startPolling, stopPolling]);

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
