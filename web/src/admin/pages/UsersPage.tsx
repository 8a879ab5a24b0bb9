import './UsersPage.css';

import { useSearchParams } from 'react-router-dom';

import { Select } from '../../components/ui';
import type { UserStatus } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { USERS_LIST } from '../components/staffLists';
import { usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { useAdminRole } from '../lib/useAdminRole';
import { InvitationsSection, useInvitations } from './users/InvitationsSection';
import { InviteStaffForm } from './users/InviteStaffForm';
import { USER_ROW, UsersTable } from './users/UsersTable';
import { useViewer } from './users/useViewer';

const STATUSES: { value: UserStatus; label: string }[] = [
  { value: 'ACTIVE', label: 'Active accounts' },
  { value: 'DEACTIVATED', label: 'Deactivated accounts' },
];

/** The accounts filter lives in the URL (?status=DEACTIVATED); a new filter starts on its first page. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((option) => option.value === params.get('status'))?.value ?? null;
  const set = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next, { replace: true });
  };
  return { status, set };
}

export function UsersPage() {
  const viewer = useAdminRole();
  const viewerId = useViewer()?.id ?? null;
  const feedback = useFeedback();
  const filter = useStatusFilter();
  const users = usePagedAdminList(USERS_LIST, USER_ROW, { status: filter.status });
  const invitations = useInvitations();

  return (
    <AdminPage
      title="Users"
      description="Accounts of customers, staff and admins, newest first. Staff join by invitation: they choose their own password."
    >
      <InviteStaffForm viewer={viewer} onInvited={invitations.reload} />
      <InvitationsSection viewer={viewer} invitations={invitations} />
      <AdminSection title="All users">
        <div className="users-filters">
          <Select
            label="Show"
            placeholder="All accounts"
            options={STATUSES}
            value={filter.status ?? ''}
            onChange={(event) => filter.set(event.target.value)}
          />
        </div>
        <FeedbackBanner feedback={feedback} />
        <UsersTable viewer={viewer} viewerId={viewerId} users={users} feedback={feedback} />
      </AdminSection>
    </AdminPage>
  );
}
