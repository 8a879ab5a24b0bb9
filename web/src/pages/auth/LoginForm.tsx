import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { Alert, Button, TextInput } from '../../components/ui';
import { errorMessage } from '../../lib/errors';
import { firstErrorMessage } from '../../lib/forms';
import { setSession } from '../../lib/session';
import { LOGIN_MUTATION } from '../../operations/auth';
import { postAuthPath } from './postAuthPath';

const LOGIN_REQUIRED = 'Please enter email and password.';

const loginSchema = z.object({
  email: z.string().trim().min(1, LOGIN_REQUIRED),
  password: z.string().min(1, LOGIN_REQUIRED),
});

type LoginFormValues = z.input<typeof loginSchema>;

export function LoginForm() {
  const navigate = useNavigate();
  const [login] = useMutation(LOGIN_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const message = firstErrorMessage(errors, ['email', 'password']) ?? failure;

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: credentials });
      if (!data?.login.token) {
        setFailure('Invalid credentials');
        return;
      }
      setSession({ token: data.login.token, role: data.login.role });
      navigate(postAuthPath(data.login.role), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'Invalid credentials', 'Login failed'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="stack" aria-label="Login">
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={errors.email ? true : undefined}
        {...register('email')}
      />
      <TextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={errors.password ? true : undefined}
        {...register('password')}
      />
      <div className="form-actions">
        {message && <Alert variant="error">{message}</Alert>}
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Login
        </Button>
      </div>
    </form>
  );
}
