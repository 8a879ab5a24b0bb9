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
import { AccountFields } from './AccountFields';
import { credentialsSchema } from './credentialsSchema';
import { useRegister, useSetupRequired } from './useRegistration';
import { useStartSession } from './useStartSession';

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
  const startSession = useStartSession();
  // Until the first admin exists the public signup may create it (spec section 4); afterwards only customers.
  const setup = useSetupRequired();
  const canCreateAdmin = setup.data?.setupRequired === true;
  const [registerAccount] = useRegister();
  const form = useZodForm(signupSchema, { name: '', email: '', password: '', accountType: 'USER' });
  const { submit, failure } = useServerSubmit(
    async ({ accountType, ...account }: z.output<typeof signupSchema>) => {
      const role = canCreateAdmin && accountType === 'ADMIN' ? 'ADMIN' : undefined;
      const { data } = await registerAccount({ variables: { input: { ...account, role } } });
      await startSession(data?.register, 'Could not create account.');
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
