import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { TextField } from '../../components/form';
import { graphql } from '../../gql';
import { AuthForm } from './AuthForm';
import { credentialsSchema } from './credentialsSchema';
import { TwoFactorStep } from './TwoFactorStep';
import { useAuthForm } from './useAuthForm';

export const LOGIN_MUTATION = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      role
      twoFactor
      challenge
    }
  }
`);

const LOGIN_REQUIRED = 'Please enter email and password.';

const loginSchema = credentialsSchema(LOGIN_REQUIRED);

const messages = defineMessages({
  refused: { id: 'auth.login.refused', defaultMessage: 'Invalid credentials' },
  failed: { id: 'auth.login.failed', defaultMessage: 'Login failed' },
  form: { id: 'auth.login.form', defaultMessage: 'Login' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Login' },
  email: { id: 'auth.login.email', defaultMessage: 'Email' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
});

export function LoginForm() {
  const [login] = useMutation(LOGIN_MUTATION);
  const intl = useIntl();
  // The password was right and the account asks for a code (decision 0051): the second step replaces the form.
  const [challenge, setChallenge] = useState<string | null>(null);
  const auth = useAuthForm(
    loginSchema,
    { email: '', password: '' },
    async (credentials) => (await login({ variables: credentials })).data?.login,
    { refused: intl.formatMessage(messages.refused), failed: intl.formatMessage(messages.failed) },
    undefined,
    setChallenge,
  );

  if (challenge) return <TwoFactorStep challenge={challenge} onBack={() => setChallenge(null)} />;
  return (
    <AuthForm
      auth={auth}
      errorSummary={['email', 'password']}
      label={intl.formatMessage(messages.form)}
      submitLabel={intl.formatMessage(messages.submit)}
    >
      <TextField name="email" label={intl.formatMessage(messages.email)} type="email" autoComplete="email" required />
      <TextField
        name="password"
        label={intl.formatMessage(messages.password)}
        type="password"
        autoComplete="current-password"
        required
      />
      <p className="auth-forgot">
        <Link to="/reset-password">
          <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot password?" />
        </Link>
      </p>
    </AuthForm>
  );
}
