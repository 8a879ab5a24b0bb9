import './TokenPages.css';

import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { Alert, ButtonLink, Card, Spinner } from '../components/ui';
import { graphql } from '../gql';
import { type Notice, useErrorMessage } from '../i18n/errors';
import { tokenFromHash } from '../lib/bookingAccess';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useSession } from '../lib/useSession';

export const CLAIM_BOOKINGS_MUTATION = graphql(`
  mutation ClaimBookings($token: String!) {
    claimBookings(token: $token) {
      claimed
      message
      reason
      params
    }
  }
`);

const messages = defineMessages({
  title: { id: 'myTrips.claimPage.title', defaultMessage: 'Add your bookings' },
  failed: { id: 'myTrips.claimPage.failed', defaultMessage: 'Could not add your bookings. Please try again.' },
  adding: { id: 'myTrips.claimPage.adding', defaultMessage: 'Adding your bookings…' },
});

/** Kept as the server answered, and put into words when shown: the translations may arrive after the answer. */
type Outcome = { variant: 'success'; notice: Notice } | { variant: 'error'; error: unknown };

/**
 * /my-trips/claim#token=…: the link of the "find my bookings" email. Signed in as the account that asked, it adds
 * the bookings made with that account's email to My trips; the server refuses any other account.
 */
export function ClaimBookingsPage() {
  const intl = useIntl();
  const errors = useErrorMessage();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const token = tokenFromHash(useLocation().hash);
  const session = useSession();
  const [claim] = useMutation(CLAIM_BOOKINGS_MUTATION, {
    // My trips may be cached from before the claim: its next visit asks the server again.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookings' });
      cache.gc();
    },
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (!token || !session || sent.current) return;
    sent.current = true;
    claim({ variables: { token } })
      .then(({ data }) => data && setOutcome({ variant: 'success', notice: data.claimBookings }))
      .catch((error: unknown) => setOutcome({ variant: 'error', error }));
  }, [token, session, claim]);

  return (
    <div className="page container token-page">
      <Card padding="lg" className="token-page__card">
        <h1 className="token-page__title">{title}</h1>
        {!token ? (
          <Alert variant="error">
            <FormattedMessage
              id="myTrips.claimPage.incomplete"
              defaultMessage="This link is incomplete. Ask for a new one from My trips."
            />
          </Alert>
        ) : !session ? (
          <>
            <p>
              <FormattedMessage
                id="myTrips.claimPage.logIn"
                defaultMessage="Log in with the account that asked for this link, then open the link in the email again."
              />
            </p>
            <ButtonLink to="/login">
              <FormattedMessage id="myTrips.page.login" defaultMessage="Login" />
            </ButtonLink>
          </>
        ) : !outcome ? (
          <Spinner label={intl.formatMessage(messages.adding)} />
        ) : (
          <Alert variant={outcome.variant}>
            {outcome.variant === 'success'
              ? errors.notice(outcome.notice)
              : errors.of(outcome.error, intl.formatMessage(messages.failed))}
          </Alert>
        )}
        {outcome && (
          <p>
            <Link to="/my-trips">
              <FormattedMessage id="myTrips.claimPage.goToMyTrips" defaultMessage="Go to My trips" />
            </Link>
          </p>
        )}
      </Card>
    </div>
  );
}
