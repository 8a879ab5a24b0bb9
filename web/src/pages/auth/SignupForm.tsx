import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { RadioField } from '../../components/form';
import { LegalNotice } from '../../components/LegalNotice';
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
  const auth = useAuthForm(
    signupSchema,
    { name: '', email: '', password: '', accountType: 'USER' },
    async ({ accountType, ...account }) => {
      const role = canCreateAdmin && accountType === 'ADMIN' ? 'ADMIN' : undefined;
      return (await registerAccount({ variables: { input: { ...account, role } } })).data?.register;
    },
    { refused: intl.formatMessage(messages.refused), failed: intl.formatMessage(messages.failed) },
  );

  return (
    <AuthForm
      auth={auth}
      errorSummary={['name', 'email', 'password']}
      label={intl.formatMessage(messages.form)}
      submitLabel={intl.formatMessage(messages.submit)}
    >
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
