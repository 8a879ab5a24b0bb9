import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';

import { QueryPlaceholder } from '../../components/QueryStates';
import { SummaryList } from '../../components/SummaryList';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Checkbox,
  EmptyState,
  NumberStepper,
  PageHeader,
  Select,
  SkeletonText,
  TextInput,
} from '../../components/ui';
import type { AgentDeparturesQuery, RoomType } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { useFormat } from '../../i18n/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ROOM_LABEL } from './agentLabels';
import { AGENT_DEPARTURES_QUERY, CREATE_AGENCY_BOOKING_MUTATION, MY_AGENCY_QUERY } from './agentOperations';

const messages = defineMessages({
  title: { id: 'agent.book.title', defaultMessage: 'Book seats' },
  description: {
    id: 'agent.book.description',
    defaultMessage: 'Your price is the net price; the public price is what a pilgrim booking with us directly pays.',
  },
  failed: { id: 'agent.book.failed', defaultMessage: 'Failed to load the departures' },
  loading: { id: 'agent.book.loading', defaultMessage: 'Loading the departures…' },
  none: { id: 'agent.book.none', defaultMessage: 'No departures are open for booking in your currency.' },
  departures: { id: 'agent.book.departures', defaultMessage: 'Departures you can book' },
  choose: { id: 'agent.book.choose', defaultMessage: 'Book this departure' },
  roomType: { id: 'agent.book.roomType', defaultMessage: 'Room type' },
  pilgrims: { id: 'agent.book.pilgrims', defaultMessage: 'Pilgrims' },
  pilgrim: { id: 'agent.book.pilgrim', defaultMessage: 'pilgrim' },
  leadName: { id: 'agent.book.leadName', defaultMessage: 'Lead pilgrim’s name (optional)' },
  leadNameHint: { id: 'agent.book.leadNameHint', defaultMessage: 'Your agency’s name is used when left empty.' },
  pilgrimEmail: { id: 'agent.book.pilgrimEmail', defaultMessage: 'Pilgrim’s email (optional)' },
  pilgrimEmailHint: {
    id: 'agent.book.pilgrimEmailHint',
    defaultMessage: 'We tell the pilgrim their place is booked, without any price.',
  },
  fromAllocation: { id: 'agent.book.fromAllocation', defaultMessage: 'Take the seats from our allocation' },
  total: { id: 'agent.book.total', defaultMessage: 'Invoiced to your agency' },
  publicTotal: { id: 'agent.book.publicTotal', defaultMessage: 'Public price' },
  commission: { id: 'agent.book.commission', defaultMessage: 'Your commission' },
  dueOn: { id: 'agent.book.dueOn', defaultMessage: 'Due on' },
  pricesCaption: { id: 'agent.book.pricesCaption', defaultMessage: 'Prices per person' },
  netPrice: { id: 'agent.book.netPrice', defaultMessage: 'Your price' },
});

const valued = defineMessages<{
  readonly publicSeats: { readonly count: number | bigint };
  readonly allocationSeats: { readonly count: number | bigint };
  readonly room: { readonly n: MessageValue };
  readonly roomLine: { readonly count: MessageValue; readonly room: MessageValue };
  readonly booked: { readonly number: MessageValue };
}>({
  publicSeats: {
    id: 'agent.book.publicSeats',
    defaultMessage:
      '{count, plural, =0 {No seats on public sale} one {# seat on public sale} other {# seats on public sale}}',
  },
  allocationSeats: {
    id: 'agent.book.allocationSeats',
    defaultMessage: '{count, plural, one {# seat left in your allocation} other {# seats left in your allocation}}',
  },
  room: { id: 'agent.book.room', defaultMessage: 'Room {n}' },
  roomLine: { id: 'agent.book.roomLine', defaultMessage: '{room} × {count}' },
  booked: { id: 'agent.book.booked', defaultMessage: 'Booked: invoice {number}' },
});

type Departure = AgentDeparturesQuery['agentDepartures']['items'][number];
type RoomLine = { roomType: RoomType; travellers: number };

const MAX_ROOMS = 6;
const MAX_PER_ROOM = 9;
const DAY_MS = 86_400_000;

/** Today plus the agency's payment terms: the due date the invoice will carry (the server decides; this shows it). */
const dueDateAfter = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** One departure offered to the agency: dates, seats on public sale and in its block, public and net prices. */
function DepartureCard({ departure, onChoose }: { departure: Departure; onChoose: () => void }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <Card as="li" padding="lg">
      <h2>
        <bdi>{departure.packageName}</bdi>
      </h2>
      <p className="muted">{f.dateRange(departure.departDate, departure.returnDate)}</p>
      <p>
        {intl.formatMessage(valued.publicSeats, { count: departure.seatsLeft })}
        {departure.allocation && (
          <>
            <br />
            {intl.formatMessage(valued.allocationSeats, { count: departure.allocation.seatsLeft })}
          </>
        )}
      </p>
      <table className="agent-prices">
        <caption className="sr-only">{intl.formatMessage(messages.pricesCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.roomType)}</th>
            <th scope="col">{intl.formatMessage(messages.netPrice)}</th>
            <th scope="col">{intl.formatMessage(messages.publicTotal)}</th>
            <th scope="col" className="agent-prices__commission">
              {intl.formatMessage(messages.commission)}
            </th>
          </tr>
        </thead>
        <tbody>
          {departure.rooms.map((rate) => (
            <tr key={rate.roomType}>
              <th scope="row">{intl.formatMessage(ROOM_LABEL[rate.roomType])}</th>
              <td>{f.price(rate.netAmount, departure.currency)}</td>
              <td>{f.price(rate.publicAmount, departure.currency)}</td>
              <td className="agent-prices__commission">
                {f.price(rate.publicAmount - rate.netAmount, departure.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cluster">
        <Button onClick={onChoose}>
          {intl.formatMessage(messages.choose)}
          <span className="sr-only"> {departure.packageName}</span>
        </Button>
      </div>
    </Card>
  );
}

/**
 * The booking form for one departure: rooms and pilgrims, then a confirmation of what the agency will be invoiced
 * and when it is due, then the booking. A refusal (credit limit, seats) is shown in the server's words.
 */
function BookingForm({
  departure,
  termsDays,
  emailPilgrims,
  onBack,
}: {
  departure: Departure;
  termsDays: number;
  emailPilgrims: boolean;
  onBack: () => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const errors = useErrorMessage();
  const [rooms, setRooms] = useState<RoomLine[]>([{ roomType: departure.rooms[0].roomType, travellers: 1 }]);
  const [fromAllocation, setFromAllocation] = useState(!!departure.allocation?.seatsLeft);
  const [leadName, setLeadName] = useState('');
  const [pilgrimEmail, setPilgrimEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [book, { data, loading, error }] = useMutation(CREATE_AGENCY_BOOKING_MUTATION, {
    refetchQueries: [MY_AGENCY_QUERY, AGENT_DEPARTURES_QUERY],
  });
  const rate = (type: RoomType) => departure.rooms.find((r) => r.roomType === type)!;
  const sum = (price: 'netAmount' | 'publicAmount') =>
    rooms.reduce((total, line) => total + rate(line.roomType)[price] * line.travellers, 0);
  const money = (amount: number) => f.price(amount, departure.currency);
  const setRoom = (index: number, line: Partial<RoomLine>) =>
    setRooms(rooms.map((room, i) => (i === index ? { ...room, ...line } : room)));

  const booked = data?.createAgencyBooking;
  if (booked)
    return (
      <Card padding="lg">
        <Alert variant="success" title={intl.formatMessage(valued.booked, { number: booked.invoice.number })}>
          <FormattedMessage
            id="agent.book.bookedText"
            defaultMessage="{references}: {total} due on {date}. Enter each pilgrim’s details and documents in Bookings."
            values={{
              references: booked.bookings.map((b) => b.reference).join(', '),
              total: money(booked.invoice.total),
              date: f.date(booked.invoice.dueOn),
            }}
          />
        </Alert>
        <ButtonLink to="/agent/bookings">
          <FormattedMessage id="agent.book.toBookings" defaultMessage="Go to bookings" />
        </ButtonLink>
      </Card>
    );

  const submit = () =>
    void book({
      variables: {
        departureId: departure.id,
        fromAllocation,
        rooms,
        leadName: leadName.trim() || null,
        pilgrimEmail: pilgrimEmail.trim() || null,
      },
    }).catch(() => undefined);

  return (
    <Card padding="lg" as="section" aria-labelledby="agent-book-form">
      <h2 id="agent-book-form">
        <bdi>{departure.packageName}</bdi>
      </h2>
      <p className="muted">{f.dateRange(departure.departDate, departure.returnDate)}</p>
      {error && <Alert variant="error">{errors.of(error, intl.formatMessage(messages.failed))}</Alert>}
      {confirming ? (
        <>
          <SummaryList
            aria-label={intl.formatMessage(messages.total)}
            rows={[
              ...rooms.map((line, i) => ({
                term: intl.formatMessage(valued.room, { n: i + 1 }),
                value: intl.formatMessage(valued.roomLine, {
                  room: intl.formatMessage(ROOM_LABEL[line.roomType]),
                  count: line.travellers,
                }),
              })),
              { term: intl.formatMessage(messages.publicTotal), value: money(sum('publicAmount')) },
              { term: intl.formatMessage(messages.commission), value: money(sum('publicAmount') - sum('netAmount')) },
              { term: intl.formatMessage(messages.dueOn), value: f.date(dueDateAfter(termsDays)) },
              { term: intl.formatMessage(messages.total), value: money(sum('netAmount')), total: true },
            ]}
          />
          <div className="cluster">
            <Button onClick={submit} loading={loading}>
              <FormattedMessage id="agent.book.confirm" defaultMessage="Book and invoice my agency" />
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <FormattedMessage id="agent.book.change" defaultMessage="Change" />
            </Button>
          </div>
        </>
      ) : (
        <form
          className="agent-form"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <div className="agent-rooms">
            {rooms.map((line, index) => (
              <fieldset key={index} className="agent-room">
                <legend>{intl.formatMessage(valued.room, { n: index + 1 })}</legend>
                <Select
                  label={intl.formatMessage(messages.roomType)}
                  value={line.roomType}
                  onChange={(event) => setRoom(index, { roomType: event.target.value as RoomType })}
                  options={departure.rooms.map((r) => ({
                    value: r.roomType,
                    label: intl.formatMessage(ROOM_LABEL[r.roomType]),
                  }))}
                />
                <NumberStepper
                  label={intl.formatMessage(messages.pilgrims)}
                  unit={intl.formatMessage(messages.pilgrim)}
                  value={line.travellers}
                  min={1}
                  max={MAX_PER_ROOM}
                  onChange={(travellers) => setRoom(index, { travellers })}
                />
                {rooms.length > 1 && (
                  <Button variant="ghost" onClick={() => setRooms(rooms.filter((_, i) => i !== index))}>
                    <FormattedMessage
                      id="agent.book.removeRoom"
                      defaultMessage="Remove room {n}"
                      values={{ n: index + 1 }}
                    />
                  </Button>
                )}
              </fieldset>
            ))}
          </div>
          {rooms.length < MAX_ROOMS && (
            <Button
              variant="secondary"
              onClick={() => setRooms([...rooms, { roomType: departure.rooms[0].roomType, travellers: 1 }])}
            >
              <FormattedMessage id="agent.book.addRoom" defaultMessage="Add a room" />
            </Button>
          )}
          {departure.allocation && (
            <Checkbox
              label={intl.formatMessage(messages.fromAllocation)}
              checked={fromAllocation}
              onChange={(event) => setFromAllocation(event.target.checked)}
            />
          )}
          <TextInput
            label={intl.formatMessage(messages.leadName)}
            hint={intl.formatMessage(messages.leadNameHint)}
            value={leadName}
            maxLength={120}
            onChange={(event) => setLeadName(event.target.value)}
          />
          {emailPilgrims && (
            <TextInput
              type="email"
              label={intl.formatMessage(messages.pilgrimEmail)}
              hint={intl.formatMessage(messages.pilgrimEmailHint)}
              value={pilgrimEmail}
              onChange={(event) => setPilgrimEmail(event.target.value)}
            />
          )}
          <div className="cluster">
            <Button type="submit">
              <FormattedMessage id="agent.book.review" defaultMessage="Review the total" />
            </Button>
            <Button variant="ghost" onClick={onBack}>
              <FormattedMessage id="agent.book.back" defaultMessage="Other departures" />
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** /agent/book: the departures the agency may book (public vs net prices, its block's seats), then the form. */
export function AgentBookPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const [chosen, setChosen] = useState<number | null>(null);
  const agency = useQuery(MY_AGENCY_QUERY);
  const { data, loading, error } = useQuery(AGENT_DEPARTURES_QUERY, {
    variables: { page: 1, pageSize: 50 },
    fetchPolicy: 'cache-and-network',
  });
  // A departure none of whose room types is sold to the agency (NET_PRICE terms without them) is not offered.
  const departures = data?.agentDepartures.items.filter((d) => d.rooms.length > 0);
  const departure = departures?.find((d) => d.id === chosen);
  const terms = agency.data?.myAgency;
  return (
    <>
      <PageHeader title={title} description={intl.formatMessage(messages.description)} />
      {!departures || !terms ? (
        <QueryPlaceholder
          error={error ?? agency.error}
          loading={loading || agency.loading}
          failedText={intl.formatMessage(messages.failed)}
          loadingText={intl.formatMessage(messages.loading)}
        >
          <SkeletonText titleHeight={24} lineHeight={16} lastLineWidth="60%" />
        </QueryPlaceholder>
      ) : departure ? (
        <BookingForm
          key={departure.id}
          departure={departure}
          termsDays={terms.paymentTermsDays}
          emailPilgrims={terms.emailPilgrims}
          onBack={() => setChosen(null)}
        />
      ) : departures.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.none)} />
      ) : (
        <ul className="agent-list" aria-label={intl.formatMessage(messages.departures)}>
          {departures.map((d) => (
            <DepartureCard key={d.id} departure={d} onChoose={() => setChosen(d.id)} />
          ))}
        </ul>
      )}
    </>
  );
}
