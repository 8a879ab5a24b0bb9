import { useMutation } from '@apollo/client/react';

import { graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { amountWithin, type BookingToSettle } from './bookingMoney';
import { mountedWhileOpen } from './mountedWhileOpen';
import { SettlementDialog, useSettlement } from './SettlementDialog';

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
  const [cancel] = useMutation(ADMIN_CANCEL_BOOKING_MUTATION);
  const settlement = useSettlement({
    booking,
    initialReason: booking.cancellationReason ?? '',
    startAmount: (quote) => quote.refundAmount,
    check(quote, typed, reason) {
      if (!reason) return 'Please give a reason for the cancellation.';
      const refund = amountWithin(typed, quote.currency, quote.paid);
      return refund ?? `The refund must be an amount from 0 to ${formatPrice(quote.paid, quote.currency)}.`;
    },
    async perform(refundAmount, reason, quote) {
      await cancel({ variables: { bookingId: booking.id, reason, refundAmount } });
      onDone(
        refundAmount > 0
          ? `Booking ${booking.reference} cancelled; a refund of ${formatPrice(refundAmount, quote?.currency)} was sent to the payment provider.`
          : `Booking ${booking.reference} cancelled without a refund.`,
      );
    },
    failure: 'Could not cancel the booking.',
    onClose,
  });

  return (
    <SettlementDialog
      settlement={settlement}
      title={`Cancel booking ${booking.reference}`}
      confirmLabel="Yes, cancel booking"
      loadingLabel="Reading the cancellation policy"
      amountLabel="Refund"
      amountHint="0 for no refund."
      onClose={onClose}
      question={(refund, quote) => (
        <>
          Cancel {booking.reference} of <bdi>{booking.name}</bdi>
          {refund > 0 ? ` and refund ${formatPrice(refund, quote.currency)}` : ' without a refund'}? Its seats go back
          on sale and the customer is emailed. This cannot be undone.
        </>
      )}
      intro={(quote) => (
        <>
          {booking.cancellationReason && (
            <p className="muted">The customer asked to cancel: “{booking.cancellationReason}”</p>
          )}
          <p className="muted">
            {quote.daysBefore === null
              ? 'No departure date: the policy gives no refund, decide it here.'
              : `${quote.daysBefore} days before departure the policy refunds ${quote.refundPercent} %: ${formatPrice(quote.refundAmount, quote.currency)} of the ${formatPrice(quote.paid, quote.currency)} paid.`}
          </p>
        </>
      )}
    />
  );
});
