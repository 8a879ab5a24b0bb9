import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { QueryPlaceholder } from '../../components/QueryStates';
import { Button, Card, SkeletonText } from '../../components/ui';
import { graphql } from '../../gql';
import { MyBookingCard } from './MyBookingCard';

export const MY_BOOKINGS_QUERY = graphql(`
  query MyBookings($after: String) {
    myBookings(after: $after) {
      nextCursor
      items {
        kind
        id
        ...MyBookingCard
      }
    }
  }
`);

const messages = defineMessages({
  failed: { id: 'myTrips.list.failed', defaultMessage: 'Failed to load your bookings' },
  loading: { id: 'myTrips.list.loading', defaultMessage: 'Loading your bookings…' },
});

export interface MyBookingsPageProps {
  /** The cursor this page starts after; null for the newest page. */
  after: string | null;
  /** Shown under the last loaded page while older bookings exist. */
  onMore?: (cursor: string) => void;
  /** Shown instead when the customer has no bookings at all. */
  empty?: ReactNode;
}

/**
 * One page of the customer's bookings (20, newest first). My trips stacks one of these per page loaded, so each
 * page keeps its own query and cache entry and 'Show older bookings' only fetches the next one.
 */
export function MyBookingsPage({ after, onMore, empty }: MyBookingsPageProps) {
  const intl = useIntl();
  // Always asks the server: a booking paid a minute ago must not show as due from the cache.
  const { data, loading, error } = useQuery(MY_BOOKINGS_QUERY, {
    variables: { after },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    return (
      <li>
        <QueryPlaceholder
          error={error}
          loading={loading}
          failedText={intl.formatMessage(messages.failed)}
          loadingText={intl.formatMessage(messages.loading)}
        >
          <Card aria-hidden="true" padding="lg" className="trip-card">
            <SkeletonText titleHeight={24} lineHeight={16} lastLineWidth="50%" />
          </Card>
        </QueryPlaceholder>
      </li>
    );
  }
  const { items, nextCursor } = data.myBookings;
  if (items.length === 0 && empty) return <li>{empty}</li>;
  return (
    <>
      {items.map((booking) => (
        <li key={`${booking.kind}-${booking.id}`}>
          <MyBookingCard booking={booking} />
        </li>
      ))}
      {nextCursor && onMore && (
        <li className="my-trips__more">
          <Button variant="secondary" onClick={() => onMore(nextCursor)}>
            <FormattedMessage id="myTrips.list.older" defaultMessage="Show older bookings" />
          </Button>
        </li>
      )}
    </>
  );
}
