import type { TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminConsultationRowFragment } from '../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminTableSection } from '../components/AdminTable';
import { dateTimeColumn } from '../components/columns';
import { CONSULTATIONS_LIST } from '../components/staffLists';
import { usePagedAdminList } from '../components/useAdminList';

const CONSULTATION_ROW = graphql(`
  fragment AdminConsultationRow on Consultation {
    id
    name
    email
    phone
    message
    createdAt
  }
`);

const columns: TableColumn<AdminConsultationRowFragment>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => (
      <span className="admin-strong" dir="auto">
        {row.name}
      </span>
    ),
  },
  { key: 'email', header: 'Email', render: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  {
    key: 'phone',
    header: 'Phone / WhatsApp',
    render: (row) =>
      row.phone ? (
        <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
          {row.phone}
        </a>
      ) : (
        <span className="muted">None given</span>
      ),
  },
  {
    key: 'message',
    header: 'Message',
    width: '45%',
    render: (row) => <span className="admin-wrap">{row.message}</span>,
  },
  dateTimeColumn('date', 'Date', (row) => row.createdAt),
];

export function ConsultationsPage() {
  const consultations = usePagedAdminList(CONSULTATIONS_LIST, CONSULTATION_ROW);
  return (
    <AdminPage title="Consultations" description="Consultation requests from the site, newest first.">
      <AdminTableSection
        list={consultations}
        columns={columns}
        caption="Consultation requests"
        what="consultations"
        noun="requests"
      />
    </AdminPage>
  );
}
