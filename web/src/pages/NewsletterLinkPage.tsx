import './TokenPages.css';

import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, type TypedMessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { Alert, Card, Spinner } from '../components/ui';
import { graphql } from '../gql';
import { useErrorMessage } from '../i18n/errors';
import { tokenFromHash } from '../lib/bookingAccess';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const CONFIRM_NEWSLETTER_MUTATION = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      message
      reason
      params
    }
  }
`);

export const UNSUBSCRIBE_NEWSLETTER_MUTATION = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      message
      reason
      params
    }
  }
`);

const messages = defineMessages({
  confirmedTitle: { id: 'newsletter.link.confirmedTitle', defaultMessage: 'Subscription confirmed' },
  confirmingTitle: { id: 'newsletter.link.confirmingTitle', defaultMessage: 'Confirming your subscription' },
  unsubscribedTitle: { id: 'newsletter.link.unsubscribedTitle', defaultMessage: 'You are unsubscribed' },
  unsubscribingTitle: { id: 'newsletter.link.unsubscribingTitle', defaultMessage: 'Unsubscribing' },
  incomplete: {
    id: 'newsletter.link.incomplete',
    defaultMessage: 'This link is not complete. Please open the link from the email again.',
  },
  failed: { id: 'newsletter.link.failed', defaultMessage: 'Something went wrong. Please try again.' },
  problemTitle: { id: 'newsletter.link.problemTitle', defaultMessage: 'This link did not work' },
  wait: { id: 'newsletter.link.wait', defaultMessage: 'One moment' },
});

const PAGES: Record<'confirm' | 'unsubscribe', Record<'title' | 'pending', TypedMessageDescriptor>> = {
  confirm: { title: messages.confirmedTitle, pending: messages.confirmingTitle },
  unsubscribe: { title: messages.unsubscribedTitle, pending: messages.unsubscribingTitle },
};

/**
 * /newsletter/confirm and /newsletter/unsubscribe, the links of the newsletter emails. The token rides in the
 * fragment (never in a server log) and is sent with a POST once the page runs, so a mail scanner that only
 * fetches the link changes nothing.
 */
function NewsletterLinkPage({ action }: { action: keyof typeof PAGES }) {
  const page = PAGES[action];
  const intl = useIntl();
  const errors = useErrorMessage();
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

  // The server's answer in the reader's language, by its code.
  const notice = confirmed.data?.confirmNewsletter ?? unsubscribed.data?.unsubscribeNewsletter;
  const answer = notice && errors.notice(notice);
  const error = confirmed.error ?? unsubscribed.error;
  const problem = !token
    ? intl.formatMessage(messages.incomplete)
    : error && errors.of(error, intl.formatMessage(messages.failed));
  const heading = intl.formatMessage(problem ? messages.problemTitle : answer ? page.title : page.pending);
  useDocumentTitle(heading);
  return (
    <div className="page container token-page">
      <Card padding="lg" className="token-page__card">
        <h1 className="token-page__title">{heading}</h1>
        {problem && <Alert variant="error">{problem}</Alert>}
        {!problem && !answer && <Spinner label={intl.formatMessage(messages.wait)} />}
        {answer && <Alert variant="success">{answer}</Alert>}
        <p>
          <Link to="/">
            <FormattedMessage id="newsletter.link.home" defaultMessage="Back to the home page" />
          </Link>
        </p>
      </Card>
    </div>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
