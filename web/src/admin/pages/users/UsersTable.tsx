import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Badge, Button, type TableColumn } from '../../../components/ui';
import { useConfirm } from '../../../components/ui';
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
import { canDelete, ROLE_ACCESS, ROLE_LABELS, roleBadgeVariant } from '../../lib/roles';
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

export const ADMIN_SET_USER_ACTIVE_MUTATION = graphql(`
  mutation AdminSetUserActive($id: Int!, $active: Boolean!) {
    setUserActive(id: $id, active: $active) {
      id
      deactivatedAt
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
    deactivatedAt
    createdAt
    twoFactorEnabled
  }
`);

type UserRow = AdminUserRowFragment;

const DELETE_USER_QUESTION =
  'Delete this user? Their reviews and sign-ins go with the account; to keep their history, deactivate it instead.';

/** The role-change question: whose role, to what, and what that role can see and do (lib/roles.ts). */
function roleChangeQuestion(user: { name: string; email: string }, role: Role): string {
  return `Make ${user.name} (${user.email}) ${ROLE_LABELS[role]}? As ${ROLE_LABELS[role]} they will see ${ROLE_ACCESS[role]}. Their current sessions end now.`;
}

function deactivateQuestion(user: { name: string; email: string }): string {
  return `Deactivate ${user.name} (${user.email})? They are signed out everywhere at once and cannot sign in until an admin reactivates the account. Their bookings and history are kept.`;
}
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
  const [setActive] = useMutation(ADMIN_SET_USER_ACTIVE_MUTATION);
  const { askDelete, dialog } = useConfirmedDelete(feedback, users.reload);
  const { ask, dialog: confirmDialog } = useConfirm();
  const rowAction = useRowAction<number>(feedback);
  const [avatarFor, setAvatarFor] = useState<UserRow | null>(null);

  const changeRole = (user: UserRow, role: Role) =>
    ask(
      roleChangeQuestion(user, role),
      () =>
        rowAction.run(user.id, () => updateRole({ variables: { id: user.id, role } }), {
          success: `${user.name} is now ${ROLE_LABELS[role]}.`,
          fallback: 'Could not change the role.',
        }),
      { confirmLabel: `Make ${ROLE_LABELS[role]}` },
    );

  const deactivate = (user: UserRow) =>
    ask(
      deactivateQuestion(user),
      () =>
        rowAction.run(user.id, () => setActive({ variables: { id: user.id, active: false } }), {
          success: `${user.email} is deactivated.`,
          fallback: 'Could not deactivate the account.',
          afterSuccess: users.reload,
        }),
      { confirmLabel: 'Deactivate' },
    );

  const reactivate = (user: UserRow) =>
    rowAction.run(user.id, () => setActive({ variables: { id: user.id, active: true } }), {
      success: `${user.email} can sign in again.`,
      fallback: 'Could not reactivate the account.',
      afterSuccess: users.reload,
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
      render: (user) => (
        <span className="users-badges">
          <Badge variant={roleBadgeVariant(user.role)}>{ROLE_LABELS[user.role]}</Badge>
          {user.deactivatedAt && <Badge variant="red">Deactivated</Badge>}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (user) => {
        const own = user.id === viewerId;
        const busy = rowAction.busyId === user.id;
        // The server says which roles this viewer may give this user (none on one's own row).
        return (
          <div className="admin-row-actions">
            {user.grantableRoles.map((role) => (
              <Button key={role} size="sm" variant="secondary" disabled={busy} onClick={() => changeRole(user, role)}>
                Make {ROLE_LABELS[role]}
                <span className="sr-only"> ({user.email})</span>
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={() => setAvatarFor(user)}>
              Avatar<span className="sr-only"> of {user.email}</span>
            </Button>
            {viewer === 'ADMIN' && !own && user.twoFactorEnabled && (
              <ResetTwoFactorButton user={user} feedback={feedback} onReset={users.reload} />
            )}
            {canDelete(viewer) && !own && user.deactivatedAt && (
              <Button size="sm" variant="secondary" loading={busy} onClick={() => void reactivate(user)}>
                Reactivate<span className="sr-only"> {user.email}</span>
              </Button>
            )}
            {canDelete(viewer) && !own && !user.deactivatedAt && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => deactivate(user)}>
                Deactivate<span className="sr-only"> {user.email}</span>
              </Button>
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
      {confirmDialog}
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
