import './BookingsPage.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Badge, Button, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminBookingRowFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { useBookingSettlement } from '../components/BookingSettlementActions';
import { actionsColumn, bookingStatusColumn, dateTimeColumn, oneLineColumn, TwoLineCell } from '../components/columns';
import { useReviewActions } from '../components/ReviewActions';
import { BOOKINGS_LIST } from '../components/staffLists';
import { StatusBadge } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDate } from '../lib/format';
import { canSetQuote, sourceLook } from '../lib/status';
import { BookingsCsvButton } from './BookingsCsvButton';
import { bookingFilterInput, BookingsFilterBar, isFiltered, useBookingFilters } from './BookingsFilters';
import { BookingsQueueChip } from './BookingsQueueChip';
import { PriceDialog } from './packages/PriceDialog';

export const ADMIN_SET_BOOKING_QUOTE_MUTATION = graphql(`
  mutation AdminSetBookingQuote($id: Int!, $amount: Int!, $currency: String!) {
    setBookingQuote(id: $id, amount: $amount, currency: $currency) {
      id
      amount
      currency
      status
    }
  }
`);

const BOOKING_ROW = graphql(`
  fragment AdminBookingRow on Booking {
    id
    reference
    name
    email
    phone
    createdAt
    source
    status
    reviewReason
    amount
    currency
    paidAt
    balanceOverdue
    cancellationRequestedAt
    cancellationReason
    cancelledAt
    staffMoves
    package {
      id
      name
      price
      currency
    }
    departure {
      id
      departDate
    }
    travellersMissing
  }
`);

type BookingRow = AdminBookingRowFragment;

export function BookingsPage() {
  const feedback = useFeedback();
  const { filters, set: setFilters } = useBookingFilters();
  // The detail page's way back returns to this filtered page.
  const { search } = useLocation();
  const filtered = isFiltered(filters);
  // Unfiltered, the query keeps its plain page variables.
  const bookings = usePagedAdminList(
    BOOKINGS_LIST,
    BOOKING_ROW,
    filtered ? { filter: bookingFilterInput(filters) } : {},
  );
  const [setQuote] = useMutation(ADMIN_SET_BOOKING_QUOTE_MUTATION);
  const [quoteFor, setQuoteFor] = useState<BookingRow | null>(null);
  const review = useReviewActions('PACKAGE', feedback, bookings.reload);
  const settlement = useBookingSettlement(feedback, bookings.reload);

  const columns: TableColumn<BookingRow>[] = [
    oneLineColumn('reference', 'Reference', (booking) => (
      <Link to={`/admin/bookings/${booking.id}`} state={{ list: search }} className="bookings-ref">
        {booking.reference}
      </Link>
    )),
    {
      key: 'name',
      header: 'Name',
      render: (booking) => <TwoLineCell main={booking.name} sub={booking.phone} />,
    },
    { key: 'email', header: 'Email' },
    {
      key: 'package',
      header: 'Package',
      render: (booking) => <PackageCell booking={booking} />,
    },
    dateTimeColumn('date', 'Date', (booking) => booking.createdAt),
    { key: 'source', header: 'Source', render: (booking) => <StatusBadge look={sourceLook(booking.source)} /> },
    bookingStatusColumn(),
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      render: (booking) =>
        booking.amount === null ? (
          <span className="muted">No quote</span>
        ) : (
          <>
            <span className="admin-nowrap">{formatPrice(booking.amount, booking.currency)}</span>
            {booking.balanceOverdue && (
              <span className="admin-sub">
                <Badge variant="red">Balance overdue</Badge>
              </span>
            )}
          </>
        ),
    },
    actionsColumn((booking) => {
      if (booking.status === 'NEEDS_REVIEW')
        return review.render({ id: booking.id, reference: booking.reference, who: booking.name });
      return (
        <>
          {canSetQuote(booking) && (
            <Button size="sm" variant="secondary" onClick={() => setQuoteFor(booking)}>
              Set quote<span className="sr-only"> for {booking.name}</span>
            </Button>
          )}
          {settlement.render(booking)}
        </>
      );
    }),
  ];

  return (
    <AdminPage
      title="Bookings"
      description="Package bookings from the site, newest first. Unpriced bookings need a quote before they can be paid; a payment that did not add up waits for review."
      actions={<BookingsCsvButton filters={filters} feedback={feedback} />}
    >
      <AdminSection title="All bookings">
        {filters.queue && (
          <BookingsQueueChip
            queue={filters.queue}
            total={bookings.loading ? null : (bookings.paging?.total ?? null)}
            onRemove={() => setFilters({ ...filters, queue: undefined })}
          />
        )}
        <BookingsFilterBar filters={filters} onChange={setFilters} />
        <FeedbackBanner feedback={feedback} />
        <AdminTable
          list={bookings}
          columns={columns}
          caption="Bookings"
          empty={filtered ? 'No bookings match these filters.' : 'No bookings yet.'}
          what="bookings"
        />
      </AdminSection>
      <PriceDialog
        open={quoteFor !== null}
        title={quoteFor ? `Quote for ${quoteFor.name}` : 'Quote'}
        price={quoteFor?.amount ?? null}
        currency={quoteFor?.currency ?? quoteFor?.package?.currency ?? 'USD'}
        allowClear={false}
        submitLabel="Set quote"
        onClose={() => setQuoteFor(null)}
        onSave={async (change) => {
          if (!quoteFor || 'clearPrice' in change) return;
          await setQuote({ variables: { id: quoteFor.id, amount: change.price, currency: change.currency } });
          feedback.succeed(`Quote set: ${formatPrice(change.price, change.currency)} for ${quoteFor.name}.`);
        }}
      />
      {review.dialog}
      {settlement.dialogs}
    </AdminPage>
  );
}

/** The package on one line (cut with an ellipsis; the full name on hover), its departure and missing travellers under it. */
function PackageCell({ booking }: { booking: BookingRow }) {
  if (!booking.package) return <span className="muted">No package</span>;
  const missing = booking.travellersMissing ?? 0;
  return (
    <>
      <span className="bookings-package" title={booking.package.name}>
        {booking.package.name}
      </span>
      {booking.departure && (
        <span className="admin-sub admin-nowrap">Departs {formatDate(booking.departure.departDate)}</span>
      )}
      {missing > 0 && (
        <span className="admin-sub bookings-missing">
          {missing === 1 ? '1 traveller missing' : `${missing} travellers missing`}
        </span>
      )}
    </>
  );
}
