import { statusesMarked } from '@rihla/db/booking-lifecycle';
import { useState } from 'react';

import { Badge, Button } from '../../components/ui';
import type { BookingStatus } from '../../gql/graphql';
import type { BookingToSettle } from './bookingMoney';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RefundDialog } from './RefundDialog';
import type { FeedbackApi } from './useFeedback';

/** A booking row as the settlement actions need it. */
export interface SettledBooking extends BookingToSettle {
  status: BookingStatus;
  paidAt?: string | null;
  cancellationRequestedAt?: string | null;
  cancelledAt?: string | null;
  /** The statuses staff may move it to now, from the server's lifecycle table. */
  staffMoves: readonly BookingStatus[];
}

// Bookings whose money may still go back (a new status must say whether it is one).
const REFUNDABLE = statusesMarked<BookingStatus>({
  PAID: true,
  DEPOSIT_PAID: true,
  PARTIALLY_REFUNDED: true,
  CANCELLED: true,
  NEEDS_REVIEW: true,
  PENDING: false,
  FAILED: false,
  EXPIRED: false,
  REFUNDED: false,
});

const canCancel = (b: SettledBooking) => b.staffMoves.includes('CANCELLED');
const canRefund = (b: SettledBooking) => REFUNDABLE.includes(b.status) && !!b.paidAt;

/**
 * The inline "Cancel booking" and "Refund" actions of a booking (each opens its dialog, which confirms before
 * acting), and a "Cancellation requested" badge while a customer's request waits. `onSettled` reloads the list.
 */
export function useBookingSettlement(feedback: FeedbackApi, onSettled: () => Promise<unknown>) {
  const [cancelling, setCancelling] = useState<SettledBooking | null>(null);
  const [refunding, setRefunding] = useState<SettledBooking | null>(null);
  const done = (message: string) => {
    feedback.succeed(message);
    void onSettled();
  };

  function render(booking: SettledBooking) {
    // A request is settled once staff cancelled the booking or refunded it in full.
    const requested = !!booking.cancellationRequestedAt && !booking.cancelledAt && booking.status !== 'REFUNDED';
    if (!requested && !canCancel(booking) && !canRefund(booking)) return null;
    return (
      <div className="admin-row-actions">
        {requested && <Badge variant="gold">Cancellation requested</Badge>}
        {canCancel(booking) && (
          <Button size="sm" variant="ghost" onClick={() => setCancelling(booking)}>
            Cancel booking<span className="sr-only"> {booking.reference}</span>
          </Button>
        )}
        {canRefund(booking) && (
          <Button size="sm" variant="ghost" onClick={() => setRefunding(booking)}>
            Refund<span className="sr-only"> booking {booking.reference}</span>
          </Button>
        )}
      </div>
    );
  }

  const dialogs = (
    <>
      {cancelling && (
        <CancelBookingDialog open booking={cancelling} onClose={() => setCancelling(null)} onDone={done} />
      )}
      {refunding && <RefundDialog open booking={refunding} onClose={() => setRefunding(null)} onDone={done} />}
    </>
  );
  return { render, dialogs };
}
