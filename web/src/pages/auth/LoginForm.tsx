import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import {
  Form,
  FormActions,
  serverMessage,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../../components/form';
import { setSession } from '../../lib/session';
import { LOGIN_MUTATION } from '../../operations/auth';
import { postAuthPath } from './postAuthPath';

const LOGIN_REQUIRED = 'Please enter email and password.';

const loginSchema = z.object({
  email: z.string().trim().min(1, LOGIN_REQUIRED),
  password: z.string().min(1, LOGIN_REQUIRED),
});

export function LoginForm() {
  const navigate = useNavigate();
  const [login] = useMutation(LOGIN_MUTATION);
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const { submit, failure } = useServerSubmit(
    async (credentials: z.output<typeof loginSchema>) => {
      const { data } = await login({ variables: credentials });
      if (!data?.login.token) throw new Error('Invalid credentials');
      setSession({ token: data.login.token, role: data.login.role });
      await navigate(postAuthPath(data.login.role), { replace: true });
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
