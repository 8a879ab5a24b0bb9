import './BookingDetailPage.css';

import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';

import { Badge, SkeletonText } from '../../components/ui';
import { graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { AdminPage } from '../components/AdminPage';
import { BookingDocuments } from '../components/BookingDocuments';
import { useBookingSettlement } from '../components/BookingSettlementActions';
import { QueryError } from '../components/QueryError';
import { StaffNotes } from '../components/StaffNotes';
import { StatusBadge } from '../components/StatusBadge';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDate, formatDateTime } from '../lib/format';
import { bookingStatusLook, sourceLook } from '../lib/status';
import { BookingDetailSections } from './BookingDetailSections';
import { BookingVisasSection } from './visas/BookingVisasSection';

export const ADMIN_BOOKING_DETAIL_QUERY = graphql(`
  query AdminBookingDetail($id: Int!, $entityId: String!) {
    adminBooking(id: $id) {
      booking {
        id
        reference
        name
        email
        phone
        status
        reviewReason
        source
        amount
        currency
        createdAt
        paidAt
        balanceOverdue
        balanceDueAt
        cancellationRequestedAt
        cancellationReason
        cancelledAt
        staffMoves
        roomType
        travellerCount
        package {
          id
          name
        }
        departure {
          id
          departDate
          returnDate
        }
      }
      customerAccount
      amounts {
        owed
        paid
        refunded
        refundPending
        net
        due
      }
      ...BookingDetailSections
    }
    auditTrail(entityType: "Booking", entityId: $entityId) {
      id
      ...BookingAuditRow
    }
  }
`);

const ROOMS: Record<string, string> = { QUAD: 'Quad', TRIPLE: 'Triple', DOUBLE: 'Double', SINGLE: 'Single' };

/** STAFF and ADMIN: one booking, everything that happened to it, on one page. */
export function BookingDetailPage() {
  const { id } = useParams();
  const bookingId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { data, error, loading, refetch } = useQuery(ADMIN_BOOKING_DETAIL_QUERY, {
    variables: { id: bookingId, entityId: String(bookingId) },
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.adminBooking;
  const feedback = useFeedback();
  // Cancel and refund, as on the bookings table: each dialog confirms before acting, then the page reloads.
  const settlement = useBookingSettlement(feedback, () => refetch());

  if (!detail) {
    return (
      <AdminPage title="Booking">
        <BackLink />
        {error ? (
          <QueryError error={error} what="this booking" onRetry={() => void refetch()} />
        ) : loading ? (
          <SkeletonText titleHeight={28} lineHeight={16} lastLineWidth="60%" />
        ) : null}
      </AdminPage>
    );
  }

  const { booking, amounts } = detail;
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatPrice(value, booking.currency);

  return (
    <AdminPage title={`Booking ${booking.reference}`}>
      <BackLink />
      <section className="booking-detail__header" aria-label="Summary">
        <div className="booking-detail__status">
          <StatusBadge
            look={bookingStatusLook(booking.status)}
            detail={booking.status === 'NEEDS_REVIEW' ? booking.reviewReason : null}
          />
          {booking.balanceOverdue && <Badge variant="red">Balance overdue</Badge>}
          <span className="admin-sub">
            Booked {formatDateTime(booking.createdAt)} · Source: {sourceLook(booking.source).label}
          </span>
          {booking.cancelledAt && <span className="admin-sub">Cancelled {formatDateTime(booking.cancelledAt)}</span>}
          <div className="booking-detail__actions">{settlement.render(booking)}</div>
        </div>
        <FeedbackBanner feedback={feedback} />
        <dl className="booking-detail__facts">
          <Fact label="Customer">
            <span className="admin-strong" dir="auto">
              {booking.name}
            </span>
            <span className="admin-sub">{booking.email}</span>
            {booking.phone && <span className="admin-sub">{booking.phone}</span>}
            <span className="admin-sub">
              {detail.customerAccount ? `Account: ${detail.customerAccount}` : 'No account'}
            </span>
          </Fact>
          <Fact label="Package">{booking.package?.name ?? <span className="muted">No package</span>}</Fact>
          <Fact label="Departure">
            {booking.departure
              ? `${formatDate(booking.departure.departDate)} – ${formatDate(booking.departure.returnDate)}`
              : 'Not dated'}
          </Fact>
          <Fact label="Room">{booking.roomType ? ROOMS[booking.roomType] : '—'}</Fact>
          <Fact label="Travellers">{booking.travellerCount}</Fact>
        </dl>
        <dl className="booking-detail__amounts" aria-label="Amounts">
          <Fact label="Owed">{amounts.owed === null ? 'Awaiting quote' : money(amounts.owed)}</Fact>
          <Fact label="Paid">{money(amounts.paid)}</Fact>
          <Fact label="Refunded">
            {money(amounts.refunded)}
            {amounts.refundPending > 0 && (
              <span className="admin-sub">{money(amounts.refundPending)} more on its way</span>
            )}
          </Fact>
          <Fact label="Net paid">{money(amounts.net)}</Fact>
          <Fact label="Due now">
            {money(amounts.due)}
            {booking.balanceDueAt && amounts.due ? (
              <span className="admin-sub">by {formatDate(booking.balanceDueAt)}</span>
            ) : null}
          </Fact>
        </dl>
      </section>
      <BookingDetailSections detail={detail} audit={data.auditTrail} />
      {booking.departure && <BookingDocuments bookingId={booking.id} />}
      {booking.departure && <BookingVisasSection bookingId={booking.id} departureId={booking.departure.id} />}
      <StaffNotes subject={{ kind: 'BOOKING', id: booking.id }} />
      {settlement.dialogs}
    </AdminPage>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="booking-detail__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Back to the bookings list, with the filters and page it was opened from. */
function BackLink() {
  const state: unknown = useLocation().state;
  const list =
    state && typeof state === 'object' && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return (
    <Link to={`/admin/bookings${list.startsWith('?') ? list : ''}`} className="booking-detail__back">
      ← All bookings
    </Link>
  );
}
