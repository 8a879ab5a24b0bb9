import '../BookingDetailPage.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Button, Table, type TableColumn, TextInput } from '../../../components/ui';
import { getFragmentData } from '../../../gql';
import type { AgencyStatementMonthFragment } from '../../../gql/graphql';
import { downloadWithSession } from '../../../lib/download';
import { formatPrice } from '../../../lib/price';
import { AGENCY_STATEMENT_MONTH_FRAGMENT } from '../../../operations/statements';
import { AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { StatusBadge } from '../../components/StatusBadge';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { formatDate, formatDateTime } from '../../lib/format';
import { bookingStatusLook } from '../../lib/status';
import { AGENCY_STATEMENT_QUERY } from './operations';

type Statement = AgencyStatementMonthFragment;

/** This month (UTC), as the statement counts months: YYYY-MM. */
export const currentMonth = () => new Date().toISOString().slice(0, 7);

/**
 * One agency's statement for a month (issue #34, decision 0065), for the agency's page: the balances, the bookings
 * made, invoices issued and payments received, with the PDF (English) and CSV downloads of the same month.
 */
export function AgencyStatement({ agencyId }: { agencyId: number }) {
  const [month, setMonth] = useState(currentMonth);
  const { data, error, loading, refetch } = useQuery(AGENCY_STATEMENT_QUERY, {
    variables: { agencyId, month },
    skip: !month,
  });
  const feedback = useFeedback();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const statement = getFragmentData(AGENCY_STATEMENT_MONTH_FRAGMENT, data?.agencyStatement);
  const money = (amount: number) => formatPrice(amount, statement?.currency);

  async function download(format: 'pdf' | 'csv') {
    setBusy(format);
    try {
      const url = `/api/agencies/${agencyId}/statement?month=${month}&format=${format}`;
      await downloadWithSession(url, `statement-${month}.${format}`);
    } catch (failure) {
      feedback.fail(failure);
    } finally {
      setBusy(null);
    }
  }

  const bookingColumns: TableColumn<Statement['bookings'][number]>[] = [
    { key: 'reference', header: 'Reference' },
    { key: 'packageName', header: 'Package', render: (b) => b.packageName ?? '–' },
    { key: 'departDate', header: 'Departure', render: (b) => (b.departDate ? formatDate(b.departDate) : '–') },
    { key: 'pilgrims', header: 'Pilgrims', align: 'end' },
    { key: 'publicAmount', header: 'Public', align: 'end', render: (b) => money(b.publicAmount) },
    { key: 'netAmount', header: 'Net', align: 'end', render: (b) => money(b.netAmount) },
    {
      key: 'commission',
      header: 'Commission',
      align: 'end',
      render: (b) => (b.travelling ? money(b.commission) : <s title="Cancelled: not earned">{money(b.commission)}</s>),
    },
    { key: 'status', header: 'Status', render: (b) => <StatusBadge look={bookingStatusLook(b.status)} /> },
  ];
  const invoiceColumns: TableColumn<Statement['invoices'][number]>[] = [
    { key: 'number', header: 'Invoice' },
    { key: 'issuedOn', header: 'Issued', render: (i) => formatDate(i.issuedOn) },
    { key: 'dueOn', header: 'Due', render: (i) => formatDate(i.dueOn) },
    { key: 'total', header: 'Total', align: 'end', render: (i) => money(i.total) },
    { key: 'outstanding', header: 'Outstanding now', align: 'end', render: (i) => money(i.outstanding) },
  ];
  const paymentColumns: TableColumn<Statement['payments'][number]>[] = [
    { key: 'receivedAt', header: 'Received', render: (p) => formatDateTime(p.receivedAt) },
    { key: 'invoiceNumber', header: 'Invoice', render: (p) => p.invoiceNumber ?? '–' },
    { key: 'bookingReference', header: 'Booking' },
    { key: 'transferReference', header: 'Transfer', render: (p) => p.transferReference ?? 'Card' },
    { key: 'amount', header: 'Amount', align: 'end', render: (p) => money(p.amount) },
  ];

  return (
    <AdminSection
      title="Statement"
      actions={
        <div className="cluster cluster--middle">
          <TextInput
            label="Month"
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(event) => setMonth(event.target.value)}
          />
          <Button variant="secondary" loading={busy === 'pdf'} disabled={!month} onClick={() => void download('pdf')}>
            PDF
          </Button>
          <Button variant="secondary" loading={busy === 'csv'} disabled={!month} onClick={() => void download('csv')}>
            CSV
          </Button>
        </div>
      }
    >
      <FeedbackBanner feedback={feedback} />
      {error ? (
        <QueryError error={error} what="the statement" onRetry={() => void refetch()} />
      ) : (
        <>
          <dl className="booking-detail__amounts" aria-label="Balances" aria-busy={loading && !statement}>
            <div className="booking-detail__fact">
              <dt>Opening balance</dt>
              <dd>{statement ? money(statement.openingBalance) : '…'}</dd>
            </div>
            <div className="booking-detail__fact">
              <dt>Commission earned</dt>
              <dd>{statement ? money(statement.commissionEarned) : '…'}</dd>
            </div>
            <div className="booking-detail__fact">
              <dt>Closing balance</dt>
              <dd>{statement ? money(statement.closingBalance) : '…'}</dd>
            </div>
          </dl>
          <Table
            caption="Bookings made"
            showCaption
            columns={bookingColumns}
            rows={statement?.bookings ?? []}
            rowKey={(b) => b.reference}
            loading={loading && !statement}
            empty="No bookings this month."
          />
          <Table
            caption="Invoices issued"
            showCaption
            columns={invoiceColumns}
            rows={statement?.invoices ?? []}
            rowKey={(i) => i.number}
            loading={loading && !statement}
            empty="No invoices this month."
          />
          <Table
            caption="Payments received"
            showCaption
            columns={paymentColumns}
            rows={statement?.payments ?? []}
            rowKey={(p) => `${p.receivedAt}-${p.bookingReference}-${p.transferReference ?? 'card'}`}
            loading={loading && !statement}
            empty="No payments this month."
          />
        </>
      )}
    </AdminSection>
  );
}
