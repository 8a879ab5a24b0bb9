import '../../pages/TokenPages.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod';

import { Form, FormActions, SubmitButton, TextField, useServerSubmit, useZodForm } from '../../components/form';
import { Alert, Card, Spinner } from '../../components/ui';
import { graphql } from '../../gql';
import type { AcceptInvitationPageQuery } from '../../gql/graphql';
import { type Notice, useErrorMessage } from '../../i18n/errors';
import { tokenFromHash } from '../../lib/bookingAccess';
import { requiredText } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { loginPathFrom } from '../../pages/auth/postAuthPath';
import { ROLE_ACCESS, ROLE_LABELS } from '../lib/roles';

export const INVITATION_QUERY = graphql(`
  query AcceptInvitationPage($token: String!) {
    staffInvitation(token: $token) {
      id
      name
      email
      role
      invitedByName
      agencyName
      expiresAt
    }
  }
`);

export const ACCEPT_INVITATION_MUTATION = graphql(`
  mutation AcceptStaffInvitation($token: String!, $name: String, $password: String!) {
    acceptStaffInvitation(token: $token, name: $name, password: $password) {
      message
      reason
      params
    }
  }
`);

/**
 * /accept-invitation#token=…: the page a staff invitation's link opens (decision 0050). It says who invited the
 * person and as what, and they choose their name and password; the link works once. English, as the back-office.
 */
export function AcceptInvitationPage() {
  useDocumentTitle('Accept your invitation');
  const token = tokenFromHash(useLocation().hash);
  return (
    <div className="page container token-page">
      <Card padding="lg" className="token-page__card">
        <h1 className="token-page__title">Join the Rihla back-office</h1>
        {token ? (
          <Invitation token={token} />
        ) : (
          <Alert variant="error">
            This page opens from the link in your invitation email. Open the whole link from the email.
          </Alert>
        )}
      </Card>
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const errors = useErrorMessage();
  const { data, loading, error } = useQuery(INVITATION_QUERY, { variables: { token }, fetchPolicy: 'network-only' });
  const [accepted, setAccepted] = useState<Notice | null>(null);

  // An agent works in the agent portal, not the back-office: signing in takes them there (decision 0065).
  if (accepted)
    return (
      <>
        <Alert variant="success">{errors.notice(accepted)}</Alert>
        <p>
          <Link to={data?.staffInvitation.role === 'AGENT' ? loginPathFrom('/agent') : '/login'}>Sign in</Link>
        </p>
      </>
    );
  if (loading && !data) return <Spinner label="Opening your invitation" />;
  if (error || !data?.staffInvitation)
    return <Alert variant="error">{errors.of(error, 'This invitation link could not be opened.')}</Alert>;
  return <AcceptForm token={token} invitation={data.staffInvitation} onAccepted={setAccepted} />;
}

const acceptSchema = z
  .object({
    name: requiredText('Name is required.'),
    password: z.string().min(8, 'Password must be at least 8 characters.'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords do not match.',
    path: ['confirm'],
  });

function AcceptForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: NonNullable<AcceptInvitationPageQuery['staffInvitation']>;
  onAccepted: (notice: Notice) => void;
}) {
  const errors = useErrorMessage();
  const [accept] = useMutation(ACCEPT_INVITATION_MUTATION);
  const form = useZodForm(acceptSchema, { name: invitation.name, password: '', confirm: '' });
  const { submit, failure } = useServerSubmit(
    async ({ name, password }: z.output<typeof acceptSchema>) => {
      const { data } = await accept({ variables: { token, name, password } });
      if (data) onAccepted(data.acceptStaffInvitation);
    },
    (error) => errors.of(error, 'Could not create your account. Please try again.'),
  );
  const role = invitation.agencyName
    ? `${ROLE_LABELS[invitation.role]} of ${invitation.agencyName}`
    : ROLE_LABELS[invitation.role];

  return (
    <>
      <p>
        <strong>{invitation.invitedByName}</strong> invited you as <strong>{role}</strong>, with the email{' '}
        <strong>{invitation.email}</strong>.
      </p>
      <p className="muted">
        As {role} you will see {ROLE_ACCESS[invitation.role]}. Choose your password: nobody else knows it. This link
        works once.
      </p>
      <Form form={form} onSubmit={submit} aria-label="Accept the invitation">
        <TextField name="name" label="Your name" autoComplete="name" required />
        <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
        <TextField name="confirm" label="Password again" type="password" autoComplete="new-password" required />
        <FormActions failure={failure}>
          <SubmitButton>Create my account</SubmitButton>
        </FormActions>
      </Form>
    </>
  );
}
