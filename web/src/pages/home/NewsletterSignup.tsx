import './NewsletterSignup.css';

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

export function NewsletterSignup() {
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
    <section className="section" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="split newsletter">
          <div className="stack newsletter__text">
            <p className="eyebrow">Newsletter</p>
            <h2 id="newsletter-title">New dates and early prices, when our letter begins</h2>
            <p className="muted">
              Leave your address for our coming newsletter: new departures, early prices and a short reflection for the
              road. We first email you a link to confirm the address; until you open it we send nothing more, and every
              email carries a link to unsubscribe.
            </p>
          </div>
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
        </div>
      </div>
    </section>
  );
}
