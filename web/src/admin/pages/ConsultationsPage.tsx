import './ConsultationsPage.css';

import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';

import { SegmentedControl, Select, Table, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminConsultationRowFragment, ConsultationFilter, ConsultationStatus } from '../../gql/graphql';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { dateTimeColumn } from '../components/columns';
import { Pagination } from '../components/Pagination';
import { QueryError } from '../components/QueryError';
import { CONSULTATIONS_LIST } from '../components/staffLists';
import { StatusBadge } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/useAdminList';
import { CONSULTATION_STATUS_LOOKS, CONSULTATION_STATUSES, isConsultationStatus } from '../lib/consultations';
import { formatDateTime } from '../lib/format';

const CONSULTATION_ROW = graphql(`
  fragment AdminConsultationRow on Consultation {
    id
    name
    email
    phone
    message
    status
    assignedTo {
      id
      name
    }
    createdAt
  }
`);

export const CONSULTATION_ASSIGNEES_QUERY = graphql(`
  query ConsultationAssignees {
    consultationAssignees {
      id
      name
    }
    me {
      id
    }
  }
`);

const detailLink = (row: AdminConsultationRowFragment, list: string) => (
  <Link to={`/admin/consultations/${row.id}`} state={{ list }} className="admin-strong" dir="auto">
    {row.name}
  </Link>
);

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

function columns(list: string): TableColumn<AdminConsultationRowFragment>[] {
  return [
    { key: 'name', header: 'Name', render: (row) => detailLink(row, list) },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge look={CONSULTATION_STATUS_LOOKS[row.status]} /> },
    {
      key: 'assignee',
      header: 'Assigned to',
      render: (row) => row.assignedTo?.name ?? <span className="muted">Nobody</span>,
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
      width: '38%',
      render: (row) => <span className="admin-wrap">{excerpt(row.message)}</span>,
    },
    dateTimeColumn('date', 'Date', (row) => row.createdAt),
  ];
}

const PHONE = '(max-width: 700px)';

type StatusChoice = ConsultationStatus | 'ALL';

/** The list's filters live in the URL (?status=NEW&assignee=me|none|<id>), so a link opens a queue. */
function useConsultationFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: StatusChoice = isConsultationStatus(rawStatus) ? rawStatus : 'ALL';
  const assignee = params.get('assignee') ?? '';
  const set = (key: 'status' | 'assignee', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'ALL') next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { status, assignee, set, url: params.toString() };
}

export function ConsultationsPage() {
  const { status, assignee, set, url } = useConsultationFilters();
  const people = useQuery(CONSULTATION_ASSIGNEES_QUERY);
  const me = people.data?.me?.id;
  const filter: ConsultationFilter = {
    ...(status !== 'ALL' ? { status } : {}),
    ...(assignee === 'none' ? { unassigned: true } : {}),
    ...(assignee === 'me' && me ? { assignedToId: me } : {}),
    ...(/^\d+$/.test(assignee) ? { assignedToId: Number(assignee) } : {}),
  };
  const filtered = Object.keys(filter).length > 0;
  const consultations = usePagedAdminList(CONSULTATIONS_LIST, CONSULTATION_ROW, filtered ? { filter } : {});
  const list = url ? `?${url}` : '';
  const phone = useMediaQuery(PHONE);
  const empty = filtered ? 'No consultations match these filters.' : 'No consultations yet.';
  return (
    <AdminPage title="Consultations" description="Questions from the site: answer them by email, newest first.">
      <div className="consultations__filters">
        <SegmentedControl<StatusChoice>
          label="Status"
          showLabel
          options={[
            { value: 'ALL', label: 'All' },
            ...CONSULTATION_STATUSES.map((value) => ({ value, label: CONSULTATION_STATUS_LOOKS[value].label })),
          ]}
          value={status}
          onChange={(value) => set('status', value)}
        />
        <Select
          label="Assigned to"
          value={assignee}
          onChange={(event) => set('assignee', event.target.value)}
          options={[
            { value: '', label: 'Anyone' },
            { value: 'me', label: 'Me' },
            { value: 'none', label: 'Nobody' },
            ...(people.data?.consultationAssignees ?? []).map((person) => ({
              value: String(person.id),
              label: person.name,
            })),
          ]}
        />
      </div>
      <AdminSection title="Consultation requests">
        {consultations.error ? (
          <QueryError error={consultations.error} what="consultations" onRetry={() => void consultations.reload()} />
        ) : (
          <>
            {phone ? (
              /* Phones: one card a request instead of the table's columns. */
              <ul className="consultations__cards" aria-label="Consultation requests">
                {consultations.rows.map((row) => (
                  <li key={row.id} className="consultations__card">
                    <div className="consultations__card-head">
                      {detailLink(row, list)}
                      <StatusBadge look={CONSULTATION_STATUS_LOOKS[row.status]} />
                    </div>
                    <span className="admin-sub">
                      {formatDateTime(row.createdAt)} · {row.assignedTo ? row.assignedTo.name : 'Nobody assigned'}
                    </span>
                    <p className="admin-wrap consultations__card-message" dir="auto">
                      {excerpt(row.message)}
                    </p>
                  </li>
                ))}
                {!consultations.loading && consultations.rows.length === 0 && <li className="muted">{empty}</li>}
              </ul>
            ) : (
              <Table
                columns={columns(list)}
                rows={consultations.rows}
                rowKey={(row) => row.id}
                loading={consultations.loading}
                caption="Consultation requests"
                empty={empty}
              />
            )}
            {consultations.paging && (
              <Pagination
                page={consultations.paging.page}
                total={consultations.paging.total}
                onPageChange={consultations.paging.setPage}
                noun="requests"
              />
            )}
          </>
        )}
      </AdminSection>
    </AdminPage>
  );
}
