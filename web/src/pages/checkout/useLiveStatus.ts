import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';

import type { BookingKind, CheckoutStatus } from '../../gql/graphql';
import { bookingTokenContext } from '../../lib/bookingAccess';
import { BOOKING_STATUS_SUBSCRIPTION, PAYMENT_STATUS_QUERY } from '../../operations/payments';

/** Only while live updates are unavailable does the page ask for the status, this often (decision 0011). */
const FALLBACK_POLL_MS = 5000;

export interface LiveStatusOptions {
  bookingId: number;
  kind: BookingKind;
  token: string | null;
  /** Stop listening (nothing on the page depends on the status). */
  skip?: boolean;
  /** Stop asking once the status is final; the push keeps listening either way. */
  settled?: (status: CheckoutStatus) => boolean;
}

/**
 * The booking's status as the server records it: pushed by bookingStatusChanged, or asked for every 5 s once the
 * stream has failed for good. A broken stream is never reported as a failed payment: the status stays unknown.
 */
export function useLiveStatus({ bookingId, kind, token, skip = false, settled }: LiveStatusOptions) {
  const variables = { bookingId, kind };
  const context = bookingTokenContext(token);
  const live = useSubscription(BOOKING_STATUS_SUBSCRIPTION, { variables, context, skip });
  const polled = useQuery(PAYMENT_STATUS_QUERY, {
    variables,
    context,
    fetchPolicy: 'network-only',
    skip: skip || !live.error,
  });
  const pushed = live.data?.bookingStatusChanged;
  const status: CheckoutStatus | undefined = (live.error && polled.data?.paymentStatus) || pushed?.status;
  const done = status !== undefined && (settled?.(status) ?? false);
  const { startPolling, stopPolling } = polled;

  useEffect(() => {
    if (skip || !live.error || done) return;
    startPolling(FALLBACK_POLL_MS);
    return stopPolling;
  }, [skip, live.error, done, startPolling, stopPolling]);

  return { status, paidAt: live.error ? null : (pushed?.paidAt ?? null) };
}
