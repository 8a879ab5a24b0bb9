import './agencies.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Badge, Button, Modal, Table, type TableColumn, TextInput } from '../../../components/ui';
import type { AgenciesQuery } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/price';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { AdminPage } from '../../components/AdminPage';
import { Pagination, usePageParam } from '../../components/Pagination';
import { QueryError } from '../../components/QueryError';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { AgencyFields, agencyInputOf, CREDIT_LIMIT_INVALID, EMPTY_AGENCY_FORM } from './AgencyFields';
import { AGENCIES_QUERY, CREATE_AGENCY_MUTATION } from './operations';

type AgencyRow = AgenciesQuery['agencies']['items'][number];

const COLUMNS: TableColumn<AgencyRow>[] = [
  {
    key: 'name',
    header: 'Agency',
    render: (row) => (
      <span className="cluster cluster--middle">
        <Link to={`/admin/agencies/${row.id}`}>{row.name}</Link>
        {row.suspended && <Badge variant="red">Suspended</Badge>}
      </span>
    ),
  },
  { key: 'country', header: 'Country', render: (row) => row.country },
  { key: 'currency', header: 'Currency', render: (row) => row.currency },
  {
    key: 'creditLimit',
    header: 'Credit limit',
    align: 'end',
    render: (row) => formatPrice(row.creditLimit, row.currency),
  },
  {
    key: 'outstanding',
    header: 'Outstanding',
    align: 'end',
    render: (row) => formatPrice(row.outstanding, row.currency),
  },
  {
    key: 'overdue',
    header: 'Overdue',
    align: 'end',
    render: (row) =>
      row.overdue > 0 ? <Badge variant="red">{formatPrice(row.overdue, row.currency)} overdue</Badge> : '—',
  },
  { key: 'agents', header: 'Agents', align: 'end', render: (row) => row.agentsCount },
];

/**
 * /admin/agencies (issue #34, decision 0065): the agencies that book for their pilgrims on invoice, with what each
 * owes now and its agents; staff search them by name and add one. Each opens its own page.
 */
export function AgenciesPage() {
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), 300);
  const [creating, setCreating] = useState(false);
  const { data, error, loading, refetch } = useQuery(AGENCIES_QUERY, {
    variables: { page, search: searched || null },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.agencies;
  return (
    <AdminPage
      title="Agencies"
      description="Agencies book seats for their own pilgrims at net prices and pay by invoice."
      actions={<Button onClick={() => setCreating(true)}>New agency</Button>}
    >
      {error && <QueryError error={error} what="the agencies" onRetry={() => void refetch()} />}
      <TextInput
        label="Search"
        type="search"
        placeholder="Agency name"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      <Table
        caption="Agencies"
        columns={COLUMNS}
        rows={list?.items ?? []}
        rowKey={(row) => row.id}
        loading={loading && !list}
        empty={searched ? 'No agency has that in its name.' : 'No agencies yet.'}
      />
      <Pagination page={page} total={list?.total ?? 0} onPageChange={setPage} noun="agencies" />
      {creating && <NewAgencyDialog onClose={() => setCreating(false)} />}
    </AdminPage>
  );
}

function NewAgencyDialog({ onClose }: { onClose: () => void }) {
  const [create, { loading }] = useMutation(CREATE_AGENCY_MUTATION);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY_AGENCY_FORM);

  async function save() {
    const input = agencyInputOf(form);
    if (!input) return feedback.fail(null, CREDIT_LIMIT_INVALID);
    const made = await feedback.run(() => create({ variables: { input } }));
    if (made?.data) void navigate(`/admin/agencies/${made.data.createAgency.id}`);
  }

  return (
    <Modal
      open
      size="lg"
      title="New agency"
      onClose={() => {
        if (!loading) onClose();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" form="new-agency" loading={loading}>
            Create agency
          </Button>
        </>
      }
    >
      <form
        id="new-agency"
        className="admin-form admin-form--pair"
        aria-label="New agency"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <AgencyFields form={form} onChange={setForm} />
        <div className="admin-span-all">
          <FeedbackBanner feedback={feedback} />
        </div>
      </form>
    </Modal>
  );
}
