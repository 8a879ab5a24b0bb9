import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';

import { Form, SubmitButton, TextField, useServerSubmit, useZodForm } from '../../components/form';
import { LegalNotice } from '../../components/LegalNotice';
import { Alert } from '../../components/ui';
import { graphql } from '../../gql';
import { englishText } from '../../i18n/descriptors';
import { useErrorMessage } from '../../i18n/errors';
import { requiredEmail } from '../../lib/forms';

export const SUBSCRIBE_NEWSLETTER_MUTATION = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      message
    }
  }
`);

const messages = defineMessages({
  form: { id: 'newsletter.form.label', defaultMessage: 'Newsletter signup' },
  email: { id: 'newsletter.form.email', defaultMessage: 'Email address' },
  placeholder: { id: 'newsletter.form.placeholder', defaultMessage: 'you@example.com' },
  failed: { id: 'newsletter.form.failed', defaultMessage: 'Could not subscribe. Please try again.' },
  // The API's answer (newsletter.service's SUBSCRIBE_ANSWER), shown in the reader's language.
  answer: {
    id: 'newsletter.form.answer',
    defaultMessage: 'Almost done: we are emailing you a link. Open it to confirm your subscription.',
  },
});

const newsletterSchema = z.object({ email: requiredEmail() });

/** The signup form of the home page's newsletter section (its own chunk: see lazyPages.tsx). */
export function NewsletterForm() {
  const intl = useIntl();
  const errors = useErrorMessage();
  const [subscribe] = useMutation(SUBSCRIBE_NEWSLETTER_MUTATION);
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useZodForm(newsletterSchema, { email: '' });
  const { submit, failure } = useServerSubmit(
    async ({ email }: z.output<typeof newsletterSchema>) => {
      setThanks(null);
      const { data } = await subscribe({ variables: { email } });
      const answer = data?.subscribeNewsletter.message;
      // The server's known answer in the reader's language; any other text as the server wrote it.
      setThanks(
        answer && answer === englishText(messages.answer) ? intl.formatMessage(messages.answer) : (answer ?? null),
      );
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
          {thanks}
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
