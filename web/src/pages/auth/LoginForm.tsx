import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';

import { TextField } from '../../components/form';
import { graphql } from '../../gql';
import { AuthForm } from './AuthForm';
import { credentialsSchema } from './credentialsSchema';
import { useAuthForm } from './useAuthForm';

export const LOGIN_MUTATION = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      role
    }
  }
`);

const LOGIN_REQUIRED = 'Please enter email and password.';

const loginSchema = credentialsSchema(LOGIN_REQUIRED);

export function LoginForm() {
  const [login] = useMutation(LOGIN_MUTATION);
  const auth = useAuthForm(
    loginSchema,
    { email: '', password: '' },
    async (credentials) => (await login({ variables: credentials })).data?.login,
    { refused: 'Invalid credentials', failed: 'Login failed' },
  );

  return (
    <AuthForm auth={auth} errorSummary={['email', 'password']} label="Login" submitLabel="Login">
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
      <p className="auth-forgot">
        <Link to="/reset-password">Forgot password?</Link>
      </p>
    </AuthForm>
  );
}
