import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Badge, Button, Table, type TableColumn, useConfirm } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminStaffInvitationsQuery } from '../../../gql/graphql';
import type { Role } from '../../../lib/session';
import { AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { useRowAction } from '../../components/useRowAction';
import { invitableRoles, ROLE_LABELS, roleBadgeVariant } from '../../lib/roles';

export const ADMIN_STAFF_INVITATIONS_QUERY = graphql(`
  query AdminStaffInvitations {
    staffInvitations {
      id
      name
      email
      role
      invitedByName
      expiresAt
      createdAt
    }
  }
`);

export const ADMIN_RESEND_INVITATION_MUTATION = graphql(`
  mutation AdminResendInvitation($id: Int!) {
    resendStaffInvitation(id: $id) {
      id
      expiresAt
    }
  }
`);

export const ADMIN_REVOKE_INVITATION_MUTATION = graphql(`
  mutation AdminRevokeInvitation($id: Int!) {
    revokeStaffInvitation(id: $id)
  }
`);

type Invitation = AdminStaffInvitationsQuery['staffInvitations'][number];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** The invitations not yet accepted nor revoked: resend (a new link, the old one dies) or revoke. */
export function useInvitations() {
  const query = useQuery(ADMIN_STAFF_INVITATIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  return { ...query, reload: () => query.refetch().catch(() => undefined) };
}

export function InvitationsSection({
  viewer,
  invitations,
}: {
  viewer: Role;
  invitations: ReturnType<typeof useInvitations>;
}) {
  const feedback = useFeedback();
  const rowAction = useRowAction<number>(feedback);
  const { ask, dialog } = useConfirm();
  const [resend] = useMutation(ADMIN_RESEND_INVITATION_MUTATION);
  const [revoke] = useMutation(ADMIN_REVOKE_INVITATION_MUTATION);
  const rows = invitations.data?.staffInvitations ?? invitations.previousData?.staffInvitations ?? [];
  const mayManage = (invitation: Invitation) => invitableRoles(viewer).includes(invitation.role);
  // When the page opened: an invitation past its link's end shows as Expired (a reload tells again).
  const [now] = useState(() => Date.now());

  const columns: TableColumn<Invitation>[] = [
    {
      key: 'name',
      header: 'Invited',
      render: (invitation) => (
        <>
          <span className="admin-strong" dir="auto">
            {invitation.name}
          </span>
          <span className="admin-sub admin-wrap">{invitation.email}</span>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (invitation) => <Badge variant={roleBadgeVariant(invitation.role)}>{ROLE_LABELS[invitation.role]}</Badge>,
    },
    {
      key: 'status',
      header: 'Link',
      render: (invitation) =>
        new Date(invitation.expiresAt).getTime() <= now ? (
          <Badge variant="red">Expired</Badge>
        ) : (
          <span className="admin-sub admin-wrap">
            Works until {when(invitation.expiresAt)}, by {invitation.invitedByName}
          </span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (invitation) =>
        mayManage(invitation) && (
          <div className="admin-row-actions">
            <Button
              size="sm"
              variant="secondary"
              loading={rowAction.busyId === invitation.id}
              onClick={() =>
                void rowAction.run(invitation.id, () => resend({ variables: { id: invitation.id } }), {
                  success: `A new link was emailed to ${invitation.email}; the earlier one no longer works.`,
                  fallback: 'Could not resend the invitation.',
                  afterSuccess: invitations.reload,
                })
              }
            >
              Resend<span className="sr-only"> the invitation of {invitation.email}</span>
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                ask(
                  `Revoke the invitation of ${invitation.email}? Its link stops working at once.`,
                  () =>
                    rowAction.run(invitation.id, () => revoke({ variables: { id: invitation.id } }), {
                      success: `The invitation of ${invitation.email} is revoked.`,
                      fallback: 'Could not revoke the invitation.',
                      afterSuccess: invitations.reload,
                    }),
                  { confirmLabel: 'Revoke' },
                )
              }
            >
              Revoke<span className="sr-only"> the invitation of {invitation.email}</span>
            </Button>
          </div>
        ),
    },
  ];

  return (
    <AdminSection title="Pending invitations">
      <FeedbackBanner feedback={feedback} />
      {invitations.error && !invitations.data ? (
        <QueryError error={invitations.error} what="invitations" onRetry={() => void invitations.reload()} />
      ) : (
        <Table
          caption="Pending invitations"
          columns={columns}
          rows={rows}
          rowKey={(invitation) => invitation.id}
          empty="No pending invitations."
          loading={invitations.loading && !invitations.data}
        />
      )}
      {dialog}
    </AdminSection>
  );
}
