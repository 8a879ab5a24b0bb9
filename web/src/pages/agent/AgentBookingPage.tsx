import { useQuery } from '@apollo/client/react';
import { defineMessages, type MessageValue, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

import { TravellerDocuments } from '../../components/documents/TravellerDocuments';
import { PageNotFound, QueryPlaceholder } from '../../components/QueryStates';
import { SummaryList } from '../../components/SummaryList';
import { Badge, Card, PageHeader, SkeletonText, Table } from '../../components/ui';
import { getFragmentData } from '../../gql';
import { useFormat } from '../../i18n/format';
import { errorReason } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { TripTravellers } from '../my-trips/TripTravellers';
import { TripVisas } from '../my-trips/TripVisas';
import { ROOM_LABEL, STATUS_LABEL, STATUS_VARIANT } from './agentLabels';
import { AGENCY_BOOKING_QUERY, AGENCY_BOOKING_ROW } from './agentOperations';

const messages = defineMessages({
  failed: { id: 'agent.booking.failed', defaultMessage: 'Failed to load the booking' },
  loading: { id: 'agent.booking.loading', defaultMessage: 'Loading the booking…' },
  notFound: { id: 'agent.booking.notFound', defaultMessage: 'This booking is not one of your agency’s.' },
  back: { id: 'agent.booking.back', defaultMessage: 'All bookings' },
  dates: { id: 'agent.booking.dates', defaultMessage: 'Dates' },
  room: { id: 'agent.booking.room', defaultMessage: 'Room' },
  net: { id: 'agent.booking.net', defaultMessage: 'Net price' },
  public: { id: 'agent.booking.public', defaultMessage: 'Public price' },
  commission: { id: 'agent.booking.commission', defaultMessage: 'Commission' },
  paid: { id: 'agent.booking.paid', defaultMessage: 'Paid' },
  owed: { id: 'agent.booking.owed', defaultMessage: 'Still owed' },
  invoice: { id: 'agent.booking.invoice', defaultMessage: 'Invoice' },
  rooming: { id: 'agent.booking.rooming', defaultMessage: 'Rooms at the hotels' },
  pilgrim: { id: 'agent.booking.pilgrim', defaultMessage: 'Pilgrim' },
  noRooms: { id: 'agent.booking.noRooms', defaultMessage: 'Not assigned yet' },
  noPilgrims: { id: 'agent.booking.noPilgrims', defaultMessage: 'Enter the pilgrims’ details to see their rooms.' },
});

const valued = defineMessages<{
  readonly roomLine: { readonly count: number | bigint; readonly room: MessageValue };
  readonly hotelRoom: { readonly city: MessageValue; readonly hotel: MessageValue; readonly room: MessageValue };
}>({
  roomLine: {
    id: 'agent.booking.roomLine',
    defaultMessage: '{room}, {count, plural, one {# pilgrim} other {# pilgrims}}',
  },
  hotelRoom: { id: 'agent.booking.hotelRoom', defaultMessage: '{city}: {hotel}, room {room}' },
});

/**
 * /agent/bookings/:id: one of the agency's bookings, its money and invoice, and its pilgrims through the same parts
 * as My trips (the travellers form, documents upload, visas), which let an agent of the booking's agency in.
 */
export function AgentBookingPage() {
  const intl = useIntl();
  const f = useFormat();
  const id = Number(useParams().id);
  const { data, loading, error } = useQuery(AGENCY_BOOKING_QUERY, {
    variables: { id },
    skip: !Number.isInteger(id) || id < 1,
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.agencyBooking;
  const booking = detail && getFragmentData(AGENCY_BOOKING_ROW, detail.booking);
  useDocumentTitle(booking?.reference ?? intl.formatMessage(messages.loading));
  if (!detail || !booking) {
    // Another agency's booking answers as a missing one: the same page for both.
    if (errorReason(error) === 'BOOKING_NOT_FOUND' || (!loading && !error))
      return (
        <PageNotFound
          description={intl.formatMessage(messages.notFound)}
          backTo="/agent/bookings"
          backLabel={intl.formatMessage(messages.back)}
        />
      );
    return (
      <QueryPlaceholder
        error={error}
        loading={loading}
        failedText={intl.formatMessage(messages.failed)}
        loadingText={intl.formatMessage(messages.loading)}
      >
        <SkeletonText titleHeight={32} lineHeight={16} lastLineWidth="50%" />
      </QueryPlaceholder>
    );
  }
  const money = (amount: number) => f.price(amount, booking.currency);
  return (
    <>
      <PageHeader
        eyebrow={booking.reference}
        title={<bdi>{booking.packageName}</bdi>}
        actions={
          <Badge variant={STATUS_VARIANT[booking.status]}>{intl.formatMessage(STATUS_LABEL[booking.status])}</Badge>
        }
      />
      <Card padding="lg">
        <SummaryList
          rows={[
            !!booking.departDate &&
              !!booking.returnDate && {
                term: intl.formatMessage(messages.dates),
                value: f.dateRange(booking.departDate, booking.returnDate),
              },
            booking.roomType && {
              term: intl.formatMessage(messages.room),
              value: intl.formatMessage(valued.roomLine, {
                room: intl.formatMessage(ROOM_LABEL[booking.roomType]),
                count: booking.travellerCount,
              }),
            },
            { term: intl.formatMessage(messages.public), value: money(booking.publicAmount) },
            { term: intl.formatMessage(messages.commission), value: money(booking.commission) },
            { term: intl.formatMessage(messages.net), value: money(booking.amount) },
            { term: intl.formatMessage(messages.paid), value: money(booking.paid) },
            !!booking.invoiceNumber && { term: intl.formatMessage(messages.invoice), value: booking.invoiceNumber },
            { term: intl.formatMessage(messages.owed), value: money(booking.owed), total: true },
          ]}
        />
        <TripTravellers bookingId={booking.id} reference={booking.reference} />
      </Card>
      <TravellerDocuments bookingId={booking.id} />
      <TripVisas bookingId={booking.id} />
      <section aria-labelledby="agent-rooming">
        <h2 id="agent-rooming">{intl.formatMessage(messages.rooming)}</h2>
        <Table
          caption={intl.formatMessage(messages.rooming)}
          rows={detail.travellers}
          rowKey={(traveller) => traveller.id}
          empty={intl.formatMessage(messages.noPilgrims)}
          columns={[
            {
              key: 'fullName',
              header: intl.formatMessage(messages.pilgrim),
              render: (traveller) => <bdi>{traveller.fullName}</bdi>,
            },
            {
              key: 'rooms',
              header: intl.formatMessage(messages.room),
              render: (traveller) =>
                traveller.rooms.length === 0
                  ? intl.formatMessage(messages.noRooms)
                  : traveller.rooms
                      .map((room) =>
                        intl.formatMessage(valued.hotelRoom, {
                          city: room.city,
                          hotel: room.hotelName,
                          room: room.room,
                        }),
                      )
                      .join('; '),
            },
          ]}
        />
      </section>
    </>
  );
}
