import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Badge, Button, type TableColumn } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminUserRowFragment } from '../../../gql/graphql';
import { apiUpload } from '../../../lib/rest';
import type { Role } from '../../../lib/session';
import { AdminTable } from '../../components/AdminTable';
import { Avatar } from '../../components/Avatar';
import { ImageUploadDialog } from '../../components/ImageUploadDialog';
import type { AdminList } from '../../components/useAdminList';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import type { FeedbackApi } from '../../components/useFeedback';
import { useRowAction } from '../../components/useRowAction';
import { canDelete, ROLE_LABELS, roleBadgeVariant } from '../../lib/roles';
import { ResetTwoFactorButton } from '../two-factor/ResetTwoFactorButton';

export const ADMIN_UPDATE_USER_ROLE_MUTATION = graphql(`
  mutation AdminUpdateUserRole($id: Int!, $role: Role!) {
    updateUserRole(id: $id, role: $role) {
      id
      role
      grantableRoles
    }
  }
`);

export const ADMIN_DELETE_USER_MUTATION = graphql(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);

export const USER_ROW = graphql(`
  fragment AdminUserRow on User {
    id
    name
    email
    role
    grantableRoles
    avatar
    createdAt
    twoFactorEnabled
  }
`);

type UserRow = AdminUserRowFragment;

const DELETE_USER_QUESTION = 'Delete this user?';
const SELECT_IMAGE_FIRST = 'Select an image first';

export interface UsersTableProps {
  viewer: Role;
  /** The signed-in user's id: their own row offers no delete (the server refuses it). */
  viewerId: number | null;
  /** A page of users; reloaded after a delete or an avatar upload. */
  users: AdminList<UserRow>;
  feedback: FeedbackApi;
}

export function UsersTable({ viewer, viewerId, users, feedback }: UsersTableProps) {
  const [updateRole] = useMutation(ADMIN_UPDATE_USER_ROLE_MUTATION);
  const [deleteUser] = useMutation(ADMIN_DELETE_USER_MUTATION);
  const { askDelete, dialog } = useConfirmedDelete(feedback, users.reload);
  const rowAction = useRowAction<number>(feedback);
  const [avatarFor, setAvatarFor] = useState<UserRow | null>(null);

  const toggleRole = (user: UserRow, role: Role) =>
    rowAction.run(user.id, () => updateRole({ variables: { id: user.id, role } }), {
      success: `${user.name} is now ${ROLE_LABELS[role]}.`,
      fallback: 'Could not change the role.',
    });

  const confirmDelete = (user: UserRow) =>
    askDelete(DELETE_USER_QUESTION, () => deleteUser({ variables: { id: user.id } }), {
      success: `Deleted ${user.email}.`,
      fallback: 'Could not delete the user.',
    });

  const columns: TableColumn<UserRow>[] = [
    {
      key: 'avatar',
      header: <span className="sr-only">Avatar</span>,
      width: 64,
      render: (user) => <Avatar src={user.avatar} name={user.name} />,
    },
    {
      key: 'name',
      header: 'Name',
      render: (user) => (
        <span className="admin-strong" dir="auto">
          {user.name}
        </span>
      ),
    },
    { key: 'email', header: 'Email' },
    {
      key: 'role',
      header: 'Role',
      render: (user) => <Badge variant={roleBadgeVariant(user.role)}>{ROLE_LABELS[user.role]}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (user) => {
        const own = user.id === viewerId;
        // The server says which roles this viewer may give this user (none on one's own row); the toggle offers
        // the highest.
        const target = user.grantableRoles.at(0);
        return (
          <div className="admin-row-actions">
            {target && (
              <Button
                size="sm"
                variant="secondary"
                loading={rowAction.busyId === user.id}
                onClick={() => void toggleRole(user, target)}
              >
                Make {ROLE_LABELS[target]}
                <span className="sr-only"> ({user.email})</span>
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setAvatarFor(user)}>
              Avatar<span className="sr-only"> of {user.email}</span>
            </Button>
            {viewer === 'ADMIN' && !own && user.twoFactorEnabled && (
              <ResetTwoFactorButton user={user} feedback={feedback} onReset={users.reload} />
            )}
            {canDelete(viewer) && !own && (
              <Button size="sm" variant="danger" onClick={() => confirmDelete(user)}>
                Delete<span className="sr-only"> {user.email}</span>
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <AdminTable list={users} columns={columns} caption="Users" empty="No users yet." what="users" />
      {dialog}
      <ImageUploadDialog
        open={avatarFor !== null}
        title={avatarFor ? `Avatar for ${avatarFor.name}` : 'Avatar'}
        label="Avatar image"
        missingMessage={SELECT_IMAGE_FIRST}
        onClose={() => setAvatarFor(null)}
        onUpload={async (file) => {
          if (!avatarFor) return;
          await apiUpload<{ avatar: string }>(`/users/${avatarFor.id}/avatar`, 'avatar', file);
          feedback.succeed(`Avatar updated for ${avatarFor.email}.`);
          await users.reload();
        }}
      />
    </>
  );
}
