import './SetupPage.css';

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { z } from 'zod';

import {
  CheckboxField,
  Form,
  FormActions,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../components/form';
import { Alert, ButtonLink, Card, PageHeader } from '../components/ui';
import { type Session, setSession } from '../lib/session';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useRegister, useSetupRequired } from './auth/useRegistration';

const SETUP_TEXT = {
  confirmRequired: 'Please confirm that you are creating the FIRST ADMIN for this system.',
  fieldsRequired: 'Please fill name, email, and password.',
  passwordRule: 'At least 8 characters.',
  passwordTooShort: 'Password must be at least 8 characters.',
  rejected: 'Could not create admin.',
  failed: 'Error creating admin.',
  statusUnknown: 'Could not verify setup status. You can attempt to create the first admin.',
  adminExists:
    'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',
  created: 'Admin created successfully.',
} as const;

/** Long enough to read the success message before the new admin is taken to the back-office. */
export const SETUP_REDIRECT_DELAY_MS = 1500;

const setupSchema = z.object({
  confirmFirstAdmin: z.boolean().refine((confirmed) => confirmed, SETUP_TEXT.confirmRequired),
  name: z.string().trim().min(1, SETUP_TEXT.fieldsRequired),
  email: z.string().trim().min(1, SETUP_TEXT.fieldsRequired),
  // The server's rule (users.service), said before submitting rather than after.
  password: z.string().min(1, SETUP_TEXT.fieldsRequired).min(8, SETUP_TEXT.passwordTooShort),
});

interface Failure {
  title: string;
  detail?: string;
}

function describeFailure(error: unknown): Failure {
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return CombinedGraphQLErrors.is(error)
    ? { title: SETUP_TEXT.rejected, detail }
    : { title: SETUP_TEXT.failed, detail };
}

/**
 * First-time setup: creates the first ADMIN. Signing in is deferred a moment so the success message can be read;
 * the route guard then moves the new admin to /admin.
 */
export function SetupPage() {
  useDocumentTitle('Setup');
  const status = useSetupRequired('network-only');
  const adminExists = status.data?.setupRequired === false;
  const [createAdmin] = useRegister();
  const [created, setCreated] = useState<Session | null>(null);
  const form = useZodForm(setupSchema, { confirmFirstAdmin: false, name: '', email: '', password: '' });

  useEffect(() => {
    if (!created) return;
    let written = false;
    const signIn = () => {
      if (written) return;
      written = true;
      setSession(created);
    };
    const timer = setTimeout(signIn, SETUP_REDIRECT_DELAY_MS);
    // Leaving the page early must not lose the new admin's session.
    return () => {
      clearTimeout(timer);
      signIn();
    };
  }, [created]);

  const { submit, failure } = useServerSubmit(
    async ({ name, email, password }: z.output<typeof setupSchema>, fail: (failure: Failure) => void) => {
      const { data } = await createAdmin({ variables: { input: { name, email, password, role: 'ADMIN' } } });
      if (!data?.register.token) {
        fail({ title: SETUP_TEXT.rejected });
        return;
      }
      setCreated({ token: data.register.token, role: data.register.role });
    },
    describeFailure,
  );

  const formDisabled = status.loading || adminExists || created !== null;

  return (
    <div className="page container container--narrow">
      <PageHeader
        eyebrow="First-time setup"
        title="Create the first administrator"
        description="This account manages packages, bookings, staff and training content."
      />
      <Card padding="lg" className="setup-card">
        <div className="setup-card__status">
          {status.loading && (
            <p role="status" className="muted">
              Checking setup status…
            </p>
          )}
          {status.error && <Alert variant="warning">{SETUP_TEXT.statusUnknown}</Alert>}
          {adminExists && (
            <Alert variant="info" title={SETUP_TEXT.adminExists}>
              <ButtonLink to="/login" variant="secondary" size="sm" className="setup-card__login">
                Go to login
              </ButtonLink>
            </Alert>
          )}
        </div>
        <Form
          form={form}
          onSubmit={submit}
          errorSummary={['confirmFirstAdmin', 'name', 'email', 'password']}
          aria-label="Create admin"
        >
          <fieldset disabled={formDisabled} className="setup-card__fields">
            <TextField name="name" label="Name" autoComplete="name" required />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              hint={SETUP_TEXT.passwordRule}
            />
            <CheckboxField
              name="confirmFirstAdmin"
              label="I confirm that I am creating the FIRST ADMIN for this system."
            />
            <FormActions>
              {failure && (
                <Alert variant="error" title={failure.title}>
                  {failure.detail}
                </Alert>
              )}
              {created && (
                <Alert variant="success" title={SETUP_TEXT.created}>
                  Opening the back-office…
                </Alert>
              )}
              <SubmitButton size="lg" block>
                Create admin
              </SubmitButton>
            </FormActions>
          </fieldset>
        </Form>
      </Card>
    </div>
  );
}
