import './BookingDetailPage.css';
import './TripBookingDetailPage.css';

import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';

import { Button, SkeletonText } from '../../components/ui';
import { graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { AdminPage } from '../components/AdminPage';
import { tripSettlementEntry, useSettlementDialog } from '../components/BookingSettlementActions';
import { QueryError } from '../components/QueryError';
import { StaffNotes } from '../components/StaffNotes';
import { StatusBadge } from '../components/StatusBadge';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDateTime } from '../lib/format';
import { bookingStatusLook } from '../lib/status';
import { TripBookingDetailSections, TripPassportsButton } from './TripBookingDetailSections';

export const ADMIN_TRIP_BOOKING_DETAIL_QUERY = graphql(`
  query AdminTripBookingDetail($id: Int!, $entityId: String!) {
    adminTripBooking(id: $id) {
      booking {
        id
        reference
        name
        email
        status
        reviewReason
        createdAt
        holdExpiresAt
        passengers
      }
      locale
      customerAccount
      money {
        currency
        total
        paid
        refunded
        refundPending
        net
        owed
      }
      journey {
        origin
        destination
        mode
        service
        serviceClass
        departureDate
        departs
        departTimezone
        arrives
        arriveTimezone
        durationMin
      }
      terms {
        version
        locale
        title
        acceptedAt
      }
      ...TripBookingDetailSections
    }
    auditTrail(entityType: "TripBooking", entityId: $entityId) {
      id
      ...TripBookingAuditRow
    }
  }
`);

const LANGUAGES: Record<string, string> = { en: 'English', ar: 'Arabic', id: 'Indonesian' };
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A local time as the server wrote it ('2027-01-12T08:00:00+03:00'), read as written: the wall clock at that end of
 * the journey, whatever the reader's own zone ('Tue 12 Jan 2027, 08:00').
 */
export function localTime(iso: string): { when: string; offset: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  if (!match) return { when: iso, offset: '' };
  const [, day, time, zone] = match;
  const date = new Date(`${day}T00:00:00Z`);
  return {
    when: `${dayFormat.format(date)} ${dateFormat.format(date)}, ${time}`,
    offset: zone === 'Z' || zone === '+00:00' ? 'UTC' : `UTC${zone}`,
  };
}

/** STAFF and ADMIN: one trip booking, everything that happened to it, on one page. */
export function TripBookingDetailPage() {
  const { id } = useParams();
  const bookingId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { data, error, loading, refetch } = useQuery(ADMIN_TRIP_BOOKING_DETAIL_QUERY, {
    variables: { id: bookingId, entityId: String(bookingId) },
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.adminTripBooking;
  const feedback = useFeedback();
  const settlement = useSettlementDialog(feedback, refetch);

  if (!detail) {
    return (
      <AdminPage title="Trip booking">
        <BackLink />
        {error ? (
          <QueryError error={error} what="this trip booking" onRetry={() => void refetch()} />
        ) : loading ? (
          <SkeletonText titleHeight={28} lineHeight={16} lastLineWidth="60%" />
        ) : null}
      </AdminPage>
    );
  }

  const { booking, money, journey, terms } = detail;
  const price = (value: number | null) => (value === null ? '—' : formatPrice(value, money.currency));
  const settle = tripSettlementEntry(booking.status, money.net);
  const departs = localTime(journey.departs);
  const arrives = journey.arrives ? localTime(journey.arrives) : null;

  return (
    <AdminPage title={`Trip booking ${booking.reference}`}>
      <BackLink />
      <section className="booking-detail__header" aria-label="Summary">
        <div className="booking-detail__status">
          <StatusBadge
            look={bookingStatusLook(booking.status)}
            detail={booking.status === 'NEEDS_REVIEW' ? booking.reviewReason : null}
          />
          <span className="admin-sub">Booked {formatDateTime(booking.createdAt)}</span>
          {booking.holdExpiresAt && (
            <span className="admin-sub">Seats held until {formatDateTime(booking.holdExpiresAt)}</span>
          )}
          <div className="booking-detail__actions trip-detail__actions">
            <TripPassportsButton detail={detail} tripBookingId={booking.id} reference={booking.reference} />
            {settle && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  settlement.open(
                    { kind: 'TRIP', id: booking.id, reference: booking.reference, name: booking.name },
                    settle.cancel,
                  )
                }
              >
                {settle.label}
              </Button>
            )}
          </div>
        </div>
        <dl className="booking-detail__facts">
          <Fact label="Customer">
            <span className="admin-strong" dir="auto">
              {booking.name}
            </span>
            <span className="admin-sub">{booking.email}</span>
            <span className="admin-sub">
              {detail.customerAccount ? `Account: ${detail.customerAccount}` : 'No account (guest)'}
            </span>
            <span className="admin-sub">Writes in {LANGUAGES[detail.locale] ?? detail.locale}</span>
          </Fact>
          <Fact label="Trip">
            <span className="admin-strong">
              {journey.origin} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {journey.destination}
            </span>
            <span className="admin-sub">
              {[journey.mode, journey.service, journey.serviceClass].filter(Boolean).join(' · ') || 'No service'}
            </span>
          </Fact>
          <Fact label="Departs">
            <span className="admin-nowrap">{departs.when}</span>
            <span className="admin-sub">
              {departs.offset}, {journey.departTimezone}
            </span>
          </Fact>
          <Fact label="Arrives">
            {arrives ? (
              <>
                <span className="admin-nowrap">{arrives.when}</span>
                <span className="admin-sub">
                  {arrives.offset}, {journey.arriveTimezone}
                </span>
              </>
            ) : (
              <span className="muted">Not known</span>
            )}
          </Fact>
          <Fact label="Passengers">{booking.passengers}</Fact>
          <Fact label="Terms accepted">
            {terms ? (
              <>
                <span>
                  Version {terms.version} ({LANGUAGES[terms.locale] ?? terms.locale})
                </span>
                {terms.acceptedAt && <span className="admin-sub">{formatDateTime(terms.acceptedAt)}</span>}
              </>
            ) : (
              <span className="muted">Booked before terms were asked</span>
            )}
          </Fact>
        </dl>
        <dl className="booking-detail__amounts trip-detail__amounts" aria-label="Amounts">
          <Fact label="Total">{money.total === null ? 'No price' : price(money.total)}</Fact>
          <Fact label="Paid">{price(money.paid)}</Fact>
          <Fact label="Refunded">
            {price(money.refunded)}
            {money.refundPending > 0 && <span className="admin-sub">{price(money.refundPending)} on its way back</span>}
          </Fact>
          <Fact label="Net">{price(money.net)}</Fact>
          <Fact label="Owed">{price(money.owed)}</Fact>
        </dl>
      </section>
      <FeedbackBanner feedback={feedback} />
      <TripBookingDetailSections detail={detail} audit={data.auditTrail} />
      <StaffNotes subject={{ kind: 'TRIP_BOOKING', id: booking.id }} />
      {settlement.dialog}
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

/** Back to the trip bookings list, with the filters and page it was opened from. */
function BackLink() {
  const state: unknown = useLocation().state;
  const list =
    state && typeof state === 'object' && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return (
    <Link to={`/admin/trip-bookings${list.startsWith('?') ? list : ''}`} className="booking-detail__back">
      ← All trip bookings
    </Link>
  );
}
