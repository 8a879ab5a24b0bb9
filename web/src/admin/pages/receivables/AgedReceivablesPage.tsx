import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button, Table, type TableColumn } from '../../../components/ui';
import type { AgedReceivablesQuery } from '../../../gql/graphql';
import { downloadWithSession } from '../../../lib/download';
import { formatPrice } from '../../../lib/price';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { formatDate } from '../../lib/format';
import { AGED_RECEIVABLES_QUERY } from './operations';

type Report = AgedReceivablesQuery['agedReceivables'];
type Buckets = Report['totals'][number];

const BUCKETS: { key: keyof Omit<Buckets, '__typename' | 'currency'>; header: string }[] = [
  { key: 'current', header: 'Current' },
  { key: 'days1To30', header: '1–30 days' },
  { key: 'days31To60', header: '31–60 days' },
  { key: 'days61To90', header: '61–90 days' },
  { key: 'over90', header: '90+ days' },
  { key: 'total', header: 'Total' },
];

/** The bucket columns, each amount in its row's currency (a zero shown as a dash, so the debts stand out). */
function bucketColumns<Row extends Buckets>(): TableColumn<Row>[] {
  return BUCKETS.map(({ key, header }) => ({
    key,
    header,
    align: 'end',
    render: (row) => (row[key] === 0 ? '–' : formatPrice(row[key], row.currency)),
  }));
}

/**
 * /admin/receivables (issue #34, decision 0065): what every agency's open invoices owe, by days past due, with a
 * total per currency (amounts in different currencies are never added). Each agency links to its page, where its
 * statement is.
 */
export function AgedReceivablesPage() {
  const { data, error, loading, refetch } = useQuery(AGED_RECEIVABLES_QUERY, { fetchPolicy: 'cache-and-network' });
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const report = data?.agedReceivables;

  async function downloadCsv() {
    setBusy(true);
    try {
      await downloadWithSession('/api/receivables/aged?format=csv', 'aged-receivables.csv');
    } catch (failure) {
      feedback.fail(failure);
    } finally {
      setBusy(false);
    }
  }

  const agencyColumns: TableColumn<Report['agencies'][number]>[] = [
    {
      key: 'agency',
      header: 'Agency',
      render: (row) => <Link to={`/admin/agencies/${row.agencyId}`}>{row.agencyName}</Link>,
    },
    { key: 'currency', header: 'Currency' },
    { key: 'invoices', header: 'Invoices', align: 'end' },
    ...bucketColumns<Report['agencies'][number]>(),
  ];
  const totalColumns: TableColumn<Buckets>[] = [{ key: 'currency', header: 'Currency' }, ...bucketColumns<Buckets>()];

  return (
    <AdminPage
      title="Receivables"
      description={report ? `Agencies’ open invoices by days past due, on ${formatDate(report.asOf)}.` : undefined}
      actions={
        <Button variant="secondary" loading={busy} onClick={() => void downloadCsv()}>
          Download CSV
        </Button>
      }
    >
      <FeedbackBanner feedback={feedback} />
      {error && !report ? (
        <QueryError error={error} what="receivables" onRetry={() => void refetch()} />
      ) : (
        <>
          <AdminSection title="By agency">
            <Table
              caption="Open invoices by agency"
              columns={agencyColumns}
              rows={report?.agencies ?? []}
              rowKey={(row) => `${row.agencyId}-${row.currency}`}
              loading={loading && !report}
              empty="No agency owes anything."
            />
          </AdminSection>
          <AdminSection title="Totals per currency">
            <Table
              caption="Totals per currency"
              columns={totalColumns}
              rows={report?.totals ?? []}
              rowKey={(row) => row.currency}
              loading={loading && !report}
              empty="Nothing outstanding."
            />
          </AdminSection>
        </>
      )}
    </AdminPage>
  );
}
