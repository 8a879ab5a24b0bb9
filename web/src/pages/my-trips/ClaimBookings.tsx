import './ClaimBookings.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Alert, Button } from '../../components/ui';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';

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
      setOutcome({ variant: 'error', text: errorMessage(error, 'Could not send the link. Please try again.') });
    }
  }

  return (
    <aside className="my-trips-claim" aria-label="Find earlier bookings">
      <p>
        Booked before you had an account? We can find bookings made with <strong>{email}</strong>.
      </p>
      {outcome ? (
        <Alert variant={outcome.variant}>{outcome.text}</Alert>
      ) : (
        <Button size="sm" variant="secondary" loading={loading} onClick={() => void send()}>
          Send me a link
        </Button>
      )}
    </aside>
  );
}
