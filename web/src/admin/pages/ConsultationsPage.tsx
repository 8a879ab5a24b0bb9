import type { TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminConsultationRowFragment } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { usePagedAdminList } from '../components/useAdminList';
import { formatDateTime } from '../lib/format';
import { ADMIN_CONSULTATIONS_QUERY } from '../operations/bookings';

const CONSULTATION_ROW = graphql(`
  fragment AdminConsultationRow on Consultation {
    id
    name
    email
    message
    createdAt
  }
`);

const columns: TableColumn<AdminConsultationRowFragment>[] = [
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
  const consultations = usePagedAdminList(ADMIN_CONSULTATIONS_QUERY, CONSULTATION_ROW, (data) => data.consultations);
  return (
    <AdminPage title="Consultations" description="Consultation requests from the site, newest first.">
      <AdminSection title="All consultation requests">
        <AdminTable
          list={consultations}
          columns={columns}
          caption="Consultation requests"
          empty="No consultation requests yet."
          what="consultations"
          noun="requests"
        />
      </AdminSection>
    </AdminPage>
  );
}
