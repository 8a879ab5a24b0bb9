import './TokenPages.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod/mini';

import {
  Form,
  FormActions,
  serverMessage,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../components/form';
import { Alert, Card } from '../components/ui';
import { graphql } from '../gql';
import { tokenFromHash } from '../lib/bookingAccess';
import { requiredEmail } from '../lib/forms';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      message
    }
  }
`);

/**
 * /reset-password: without a token, asks for the account's email and mails a link ("Forgot password?" on the
 * login tab); with the link's #token, sets the new password.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset your password');
  const token = tokenFromHash(useLocation().hash);
  return (
    <div className="page container token-page">
      <Card padding="lg" className="token-page__card">
        <h1 className="token-page__title">{token ? 'Choose a new password' : 'Forgot your password?'}</h1>
        {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      </Card>
    </div>
  );
}

const requestSchema = z.object({ email: requiredEmail() });

function RequestLinkForm() {
  const [request] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(requestSchema, { email: '' });
  const { submit, failure } = useServerSubmit(async ({ email }: z.output<typeof requestSchema>) => {
    const { data } = await request({ variables: { email } });
    setSent(data?.requestPasswordReset.message ?? null);
  }, serverMessage('Could not send the link. Please try again.'));

  if (sent)
    return (
      <>
        <Alert variant="success">{sent}</Alert>
        <p>
          <Link to="/login">Back to login</Link>
        </p>
      </>
    );
  return (
    <>
      <p className="muted">
        Enter the email address of your account and we will email you a link to choose a new password.
      </p>
      <Form form={form} onSubmit={submit} aria-label="Request a password reset link">
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <FormActions failure={failure}>
          <SubmitButton>Email me a link</SubmitButton>
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
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(passwordSchema, { password: '', confirm: '' });
  const { submit, failure } = useServerSubmit(async ({ password }: z.output<typeof passwordSchema>) => {
    const { data } = await reset({ variables: { token, password } });
    setDone(data?.resetPassword.message ?? null);
  }, serverMessage('Could not change the password. Please try again.'));

  if (done)
    return (
      <>
        <Alert variant="success">{done}</Alert>
        <p>
          <Link to="/login">Sign in</Link>
        </p>
      </>
    );
  return (
    <>
      <p className="muted">Setting a new password signs you out on every device.</p>
      <Form form={form} onSubmit={submit} aria-label="Choose a new password">
        <TextField name="password" label="New password" type="password" autoComplete="new-password" required />
        <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" required />
        <FormActions failure={failure}>
          <SubmitButton>Set my new password</SubmitButton>
        </FormActions>
      </Form>
      {failure && (
        <p>
          <Link to="/reset-password" reloadDocument>
            Ask for a new link
          </Link>
        </p>
      )}
    </>
  );
}
