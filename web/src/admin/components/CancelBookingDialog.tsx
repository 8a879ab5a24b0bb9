import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { FormDialog } from '../../components/form';
import { Alert, Spinner, Textarea, TextInput } from '../../components/ui';
import { graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { ADMIN_CANCELLATION_QUOTE_QUERY, amountWithin, type BookingToSettle } from './bookingMoney';
import { mountedWhileOpen } from './mountedWhileOpen';
import { useDialogSave } from './useDialogSave';

export const ADMIN_CANCEL_BOOKING_MUTATION = graphql(`
  mutation AdminCancelBooking($bookingId: Int!, $reason: String!, $refundAmount: Int) {
    cancelBooking(bookingId: $bookingId, reason: $reason, refundAmount: $refundAmount) {
      bookingId
      status
      paid
    }
  }
`);

export interface CancelBookingDialogProps {
  open: boolean;
  booking: BookingToSettle;
  onClose: () => void;
  /** After the booking is cancelled (and its refund asked for): the outcome to show, e.g. reload the list. */
  onDone: (message: string) => void;
}

/**
 * Staff cancel a booking with a reason; the package policy's refund for today is offered and can be changed (0 for
 * none). A second step confirms before anything happens: the seats go back on sale and the customer is emailed.
 */
export const CancelBookingDialog = mountedWhileOpen(function OpenCancelBookingDialog({
  booking,
  onClose,
  onDone,
}: CancelBookingDialogProps) {
  const quote = useQuery(ADMIN_CANCELLATION_QUOTE_QUERY, {
    variables: { bookingId: booking.id },
    fetchPolicy: 'network-only',
  });
  const [cancel] = useMutation(ADMIN_CANCEL_BOOKING_MUTATION);
  const offered = quote.data?.cancellationQuote;
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState(booking.cancellationReason ?? '');
  const [confirming, setConfirming] = useState<number | null>(null);
  const save = useDialogSave(
    async (refundAmount: number) => {
      await cancel({ variables: { bookingId: booking.id, reason: reason.trim(), refundAmount } });
      onDone(
        refundAmount > 0
          ? `Booking ${booking.reference} cancelled; a refund of ${formatPrice(refundAmount, offered?.currency)} was sent to the payment provider.`
          : `Booking ${booking.reference} cancelled without a refund.`,
      );
    },
    onClose,
    'Could not cancel the booking.',
  );
  const typed = amount ?? (offered ? (offered.refundAmount / 100).toFixed(2) : '');

  function submit() {
    if (!offered) return;
    if (confirming !== null) return void save.submit(confirming);
    if (!reason.trim()) return save.setFailure('Please give a reason for the cancellation.');
    const refund = amountWithin(typed, offered.currency, offered.paid);
    if (refund === null)
      return save.setFailure(`The refund must be an amount from 0 to ${formatPrice(offered.paid, offered.currency)}.`);
    save.setFailure(null);
    setConfirming(refund);
  }

  return (
    <FormDialog
      title={`Cancel booking ${booking.reference}`}
      submitLabel={confirming === null ? 'Continue' : 'Yes, cancel booking'}
      {...save.dialogProps}
      onCancel={confirming === null ? onClose : () => setConfirming(null)}
      onSubmit={submit}
    >
      {quote.error ? (
        <Alert variant="error">Could not load the booking’s payments. Close and try again.</Alert>
      ) : !offered ? (
        <Spinner label="Reading the cancellation policy" />
      ) : confirming !== null ? (
        <p>
          Cancel {booking.reference} of {booking.name}
          {confirming > 0 ? ` and refund ${formatPrice(confirming, offered.currency)}` : ' without a refund'}? Its seats
          go back on sale and the customer is emailed. This cannot be undone.
        </p>
      ) : (
        <>
          {booking.cancellationReason && (
            <p className="muted">The customer asked to cancel: “{booking.cancellationReason}”</p>
          )}
          <p className="muted">
            {offered.daysBefore === null
              ? 'No departure date: the policy gives no refund, decide it here.'
              : `${offered.daysBefore} days before departure the policy refunds ${offered.refundPercent} %: ${formatPrice(offered.refundAmount, offered.currency)} of the ${formatPrice(offered.paid, offered.currency)} paid.`}
          </p>
          <TextInput
            label={`Refund (${offered.currency ?? ''})`}
            inputMode="decimal"
            hint="0 for no refund."
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
