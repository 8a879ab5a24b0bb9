import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { SummaryList } from '../../../components/SummaryList';
import { Button, Table, type TableColumn } from '../../../components/ui';
import { getFragmentData } from '../../../gql';
import type { AdminInvoiceQuery, InvoiceDetailFragment } from '../../../gql/graphql';
import { downloadWithSession } from '../../../lib/download';
import { formatPrice } from '../../../lib/price';
import { INVOICE_DETAIL_FRAGMENT } from '../../../operations/invoices';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { StatusBadge } from '../../components/StatusBadge';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import { formatDate, formatDateTime } from '../../lib/format';
import { bookingStatusLook } from '../../lib/status';
import { InvoiceStateBadge } from './invoiceColumns';
import { ADMIN_INVOICE_QUERY, CHANGE_DUE_DATE_MUTATION } from './operations';
import { RecordTransferDialog } from './RecordTransferDialog';

type Line = InvoiceDetailFragment['lines'][number];
type Transfer = AdminInvoiceQuery['invoice']['transfers'][number];

/**
 * /admin/invoices/:id (issue #34, decision 0065): an invoice's lines (net, public price, commission, what each still
 * owes), the transfers recorded on it, and staff's actions: record a transfer (previewed first), move the due date
 * (an agreed extension), download the PDF the agency receives.
 */
export function InvoicePage() {
  const id = Number(useParams().id);
  const { data, error, refetch } = useQuery(ADMIN_INVOICE_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [changeDueDate] = useMutation(CHANGE_DUE_DATE_MUTATION);
  const [recording, setRecording] = useState(false);
  const dueDate = usePromptAction();
  const feedback = useFeedback();
  if (error) return <QueryError error={error} what="the invoice" onRetry={() => void refetch()} />;
  if (!data) return <AdminPage title="Invoice">{null}</AdminPage>;
  const { agency, transfers } = data.invoice;
  const invoice = getFragmentData(INVOICE_DETAIL_FRAGMENT, data.invoice);
  const money = (value: number) => <span className="admin-nowrap">{formatPrice(value, invoice.currency)}</span>;

  const lineColumns: TableColumn<Line>[] = [
    {
      key: 'booking',
      header: 'Booking',
      render: (line) => <Link to={`/admin/bookings/${line.bookingId}`}>{line.bookingReference}</Link>,
    },
    { key: 'description', header: 'Description', render: (line) => line.description },
    { key: 'quantity', header: 'Qty', align: 'end', render: (line) => line.quantity },
    { key: 'unit', header: 'Unit', align: 'end', render: (line) => money(line.unitAmount) },
    { key: 'amount', header: 'Net', align: 'end', render: (line) => money(line.amount) },
    { key: 'public', header: 'Public price', align: 'end', render: (line) => money(line.publicAmount) },
    { key: 'commission', header: 'Commission', align: 'end', render: (line) => money(line.commission) },
    { key: 'paid', header: 'Paid', align: 'end', render: (line) => money(line.paid) },
    { key: 'outstanding', header: 'Outstanding', align: 'end', render: (line) => money(line.outstanding) },
    {
      key: 'status',
      header: 'Booking status',
      render: (line) => <StatusBadge look={bookingStatusLook(line.bookingStatus)} />,
    },
  ];
  const transferColumns: TableColumn<Transfer>[] = [
    { key: 'reference', header: 'Reference', render: (row) => <code className="admin-code">{row.reference}</code> },
    { key: 'received', header: 'Received', render: (row) => formatDate(row.receivedOn) },
    { key: 'amount', header: 'Amount', align: 'end', render: (row) => money(row.amount) },
    { key: 'applied', header: 'Applied', align: 'end', render: (row) => money(row.appliedAmount) },
    {
      key: 'excess',
      header: 'Overpaid',
      render: (row) =>
        row.excessAmount === 0 ? (
          <span className="muted">—</span>
        ) : (
          <span className="admin-wrap">
            {formatPrice(row.excessAmount, row.currency)}:{' '}
            {row.reviewedAt ? `reviewed ${formatDateTime(row.reviewedAt)}, ${row.reviewNote ?? ''}` : 'to review'}
          </span>
        ),
    },
  ];

  const askDueDate = () =>
    dueDate.open({
      title: `Move the due date of ${invoice.number}`,
      label: 'New due date',
      initialValue: invoice.dueOn,
      confirmLabel: 'Move due date',
      inputProps: { type: 'date', min: invoice.issuedOn },
      action: async (dueOn) => {
        await changeDueDate({ variables: { id: invoice.id, dueOn } });
        feedback.succeed(`${invoice.number} is now due on ${formatDate(dueOn)}.`);
      },
    });

  return (
    <AdminPage
      title={`Invoice ${invoice.number}`}
      description={
        <>
          <InvoiceStateBadge state={invoice.state} daysOverdue={invoice.daysOverdue} /> {agency.name} ({agency.country})
        </>
      }
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() =>
              void feedback.run(
                () => downloadWithSession(`/api/invoices/${invoice.id}/pdf`, `invoice-${invoice.number}.pdf`),
                { fallback: 'Could not download the PDF.' },
              )
            }
          >
            Download PDF
          </Button>
          <Button variant="secondary" onClick={askDueDate}>
            Change due date
          </Button>
          <Button onClick={() => setRecording(true)}>Record bank transfer</Button>
        </>
      }
    >
      <FeedbackBanner feedback={feedback} />
      <AdminSection title="Figures">
        <SummaryList
          aria-label="Figures"
          rows={[
            { term: 'Issued', value: formatDate(invoice.issuedOn) },
            { term: 'Due', value: formatDate(invoice.dueOn) },
            { term: 'Total', value: money(invoice.total) },
            { term: 'Owed now', value: money(invoice.owed) },
            { term: 'Paid', value: money(invoice.paid) },
            { term: 'Outstanding', value: money(invoice.outstanding), total: true },
          ]}
        />
      </AdminSection>
      <AdminSection title="Lines">
        <Table caption="Invoice lines" columns={lineColumns} rows={invoice.lines} rowKey={(line) => line.id} />
      </AdminSection>
      <AdminSection title="Bank transfers">
        <Table
          caption="Bank transfers"
          columns={transferColumns}
          rows={transfers}
          rowKey={(row) => row.id}
          empty="No bank transfer recorded yet."
        />
      </AdminSection>
      <RecordTransferDialog
        open={recording}
        invoice={invoice}
        onCancel={() => setRecording(false)}
        onRecorded={(message) => {
          setRecording(false);
          feedback.succeed(message);
          void refetch();
        }}
      />
      {dueDate.dialog}
    </AdminPage>
  );
}
