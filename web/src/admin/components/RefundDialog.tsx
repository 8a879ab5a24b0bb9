import { useMutation } from '@apollo/client/react';

import { Alert } from '../../components/ui';
import { graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { amountWithin, type BookingToSettle } from './bookingMoney';
import { mountedWhileOpen } from './mountedWhileOpen';
import { SettlementDialog, useSettlement } from './SettlementDialog';

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
  const [refund] = useMutation(ADMIN_REFUND_BOOKING_MUTATION);
  const settlement = useSettlement({
    booking,
    startAmount: (quote) => quote.paid,
    check(quote, typed, reason) {
      const value = amountWithin(typed, quote.currency, quote.paid);
      if (value === null || value === 0)
        return `The refund must be an amount from 0.01 to ${formatPrice(quote.paid, quote.currency)}.`;
      return reason ? value : 'Please give a reason for the refund.';
    },
    async perform(amount, reason, quote) {
      await refund({ variables: { bookingId: booking.id, amount, reason } });
      onDone(
        `Refund of ${formatPrice(amount, quote?.currency)} for ${booking.reference} sent to the payment provider; the booking updates when it confirms.`,
      );
    },
    failure: 'Could not refund the booking.',
    onClose,
  });

  return (
    <SettlementDialog
      settlement={settlement}
      title={`Refund booking ${booking.reference}`}
      confirmLabel="Yes, refund"
      loadingLabel="Reading the booking’s payments"
      amountLabel="Amount"
      amountHint="Everything left by default; lower it for a partial refund."
      onClose={onClose}
      blocked={(quote) => quote.paid === 0 && <Alert variant="info">Nothing is left to refund on this booking.</Alert>}
      question={(amount, quote) => (
        <>
          Refund {formatPrice(amount, quote.currency)} to <bdi>{booking.name}</bdi> for {booking.reference}
          {amount === quote.paid ? ' (everything left)' : ''}? The money goes back to the card that paid; this cannot be
          undone.
        </>
      )}
      intro={(quote) => <p className="muted">{formatPrice(quote.paid, quote.currency)} paid and not yet refunded.</p>}
    />
  );
});
