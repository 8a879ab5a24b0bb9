import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Button, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminBookingRowFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { AdminPage } from '../components/AdminPage';
import { AdminTableSection } from '../components/AdminTable';
import { useBookingSettlement } from '../components/BookingSettlementActions';
import { actionsColumn, bookingStatusColumn, dateTimeColumn, oneLineColumn, TwoLineCell } from '../components/columns';
import { useReviewActions } from '../components/ReviewActions';
import { BOOKINGS_LIST } from '../components/staffLists';
import { StatusBadge } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/useAdminList';
import { useFeedback } from '../components/useFeedback';
import { canSetQuote, sourceLook } from '../lib/status';
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
    cancellationRequestedAt
    cancellationReason
    cancelledAt
    package {
      id
      name
      price
      currency
    }
  }
`);

type BookingRow = AdminBookingRowFragment;

export function BookingsPage() {
  const feedback = useFeedback();
  const bookings = usePagedAdminList(BOOKINGS_LIST, BOOKING_ROW);
  const [setQuote] = useMutation(ADMIN_SET_BOOKING_QUOTE_MUTATION);
  const [quoteFor, setQuoteFor] = useState<BookingRow | null>(null);
  const review = useReviewActions('PACKAGE', feedback, bookings.reload);
  const settlement = useBookingSettlement(feedback, bookings.reload);

  const columns: TableColumn<BookingRow>[] = [
    oneLineColumn('reference', 'Reference', (booking) => booking.reference),
    {
      key: 'name',
      header: 'Name',
      render: (booking) => <TwoLineCell main={booking.name} sub={booking.phone} />,
    },
    { key: 'email', header: 'Email' },
    {
      key: 'package',
      header: 'Package',
      render: (booking) => booking.package?.name ?? <span className="muted">No package</span>,
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
          <span className="admin-nowrap">{formatPrice(booking.amount, booking.currency)}</span>
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
    >
      <AdminTableSection feedback={feedback} list={bookings} columns={columns} caption="Bookings" />
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
