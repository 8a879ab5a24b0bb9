import './SetupPage.css';

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { z } from 'zod';

import { CheckboxField, Form, FormActions, SubmitButton, useServerSubmit, useZodForm } from '../components/form';
import { Alert, ButtonLink, Card, PageHeader } from '../components/ui';
import { useErrorMessage } from '../i18n/errors';
import { type Session, setSession } from '../lib/session';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { AccountFields } from './auth/AccountFields';
import { useRegister, useSetupRequired } from './auth/useRegistration';

// The form's own rules (zod): English here, translated by the errors table when shown.
const SETUP_TEXT = {
  confirmRequired: 'Please confirm that you are creating the FIRST ADMIN for this system.',
  fieldsRequired: 'Please fill name, email, and password.',
  passwordTooShort: 'Password must be at least 8 characters.',
} as const;

const messages = defineMessages({
  title: { id: 'setup.page.title', defaultMessage: 'Setup' },
  eyebrow: { id: 'setup.page.eyebrow', defaultMessage: 'First-time setup' },
  heading: { id: 'setup.page.heading', defaultMessage: 'Create the first administrator' },
  description: {
    id: 'setup.page.description',
    defaultMessage: 'This account manages packages, bookings, staff and training content.',
  },
  passwordRule: { id: 'setup.form.passwordRule', defaultMessage: 'At least 8 characters.' },
  rejected: { id: 'setup.form.rejected', defaultMessage: 'Could not create admin.' },
  failed: { id: 'setup.form.failed', defaultMessage: 'Error creating admin.' },
  statusUnknown: {
    id: 'setup.status.unknown',
    defaultMessage: 'Could not verify setup status. You can attempt to create the first admin.',
  },
  adminExists: {
    id: 'setup.status.adminExists',
    defaultMessage:
      'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',
  },
  created: { id: 'setup.form.created', defaultMessage: 'Admin created successfully.' },
  form: { id: 'setup.form.label', defaultMessage: 'Create admin' },
  confirm: {
    id: 'setup.form.confirm',
    defaultMessage: 'I confirm that I am creating the FIRST ADMIN for this system.',
  },
});

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

/** The title says which kind of failure it was; the detail is the server's reason (translated when known). */
function describeFailure(intl: IntlShape, errors: ReturnType<typeof useErrorMessage>): (error: unknown) => Failure {
  return (error) => {
    if (CombinedGraphQLErrors.is(error)) {
      return { title: intl.formatMessage(messages.rejected), detail: errors.of(error, '') || undefined };
    }
    const detail = error instanceof Error && error.message ? error.message : undefined;
    return { title: intl.formatMessage(messages.failed), detail };
  };
}

/**
 * First-time setup: creates the first ADMIN. Signing in is deferred a moment so the success message can be read;
 * the route guard then moves the new admin to /admin.
 */
export function SetupPage() {
  const intl = useIntl();
  const errors = useErrorMessage();
  useDocumentTitle(intl.formatMessage(messages.title));
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
        fail({ title: intl.formatMessage(messages.rejected) });
        return;
      }
      setCreated({ token: data.register.token, role: data.register.role });
    },
    describeFailure(intl, errors),
  );

  const formDisabled = status.loading || adminExists || created !== null;

  return (
    <div className="page container container--narrow">
      <PageHeader
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(messages.description)}
      />
      <Card padding="lg" className="setup-card">
        <div className="setup-card__status">
          {status.loading && (
            <p role="status" className="muted">
              <FormattedMessage id="setup.status.checking" defaultMessage="Checking setup status…" />
            </p>
          )}
          {status.error && <Alert variant="warning">{intl.formatMessage(messages.statusUnknown)}</Alert>}
          {adminExists && (
            <Alert variant="info" title={intl.formatMessage(messages.adminExists)}>
              <ButtonLink to="/login" variant="secondary" size="sm" className="setup-card__login">
                <FormattedMessage id="setup.status.goToLogin" defaultMessage="Go to login" />
              </ButtonLink>
            </Alert>
          )}
        </div>
        <Form
          form={form}
          onSubmit={submit}
          errorSummary={['confirmFirstAdmin', 'name', 'email', 'password']}
          aria-label={intl.formatMessage(messages.form)}
        >
          <fieldset disabled={formDisabled} className="setup-card__fields">
            <AccountFields passwordHint={intl.formatMessage(messages.passwordRule)} />
            <CheckboxField name="confirmFirstAdmin" label={intl.formatMessage(messages.confirm)} />
            <FormActions>
              {failure && (
                <Alert variant="error" title={failure.title}>
                  {failure.detail}
                </Alert>
              )}
              {created && (
                <Alert variant="success" title={intl.formatMessage(messages.created)}>
                  <FormattedMessage id="setup.form.opening" defaultMessage="Opening the back-office…" />
                </Alert>
              )}
              <SubmitButton size="lg" block>
                <FormattedMessage id="setup.form.submit" defaultMessage="Create admin" />
              </SubmitButton>
            </FormActions>
          </fieldset>
        </Form>
      </Card>
    </div>
  );
}
