import { statusesMarked } from '@rihla/db/booking-lifecycle';
import { useState } from 'react';

import { Badge, Button } from '../../components/ui';
import type { BookingStatus, TripBookingStatus } from '../../gql/graphql';
import type { BookingToSettle } from './bookingMoney';
import { SettlementDialog, type SettlementTarget } from './SettlementDialog';
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
 * The settlement entry of a trip booking, on its list row and its page: a paid trip is cancelled with its refund, a
 * cancelled one that still keeps money is refunded alone; null when neither applies.
 */
export function tripSettlementEntry(status: TripBookingStatus, net: number) {
  if (status === 'PAID') return { cancel: true, label: 'Cancel and refund' };
  if (status === 'CANCELLED' && net > 0) return { cancel: false, label: 'Refund' };
  return null;
}

/**
 * The settlement dialog of a package or trip booking (decision 0049), opened by any of its entry points:
 * `open(booking, true)` cancels with the refund (approving a customer's request), `open(booking, false)` refunds
 * alone. Render `dialog` once on the page; `onSettled` reloads it.
 */
export function useSettlementDialog(feedback: FeedbackApi, onSettled: () => unknown) {
  const [opened, setOpened] = useState<{ booking: SettlementTarget; cancel: boolean } | null>(null);
  const dialog = opened && (
    <SettlementDialog
      open
      booking={opened.booking}
      cancel={opened.cancel}
      onClose={() => setOpened(null)}
      onDone={(message) => {
        feedback.succeed(message);
        void onSettled();
      }}
    />
  );
  return { open: (booking: SettlementTarget, cancel: boolean) => setOpened({ booking, cancel }), dialog };
}

/**
 * The inline settlement actions of a package booking, all opening the one settlement dialog: "Approve cancellation"
 * while a customer's request waits (with its badge), else "Cancel booking" and "Refund".
 */
export function useBookingSettlement(feedback: FeedbackApi, onSettled: () => Promise<unknown>) {
  const settlement = useSettlementDialog(feedback, onSettled);

  function render(booking: SettledBooking) {
    // A request is settled once staff cancelled the booking or refunded it in full.
    const requested = !!booking.cancellationRequestedAt && !booking.cancelledAt && booking.status !== 'REFUNDED';
    if (!requested && !canCancel(booking) && !canRefund(booking)) return null;
    const target: SettlementTarget = {
      kind: 'PACKAGE',
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
    };
    return (
      <div className="admin-row-actions">
        {requested && <Badge variant="gold">Cancellation requested</Badge>}
        {requested && canCancel(booking) ? (
          <Button size="sm" variant="secondary" onClick={() => settlement.open(target, true)}>
            Approve cancellation<span className="sr-only"> of {booking.reference}</span>
          </Button>
        ) : (
          <>
            {canCancel(booking) && (
              <Button size="sm" variant="ghost" onClick={() => settlement.open(target, true)}>
                Cancel booking<span className="sr-only"> {booking.reference}</span>
              </Button>
            )}
            {canRefund(booking) && (
              <Button size="sm" variant="ghost" onClick={() => settlement.open(target, false)}>
                Refund<span className="sr-only"> booking {booking.reference}</span>
              </Button>
            )}
          </>
        )}
      </div>
    );
  }

  return { render, dialogs: settlement.dialog };
}
