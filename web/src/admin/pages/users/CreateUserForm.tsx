import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import { SelectField, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { graphql } from '../../../gql';
import { requiredEmail, requiredText } from '../../../lib/forms';
import type { Role } from '../../../lib/session';
import { CreateFormCard } from '../../components/CreateFormCard';
import { creatableRoles, ROLE_LABELS } from '../../lib/roles';

export const ADMIN_CREATE_USER_MUTATION = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
      ...AdminUserRow
    }
  }
`);

const userSchema = z.object({
  name: requiredText('Name is required.'),
  email: requiredEmail('Email is required.', 'Enter a valid email address.'),
  password: z.string().min(1, 'Password is required.'),
  role: z.enum(Object.keys(ROLE_LABELS) as [Role, ...Role[]]),
});

/** Default role of a new user in the admin form (docs/product-rules.md#constants). */
const DEFAULT_NEW_USER_ROLE: Role = 'STAFF';

export function CreateUserForm({ viewer, onCreated }: { viewer: Role; onCreated: () => unknown }) {
  const [createUser] = useMutation(ADMIN_CREATE_USER_MUTATION);
  const roles = creatableRoles(viewer);
  const form = useZodForm(userSchema, { name: '', email: '', password: '', role: DEFAULT_NEW_USER_ROLE });

  return (
    <CreateFormCard
      title="Create user"
      form={form}
      create={async (input) => (await createUser({ variables: { input } })).data?.createUser.email ?? input.email}
      onCreated={onCreated}
    >
      <TextField name="name" label="Name" autoComplete="off" required />
      <TextField name="email" label="Email" type="email" autoComplete="off" required />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
      <SelectField
        name="role"
        label="Role"
        options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
      <div className="admin-form__submit">
        <SubmitButton>Create user</SubmitButton>
      </div>
    </CreateFormCard>
  );
}
