import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import { SelectField, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { graphql } from '../../../gql';
import { requiredEmail, requiredText } from '../../../lib/forms';
import type { Role } from '../../../lib/session';
import { CreateFormCard } from '../../components/CreateFormCard';
import { invitableRoles, ROLE_ACCESS, ROLE_LABELS } from '../../lib/roles';

export const ADMIN_INVITE_STAFF_MUTATION = graphql(`
  mutation AdminInviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      id
      email
    }
  }
`);

const inviteSchema = z.object({
  name: requiredText('Name is required.'),
  email: requiredEmail('Email is required.', 'Enter a valid email address.'),
  role: z.enum(['STAFF', 'GROUP_LEADER', 'ADMIN']),
});

/**
 * "Invite staff" (decision 0050): the person gets an email with a single-use link, valid 72 hours, and chooses their
 * own password. Nobody sets another person's password.
 */
export function InviteStaffForm({ viewer, onInvited }: { viewer: Role; onInvited: () => unknown }) {
  const [invite] = useMutation(ADMIN_INVITE_STAFF_MUTATION);
  const roles = invitableRoles(viewer);
  const form = useZodForm(inviteSchema, { name: '', email: '', role: 'STAFF' });
  const role = form.watch('role') as Role;

  return (
    <CreateFormCard
      title="Add staff member"
      form={form}
      create={async (input) => {
        await invite({ variables: { input } });
        return `invitation emailed to ${input.email}`;
      }}
      onCreated={onInvited}
    >
      <TextField name="name" label="Name" autoComplete="off" required />
      <TextField name="email" label="Email" type="email" autoComplete="off" required />
      <SelectField
        name="role"
        label="Role"
        options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        hint={`${ROLE_LABELS[role]} can see ${ROLE_ACCESS[role]}.`}
      />
      <div className="admin-form__submit">
        <SubmitButton>Send invitation</SubmitButton>
      </div>
    </CreateFormCard>
  );
}
