import './leader.css';

import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';

import { formatDepartureDates } from '../../../components/packages/departureFormat';
import { Button, Card, EmptyState, SkeletonText } from '../../../components/ui';
import { getFragmentData } from '../../../gql';
import type { DepartureFlightDetailsFragment, MyGroupsQuery } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLogout } from '../../../lib/useSession';
import { QueryError } from '../../components/QueryError';
import { DEPARTURE_FLIGHT_DETAILS_FRAGMENT } from '../../operations/flights';
import { MY_GROUPS_QUERY } from './operations';

type Group = MyGroupsQuery['myGroups'][number];
type Flight = NonNullable<DepartureFlightDetailsFragment['outbound']>;

const GENDER = { FEMALE: 'Female', MALE: 'Male' } as const;

/** "Sun 10 Jan, 21:40": a ticket's local time read as printed, never shifted to the phone's zone. */
function localTime(value: string): string {
  const [day, time] = value.split('T');
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${weekday}, ${time}`;
}

function FlightLine({ label, flight }: { label: string; flight: Flight | null }) {
  return (
    <div className="leader-flight">
      <h4 className="leader-flight__label">{label}</h4>
      {flight ? (
        <p className="leader-flight__text">
          <strong>{flight.flightNumber}</strong> {flight.fromAirport} {localTime(flight.departsAt)} → {flight.toAirport}{' '}
          {localTime(flight.arrivesAt)}
        </p>
      ) : (
        <p className="muted leader-flight__text">Not set yet</p>
      )}
    </div>
  );
}

function GroupCard({ group }: { group: Group }) {
  const travellers = group.bookings.reduce((sum, booking) => sum + booking.travellers.length, 0);
  const flights = getFragmentData(DEPARTURE_FLIGHT_DETAILS_FRAGMENT, group.flights);
  return (
    <Card as="section" padding="lg" className="stack leader-group" aria-labelledby={`group-${group.id}`}>
      <div>
        <h2 id={`group-${group.id}`} className="leader-group__name">
          {group.name}
        </h2>
        <p className="leader-group__trip">
          {group.departure.packageName} · {formatDepartureDates(group.departure.departDate, group.departure.returnDate)}
        </p>
        {group.departure.hotels.length > 0 && <p className="muted">Hotel: {group.departure.hotels.join(', ')}</p>}
      </div>
      <section aria-label="Flights" className="stack leader-flights">
        <FlightLine label="Outbound" flight={flights.outbound} />
        <FlightLine label="Return" flight={flights.return} />
      </section>
      <section aria-labelledby={`travellers-${group.id}`} className="stack">
        <h3 id={`travellers-${group.id}`} className="leader-group__subtitle">
          Travellers ({travellers})
        </h3>
        {group.bookings.length === 0 ? (
          <p className="muted">No bookings in this group yet.</p>
        ) : (
          <ul className="leader-bookings">
            {group.bookings.map((booking) => (
              <li key={booking.reference} className="leader-booking">
                <div className="leader-booking__head">
                  <span className="leader-booking__ref">{booking.reference}</span>
                  {booking.phone ? (
                    <a className="leader-booking__phone" href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>
                      {booking.phone}
                    </a>
                  ) : (
                    <span className="muted">No phone</span>
                  )}
                </div>
                {booking.travellers.length === 0 ? (
                  <p className="muted">Booked by {booking.contactName}; travellers’ names not given yet.</p>
                ) : (
                  <ul className="leader-travellers">
                    {booking.travellers.map((traveller) => (
                      <li key={traveller.position}>
                        {traveller.fullName}
                        {traveller.gender && <span className="muted"> · {GENDER[traveller.gender]}</span>}
                        {traveller.rooms.map((stay) => (
                          <span key={stay.city} className="leader-room">
                            {stay.city}: room {stay.room} ({stay.type.toLowerCase()})
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/**
 * /admin/leader (issue #33, decision 0060): a group leader's one page, phone first. Their groups only: dates, hotel,
 * flights, and the travellers by booking with the booking's phone number. The server answers nothing else (no
 * passport, document or payment), and refuses another leader's group.
 */
export function LeaderPage() {
  useDocumentTitle('My groups');
  const navigate = useNavigate();
  const logout = useLogout();
  const { data, error, loading, refetch } = useQuery(MY_GROUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const groups = data?.myGroups;
  return (
    <main className="leader-page stack">
      <header className="leader-page__header">
        <h1 className="leader-page__title">My groups</h1>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void logout().then(() => navigate('/login', { replace: true }))}
        >
          Sign out
        </Button>
      </header>
      {error && <QueryError error={error} what="your groups" onRetry={() => void refetch()} />}
      {loading && !groups && <SkeletonText titleHeight={24} lineHeight={16} lastLineWidth="60%" />}
      {groups?.length === 0 && (
        <EmptyState title="No groups yet" description="When staff make you the leader of a group, it shows here." />
      )}
      {groups?.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
    </main>
  );
}
