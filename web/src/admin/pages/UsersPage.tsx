import { AdminPage, AdminSection } from '../components/AdminPage';
import { USERS_LIST } from '../components/staffLists';
import { usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { useAdminRole } from '../lib/useAdminRole';
import { CreateUserForm } from './users/CreateUserForm';
import { USER_ROW, UsersTable } from './users/UsersTable';
import { useViewer } from './users/useViewer';

export function UsersPage() {
  const viewer = useAdminRole();
  const viewerId = useViewer()?.id ?? null;
  const feedback = useFeedback();
  const users = usePagedAdminList(USERS_LIST, USER_ROW);
  // A new account is newest, so it shows on the first page.
  const showCreated = () => (users.paging?.page === 1 ? users.reload() : users.paging?.setPage(1));

  return (
    <AdminPage title="Users" description="Accounts of customers, staff and admins, newest first.">
      <CreateUserForm viewer={viewer} onCreated={showCreated} />
      <AdminSection title="All users">
        <FeedbackBanner feedback={feedback} />
        <UsersTable viewer={viewer} viewerId={viewerId} users={users} feedback={feedback} />
      </AdminSection>
    </AdminPage>
  );
}
