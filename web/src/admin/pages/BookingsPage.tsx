import './BookingsPage.css';

import { useMutation } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Badge, Button, SkeletonText, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminBookingRowFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { useBookingSettlement } from '../components/BookingSettlementActions';
import { actionsColumn, bookingStatusColumn } from '../components/columns';
import { Pagination } from '../components/Pagination';
import { QueryError } from '../components/QueryError';
import { useReviewActions } from '../components/ReviewActions';
import { BOOKINGS_LIST } from '../components/staffLists';
import { StatusBadge } from '../components/StatusBadge';
import { type AdminList, usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDate } from '../lib/format';
import { bookingStatusLook, canSetQuote } from '../lib/status';
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
    amountPaid
    amountRefunded
    refundPending
    netPaid
    dueNow
    balanceDueAt
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

  const actions = (booking: BookingRow) => {
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
  };
  const reference = (booking: BookingRow) => (
    <Link to={`/admin/bookings/${booking.id}`} state={{ list: search }} className="bookings-ref admin-nowrap">
      {booking.reference}
    </Link>
  );

  // The facts staff act on; the rest (phone, source, room, travellers, payments) is on the booking's own page.
  const columns: TableColumn<BookingRow>[] = [
    { key: 'reference', header: 'Reference', render: reference },
    { key: 'customer', header: 'Customer', render: (booking) => <CustomerCell booking={booking} /> },
    { key: 'departure', header: 'Departure', render: (booking) => <DepartureCell booking={booking} /> },
    bookingStatusColumn(),
    { key: 'amount', header: MONEY_HEADER, align: 'end', render: (booking) => <MoneyCell booking={booking} /> },
    { key: 'due', header: 'Due', align: 'end', render: (booking) => <DueCell booking={booking} /> },
    actionsColumn((booking) => <div className="bookings-actions">{actions(booking)}</div>),
  ];
  // A phone gets one card per booking with the same facts and actions (a table of seven columns cannot fit).
  const phone = useMediaQuery(PHONE_QUERY);

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
        {phone ? (
          <BookingCards
            list={bookings}
            empty={filtered ? 'No bookings match these filters.' : 'No bookings yet.'}
            reference={reference}
            actions={actions}
          />
        ) : (
          <div className="bookings-table">
            <AdminTable
              list={bookings}
              columns={columns}
              caption="Bookings"
              empty={filtered ? 'No bookings match these filters.' : 'No bookings yet.'}
              what="bookings"
            />
          </div>
        )}
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

/** The name, and the email under it (cut with an ellipsis, whole on hover). */
function CustomerCell({ booking }: { booking: BookingRow }) {
  return (
    <>
      <span className="admin-strong bookings-clip" dir="auto" title={booking.name}>
        {booking.name}
      </span>
      <span className="admin-sub bookings-clip" title={booking.email}>
        {booking.email}
      </span>
    </>
  );
}

/** The package on one line (cut with an ellipsis; the full name on hover), its departure and missing travellers under it. */
function DepartureCell({ booking }: { booking: BookingRow }) {
  if (!booking.package) return <span className="muted">No package</span>;
  const missing = booking.travellersMissing ?? 0;
  return (
    <>
      <span className="bookings-package bookings-clip" title={booking.package.name}>
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

const MONEY_HEADER = 'Paid / total';

/**
 * What the booking keeps of what was paid (net: payments less refunds, from the server's money summary) over its
 * total, and what went back or is on its way back, each on its own small line.
 */
function MoneyCell({ booking }: { booking: BookingRow }) {
  if (booking.amount === null) return <span className="muted">No quote</span>;
  const price = (value: number) => formatPrice(value, booking.currency);
  return (
    <>
      <span className="admin-nowrap">
        <span className="admin-strong">{price(booking.netPaid)}</span> / {price(booking.amount)}
      </span>
      {booking.amountRefunded > 0 && (
        <span className="admin-sub admin-nowrap">refunded {price(booking.amountRefunded)}</span>
      )}
      {booking.refundPending > 0 && (
        <span className="admin-sub admin-nowrap">refund {price(booking.refundPending)} on its way</span>
      )}
    </>
  );
}

/** What is left to pay now (0 once paid or closed), by when for a deposit's balance, and whether it is overdue. */
function DueCell({ booking }: { booking: BookingRow }) {
  if (booking.dueNow === null) return <span className="muted">No quote</span>;
  if (booking.dueNow === 0) return <span className="muted">Nothing due</span>;
  return (
    <>
      <span className="admin-nowrap">{formatPrice(booking.dueNow, booking.currency)}</span>
      {booking.status === 'DEPOSIT_PAID' && booking.balanceDueAt && (
        <span className="admin-sub admin-nowrap">by {formatDate(booking.balanceDueAt)}</span>
      )}
      {booking.balanceOverdue && (
        <span className="admin-sub">
          <Badge variant="red">Balance overdue</Badge>
        </span>
      )}
    </>
  );
}

const PHONE_QUERY = '(max-width: 699px)';

interface BookingCardsProps {
  list: AdminList<BookingRow>;
  empty: string;
  reference: (booking: BookingRow) => ReactNode;
  actions: (booking: BookingRow) => ReactNode;
}

/**
 * The bookings on a phone: a list of cards, each headed by its reference (a link to the booking), its facts as a
 * description list (so a screen reader hears each name with its value) and its actions. Loading, errors, the empty
 * list and the pages as the table has them.
 */
function BookingCards({ list, empty, reference, actions }: BookingCardsProps) {
  if (list.error) return <QueryError error={list.error} what="bookings" onRetry={() => void list.reload()} />;
  return (
    <>
      {list.loading ? (
        <SkeletonText titleHeight={20} lineHeight={16} lastLineWidth="60%" />
      ) : list.rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="booking-cards" aria-label="Bookings">
          {list.rows.map((booking) => (
            <li key={booking.id}>
              <article className="booking-card" aria-labelledby={`booking-card-${booking.id}`}>
                <h3 id={`booking-card-${booking.id}`} className="booking-card__title">
                  {reference(booking)}
                </h3>
                <dl className="booking-card__facts">
                  <CardFact label="Customer">
                    <CustomerCell booking={booking} />
                  </CardFact>
                  <CardFact label="Departure">
                    <DepartureCell booking={booking} />
                  </CardFact>
                  <CardFact label="Status">
                    <StatusBadge
                      look={bookingStatusLook(booking.status)}
                      detail={booking.status === 'NEEDS_REVIEW' ? booking.reviewReason : null}
                    />
                  </CardFact>
                  <CardFact label={MONEY_HEADER}>
                    <MoneyCell booking={booking} />
                  </CardFact>
                  <CardFact label="Due">
                    <DueCell booking={booking} />
                  </CardFact>
                </dl>
                <div className="booking-card__actions">{actions(booking)}</div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {list.paging && (
        <Pagination
          page={list.paging.page}
          total={list.paging.total}
          onPageChange={list.paging.setPage}
          noun="bookings"
        />
      )}
    </>
  );
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="booking-card__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
