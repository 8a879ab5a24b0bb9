import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { Alert, Button, RadioGroup, TextInput } from '../../components/ui';
import { errorMessage } from '../../lib/errors';
import { firstErrorMessage } from '../../lib/forms';
import { setSession } from '../../lib/session';
import { REGISTER_MUTATION, SETUP_REQUIRED_QUERY } from '../../operations/auth';
import { postAuthPath } from './postAuthPath';

const SIGNUP_REQUIRED = 'Please fill all fields.';

const signupSchema = z.object({
  name: z.string().trim().min(1, SIGNUP_REQUIRED),
  email: z.string().trim().min(1, SIGNUP_REQUIRED),
  password: z.string().min(1, SIGNUP_REQUIRED),
  accountType: z.enum(['USER', 'ADMIN']),
});

type SignupFormValues = z.input<typeof signupSchema>;

const ACCOUNT_TYPES = [
  { value: 'USER', label: 'Customer' },
  { value: 'ADMIN', label: 'Admin' },
];

export function SignupForm() {
  const navigate = useNavigate();
  // Until the first admin exists the public signup may create it (spec section 4); afterwards only customers.
  const setup = useQuery(SETUP_REQUIRED_QUERY);
  const canCreateAdmin = setup.data?.setupRequired === true;
  const [registerAccount] = useMutation(REGISTER_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '', accountType: 'USER' },
  });
  const message = firstErrorMessage(errors, ['name', 'email', 'password']) ?? failure;

  const onSubmit = handleSubmit(async ({ accountType, ...account }) => {
    setFailure(null);
    try {
      const role = canCreateAdmin && accountType === 'ADMIN' ? 'ADMIN' : undefined;
      const { data } = await registerAccount({ variables: { input: { ...account, role } } });
      if (!data?.register.token) {
        setFailure('Could not create account.');
        return;
      }
      setSession({ token: data.register.token, role: data.register.role });
      navigate(postAuthPath(data.register.role), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not create account.', 'Registration failed.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="stack" aria-label="Signup">
      <TextInput
        label="Name"
        autoComplete="name"
        required
        aria-invalid={errors.name ? true : undefined}
        {...register('name')}
      />
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
        autoComplete="new-password"
        required
        aria-invalid={errors.password ? true : undefined}
        {...register('password')}
      />
      {canCreateAdmin ? (
        <RadioGroup
          label="Account type"
          hint="No administrator exists yet: you may create the first one."
          options={ACCOUNT_TYPES}
          inline
          {...register('accountType')}
        />
      ) : (
        <p className="muted auth-note">
          New accounts are customer accounts. Staff accounts are created by an administrator.
        </p>
      )}
      <div className="form-actions">
        {message && <Alert variant="error">{message}</Alert>}
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Create account
        </Button>
      </div>
    </form>
  );
}
