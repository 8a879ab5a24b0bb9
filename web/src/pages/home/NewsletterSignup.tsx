import './NewsletterSignup.css';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Alert, Button, TextInput } from '../../components/ui';
import { errorMessage } from '../../lib/errors';
import { SUBSCRIBE_NEWSLETTER_MUTATION } from '../../operations/contact';

const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address.')),
});

type NewsletterForm = z.input<typeof newsletterSchema>;

export function NewsletterSignup() {
  const [subscribe] = useMutation(SUBSCRIBE_NEWSLETTER_MUTATION);
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterForm, unknown, z.output<typeof newsletterSchema>>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setThanks(null);
    setFailure(null);
    try {
      const { data } = await subscribe({ variables: { email } });
      setThanks(data?.subscribeNewsletter.message ?? 'Thank you for subscribing.');
      reset();
    } catch (error) {
      setFailure(errorMessage(error, 'Could not subscribe. Please try again.'));
    }
  });

  return (
    <section className="section" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="newsletter">
          <div className="newsletter__text">
            <p className="eyebrow">Newsletter</p>
            <h2 id="newsletter-title">Departures and guidance, once a month</h2>
            <p className="muted">
              New dates, early prices and a short reflection for the road. No noise, unsubscribe anytime.
            </p>
          </div>
          <form noValidate onSubmit={onSubmit} className="newsletter__form" aria-label="Newsletter signup">
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" loading={isSubmitting} className="newsletter__submit">
              Subscribe
            </Button>
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
          </form>
        </div>
      </div>
    </section>
  );
}
