import './TokenPages.css';

import { useMutation } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod/mini';

import { Form, FormActions, SubmitButton, TextField, useServerSubmit, useZodForm } from '../components/form';
import { Alert, Card } from '../components/ui';
import { graphql } from '../gql';
import { type Notice, useErrorMessage } from '../i18n/errors';
import { tokenFromHash } from '../lib/bookingAccess';
import { requiredEmail } from '../lib/forms';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
      reason
      params
    }
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      message
      reason
      params
    }
  }
`);

const messages = defineMessages({
  title: { id: 'auth.reset.title', defaultMessage: 'Reset your password' },
  chooseHeading: { id: 'auth.reset.chooseHeading', defaultMessage: 'Choose a new password' },
  forgotHeading: { id: 'auth.reset.forgotHeading', defaultMessage: 'Forgot your password?' },
  requestFailed: { id: 'auth.reset.requestFailed', defaultMessage: 'Could not send the link. Please try again.' },
  requestForm: { id: 'auth.reset.requestForm', defaultMessage: 'Request a password reset link' },
  email: { id: 'auth.reset.email', defaultMessage: 'Email' },
  resetFailed: { id: 'auth.reset.resetFailed', defaultMessage: 'Could not change the password. Please try again.' },
  newPasswordForm: { id: 'auth.reset.newPasswordForm', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  confirm: { id: 'auth.reset.confirm', defaultMessage: 'New password again' },
});

/**
 * /reset-password: without a token, asks for the account's email and mails a link ("Forgot password?" on the
 * login tab); with the link's #token, sets the new password.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const token = tokenFromHash(useLocation().hash);
  return (
    <div className="page container token-page">
      <Card padding="lg" className="token-page__card">
        <h1 className="token-page__title">
          {intl.formatMessage(token ? messages.chooseHeading : messages.forgotHeading)}
        </h1>
        {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      </Card>
    </div>
  );
}

/** The server's confirmation in the reader's language, then the way on to the login page (`children` names the link). */
function Confirmation({ notice, children }: { notice: Notice; children: ReactNode }) {
  const errors = useErrorMessage();
  return (
    <>
      <Alert variant="success">{errors.notice(notice)}</Alert>
      <p>
        <Link to="/login">{children}</Link>
      </p>
    </>
  );
}

const requestSchema = z.object({ email: requiredEmail() });

function RequestLinkForm() {
  const [request] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);
  const intl = useIntl();
  const errors = useErrorMessage();
  const [sent, setSent] = useState<Notice | null>(null);
  const form = useZodForm(requestSchema, { email: '' });
  const { submit, failure } = useServerSubmit(
    async ({ email }: z.output<typeof requestSchema>) => {
      const { data } = await request({ variables: { email } });
      setSent(data?.requestPasswordReset ?? null);
    },
    (error) => errors.of(error, intl.formatMessage(messages.requestFailed)),
  );

  if (sent)
    return (
      <Confirmation notice={sent}>
        <FormattedMessage id="auth.reset.backToLogin" defaultMessage="Back to login" />
      </Confirmation>
    );
  return (
    <>
      <p className="muted">
        <FormattedMessage
          id="auth.reset.requestIntro"
          defaultMessage="Enter the email address of your account and we will email you a link to choose a new password."
        />
      </p>
      <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.requestForm)}>
        <TextField name="email" label={intl.formatMessage(messages.email)} type="email" autoComplete="email" required />
        <FormActions failure={failure}>
          <SubmitButton>
            <FormattedMessage id="auth.reset.sendLink" defaultMessage="Email me a link" />
          </SubmitButton>
        </FormActions>
      </Form>
    </>
  );
}

const passwordSchema = z
  .object({
    password: z.string().check(z.minLength(8, 'Password must be at least 8 characters.')),
    confirm: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.confirm, {
      message: 'The two passwords do not match.',
      path: ['confirm'],
    }),
  );

function NewPasswordForm({ token }: { token: string }) {
  const [reset] = useMutation(RESET_PASSWORD_MUTATION);
  const intl = useIntl();
  const errors = useErrorMessage();
  const [done, setDone] = useState<Notice | null>(null);
  const form = useZodForm(passwordSchema, { password: '', confirm: '' });
  const { submit, failure } = useServerSubmit(
    async ({ password }: z.output<typeof passwordSchema>) => {
      const { data } = await reset({ variables: { token, password } });
      setDone(data?.resetPassword ?? null);
    },
    (error) => errors.of(error, intl.formatMessage(messages.resetFailed)),
  );

  if (done)
    return (
      <Confirmation notice={done}>
        <FormattedMessage id="auth.reset.signIn" defaultMessage="Sign in" />
      </Confirmation>
    );
  return (
    <>
      <p className="muted">
        <FormattedMessage
          id="auth.reset.signsOut"
          defaultMessage="Setting a new password signs you out on every device."
        />
      </p>
      <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.newPasswordForm)}>
        <TextField
          name="password"
          label={intl.formatMessage(messages.newPassword)}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField
          name="confirm"
          label={intl.formatMessage(messages.confirm)}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormActions failure={failure}>
          <SubmitButton>
            <FormattedMessage id="auth.reset.setPassword" defaultMessage="Set my new password" />
          </SubmitButton>
        </FormActions>
      </Form>
      {failure && (
        <p>
          <Link to="/reset-password" reloadDocument>
            <FormattedMessage id="auth.reset.askNewLink" defaultMessage="Ask for a new link" />
          </Link>
        </p>
      )}
    </>
  );
}
