import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { graphQLErrorResult } from '../test/fixtures';
import { clickButton, setupApp } from '../test/interact';
import { CONFIRM_NEWSLETTER_MUTATION, UNSUBSCRIBE_NEWSLETTER_MUTATION } from './NewsletterLinkPage';
import { REQUEST_PASSWORD_RESET_MUTATION, RESET_PASSWORD_MUTATION } from './ResetPasswordPage';

const payload = (field: string, reason: string, message: string) => ({
  data: { [field]: { __typename: 'NewsletterPayload', message, reason, params: {} } },
});

describe('newsletter links', () => {
  it('/newsletter/confirm sends the fragment token once and says the subscription is confirmed', async () => {
    setupApp({
      route: '/newsletter/confirm#token=tok-1',
      mocks: [
        {
          request: { query: CONFIRM_NEWSLETTER_MUTATION, variables: { token: 'tok-1' } },
          result: payload('confirmNewsletter', 'NEWSLETTER_CONFIRMED', 'Subscription confirmed. Thank you.'),
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Subscription confirmed. Thank you.')).toBeInTheDocument();
  });

  it('/newsletter/unsubscribe shows the server refusal, and a link without token asks to open the email again', async () => {
    setupApp({
      route: '/newsletter/unsubscribe#token=bad',
      mocks: [
        {
          request: { query: UNSUBSCRIBE_NEWSLETTER_MUTATION, variables: { token: 'bad' } },
          result: graphQLErrorResult('This unsubscribe link is not valid.'),
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  });

  it('without a token nothing is sent', async () => {
    setupApp({ route: '/newsletter/unsubscribe' });
    expect(
      await screen.findByText('This link is not complete. Please open the link from the email again.'),
    ).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('without a token asks for the email and shows the answer, whatever the address', async () => {
    const { user } = setupApp({
      route: '/reset-password',
      mocks: [
        {
          request: { query: REQUEST_PASSWORD_RESET_MUTATION, variables: { email: 'a@example.com' } },
          result: {
            data: {
              requestPasswordReset: {
                __typename: 'PasswordResetPayload',
                message: 'If an account…',
                reason: 'RESET_REQUESTED',
                params: {},
              },
            },
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText(/^Email/), 'a@example.com');
    await clickButton(user, 'Email me a link');
    expect(await screen.findByText('If an account…')).toBeInTheDocument();
  });

  it('with the link token, checks the two passwords match before sending', async () => {
    const { user } = setupApp({
      route: '/reset-password#token=tok-2',
      mocks: [
        {
          request: { query: RESET_PASSWORD_MUTATION, variables: { token: 'tok-2', password: 'new-pass-1' } },
          result: {
            data: {
              resetPassword: {
                __typename: 'PasswordResetPayload',
                message: 'Your password is changed.',
                reason: 'PASSWORD_RESET',
                params: {},
              },
            },
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText(/^New password\W*$/), 'new-pass-1');
    await user.type(screen.getByLabelText(/^New password again/), 'new-pass-2');
    await clickButton(user, 'Set my new password');
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password again/));
    await user.type(screen.getByLabelText(/^New password again/), 'new-pass-1');
    await clickButton(user, 'Set my new password');
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
  });
});
