import './TokenPages.css';

import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Alert, Card, Spinner } from '../components/ui';
import { graphql } from '../gql';
import { tokenFromHash } from '../lib/bookingAccess';
import { errorMessage } from '../lib/errors';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const CONFIRM_NEWSLETTER_MUTATION = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      message
    }
  }
`);

export const UNSUBSCRIBE_NEWSLETTER_MUTATION = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      message
    }
  }
`);

const PAGES = {
  confirm: {
    title: 'Subscription confirmed',
    pending: 'Confirming your subscription',
    mutation: CONFIRM_NEWSLETTER_MUTATION,
  },
  unsubscribe: { title: 'You are unsubscribed', pending: 'Unsubscribing' },
} as const;

/**
 * /newsletter/confirm and /newsletter/unsubscribe, the links of the newsletter emails. The token rides in the
 * fragment (never in a server log) and is sent with a POST once the page runs, so a mail scanner that only
 * fetches the link changes nothing.
 */
function NewsletterLinkPage({ action }: { action: keyof typeof PAGES }) {
  const page = PAGES[action];
  const token = tokenFromHash(useLocation().hash);
  const [confirm, confirmed] = useMutation(CONFIRM_NEWSLETTER_MUTATION);
  const [unsubscribe, unsubscribed] = useMutation(UNSUBSCRIBE_NEWSLETTER_MUTATION);
  // Once per visit, also under StrictMode's double effects: a confirmation link works only once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    const send = action === 'confirm' ? confirm : unsubscribe;
    void send({ variables: { token } }).catch(() => undefined);
  }, [action, confirm, unsubscribe, token]);

  const answer = confirmed.data?.confirmNewsletter.message ?? unsubscribed.data?.unsubscribeNewsletter.message;
  const error = confirmed.error ?? unsubscribed.error;
  const problem = !token
    ? 'This link is not complete. Please open the link from the email again.'
    : error && errorMessage(error, 'Something went wrong. Please try again.');
  const heading = problem ? 'This link did not work' : answer ? page.title : page.pending;
  useDocumentTitle(heading);
  return (
    <div className="page container token-page">
      <Card padding="lg" className="token-page__card">
        <h1 className="token-page__title">{heading}</h1>
        {problem && <Alert variant="error">{problem}</Alert>}
        {!problem && !answer && <Spinner label="One moment" />}
        {answer && <Alert variant="success">{answer}</Alert>}
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </Card>
    </div>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
