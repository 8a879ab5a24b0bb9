import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Button, useConfirm } from '../../components/ui';
import { graphql } from '../../gql';
import type { BookingKind, ReviewResolution } from '../../gql/graphql';
import type { FeedbackApi } from './useFeedback';

/** Settles a booking whose payment did not add up (NEEDS_REVIEW): staff decide from the provider's dashboard. */
export const ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION = graphql(`
  mutation AdminResolveBookingReview($id: Int!, $kind: BookingKind!, $resolution: ReviewResolution!) {
    resolveBookingReview(id: $id, kind: $kind, resolution: $resolution)
  }
`);

interface ReviewedBooking {
  id: number;
  reference: string;
  /** Who booked (shown in the question and the outcome). */
  who: string;
}

const CHOICES: { resolution: ReviewResolution; label: string; question: string; done: string; confirmLabel: string }[] =
  [
    {
      resolution: 'PAID',
      label: 'Mark paid',
      question: 'Mark this booking as paid?',
      done: 'marked paid',
      confirmLabel: 'Mark paid',
    },
    {
      resolution: 'FAILED',
      label: 'Mark failed',
      question: 'Mark this payment as failed?',
      done: 'marked failed',
      confirmLabel: 'Mark failed',
    },
    {
      resolution: 'CANCELLED',
      label: 'Cancel',
      question: 'Cancel this booking?',
      done: 'cancelled',
      confirmLabel: 'Cancel booking',
    },
  ];

/**
 * The inline decisions on a booking in NEEDS_REVIEW (its payment did not add up): staff check the provider's
 * dashboard, then mark it paid, failed or cancel it, after confirming. `onResolved` reloads the list (an AdminList.reload, which never rejects).
 */
export function useReviewActions(kind: BookingKind, feedback: FeedbackApi, onResolved: () => Promise<unknown>) {
  const [resolve] = useMutation(ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION);
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function settle(booking: ReviewedBooking, choice: (typeof CHOICES)[number]) {
    setBusyId(booking.id);
    const resolved = await feedback.run(
      () => resolve({ variables: { id: booking.id, kind, resolution: choice.resolution } }),
      {
        success: `Booking ${booking.reference} of ${booking.who} ${choice.done}.`,
        fallback: 'Could not resolve the review.',
      },
    );
    if (resolved) await onResolved();
    setBusyId(null);
  }

  function render(booking: ReviewedBooking) {
    return (
      <div className="admin-row-actions">
        {CHOICES.map((choice) => (
          <Button
            key={choice.resolution}
            size="sm"
            variant={choice.resolution === 'PAID' ? 'secondary' : 'ghost'}
            disabled={busyId === booking.id}
            onClick={() =>
              confirm.ask(choice.question, () => settle(booking, choice), {
                confirmLabel: choice.confirmLabel,
                cancelLabel: 'Keep',
              })
            }
          >
            {choice.label}
            <span className="sr-only"> booking {booking.reference}</span>
          </Button>
        ))}
      </div>
    );
  }

  return { render, dialog: confirm.dialog };
}
