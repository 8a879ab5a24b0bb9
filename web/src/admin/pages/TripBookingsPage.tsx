import { useMutation } from '@apollo/client/react';

import { Button, type TableColumn, useConfirm } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminTripBookingRowFragment, TripBookingStatus } from '../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminTableSection } from '../components/AdminTable';
import { useSettlementDialog } from '../components/BookingSettlementActions';
import {
  actionsColumn,
  bookingStatusColumn,
  dateTimeColumn,
  oneLineColumn,
  RouteText,
  TwoLineCell,
} from '../components/columns';
import { useReviewActions } from '../components/ReviewActions';
import { TRIP_BOOKINGS_LIST } from '../components/staffLists';
import { usePagedAdminList } from '../components/useAdminList';
import { useFeedback } from '../components/useFeedback';
import { useRowAction } from '../components/useRowAction';
import { startDay } from '../lib/format';

export const ADMIN_UPDATE_TRIP_BOOKING_STATUS_MUTATION = graphql(`
  mutation AdminUpdateTripBookingStatus($id: Int!, $status: TripBookingStatus!) {
    updateTripBookingStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const TRIP_BOOKING_ROW = graphql(`
  fragment AdminTripBookingRow on TripBooking {
    id
    reference
    createdAt
    name
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

type TripBookingRow = AdminTripBookingRowFragment;

const CANCEL_TRIP_BOOKING_QUESTION = 'Cancel this trip booking?';

export function TripBookingsPage() {
  const feedback = useFeedback();
  const tripBookings = usePagedAdminList(TRIP_BOOKINGS_LIST, TRIP_BOOKING_ROW);
  const [updateStatus] = useMutation(ADMIN_UPDATE_TRIP_BOOKING_STATUS_MUTATION);
  const confirm = useConfirm();
  const rowAction = useRowAction<number>(feedback);
  const review = useReviewActions('TRIP', feedback, tripBookings.reload);
  const settlement = useSettlementDialog(feedback, tripBookings.reload);

  const setStatus = (row: TripBookingRow, status: Exclude<TripBookingStatus, 'PENDING'>) =>
    rowAction.run(row.id, () => updateStatus({ variables: { id: row.id, status } }), {
      success: `Trip booking for ${row.name} ${status === 'CONFIRMED' ? 'confirmed' : 'cancelled'}.`,
      fallback: 'Could not update the booking.',
    });

  const columns: TableColumn<TripBookingRow>[] = [
    oneLineColumn('reference', 'Reference', (row) => row.reference),
    dateTimeColumn('when', 'When', (row) => row.createdAt),
    {
      key: 'name',
      header: 'Customer',
      render: (row) => <TwoLineCell main={row.name} sub={row.email} />,
    },
    {
      key: 'route',
      header: 'Trip',
      render: (row) => (
        <TwoLineCell
          main={<RouteText origin={row.origin} destination={row.destination} />}
          sub={startDay(row.startDate)}
          strong={false}
          nowrap="main"
        />
      ),
    },
    { key: 'transport', header: 'Transport', render: (row) => row.transport?.name ?? <span className="muted">—</span> },
    { key: 'service', header: 'Class', render: (row) => row.service?.name ?? <span className="muted">—</span> },
    bookingStatusColumn(),
    actionsColumn((row) =>
      row.status === 'NEEDS_REVIEW' ? (
        review.render({ id: row.id, reference: row.reference, who: row.name })
      ) : row.status === 'PENDING' ? (
        <div className="admin-row-actions">
          <Button
            size="sm"
            variant="secondary"
            loading={rowAction.busyId === row.id}
            onClick={() => void setStatus(row, 'CONFIRMED')}
          >
            Confirm<span className="sr-only"> booking of {row.name}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={rowAction.busyId === row.id}
            onClick={() =>
              confirm.ask(CANCEL_TRIP_BOOKING_QUESTION, () => setStatus(row, 'CANCELLED'), {
                confirmLabel: 'Cancel booking',
                cancelLabel: 'Keep',
              })
            }
          >
            Cancel<span className="sr-only"> booking of {row.name}</span>
          </Button>
        </div>
      ) : row.status === 'PAID' ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => settlement.open({ kind: 'TRIP', id: row.id, reference: row.reference, name: row.name }, true)}
        >
          Cancel and refund<span className="sr-only"> booking of {row.name}</span>
        </Button>
      ) : null,
    ),
  ];

  return (
    <AdminPage title="Trip Bookings" description="Trips booked through the trip search, newest first.">
      <AdminTableSection feedback={feedback} list={tripBookings} columns={columns} caption="Trip bookings" />
      {confirm.dialog}
      {review.dialog}
      {settlement.dialog}
    </AdminPage>
  );
}
