import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, type MessageValue, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { QueryPlaceholder } from '../../components/QueryStates';
import { Badge, Button, PageHeader, Table } from '../../components/ui';
import { getFragmentData } from '../../gql';
import { useFormat } from '../../i18n/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
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
                <Link to={`/agent/bookings/${row.id}`}>{row.reference}</Link>
                <br />
                <bdi>{row.leadName}</bdi>
              </>
            ),
          },
          {
            key: 'trip',
            header: intl.formatMessage(messages.trip),
            render: (row) => (
              <>
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
              </>
            ),
          },
          {
            key: 'status',
            header: intl.formatMessage(messages.status),
            render: (row) => (
              <Badge variant={STATUS_VARIANT[row.status]}>{intl.formatMessage(STATUS_LABEL[row.status])}</Badge>
            ),
          },
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
      {data && data.agencyBookings.total > rows.length && (
        <Button variant="secondary" onClick={() => setPageSize(pageSize + PAGE_SIZE)}>
          {intl.formatMessage(messages.more)}
        </Button>
      )}
    </>
  );
}
