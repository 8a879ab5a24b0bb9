import { useQuery } from '@apollo/client/react';

import { AdminPage, AdminSection } from '../components/AdminPage';
import { PAGE_SIZE, Pagination, usePageParam } from '../components/Pagination';
import { QueryError } from '../components/QueryError';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { useAdminRole } from '../lib/useAdminRole';
import { ADMIN_USERS_QUERY } from '../operations/users';
import { CreateUserForm } from './users/CreateUserForm';
import { UsersTable } from './users/UsersTable';

export function UsersPage() {
  const viewer = useAdminRole();
  const feedback = useFeedback();
  const [page, setPage] = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_USERS_QUERY, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data ?? previousData;

  return (
    <AdminPage title="Users" description="Accounts of customers, staff and admins, newest first.">
      <CreateUserForm viewer={viewer} onCreated={() => (page === 1 ? refetch().catch(() => undefined) : setPage(1))} />
      <AdminSection title="All users">
        <FeedbackBanner feedback={feedback} />
        {error && !list ? (
          <QueryError error={error} what="users" onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <>
            <UsersTable
              viewer={viewer}
              users={list?.users.items ?? []}
              loading={loading && !list}
              feedback={feedback}
              onChanged={() => refetch().catch(() => undefined)}
            />
            <Pagination page={page} total={list?.users.total ?? 0} onPageChange={setPage} noun="users" />
          </>
        )}
      </AdminSection>
    </AdminPage>
  );
}
