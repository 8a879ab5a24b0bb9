import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';

import { Form, SubmitButton, TextField, useServerSubmit, useZodForm } from '../../components/form';
import { LegalNotice } from '../../components/LegalNotice';
import { Alert } from '../../components/ui';
import { graphql } from '../../gql';
import { type Notice, useErrorMessage } from '../../i18n/errors';
import { requiredEmail } from '../../lib/forms';

export const SUBSCRIBE_NEWSLETTER_MUTATION = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      message
      reason
      params
    }
  }
`);

const messages = defineMessages({
  form: { id: 'newsletter.form.label', defaultMessage: 'Newsletter signup' },
  email: { id: 'newsletter.form.email', defaultMessage: 'Email address' },
  placeholder: { id: 'newsletter.form.placeholder', defaultMessage: 'you@example.com' },
  failed: { id: 'newsletter.form.failed', defaultMessage: 'Could not subscribe. Please try again.' },
});

const newsletterSchema = z.object({ email: requiredEmail() });

/** The signup form of the home page's newsletter section (its own chunk: see lazyPages.tsx). */
export function NewsletterForm() {
  const intl = useIntl();
  const errors = useErrorMessage();
  const [subscribe] = useMutation(SUBSCRIBE_NEWSLETTER_MUTATION);
  const [thanks, setThanks] = useState<Notice | null>(null);
  const form = useZodForm(newsletterSchema, { email: '' });
  const { submit, failure } = useServerSubmit(
    async ({ email }: z.output<typeof newsletterSchema>) => {
      setThanks(null);
      const { data } = await subscribe({ variables: { email } });
      setThanks(data?.subscribeNewsletter ?? null);
      form.reset();
    },
    (error) => errors.of(error, intl.formatMessage(messages.failed)),
  );

  return (
    <Form form={form} onSubmit={submit} className="newsletter__form" aria-label={intl.formatMessage(messages.form)}>
      <TextField
        name="email"
        label={intl.formatMessage(messages.email)}
        type="email"
        autoComplete="email"
        placeholder={intl.formatMessage(messages.placeholder)}
        required
      />
      <SubmitButton className="newsletter__submit">
        <FormattedMessage id="newsletter.form.subscribe" defaultMessage="Subscribe" />
      </SubmitButton>
      <LegalNotice />
      {thanks && (
        <Alert variant="success" className="newsletter__message">
          {errors.notice(thanks)}
        </Alert>
      )}
      {failure && (
        <Alert variant="error" className="newsletter__message">
          {failure}
        </Alert>
      )}
    </Form>
  );
}
