import { z } from 'zod';

import { RadioField } from '../../components/form';
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

const ACCOUNT_TYPES = [
  { value: 'USER', label: 'Customer' },
  { value: 'ADMIN', label: 'Admin' },
];

export function SignupForm() {
  // Until the first admin exists the public signup may create it (spec section 4); afterwards only customers.
  const setup = useSetupRequired();
  const canCreateAdmin = setup.data?.setupRequired === true;
  const [registerAccount] = useRegister();
  const auth = useAuthForm(
    signupSchema,
    { name: '', email: '', password: '', accountType: 'USER' },
    async ({ accountType, ...account }) => {
      const role = canCreateAdmin && accountType === 'ADMIN' ? 'ADMIN' : undefined;
      return (await registerAccount({ variables: { input: { ...account, role } } })).data?.register;
    },
    { refused: 'Could not create account.', failed: 'Registration failed.' },
  );

  return (
    <AuthForm auth={auth} errorSummary={['name', 'email', 'password']} label="Signup" submitLabel="Create account">
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
    </AuthForm>
  );
}
