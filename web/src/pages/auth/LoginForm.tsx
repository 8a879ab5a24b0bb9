import { useMutation } from '@apollo/client/react';
import type { z } from 'zod';

import {
  Form,
  FormActions,
  serverMessage,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../../components/form';
import { graphql } from '../../gql';
import { credentialsSchema } from './credentialsSchema';
import { useStartSession } from './useStartSession';

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
  const startSession = useStartSession();
  const [login] = useMutation(LOGIN_MUTATION);
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const { submit, failure } = useServerSubmit(
    async (credentials: z.output<typeof loginSchema>) => {
      const { data } = await login({ variables: credentials });
      await startSession(data?.login, 'Invalid credentials');
    },
    serverMessage('Invalid credentials', 'Login failed'),
  );

  return (
    <Form form={form} onSubmit={submit} errorSummary={['email', 'password']} className="stack" aria-label="Login">
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
      <FormActions failure={failure}>
        <SubmitButton size="lg" block>
          Login
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
