import './ClaimBookings.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Button } from '../../components/ui';
import { graphql } from '../../gql';
import { useErrorMessage } from '../../i18n/errors';

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
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const email = me.data?.me?.email;
  if (!email) return null;

  async function send() {
    setOutcome(null);
    try {
      const { data } = await request();
      if (data) setOutcome({ variant: 'success', text: data.requestBookingClaim.message });
    } catch (error) {
      setOutcome({ variant: 'error', text: errors.of(error, intl.formatMessage(messages.failed)) });
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
        <Alert variant={outcome.variant}>{outcome.text}</Alert>
      ) : (
        <Button size="sm" variant="secondary" loading={loading} onClick={() => void send()}>
          <FormattedMessage id="myTrips.claim.send" defaultMessage="Send me a link" />
        </Button>
      )}
    </aside>
  );
}
