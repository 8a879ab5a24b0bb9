import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Button, Table, type TableColumn } from '../../components/ui';
import type { AdminCustomBookingsQuery, CustomBookingStatus } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { PAGE_SIZE, Pagination, usePageParam } from '../components/Pagination';
import { QueryError } from '../components/QueryError';
import { useReviewActions } from '../components/ReviewActions';
import { StatusBadge } from '../components/StatusBadge';
import { useConfirmAction } from '../components/useConfirmAction';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDateTime, startDay } from '../lib/format';
import { bookingStatusLook } from '../lib/status';
import { ADMIN_CUSTOM_BOOKINGS_QUERY, ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION } from '../operations/bookings';

type CustomBookingRow = AdminCustomBookingsQuery['customBookings']['items'][number];

export const NO_CUSTOM_BOOKINGS = 'No custom bookings yet.';
export const CANCEL_CUSTOM_BOOKING_QUESTION = 'Cancel this custom booking?';

export function CustomBookingsPage() {
  const feedback = useFeedback();
  const [page, setPage] = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_CUSTOM_BOOKINGS_QUERY, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [updateStatus] = useMutation(ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION);
  const confirm = useConfirmAction();
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = data ?? previousData;
  const review = useReviewActions('TRIP', feedback, refetch);

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
        {error && !list ? (
          <QueryError error={error} what="custom bookings" onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <>
            <Table
              columns={columns}
              rows={list?.customBookings.items ?? []}
              rowKey={(row) => row.id}
              caption="Custom bookings"
              loading={loading && !list}
              empty={NO_CUSTOM_BOOKINGS}
            />
            <Pagination
              page={page}
              total={list?.customBookings.total ?? 0}
              onPageChange={setPage}
              noun="custom bookings"
            />
          </>
        )}
      </AdminSection>
      {confirm.dialog}
      {review.dialog}
    </AdminPage>
  );
}
