import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, type MessageValue, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { QueryPlaceholder } from '../../components/QueryStates';
import { SummaryList } from '../../components/SummaryList';
import { Badge, Button, Card, PageHeader, Table } from '../../components/ui';
import { getFragmentData } from '../../gql';
import type { AgencyBookingRowFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { ROOM_LABEL, STATUS_LABEL, STATUS_VARIANT } from './agentLabels';
import { AGENCY_BOOKING_ROW, AGENCY_BOOKINGS_QUERY } from './agentOperations';

const messages = defineMessages({
  title: { id: 'agent.bookings.title', defaultMessage: 'Bookings' },
  failed: { id: 'agent.bookings.failed', defaultMessage: 'Failed to load your bookings' },
  loading: { id: 'agent.bookings.loading', defaultMessage: 'Loading your bookings…' },
  empty: { id: 'agent.bookings.empty', defaultMessage: 'No bookings yet.' },
  booking: { id: 'agent.bookings.booking', defaultMessage: 'Booking' },
  trip: { id: 'agent.bookings.trip', defaultMessage: 'Trip' },
  status: { id: 'agent.bookings.status', defaultMessage: 'Status' },
  net: { id: 'agent.bookings.net', defaultMessage: 'Net' },
  owed: { id: 'agent.bookings.owed', defaultMessage: 'Still owed' },
  invoice: { id: 'agent.bookings.invoice', defaultMessage: 'Invoice' },
  more: { id: 'agent.bookings.more', defaultMessage: 'Show more' },
});

const valued = defineMessages<{ readonly roomLine: { readonly count: number | bigint; readonly room: MessageValue } }>({
  roomLine: {
    id: 'agent.bookings.roomLine',
    defaultMessage: '{room}, {count, plural, one {# pilgrim} other {# pilgrims}}',
  },
});

const PAGE_SIZE = 20;
/** Below this width the bookings are cards: the table's six columns would scroll sideways on a phone. */
const PHONE_QUERY = '(max-width: 640px)';

type Row = AgencyBookingRowFragment;

/** The booking's reference, a link to its page, on one line. */
function ReferenceLink({ row }: { row: Row }) {
  return (
    <Link to={`/agent/bookings/${row.id}`} className="agent-booking__reference">
      {row.reference}
    </Link>
  );
}

/** The package, its dates and the room with its pilgrims. */
function TripCell({ row }: { row: Row }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <div>
      <bdi>{row.packageName}</bdi>
      {row.departDate && row.returnDate && (
        <>
          <br />
          <span className="muted">{f.dateRange(row.departDate, row.returnDate)}</span>
        </>
      )}
      {row.roomType && (
        <>
          <br />
          {intl.formatMessage(valued.roomLine, {
            room: intl.formatMessage(ROOM_LABEL[row.roomType]),
            count: row.travellerCount,
          })}
        </>
      )}
    </div>
  );
}

function StatusCell({ row }: { row: Row }) {
  const intl = useIntl();
  return <Badge variant={STATUS_VARIANT[row.status]}>{intl.formatMessage(STATUS_LABEL[row.status])}</Badge>;
}

/** /agent/bookings: the agency's bookings, newest first, each with its money and invoice. */
export function AgentBookingsPage() {
  const intl = useIntl();
  const f = useFormat();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, loading, error } = useQuery(AGENCY_BOOKINGS_QUERY, {
    variables: { page: 1, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = (data?.agencyBookings.items ?? []).map((item) => getFragmentData(AGENCY_BOOKING_ROW, item));
  return (
    <>
      <PageHeader title={title} />
      {!data && (
        <QueryPlaceholder
          error={error}
          loading={loading}
          failedText={intl.formatMessage(messages.failed)}
          loadingText={intl.formatMessage(messages.loading)}
        >
          {null}
        </QueryPlaceholder>
      )}
      {phone ? (
        data && (
          <ul className="agent-list" aria-label={title}>
            {rows.length === 0 && <li className="muted">{intl.formatMessage(messages.empty)}</li>}
            {rows.map((row) => (
              <li key={row.id}>
                <Card as="article" className="agent-booking-card" aria-labelledby={`agent-booking-${row.id}`}>
                  <div className="agent-booking-card__head">
                    <div>
                      <h2 id={`agent-booking-${row.id}`} className="agent-booking-card__title">
                        <ReferenceLink row={row} />
                      </h2>
                      <bdi>{row.leadName}</bdi>
                    </div>
                    <StatusCell row={row} />
                  </div>
                  <TripCell row={row} />
                  <SummaryList
                    rows={[
                      { term: intl.formatMessage(messages.net), value: f.price(row.amount, row.currency) },
                      { term: intl.formatMessage(messages.owed), value: f.price(row.owed, row.currency) },
                      !!row.invoiceNumber && { term: intl.formatMessage(messages.invoice), value: row.invoiceNumber },
                    ]}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )
      ) : (
        <Table
          caption={title}
          rows={rows}
          rowKey={(row) => row.id}
          loading={!data && loading}
          empty={intl.formatMessage(messages.empty)}
          columns={[
            {
              key: 'booking',
              header: intl.formatMessage(messages.booking),
              render: (row) => (
                <>
                  <ReferenceLink row={row} />
                  <br />
                  <bdi>{row.leadName}</bdi>
                </>
              ),
            },
            { key: 'trip', header: intl.formatMessage(messages.trip), render: (row) => <TripCell row={row} /> },
            { key: 'status', header: intl.formatMessage(messages.status), render: (row) => <StatusCell row={row} /> },
            {
              key: 'amount',
              header: intl.formatMessage(messages.net),
              align: 'end',
              render: (row) => f.price(row.amount, row.currency),
            },
            {
              key: 'owed',
              header: intl.formatMessage(messages.owed),
              align: 'end',
              render: (row) => f.price(row.owed, row.currency),
            },
            { key: 'invoice', header: intl.formatMessage(messages.invoice), render: (row) => row.invoiceNumber ?? '' },
          ]}
        />
      )}
      {data && data.agencyBookings.total > rows.length && (
        <Button variant="secondary" onClick={() => setPageSize(pageSize + PAGE_SIZE)}>
          {intl.formatMessage(messages.more)}
        </Button>
      )}
    </>
  );
}
