import { useQuery } from '@apollo/client/react';

import { Table, type TableColumn } from '../../components/ui';
import type { AdminConsultationsQuery } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { PAGE_SIZE, Pagination, usePageParam } from '../components/Pagination';
import { QueryError } from '../components/QueryError';
import { formatDateTime } from '../lib/format';
import { ADMIN_CONSULTATIONS_QUERY } from '../operations/bookings';

type ConsultationRow = AdminConsultationsQuery['consultations']['items'][number];

const columns: TableColumn<ConsultationRow>[] = [
  { key: 'name', header: 'Name', render: (row) => <span className="admin-strong">{row.name}</span> },
  { key: 'email', header: 'Email', render: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  {
    key: 'message',
    header: 'Message',
    width: '45%',
    render: (row) => <span className="admin-wrap">{row.message}</span>,
  },
  {
    key: 'date',
    header: 'Date',
    render: (row) => <span className="admin-nowrap">{formatDateTime(row.createdAt)}</span>,
  },
];

export function ConsultationsPage() {
  const [page, setPage] = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_CONSULTATIONS_QUERY, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data ?? previousData;
  return (
    <AdminPage title="Consultations" description="Consultation requests from the site, newest first.">
      <AdminSection title="All consultation requests">
        {error && !list ? (
          <QueryError error={error} what="consultations" onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <>
            <Table
              columns={columns}
              rows={list?.consultations.items ?? []}
              rowKey={(row) => row.id}
              caption="Consultation requests"
              loading={loading && !list}
              empty="No consultation requests yet."
            />
            <Pagination page={page} total={list?.consultations.total ?? 0} onPageChange={setPage} noun="requests" />
          </>
        )}
      </AdminSection>
    </AdminPage>
  );
}
