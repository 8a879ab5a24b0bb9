import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Alert, Button, Modal, Spinner, Textarea } from '../../components/ui';
import { graphql } from '../../gql';
import type { CancellationQuoteQuery, CheckoutStatus } from '../../gql/graphql';
import { ruleLine } from '../../lib/cancellationPolicy';
import { formatPrice } from '../../lib/price';

export const CANCELLATION_QUOTE_QUERY = graphql(`
  query CancellationQuote($bookingId: Int!) {
    cancellationQuote(bookingId: $bookingId) {
      bookingId
      reference
      status
      action
      blockedReason
      currency
      paid
      daysBefore
      refundPercent
      refundAmount
      requestedAt
      rule {
        daysBefore
        refundPercent
      }
    }
  }
`);

export const REQUEST_CANCELLATION_MUTATION = graphql(`
  mutation RequestCancellation($bookingId: Int!, $reason: String) {
    requestCancellation(bookingId: $bookingId, reason: $reason) {
      bookingId
      status
      action
      requestedAt
    }
  }
`);

// Package bookings still running: unpaid ones are cancelled at once, paid ones become a request staff confirm.
const CANCELLABLE: readonly CheckoutStatus[] = ['PENDING', 'FAILED', 'PAID', 'DEPOSIT_PAID', 'PARTIALLY_REFUNDED'];

export function canAskToCancel(kind: string, status: CheckoutStatus): boolean {
  return kind === 'PACKAGE' && CANCELLABLE.includes(status);
}

/**
 * "Cancel booking" on a My trips card: a preview of what the package's cancellation policy refunds today, then the
 * confirmation (with an optional reason).
 */
export function CancelTrip({ bookingId, reference }: { bookingId: number; reference: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Cancel booking<span className="sr-only"> {reference}</span>
      </Button>
      {done && (
        <Alert variant="success" className="trip-card__note">
          {done}
        </Alert>
      )}
      {open && (
        <CancelTripDialog
          bookingId={bookingId}
          reference={reference}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
    </>
  );
}

function CancelTripDialog(props: {
  bookingId: number;
  reference: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { bookingId, reference, onClose, onDone } = props;
  const { data, loading, error } = useQuery(CANCELLATION_QUOTE_QUERY, {
    variables: { bookingId },
    fetchPolicy: 'network-only',
  });
  const [request, { loading: saving, error: saveError }] = useMutation(REQUEST_CANCELLATION_MUTATION, {
    // The card shows the booking's new status (Cancelled) once My trips is read again.
    refetchQueries: ['MyBookings'],
  });
  const [reason, setReason] = useState('');
  const quote = data?.cancellationQuote;

  async function confirm() {
    if (!quote) return;
    const result = await request({ variables: { bookingId, reason: reason.trim() || null } }).catch(() => null);
    if (!result?.data) return;
    onDone(
      quote.action === 'CANCEL_NOW'
        ? `Booking ${reference} is cancelled.`
        : `We received your cancellation request for ${reference}. Our team will confirm it by email.`,
    );
  }

  const canConfirm = quote && quote.action !== 'NONE';
  return (
    <Modal
      open
      size="sm"
      title={`Cancel booking ${reference}`}
      onClose={() => {
        if (!saving) onClose();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Keep my booking
          </Button>
          {canConfirm && (
            <Button variant="danger" loading={saving} onClick={() => void confirm()}>
              {quote.action === 'CANCEL_NOW' ? 'Cancel booking' : 'Request cancellation'}
            </Button>
          )}
        </>
      }
    >
      <div className="stack">
        {loading || !data ? (
          error ? (
            <Alert variant="error">Could not load what cancelling gives. Please try again.</Alert>
          ) : (
            <Spinner label="Checking the cancellation policy" />
          )
        ) : quote?.action === 'NONE' ? (
          <Alert variant="info">{quote.blockedReason}</Alert>
        ) : quote?.action === 'CANCEL_NOW' ? (
          <p>Nothing has been paid for this booking yet, so it is cancelled at once and nothing is refunded.</p>
        ) : (
          quote && <RefundPreview quote={quote} />
        )}
        {canConfirm && (
          <Textarea
            label="Why are you cancelling?"
            hint="Optional. It helps our team."
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {saveError && <Alert variant="error">{saveError.message}</Alert>}
      </div>
    </Modal>
  );
}

type Quote = CancellationQuoteQuery['cancellationQuote'];

function RefundPreview({ quote }: { quote: Quote }) {
  const refund = formatPrice(quote.refundAmount, quote.currency);
  return (
    <div className="stack">
      <p className="cancel-trip__refund" data-testid="cancellation-refund">
        If you cancel today you are refunded <strong>{refund}</strong> ({quote.refundPercent} % of the{' '}
        {formatPrice(quote.paid, quote.currency)} you paid).
      </p>
      <p className="muted">
        {quote.rule
          ? `The package's policy: ${ruleLine(quote.rule)}. Your departure is in ${quote.daysBefore} days.`
          : quote.daysBefore === null
            ? 'This booking has no departure date yet: our team will tell you what is refunded.'
            : `Your departure is in ${quote.daysBefore} days: the package's policy refunds nothing this close to departure.`}
      </p>
      <p className="muted">Our team confirms the cancellation; the refund goes back to the card you paid with.</p>
    </div>
  );
}
