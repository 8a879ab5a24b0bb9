import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Button, type TableColumn, useConfirm } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminCustomBookingRowFragment, CustomBookingStatus } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { useReviewActions } from '../components/ReviewActions';
import { StatusBadge } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDateTime, startDay } from '../lib/format';
import { bookingStatusLook } from '../lib/status';
import { ADMIN_CUSTOM_BOOKINGS_QUERY, ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION } from '../operations/bookings';

const CUSTOM_BOOKING_ROW = graphql(`
  fragment AdminCustomBookingRow on CustomBooking {
    id
    createdAt
    customer
    email
    origin
    destination
    startDate
    passengers
    status
    reviewReason
    transport {
      id
      name
    }
    service {
      id
      name
    }
  }
`);

type CustomBookingRow = AdminCustomBookingRowFragment;

const NO_CUSTOM_BOOKINGS = 'No custom bookings yet.';
const CANCEL_CUSTOM_BOOKING_QUESTION = 'Cancel this custom booking?';

export function CustomBookingsPage() {
  const feedback = useFeedback();
  const customBookings = usePagedAdminList(
    ADMIN_CUSTOM_BOOKINGS_QUERY,
    CUSTOM_BOOKING_ROW,
    (data) => data.customBookings,
  );
  const [updateStatus] = useMutation(ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION);
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);
  const review = useReviewActions('TRIP', feedback, customBookings.reload);

  async function setStatus(row: CustomBookingRow, status: Exclude<CustomBookingStatus, 'PENDING'>) {
    setBusyId(row.id);
    await feedback.run(() => updateStatus({ variables: { id: row.id, status } }), {
      success: `Custom booking for ${row.customer} ${status === 'CONFIRMED' ? 'confirmed' : 'cancelled'}.`,
      fallback: 'Could not update the booking.',
    });
    setBusyId(null);
  }

  const columns: TableColumn<CustomBookingRow>[] = [
    {
      key: 'when',
      header: 'When',
      render: (row) => <span className="admin-nowrap">{formatDateTime(row.createdAt)}</span>,
    },
    {
      key: 'customer',
      header: 'Customer',
      render: (row) => (
        <>
          <span className="admin-strong">{row.customer}</span>
          <span className="admin-sub">{row.email}</span>
        </>
      ),
    },
    {
      key: 'route',
      header: 'Trip',
      render: (row) => (
        <>
          <span className="admin-nowrap">
            {row.origin} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> {row.destination}
          </span>
          <span className="admin-sub">{startDay(row.startDate)}</span>
        </>
      ),
    },
    { key: 'transport', header: 'Transport', render: (row) => row.transport?.name ?? <span className="muted">—</span> },
    { key: 'service', header: 'Class', render: (row) => row.service?.name ?? <span className="muted">—</span> },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <StatusBadge
          look={bookingStatusLook(row.status)}
          detail={row.status === 'NEEDS_REVIEW' ? row.reviewReason : null}
        />
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      render: (row) =>
        row.status === 'NEEDS_REVIEW' ? (
          review.render({ id: row.id, who: row.customer })
        ) : row.status === 'PENDING' ? (
          <div className="admin-row-actions">
            <Button
              size="sm"
              variant="secondary"
              loading={busyId === row.id}
              onClick={() => void setStatus(row, 'CONFIRMED')}
            >
              Confirm<span className="sr-only"> booking of {row.customer}</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busyId === row.id}
              onClick={() =>
                confirm.ask(CANCEL_CUSTOM_BOOKING_QUESTION, () => setStatus(row, 'CANCELLED'), {
                  confirmLabel: 'Cancel booking',
                  cancelLabel: 'Keep',
                })
              }
            >
              Cancel<span className="sr-only"> booking of {row.customer}</span>
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage title="Custom Bookings" description="Trips requested through the custom search, newest first.">
      <AdminSection title="All custom bookings">
        <FeedbackBanner feedback={feedback} />
        <AdminTable
          list={customBookings}
          columns={columns}
          caption="Custom bookings"
          empty={NO_CUSTOM_BOOKINGS}
          what="custom bookings"
        />
      </AdminSection>
      {confirm.dialog}
      {review.dialog}
    </AdminPage>
  );
}
