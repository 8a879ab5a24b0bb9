import './MyTripsPage.css';

import { useState } from 'react';

import { ButtonLink, EmptyState, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useSession } from '../lib/useSession';
import { ClaimBookingsOffer } from './my-trips/ClaimBookings';
import { MyBookingsPage } from './my-trips/MyBookingsPage';

/** /my-trips: the signed-in customer's package and trip bookings (staff are sent to /admin by the route guard). */
export function MyTripsPage() {
  useDocumentTitle('My trips');
  const session = useSession();
  // One entry per loaded page: null is the newest page, then each 'Show older bookings' cursor.
  const [pages, setPages] = useState<(string | null)[]>([null]);

  return (
    <div className="page container container--narrow">
      <PageHeader
        eyebrow="Your journeys"
        title="My trips"
        description="Your package and trip bookings, newest first."
      />
      {session && <ClaimBookingsOffer />}
      {session ? (
        <ul className="my-trips" aria-label="Your bookings">
          {pages.map((after, index) => (
            <MyBookingsPage
              key={after ?? 'newest'}
              after={after}
              onMore={index === pages.length - 1 ? (cursor) => setPages([...pages, cursor]) : undefined}
              empty={
                <EmptyState
                  title="No bookings yet."
                  description="Bookings you make while signed in appear here, with their status and what is left to pay."
                  action={<ButtonLink to="/packages">Browse packages</ButtonLink>}
                />
              }
            />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon="users"
          title="Sign in to see your trips."
          description="My trips lists the bookings made while signed in to your account."
          action={<ButtonLink to="/login">Login</ButtonLink>}
        />
      )}
    </div>
  );
}
