import './ClaimBookings.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Button } from '../../components/ui';
import { graphql } from '../../gql';
import { type Notice, useErrorMessage } from '../../i18n/errors';

const messages = defineMessages({
  failed: { id: 'myTrips.claim.failed', defaultMessage: 'Could not send the link. Please try again.' },
  label: { id: 'myTrips.claim.label', defaultMessage: 'Find earlier bookings' },
});

const CLAIM_EMAIL_QUERY = graphql(`
  query ClaimEmail {
    me {
      id
      email
    }
  }
`);

const REQUEST_BOOKING_CLAIM_MUTATION = graphql(`
  mutation RequestBookingClaim {
    requestBookingClaim {
      email
      message
      reason
      params
    }
  }
`);

/**
 * On My trips: bookings made before the account existed are found by their email, once the customer proves they
 * read that address (the emailed link, opened on /my-trips/claim). Nothing about them is shown before.
 */
export function ClaimBookingsOffer() {
  const intl = useIntl();
  const errors = useErrorMessage();
  const me = useQuery(CLAIM_EMAIL_QUERY);
  const [request, { loading }] = useMutation(REQUEST_BOOKING_CLAIM_MUTATION);
  // Kept as the server answered, and put into words when shown: the translations may arrive after the answer.
  const [outcome, setOutcome] = useState<
    { variant: 'success'; notice: Notice } | { variant: 'error'; error: unknown } | null
  >(null);
  const email = me.data?.me?.email;
  if (!email) return null;

  async function send() {
    setOutcome(null);
    try {
      const { data } = await request();
      if (data) setOutcome({ variant: 'success', notice: data.requestBookingClaim });
    } catch (error) {
      setOutcome({ variant: 'error', error });
    }
  }

  return (
    <aside className="my-trips-claim" aria-label={intl.formatMessage(messages.label)}>
      <p>
        <FormattedMessage
          id="myTrips.claim.offer"
          defaultMessage="Booked before you had an account? We can find bookings made with <strong>{email}</strong>."
          values={{ email, strong: (chunks) => <strong dir="ltr">{chunks}</strong> }}
        />
      </p>
      {outcome ? (
        <Alert variant={outcome.variant}>
          {outcome.variant === 'success'
            ? errors.notice(outcome.notice)
            : errors.of(outcome.error, intl.formatMessage(messages.failed))}
        </Alert>
      ) : (
        <Button size="sm" variant="secondary" loading={loading} onClick={() => void send()}>
          <FormattedMessage id="myTrips.claim.send" defaultMessage="Send me a link" />
        </Button>
      )}
    </aside>
  );
}
