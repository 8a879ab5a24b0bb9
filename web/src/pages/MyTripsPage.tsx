import './MyTripsPage.css';

import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { ButtonLink, EmptyState, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useSession } from '../lib/useSession';
import { ClaimBookingsOffer } from './my-trips/ClaimBookings';
import { MyBookingsPage } from './my-trips/MyBookingsPage';
import { MyData } from './my-trips/MyData';

const messages = defineMessages({
  title: { id: 'myTrips.page.title', defaultMessage: 'My trips' },
  eyebrow: { id: 'myTrips.page.eyebrow', defaultMessage: 'Your journeys' },
  description: { id: 'myTrips.page.description', defaultMessage: 'Your package and trip bookings, newest first.' },
  list: { id: 'myTrips.page.list', defaultMessage: 'Your bookings' },
  empty: { id: 'myTrips.page.empty', defaultMessage: 'No bookings yet.' },
  emptyText: {
    id: 'myTrips.page.emptyText',
    defaultMessage: 'Bookings you make while signed in appear here, with their status and what is left to pay.',
  },
  signIn: { id: 'myTrips.page.signIn', defaultMessage: 'Sign in to see your trips.' },
  signInText: {
    id: 'myTrips.page.signInText',
    defaultMessage: 'My trips lists the bookings made while signed in to your account.',
  },
});

/** /my-trips: the signed-in customer's package and trip bookings (staff are sent to /admin by the route guard). */
export function MyTripsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const session = useSession();
  // One entry per loaded page: null is the newest page, then each 'Show older bookings' cursor.
  const [pages, setPages] = useState<(string | null)[]>([null]);

  return (
    <div className="page container container--narrow">
      <PageHeader
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={title}
        description={intl.formatMessage(messages.description)}
      />
      {session && <ClaimBookingsOffer />}
      {session ? (
        <>
          <ul className="my-trips" aria-label={intl.formatMessage(messages.list)}>
            {pages.map((after, index) => (
              <MyBookingsPage
                key={after ?? 'newest'}
                after={after}
                onMore={index === pages.length - 1 ? (cursor) => setPages([...pages, cursor]) : undefined}
                empty={
                  <EmptyState
                    title={intl.formatMessage(messages.empty)}
                    description={intl.formatMessage(messages.emptyText)}
                    action={
                      <ButtonLink to="/packages">
                        <FormattedMessage id="myTrips.page.browse" defaultMessage="Browse packages" />
                      </ButtonLink>
                    }
                  />
                }
              />
            ))}
          </ul>
          {session.role === 'USER' && <MyData />}
        </>
      ) : (
        <EmptyState
          icon="users"
          title={intl.formatMessage(messages.signIn)}
          description={intl.formatMessage(messages.signInText)}
          action={
            <ButtonLink to="/login?next=%2Fmy-trips">
              <FormattedMessage id="myTrips.page.login" defaultMessage="Login" />
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}
