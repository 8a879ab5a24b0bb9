import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import {
  Form,
  FormActions,
  RadioField,
  serverMessage,
  SubmitButton,
  useServerSubmit,
  useZodForm,
} from '../../components/form';
import { setSession } from '../../lib/session';
import { REGISTER_MUTATION, SETUP_REQUIRED_QUERY } from '../../operations/auth';
import { AccountFields } from './AccountFields';
import { postAuthPath } from './postAuthPath';

const SIGNUP_REQUIRED = 'Please fill all fields.';

const signupSchema = z.object({
  name: z.string().trim().min(1, SIGNUP_REQUIRED),
  email: z.string().trim().min(1, SIGNUP_REQUIRED),
  password: z.string().min(1, SIGNUP_REQUIRED),
  accountType: z.enum(['USER', 'ADMIN']),
});

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
  const form = useZodForm(signupSchema, { name: '', email: '', password: '', accountType: 'USER' });
  const { submit, failure } = useServerSubmit(
    async ({ accountType, ...account }: z.output<typeof signupSchema>) => {
      const role = canCreateAdmin && accountType === 'ADMIN' ? 'ADMIN' : undefined;
      const { data } = await registerAccount({ variables: { input: { ...account, role } } });
      if (!data?.register.token) throw new Error('Could not create account.');
      setSession({ token: data.register.token, role: data.register.role });
      await navigate(postAuthPath(data.register.role), { replace: true });
    },
    serverMessage('Could not create account.', 'Registration failed.'),
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      errorSummary={['name', 'email', 'password']}
      className="stack"
      aria-label="Signup"
    >
      <AccountFields />
      {canCreateAdmin ? (
        <RadioField
          name="accountType"
          label="Account type"
          hint="No administrator exists yet: you may create the first one."
          options={ACCOUNT_TYPES}
          inline
        />
      ) : (
        <p className="muted auth-note">
          New accounts are customer accounts. Staff accounts are created by an administrator.
        </p>
      )}
      <FormActions failure={failure}>
        <SubmitButton size="lg" block>
          Create account
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
