import './TripBookingsPage.css';

import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Button, SkeletonText, type TableColumn, useConfirm } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminTripBookingRowFragment, TripBookingStatus } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { tripSettlementEntry, useSettlementDialog } from '../components/BookingSettlementActions';
import { actionsColumn, bookingStatusColumn, RouteText, TwoLineCell } from '../components/columns';
import { Pagination } from '../components/Pagination';
import { QueryError } from '../components/QueryError';
import { useReviewActions } from '../components/ReviewActions';
import { TRIP_BOOKINGS_LIST } from '../components/staffLists';
import { StatusBadge } from '../components/StatusBadge';
import { type AdminList, usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { useRowAction } from '../components/useRowAction';
import { formatDateTime, startDay } from '../lib/format';
import { bookingStatusLook } from '../lib/status';
import {
  isTripFiltered,
  tripBookingFilterInput,
  TripBookingsFilterBar,
  useTripBookingFilters,
} from './TripBookingsFilters';

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
    departureDate
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
    money {
      currency
      total
      paid
      refunded
      refundPending
      net
      owed
    }
  }
`);

type TripBookingRow = AdminTripBookingRowFragment;

const CANCEL_TRIP_BOOKING_QUESTION = 'Cancel this trip booking?';
/** At this width and under, rows are cards: a 390 px phone shows each booking whole, without sideways scrolling. */
const CARDS_QUERY = '(max-width: 640px)';

/** The day the trip leaves (origin-local), as staff search it. */
const departsOn = (row: TripBookingRow) => row.departureDate ?? startDay(row.startDate);

/** What the booking keeps (net) over its price, and under it what is still owed or went back. */
function AmountCell({ row }: { row: TripBookingRow }) {
  const { money } = row;
  if (money.total === null) return <span className="muted">No price</span>;
  const price = (value: number) => formatPrice(value, money.currency);
  const notes: string[] = [];
  if (money.owed) notes.push(`${price(money.owed)} owed`);
  if (money.refunded) notes.push(`${price(money.refunded)} refunded`);
  if (money.refundPending) notes.push(`${price(money.refundPending)} refund pending`);
  return (
    <>
      <span className="admin-nowrap trip-amount">
        <span className="admin-strong">{price(money.net)}</span>
        <span className="muted"> / {price(money.total)}</span>
      </span>
      {notes.map((note) => (
        <span key={note} className="admin-sub admin-nowrap">
          {note}
        </span>
      ))}
    </>
  );
}

export function TripBookingsPage() {
  const feedback = useFeedback();
  const { filters, set: setFilters } = useTripBookingFilters();
  const filtered = isTripFiltered(filters);
  // The detail page's way back returns to this filtered page.
  const { search } = useLocation();
  const tripBookings = usePagedAdminList(
    TRIP_BOOKINGS_LIST,
    TRIP_BOOKING_ROW,
    filtered ? { filter: tripBookingFilterInput(filters) } : {},
  );
  const [updateStatus] = useMutation(ADMIN_UPDATE_TRIP_BOOKING_STATUS_MUTATION);
  const confirm = useConfirm();
  const rowAction = useRowAction<number>(feedback);
  const review = useReviewActions('TRIP', feedback, tripBookings.reload);
  const cards = useMediaQuery(CARDS_QUERY);
  const settlement = useSettlementDialog(feedback, tripBookings.reload);

  const setStatus = (row: TripBookingRow, status: Exclude<TripBookingStatus, 'PENDING'>) =>
    rowAction.run(row.id, () => updateStatus({ variables: { id: row.id, status } }), {
      success: `Trip booking for ${row.name} ${status === 'CONFIRMED' ? 'confirmed' : 'cancelled'}.`,
      fallback: 'Could not update the booking.',
    });

  const link = (row: TripBookingRow, children: ReactNode = row.reference) => (
    <Link to={`/admin/trip-bookings/${row.id}`} state={{ list: search }} className="trip-bookings__ref">
      {children}
    </Link>
  );

  const settlementOf = (row: TripBookingRow) => tripSettlementEntry(row.status, row.money.net);
  const actions = (row: TripBookingRow) =>
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
    ) : settlementOf(row) ? (
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          settlement.open(
            { kind: 'TRIP', id: row.id, reference: row.reference, name: row.name },
            settlementOf(row)!.cancel,
          )
        }
      >
        {settlementOf(row)!.label}
        <span className="sr-only"> booking of {row.name}</span>
      </Button>
    ) : null;

  const columns: TableColumn<TripBookingRow>[] = [
    {
      key: 'reference',
      header: 'Reference',
      render: (row) => <TwoLineCell main={link(row)} sub={formatDateTime(row.createdAt)} nowrap="sub" />,
    },
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
          sub={[departsOn(row), row.transport?.name, row.service?.name].filter(Boolean).join(' · ')}
          strong={false}
        />
      ),
    },
    { key: 'passengers', header: 'Pax', align: 'end', render: (row) => row.passengers },
    bookingStatusColumn(),
    { key: 'amount', header: 'Net / total', align: 'end', render: (row) => <AmountCell row={row} /> },
    actionsColumn(actions),
  ];

  return (
    <AdminPage
      title="Trip Bookings"
      description="Trips booked through the trip search, newest first. Open a booking for its passengers, payments and emails."
    >
      <AdminSection title="All trip bookings">
        <TripBookingsFilterBar filters={filters} onChange={setFilters} />
        <FeedbackBanner feedback={feedback} />
        {cards ? (
          <TripBookingCards
            list={tripBookings}
            filtered={filtered}
            link={link}
            actions={actions}
            departsOn={departsOn}
          />
        ) : (
          <AdminTable
            list={tripBookings}
            columns={columns}
            caption="Trip bookings"
            empty={filtered ? 'No trip bookings match these filters.' : 'No trip bookings yet.'}
            what="trip bookings"
          />
        )}
      </AdminSection>
      {confirm.dialog}
      {review.dialog}
      {settlement.dialog}
    </AdminPage>
  );
}

interface CardsProps {
  list: AdminList<TripBookingRow>;
  filtered: boolean;
  link: (row: TripBookingRow, children?: ReactNode) => ReactNode;
  actions: (row: TripBookingRow) => ReactNode;
  departsOn: (row: TripBookingRow) => string;
}

/** On a phone, one card per booking: reference and status, who, the trip, the money, the row's actions. */
function TripBookingCards({ list, filtered, link, actions, departsOn: day }: CardsProps) {
  if (list.error) return <QueryError error={list.error} what="trip bookings" onRetry={() => void list.reload()} />;
  if (list.loading) return <SkeletonText titleHeight={20} lineHeight={16} lastLineWidth="60%" />;
  if (list.rows.length === 0)
    return (
      <p className="trip-cards__empty">
        {filtered ? 'No trip bookings match these filters.' : 'No trip bookings yet.'}
      </p>
    );
  return (
    <>
      <ul className="trip-cards" aria-label="Trip bookings">
        {list.rows.map((row) => (
          <li key={row.id} className="trip-card">
            <div className="trip-card__head">
              {link(row)}
              <StatusBadge
                look={bookingStatusLook(row.status)}
                detail={row.status === 'NEEDS_REVIEW' ? row.reviewReason : null}
              />
            </div>
            <div className="trip-card__who">
              <span className="admin-strong" dir="auto">
                {row.name}
              </span>
              <span className="admin-sub">{row.email}</span>
            </div>
            <div className="trip-card__trip">
              <RouteText origin={row.origin} destination={row.destination} />
              <span className="admin-sub">
                {[day(row), row.transport?.name, row.service?.name, `${row.passengers} pax`]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <div className="trip-card__money">
              <AmountCell row={row} />
            </div>
            {actions(row) && <div className="trip-card__actions">{actions(row)}</div>}
          </li>
        ))}
      </ul>
      {list.paging && (
        <Pagination
          page={list.paging.page}
          total={list.paging.total}
          onPageChange={list.paging.setPage}
          noun="trip bookings"
        />
      )}
    </>
  );
}
