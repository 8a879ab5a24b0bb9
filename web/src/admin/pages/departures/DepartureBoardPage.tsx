import '../BookingDetailPage.css';
import './DepartureBoardPage.css';

import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { SkeletonText, Table, type TableColumn } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { DepartureBoardQuery } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/price';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatDateTime } from '../../lib/format';
import { bookingStatusLook } from '../../lib/status';
import { RemindDocumentsButton } from './RemindDocumentsButton';

export const DEPARTURE_BOARD_QUERY = graphql(`
  query DepartureBoard($departureId: Int!) {
    departureBoard(departureId: $departureId) {
      departure {
        id
        departDate
        returnDate
        status
        packageId
        packageName
        packageCode
      }
      seats {
        total
        taken
        free
        takenWithoutBooking
        byRoomType {
          roomType
          bookings
          sold
          held
        }
      }
      money {
        currency
        netPaid
        stillOwed
        unpriced
      }
      travellers {
        expected
        entered
      }
      bookings {
        id
        reference
        name
        status
        roomType
        travellerCount
        travellersEntered
        holdExpiresAt
        netPaid
        stillOwed
      }
      documents {
        required
        travellersComplete
        travellers
        gaps {
          travellerId
          fullName
          bookingId
          bookingReference
          missing
          rejected
          toReview
        }
      }
      visas {
        status
        count
      }
      rooming {
        stays {
          id
          city
          hotelName
          roomed
          travellers
        }
        unnamedTravellers
      }
      groups {
        count
        bookingsWithoutGroup
      }
    }
  }
`);

type Board = DepartureBoardQuery['departureBoard'];
type BoardBooking = Board['bookings'][number];
type TravellerGaps = Board['documents']['gaps'][number];

/** The bookings a documents reminder would email: a traveller's document missing or rejected (not merely to review). */
const bookingsToRemind = (gaps: TravellerGaps[]) => [
  ...new Set(gaps.filter((gap) => gap.missing.length || gap.rejected.length).map((gap) => gap.bookingId)),
];

const VISA_LABELS: Record<Board['visas'][number]['status'], string> = {
  NOT_STARTED: 'Not started',
  SUBMITTED: 'Submitted',
  ISSUED: 'Issued',
  REFUSED: 'Refused',
};

const DEPARTURE_STATUS: Record<Board['departure']['status'], string> = {
  OPEN: 'On sale',
  CLOSED: 'Sales stopped',
  SOLD_OUT: 'Sold out',
};

/** STAFF and ADMIN: one departure from sold to boarded — its seats, money and travellers on one page. */
export function DepartureBoardPage() {
  const { id } = useParams();
  const departureId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { data, error, loading, refetch } = useQuery(DEPARTURE_BOARD_QUERY, {
    variables: { departureId },
    fetchPolicy: 'cache-and-network',
  });
  const board = data?.departureBoard;
  if (!board) {
    return (
      <AdminPage title="Departure">
        {error ? (
          <QueryError error={error} what="this departure" onRetry={() => void refetch()} />
        ) : loading ? (
          <SkeletonText titleHeight={28} lineHeight={16} lastLineWidth="60%" />
        ) : null}
      </AdminPage>
    );
  }
  const { departure, seats, money, travellers, documents, rooming, groups } = board;
  const price = (value: number) => formatPrice(value, money.currency);
  const bookingsHref = `/admin/bookings?packageId=${departure.packageId}&departureId=${departure.id}`;

  return (
    <AdminPage
      title={`${departure.packageName}, ${formatDate(departure.departDate)}`}
      description={`${formatDate(departure.departDate)} – ${formatDate(departure.returnDate)} · ${departure.packageCode}`}
    >
      <nav className="departure-board__links" aria-label="This departure">
        <Link to={bookingsHref}>Bookings list</Link>
        <Link to={`/admin/departures/${departure.id}/visas`}>Visas</Link>
        <Link to={`/admin/departures/${departure.id}/rooming`}>Rooming list</Link>
        <Link to={`/admin/departures/${departure.id}/groups`}>Groups and flights</Link>
        <Link to={`/admin/departures/${departure.id}/manifest`}>Manifest</Link>
      </nav>
      <section className="booking-detail__header" aria-label="Summary">
        <dl className="booking-detail__amounts departure-board__figures">
          <Fact label="Seats">
            {seats.taken} of {seats.total} taken
            <span className="admin-sub">
              {seats.free} free · {DEPARTURE_STATUS[departure.status]}
            </span>
          </Fact>
          <Fact label="Paid">
            {price(money.netPaid)}
            <span className="admin-sub">after refunds</span>
          </Fact>
          <Fact label="Still owed">
            {price(money.stillOwed)}
            {money.unpriced > 0 && (
              <span className="admin-sub">
                and {money.unpriced} {money.unpriced === 1 ? 'booking' : 'bookings'} awaiting a quote
              </span>
            )}
          </Fact>
          <Fact label="Travellers entered">
            {travellers.entered} of {travellers.expected}
            {travellers.expected > travellers.entered && (
              <span className="admin-sub">{travellers.expected - travellers.entered} still to enter</span>
            )}
          </Fact>
        </dl>
      </section>
      <AdminSection title="Seats by room type">
        <Table
          caption="Seats by room type"
          rows={seats.byRoomType}
          rowKey={(row) => row.roomType}
          columns={ROOM_COLUMNS}
          empty="No seats booked in Rihla yet."
        />
        {seats.takenWithoutBooking > 0 && (
          <p className="admin-sub">
            {seats.takenWithoutBooking} more {seats.takenWithoutBooking === 1 ? 'seat is' : 'seats are'} off sale
            without a booking in Rihla (sold elsewhere and entered by staff).
          </p>
        )}
      </AdminSection>
      <AdminSection title="Documents">
        {documents.required.length === 0 ? (
          <p className="muted">This package asks no documents.</p>
        ) : (
          <>
            <p className="admin-sub">
              {documents.travellersComplete} of {documents.travellers} travellers have every document the package asks (
              {documents.required.join(', ')}) approved or under review.
            </p>
            <RemindDocumentsButton departureId={departure.id} bookingIds={bookingsToRemind(documents.gaps)} />
            <Table
              caption="Travellers with documents missing, rejected or to review"
              rows={documents.gaps}
              rowKey={(row) => row.travellerId}
              columns={GAP_COLUMNS}
              empty="Every traveller’s documents are approved."
            />
          </>
        )}
      </AdminSection>
      <div className="departure-board__columns">
        <AdminSection title="Visas">
          <ul className="departure-board__counts">
            {board.visas.map((visa) => (
              <li key={visa.status}>
                <strong>{visa.count}</strong> {VISA_LABELS[visa.status]}
              </li>
            ))}
          </ul>
        </AdminSection>
        <AdminSection title="Rooming">
          {rooming.stays.length === 0 ? (
            <p className="muted">The package names no hotel stays yet.</p>
          ) : (
            <ul className="departure-board__counts">
              {rooming.stays.map((stay) => (
                <li key={stay.id}>
                  <strong>
                    {stay.roomed} of {stay.travellers}
                  </strong>{' '}
                  roomed in {stay.city} ({stay.hotelName})
                </li>
              ))}
            </ul>
          )}
          {rooming.unnamedTravellers > 0 && (
            <p className="admin-sub">{rooming.unnamedTravellers} sold seats have no named traveller yet.</p>
          )}
        </AdminSection>
        <AdminSection title="Groups">
          <p>
            <strong>{groups.count}</strong> {groups.count === 1 ? 'group' : 'groups'}
            {groups.bookingsWithoutGroup > 0 && (
              <span className="admin-sub">
                {groups.bookingsWithoutGroup} {groups.bookingsWithoutGroup === 1 ? 'booking' : 'bookings'} in no group
              </span>
            )}
          </p>
        </AdminSection>
      </div>
      <AdminSection title="Bookings travelling">
        <Table
          caption="Bookings travelling on this departure"
          rows={board.bookings}
          rowKey={(row) => row.id}
          columns={bookingColumns(price)}
          empty="No bookings on this departure yet."
        />
      </AdminSection>
    </AdminPage>
  );
}

const ROOM_COLUMNS: TableColumn<Board['seats']['byRoomType'][number]>[] = [
  { key: 'roomType', header: 'Room', render: (row) => roomName(row.roomType) },
  { key: 'bookings', header: 'Bookings', align: 'end' },
  { key: 'sold', header: 'Travellers sold', align: 'end' },
  { key: 'held', header: 'Held for payment', align: 'end' },
];

function bookingColumns(price: (value: number) => string): TableColumn<BoardBooking>[] {
  return [
    {
      key: 'reference',
      header: 'Booking',
      render: (b) => (
        <>
          <Link to={`/admin/bookings/${b.id}`} className="admin-strong admin-nowrap">
            {b.reference}
          </Link>
          <span className="admin-sub" dir="auto">
            {b.name}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (b) => (
        <>
          <StatusBadge look={bookingStatusLook(b.status)} />
          {b.holdExpiresAt && <span className="admin-sub">held until {formatDateTime(b.holdExpiresAt)}</span>}
        </>
      ),
    },
    { key: 'roomType', header: 'Room', render: (b) => (b.roomType ? roomName(b.roomType) : '—') },
    {
      key: 'travellers',
      header: 'Travellers',
      align: 'end',
      render: (b) => (
        <span className={b.travellersEntered < b.travellerCount ? 'departure-board__missing' : undefined}>
          {Math.min(b.travellersEntered, b.travellerCount)} of {b.travellerCount}
        </span>
      ),
    },
    { key: 'netPaid', header: 'Paid', align: 'end', render: (b) => price(b.netPaid) },
    {
      key: 'stillOwed',
      header: 'Owed',
      align: 'end',
      render: (b) => (b.stillOwed === null ? 'Awaiting quote' : price(b.stillOwed)),
    },
  ];
}

const GAP_COLUMNS: TableColumn<TravellerGaps>[] = [
  {
    key: 'traveller',
    header: 'Traveller',
    render: (row) => (
      <>
        <span className="admin-strong">{row.fullName}</span>
        <Link to={`/admin/bookings/${row.bookingId}`} className="admin-sub">
          {row.bookingReference}
        </Link>
      </>
    ),
  },
  { key: 'missing', header: 'Missing', render: (row) => row.missing.join(', ') || '—' },
  { key: 'rejected', header: 'Rejected', render: (row) => row.rejected.join(', ') || '—' },
  { key: 'toReview', header: 'To review', render: (row) => row.toReview.join(', ') || '—' },
];

const roomName = (roomType: string) => roomType.charAt(0) + roomType.slice(1).toLowerCase();

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="booking-detail__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
