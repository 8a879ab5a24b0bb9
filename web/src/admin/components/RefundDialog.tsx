import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { FormDialog } from '../../components/form';
import { Alert, Spinner, Textarea, TextInput } from '../../components/ui';
import { graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { ADMIN_CANCELLATION_QUOTE_QUERY, amountWithin, type BookingToSettle } from './bookingMoney';
import { mountedWhileOpen } from './mountedWhileOpen';
import { useDialogSave } from './useDialogSave';

export const ADMIN_REFUND_BOOKING_MUTATION = graphql(`
  mutation AdminRefundBooking($bookingId: Int!, $amount: Int!, $reason: String!) {
    refundBooking(bookingId: $bookingId, amount: $amount, reason: $reason) {
      bookingId
      status
      paid
    }
  }
`);

export interface RefundDialogProps {
  open: boolean;
  booking: BookingToSettle;
  onClose: () => void;
  /** After the provider accepted the refund: the outcome to show, e.g. reload the list. */
  onDone: (message: string) => void;
}

/**
 * Refund all or part of what a booking paid, with a reason, after a confirmation. The amount starts at everything
 * left to refund; the provider's refusal (e.g. the charge has less left) is shown here and the refund is FAILED.
 */
export const RefundDialog = mountedWhileOpen(function OpenRefundDialog({
  booking,
  onClose,
  onDone,
}: RefundDialogProps) {
  const quote = useQuery(ADMIN_CANCELLATION_QUOTE_QUERY, {
    variables: { bookingId: booking.id },
    fetchPolicy: 'network-only',
  });
  const [refund] = useMutation(ADMIN_REFUND_BOOKING_MUTATION);
  const left = quote.data?.cancellationQuote;
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const save = useDialogSave(
    async (value: number) => {
      await refund({ variables: { bookingId: booking.id, amount: value, reason: reason.trim() } });
      onDone(
        `Refund of ${formatPrice(value, left?.currency)} for ${booking.reference} sent to the payment provider; the booking updates when it confirms.`,
      );
    },
    onClose,
    'Could not refund the booking.',
  );
  const typed = amount ?? (left ? (left.paid / 100).toFixed(2) : '');

  function submit() {
    if (!left) return;
    if (confirming !== null) return void save.submit(confirming);
    const value = amountWithin(typed, left.currency, left.paid);
    if (value === null || value === 0)
      return save.setFailure(`The refund must be an amount from 0.01 to ${formatPrice(left.paid, left.currency)}.`);
    if (!reason.trim()) return save.setFailure('Please give a reason for the refund.');
    save.setFailure(null);
    setConfirming(value);
  }

  return (
    <FormDialog
      title={`Refund booking ${booking.reference}`}
      submitLabel={confirming === null ? 'Continue' : 'Yes, refund'}
      {...save.dialogProps}
      onCancel={confirming === null ? onClose : () => setConfirming(null)}
      onSubmit={submit}
    >
      {quote.error ? (
        <Alert variant="error">Could not load the booking’s payments. Close and try again.</Alert>
      ) : !left ? (
        <Spinner label="Reading the booking’s payments" />
      ) : left.paid === 0 ? (
        <Alert variant="info">Nothing is left to refund on this booking.</Alert>
      ) : confirming !== null ? (
        <p>
          Refund {formatPrice(confirming, left.currency)} to {booking.name} for {booking.reference}
          {confirming === left.paid ? ' (everything left)' : ''}? The money goes back to the card that paid; this cannot
          be undone.
        </p>
      ) : (
        <>
          <p className="muted">{formatPrice(left.paid, left.currency)} paid and not yet refunded.</p>
          <TextInput
            label={`Amount (${left.currency ?? ''})`}
            inputMode="decimal"
            hint="Everything left by default; lower it for a partial refund."
            value={typed}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Textarea
            label="Reason"
            required
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
        </>
      )}
    </FormDialog>
  );
});
