import { useMemo } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';

import { RadioField } from '../../components/form';
import { LegalNotice } from '../../components/LegalNotice';
import { Alert } from '../../components/ui';
import { bookingTokenContext } from '../../lib/bookingAccess';
import { bookingToAdopt } from '../checkout/adoptBooking';
import { AccountFields } from './AccountFields';
import { AuthForm } from './AuthForm';
import { credentialsSchema } from './credentialsSchema';
import { useAuthForm } from './useAuthForm';
import { useRegister, useSetupRequired } from './useRegistration';

const SIGNUP_REQUIRED = 'Please fill all fields.';

const signupSchema = credentialsSchema(SIGNUP_REQUIRED).extend({
  name: z.string().trim().min(1, SIGNUP_REQUIRED),
  accountType: z.enum(['USER', 'ADMIN']),
});

const messages = defineMessages({
  refused: { id: 'auth.signup.refused', defaultMessage: 'Could not create account.' },
  failed: { id: 'auth.signup.failed', defaultMessage: 'Registration failed.' },
  form: { id: 'auth.signup.form', defaultMessage: 'Signup' },
  submit: { id: 'auth.signup.submit', defaultMessage: 'Create account' },
  accountType: { id: 'auth.signup.accountType', defaultMessage: 'Account type' },
  accountTypeHint: {
    id: 'auth.signup.accountTypeHint',
    defaultMessage: 'No administrator exists yet: you may create the first one.',
  },
  customer: { id: 'auth.signup.customer', defaultMessage: 'Customer' },
  admin: { id: 'auth.signup.admin', defaultMessage: 'Admin' },
  adoptTitle: { id: 'auth.signup.adoptTitle', defaultMessage: 'Your booking joins your new account' },
});

const ACCOUNT_TYPES = [
  { value: 'USER', label: messages.customer },
  { value: 'ADMIN', label: messages.admin },
];

export function SignupForm() {
  // Until the first admin exists the public signup may create it (product-rules.md#states); afterwards only customers.
  const setup = useSetupRequired();
  const canCreateAdmin = setup.data?.setupRequired === true;
  const [registerAccount] = useRegister();
  const intl = useIntl();
  // From a guest's checkout confirmation: the booking this tab holds the token of is added to the new account.
  const [params] = useSearchParams();
  const adopt = useMemo(() => bookingToAdopt(params.get('adopt')), [params]);
  const auth = useAuthForm(
    signupSchema,
    { name: '', email: '', password: '', accountType: 'USER' },
    async ({ accountType, ...account }) => {
      const role = canCreateAdmin && accountType === 'ADMIN' ? 'ADMIN' : undefined;
      const adoptBooking = adopt ? { id: adopt.id, kind: adopt.kind } : undefined;
      const answer = await registerAccount({
        variables: { input: { ...account, role, adoptBooking } },
        context: bookingTokenContext(adopt?.token),
      });
      return answer.data?.register;
    },
    { refused: intl.formatMessage(messages.refused), failed: intl.formatMessage(messages.failed) },
    ({ name }) => ({ welcome: name }),
  );

  return (
    <AuthForm
      auth={auth}
      errorSummary={['name', 'email', 'password']}
      label={intl.formatMessage(messages.form)}
      submitLabel={intl.formatMessage(messages.submit)}
    >
      {adopt && (
        <Alert variant="info" title={intl.formatMessage(messages.adoptTitle)}>
          <FormattedMessage
            id="auth.signup.adoptText"
            defaultMessage="Use the email address you booked with: the booking is added to your account, and you find it in My trips."
          />
        </Alert>
      )}
      <AccountFields />
      {canCreateAdmin ? (
        <RadioField
          name="accountType"
          label={intl.formatMessage(messages.accountType)}
          hint={intl.formatMessage(messages.accountTypeHint)}
          options={ACCOUNT_TYPES.map((type) => ({ value: type.value, label: intl.formatMessage(type.label) }))}
          inline
        />
      ) : (
        <p className="muted auth-note">
          <FormattedMessage
            id="auth.signup.customerOnly"
            defaultMessage="New accounts are customer accounts. Staff accounts are created by an administrator."
          />
        </p>
      )}
      <LegalNotice />
    </AuthForm>
  );
}
