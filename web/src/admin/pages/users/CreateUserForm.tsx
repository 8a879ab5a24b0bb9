import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button, Card, Select, TextInput } from '../../../components/ui';
import type { Role } from '../../../lib/session';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { creatableRoles, ROLE_LABELS } from '../../lib/roles';
import { ADMIN_CREATE_USER_MUTATION } from '../../operations/users';

const userSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z.string().trim().min(1, 'Email is required.').pipe(z.email('Enter a valid email address.')),
  password: z.string().min(1, 'Password is required.'),
  role: z.enum(['ADMIN', 'STAFF', 'USER']),
});

type UserForm = z.input<typeof userSchema>;

/** Default role of a new user in the admin form (spec 9). */
export const DEFAULT_NEW_USER_ROLE: Role = 'STAFF';

export function CreateUserForm({ viewer, onCreated }: { viewer: Role; onCreated: () => unknown }) {
  const feedback = useFeedback();
  const [createUser] = useMutation(ADMIN_CREATE_USER_MUTATION);
  const roles = creatableRoles(viewer);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UserForm, unknown, z.output<typeof userSchema>>({
    resolver: zodResolver(userSchema),
    defaultValues: { name: '', email: '', password: '', role: DEFAULT_NEW_USER_ROLE },
  });

  const onSubmit = handleSubmit(async (input) => {
    const created = await feedback.run(async () => (await createUser({ variables: { input } })).data?.createUser, {
      success: (user) => `User created: ${user?.email ?? input.email}`,
      fallback: 'Could not create the user.',
    });
    if (created) {
      reset();
      await onCreated();
    }
  });

  return (
    <Card as="section" aria-labelledby="create-user-title" className="admin-form-card">
      <h2 id="create-user-title" className="admin-section__title">
        Create user
      </h2>
      <form noValidate onSubmit={onSubmit} className="admin-form admin-form--row">
        <TextInput label="Name" autoComplete="off" required error={errors.name?.message} {...register('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Select
          label="Role"
          options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          {...register('role')}
        />
        <div className="admin-form__submit">
          <Button type="submit" loading={isSubmitting}>
            Create user
          </Button>
        </div>
      </form>
      <FeedbackBanner feedback={feedback} />
    </Card>
  );
}
