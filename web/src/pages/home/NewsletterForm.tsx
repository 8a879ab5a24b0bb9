import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { z } from 'zod/mini';

import { Form, serverMessage, SubmitButton, TextField, useServerSubmit, useZodForm } from '../../components/form';
import { Alert } from '../../components/ui';
import { graphql } from '../../gql';
import { requiredEmail } from '../../lib/forms';

export const SUBSCRIBE_NEWSLETTER_MUTATION = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      message
    }
  }
`);

const newsletterSchema = z.object({ email: requiredEmail() });

/** The signup form of the home page's newsletter section (its own chunk: see lazyPages.tsx). */
export function NewsletterForm() {
  const [subscribe] = useMutation(SUBSCRIBE_NEWSLETTER_MUTATION);
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useZodForm(newsletterSchema, { email: '' });
  const { submit, failure } = useServerSubmit(async ({ email }: z.output<typeof newsletterSchema>) => {
    setThanks(null);
    const { data } = await subscribe({ variables: { email } });
    setThanks(data?.subscribeNewsletter.message ?? null);
    form.reset();
  }, serverMessage('Could not subscribe. Please try again.'));

  return (
    <Form form={form} onSubmit={submit} className="newsletter__form" aria-label="Newsletter signup">
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
      />
      <SubmitButton className="newsletter__submit">Subscribe</SubmitButton>
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
